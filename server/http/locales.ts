// GET /locales/<lang>/<namespace>.json: the texts of one namespace, for a page the browser shows after an
// in-app navigation when the page it arrived on was not sent with them (client/i18n.ts). Only the six
// languages and the namespaces that exist are answered; anything else goes on as an unknown path.
import { Router } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/i18n';
import type { SiteI18n } from '../i18n';
import { siteRouter } from './routing';

const params = z.object({ lang: z.enum(LANGUAGES), ns: z.string().regex(/^[a-z][a-z-]{0,39}$/) });

export function localesRouter(i18n: SiteI18n): Router {
  const router = siteRouter();
  router.get('/locales/:lang/:file', (req, res, next) => {
    const file = req.params.file;
    const parsed = params.safeParse({ lang: req.params.lang, ns: file.endsWith('.json') ? file.slice(0, -'.json'.length) : '' });
    const texts = parsed.success ? i18n.namespace(parsed.data.lang, parsed.data.ns) : undefined;
    if (!texts) return next();
    // The texts change with a deployment: the browser asks again and gets 304 while they are the same.
    res.set('Cache-Control', 'no-cache').json(texts);
  });
  return router;
}
