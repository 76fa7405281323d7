// /api/v1: every call answers in the envelope {Code, Msg, Data}, errors and unknown calls included.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { GET_CALL_PATHS } from '../../shared/api';
import { GET_CALL_QUERIES } from '../../shared/api-schemas';
import { isLanguage, type Language } from '../../shared/i18n';
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
import { ApiError, errorMsg, send, sendError, type ApiText } from './respond';
import { siteRouter } from '../http/routing';

/** A name written as an array or object member (`a[]`, `a[b]`): the name it is a member of, else null. */
function nestedName(key: string): string | null {
  const open = key.indexOf('[');
  return open > 0 && key.endsWith(']') ? key.slice(0, open) : null;
}

/** Query values as plain strings; a repeated parameter (?a=1&a=2) or a nested one (?a[]=1, ?a[b]=1) is refused. */
function flatQuery(query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    // "?=x": a value without a name is no parameter.
    if (key === '') continue;
    // The query parser keeps "a[]" as a name of its own; a client that sends it means the parameter a, and
    // would otherwise see its filter silently dropped.
    const nested = nestedName(key);
    if (nested !== null) throw new ApiError(400, { key: 'parameter.once', values: { name: nested } });
    if (typeof value !== 'string') throw new ApiError(400, { key: 'parameter.once', values: { name: key } });
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

type Texts = Pick<SiteI18n, 'forLanguage' | 'visitorLanguage'>;

/** The language a call answers in: its `lang` parameter when it names one of the six, else Accept-Language. */
function requestLanguage(i18n: Texts, req: Request, res: Response): Language {
  const lang = req.query.lang;
  return isLanguage(lang) ? lang : i18n.visitorLanguage(req, res);
}

/** Send an `api` text as the Msg of an error, in the request's language. */
export function sendApiError(i18n: Texts, req: Request, res: Response, status: number, text: ApiText | ApiText[]): void {
  sendError(res, status, errorMsg(new ApiError(status, text), i18n, requestLanguage(i18n, req, res)));
}

/** A path below /api, in any case: the API's, where no page is served. */
export const isApiPath = (path: string): boolean => /^\/api(?:\/|$)/i.test(path);

/** The answer to a call the API does not have, or a method a call does not have: 404 in the envelope. */
export function sendUnknownCall(i18n: Texts, req: Request, res: Response): void {
  // The path as asked: below the API's mount point, Express reads "/api/v1" as "/".
  const path = req.originalUrl.split('?')[0];
  sendApiError(i18n, req, res, 404, { key: 'request.unknownCall', values: { call: `${req.method} ${path}` } });
}

/**
 * OPTIONS of any /api/v1 path, answered as a method no call has (the API takes no cross-origin calls, so it
 * answers no preflight). Mounted on /api/v1 before every router that serves a path there: an Express
 * router would otherwise answer OPTIONS itself, 200 with the methods of its routes, for the paths it has.
 */
export function refuseApiOptions(i18n: Texts): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    res.set('Cache-Control', 'no-store');
    sendUnknownCall(i18n, req, res);
  };
}

/**
 * The last handler of an /api/v1 router: every error answered in the envelope, never a stack for bad input,
 * its Msg in the language of the request.
 */
export function apiErrorHandler(logger: Logger, i18n: Texts) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) {
      return sendError(res, error.status, errorMsg(error, i18n, requestLanguage(i18n, req, res)), error.code);
    }
    const status = clientErrorStatus(error);
    // A path parameter that is not valid percent-encoding (/faq/%FF): Express raises a URIError with status
    // 400 before any handler runs. The API's one path parameter is a FAQ's id, refused as any bad id is.
    if (status === 400 && error instanceof URIError) {
      return sendApiError(i18n, req, res, 400, { key: 'parameter.invalid', values: { name: 'id' } });
    }
    // Body-parser errors (malformed JSON, too large, another charset or content encoding) are the
    // visitor's: answer them as 4xx.
    if (status !== null) {
      const key = status === 413 ? 'request.tooLarge' : status === 415 ? 'request.notJsonType' : 'request.notJson';
      return sendApiError(i18n, req, res, status, { key });
    }
    logger.error('api error', { path: req.path, error });
    return sendApiError(i18n, req, res, 500, { key: 'request.failed' });
  };
}

export function apiRouter({ services, loaders, logger, visitorLanguage, i18n, guard }: ApiDeps): Router {
  const router = siteRouter();
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
        // A call that names no language (an empty value names none) answers in the visitor's
        // (Accept-Language), as its error messages do.
        if (takesLanguage && !query.lang) query.lang = visitorLanguage(req, res);
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
  router.use((req, res) => sendUnknownCall(i18n, req, res));
  router.use(apiErrorHandler(logger, i18n));
  return router;
}
