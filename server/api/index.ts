// /api/v1: every call answers in the envelope {Code, Msg, Data}, errors and unknown calls included.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { GET_CALL_PATHS } from '../../shared/api';
import { GET_CALL_QUERIES } from '../../shared/api-schemas';
import type { FormGuard } from '../guard/form-guard';
import { clientErrorStatus } from '../http/errors';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { faqReadRouter } from './faq-read';
import { supportCenterRouter } from './support-center';
import { pstiRouter } from './psti';
import { betaTestingRouter } from './beta-testing';
import { partnershipRouter } from './partnership';
import { GET_CALL_NAMES, parseCallQuery, type GetCallLoaders } from './get-calls';
import { ApiError, send, sendError } from './respond';

/** Query values as plain strings; a repeated parameter (?a=1&a=2) or a nested one is refused. */
function flatQuery(query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') throw new ApiError(400, `${key}: must be given once, as plain text`);
    out[key] = value;
  }
  return out;
}

export interface ApiDeps {
  services: Services;
  loaders: GetCallLoaders;
  logger: Logger;
  /** The visitor's language (Accept-Language), for calls that name none. */
  visitorLanguage(req: Request, res: Response): string;
  /** Texts for the answers of the form calls. */
  i18n: SiteI18n;
  /** The forms' spam and abuse guard: the rate limit of every POST call, the challenge call, protect(form). */
  guard: FormGuard;
}

/** The last handler of an /api/v1 router: every error answered in the envelope, never a stack for bad input. */
export function apiErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return sendError(res, error.status, error.message, error.code);
    const status = clientErrorStatus(error);
    // Body-parser errors (malformed JSON, too large) are the visitor's: answer them as 4xx.
    if (status !== null) {
      return sendError(res, status, status === 413 ? 'Request body is too large' : 'Request body is not valid JSON');
    }
    logger.error('api error', { path: req.path, error });
    return sendError(res, 500, 'Internal server error');
  };
}

export function apiRouter({ services, loaders, logger, visitorLanguage, i18n, guard }: ApiDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(guard.rateLimit);
  router.use(guard.router());
  for (const name of GET_CALL_NAMES) {
    const takesLanguage = 'lang' in GET_CALL_QUERIES[name].shape;
    router.get(GET_CALL_PATHS[name], async (req, res, next) => {
      try {
        const query = flatQuery(req.query);
        // A call that names no language answers in the visitor's (Accept-Language).
        if (takesLanguage && query.lang === undefined) query.lang = visitorLanguage(req, res);
        // The path's id wins over any ?id= in the query.
        const params = parseCallQuery(name, { ...query, ...(req.params as Record<string, string>) });
        send(res, await (loaders[name] as (p: typeof params) => Promise<unknown>)(params));
      } catch (error) {
        next(error);
      }
    });
  }
  router.use(faqReadRouter(services, logger));
  router.use(supportCenterRouter({ tickets: services.tickets, i18n, logger, guard }));
  router.use(pstiRouter({ advisories: services.advisories, i18n, logger, guard }));
  router.use(betaTestingRouter({ applications: services.betaApplications, i18n, logger, guard }));
  router.use(partnershipRouter({ partnership: services.partnership, i18n, logger, guard }));
  router.use((req, res) => sendError(res, 404, `Unknown API call: ${req.method} /api/v1${req.path}`));
  router.use(apiErrorHandler(logger));
  return router;
}
