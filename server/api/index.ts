// /api/v1: every call answers in the envelope {Code, Msg, Data} (SPEC 7), errors and unknown calls included.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { clientErrorStatus } from '../http/errors';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { faqReadRouter } from './faq-read';
import { createResolver, getCalls, type CallResolver } from './get-calls';
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

export function apiRouter(services: Services, logger: Logger, resolver: CallResolver = createResolver(getCalls(services))): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '100kb' }));
  router.get('/*path', async (req, res, next) => {
    try {
      send(res, await resolver.resolve(req.path, flatQuery(req.query)));
    } catch (error) {
      next(error);
    }
  });
  router.use(faqReadRouter(services, logger));
  router.use((req, res) => sendError(res, 404, `Unknown API call: ${req.method} /api/v1${req.path}`));
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return sendError(res, error.status, error.message, error.code);
    const status = clientErrorStatus(error);
    // Body-parser errors (malformed JSON, too large) are the visitor's: answer them as 4xx.
    if (status !== null) {
      return sendError(res, status, status === 413 ? 'Request body is too large' : 'Request body is not valid JSON');
    }
    logger.error('api error', { path: req.path, error });
    return sendError(res, 500, 'Internal server error');
  });
  return router;
}
