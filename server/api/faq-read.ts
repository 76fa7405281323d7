// POST /api/v1/faq/{id}/read: the FAQ item page reports, once it is shown in a browser, that a reader
// opened the item. It counts for the popularity sort within the bounds of FaqReadService; the answer is
// 204 whether it counted or not, so a client cannot tell (docs/decisions/0007-abuse-limits.md).
import { Router, type Request } from 'express';
import { isbot } from 'isbot';
import { z } from 'zod';
import { faqIdParam } from '../../shared/api-schemas';
import { DEFAULT_LANGUAGE } from '../../shared/i18n';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { ApiError, parameterIssues } from './respond';
import { siteRouter } from '../http/routing';
import { jsonBody } from '../http/json-body';

/** What the browser sends: the random visitor id it keeps (32 hex digits). */
export const faqReadBody = z.object(
  {
    visitor: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
      .regex(/^[0-9a-f]{32}$/, 'must be 32 hexadecimal digits'),
  },
  { error: 'must be a JSON object' },
);

const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];

/** Why this request is not a person reading, or null when it may be one. */
export function notAReader(req: Request): 'bot' | 'prefetch' | null {
  const agent = req.get('user-agent');
  if (!agent || isbot(agent)) return 'bot';
  if (PREFETCH_HEADERS.some((name) => /prefetch|prerender|preview/i.test(req.get(name) ?? ''))) return 'prefetch';
  return null;
}

export function faqReadRouter(services: Services, logger: Logger): Router {
  const router = siteRouter();
  // The body is a visitor id: a kilobyte is plenty. Not strict: a body of JSON that is no object (null,
  // 1, "x") is read, and refused as a body that is not valid, as an array is, rather than as unreadable.
  router.post('/faq/:id/read', jsonBody({ limit: 1024, strict: false }), async (req, res, next) => {
    try {
      // A body of any other type is left unread by the JSON parser: say so, rather than that the id is
      // missing (an empty request is answered that its id is missing).
      const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
      if (hasBody && !req.is('application/json')) throw new ApiError(415, { key: 'request.notJsonType' });
      // The id as GET /faq/{id} reads it.
      const id = faqIdParam.safeParse(req.params.id);
      if (!id.success) throw new ApiError(400, { key: 'parameter.invalid', values: { name: 'id' } });
      const faqId = id.data;
      const body = faqReadBody.safeParse(req.body === undefined ? {} : req.body);
      if (!body.success) {
        throw new ApiError(400, parameterIssues(body.error, 'body'));
      }
      if (!(await services.faq.item(faqId, DEFAULT_LANGUAGE))) throw new ApiError(404, { key: 'notFound.faq', values: { id: faqId } });
      const outcome =
        notAReader(req) ?? (await services.faqReads.record({ faqId, visitorId: body.data.visitor, ip: req.ip ?? '' }));
      logger.debug('faq read', { id: faqId, outcome });
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
