// The spam and abuse guard of the site's forms (docs/decisions/0011-spam-resistance.md), as Express
// middleware. A form's POST route takes `...guard.protect('<form>')` before its handler; the API router
// applies `guard.rateLimit` to every POST call and mounts `guard.router()` for the challenge call.
//
// What protect() does, in order, answering every refusal in the envelope with a Msg in the visitor's
// language (Accept-Language):
//   1. a JSON body (Content-Type: application/json)          415
//   2. the body within the form's size limit, valid JSON      413, 400
//   3. the body a JSON object nested at most MAX_BODY_DEPTH deep, the honeypot field empty   400
//   4. an Idempotency-Key header                              400
//   5. once per key: a repeat of an earlier successful submission gets that answer again (with the header
//      Idempotent-Replayed: true), whatever the rate limit says and without counting against it; a
//      different body under the same key is refused (422), and so is a repeat while the first is still
//      running (409)
//   6. the form's rate limit per client address, counted for a submission that is new work, and taken back
//      when it is refused after all (its challenge, its fields)   429 with Retry-After
//   7. the solved challenge for this form, unused and unexpired (unless FORM_CHALLENGE=off)   403
//   8. the handler, which answers with res.json (send()/sendError()); its body no longer has the guard's
//      fields `homepage` and `altcha`. A successful answer is kept for the key; after a refusal (a status
//      of 300 or more) the key and the challenge are given back, so the corrected form can be sent again.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  CHALLENGE_FIELD,
  FORM_CHALLENGE_PATH,
  FORM_NAMES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REPLAYED_HEADER,
  isFormName,
  type FormChallenge,
  type FormName,
} from '../../shared/form-guard';
import type { Envelope } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads';
import { send, sendError } from '../api/respond';
import { clientErrorStatus } from '../http/errors';
import { isNotUtf8, jsonBody } from '../http/json-body';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import { CHALLENGE_TTL_MS, type ChallengeOutcome } from '../services/form-challenges';
import type { FormGuardServices } from '../services/form-guard';
import { bodyHash, IdempotencyError, type StoredAnswer } from '../services/idempotency';
import type { RateReceipt, RateRule } from '../services/rate-limits';
import { FORM_RULES, RATE_LIMITS, formOfPath, postScope, type FormRule, type GuardRuleOverrides, type RateScope } from './rules';

const MEGABYTE = 1024 * 1024;
/** The scope a form's submissions count under. */
const formScope = (form: FormName): string => `form:${form}`;

/** What one request of a scope counts for: one, but for the megabytes a new upload declares (Upload-Length). */
const WEIGHTS: Partial<Record<RateScope, (req: Request) => number>> = {
  uploadMegabytes: (req) => {
    const length = Number(req.get('upload-length'));
    // A missing, malformed or too large length is tus' to refuse (400, 413): it counts as one.
    return Number.isSafeInteger(length) && length > 0 && length <= MAX_UPLOAD_BYTES ? Math.ceil(length / MEGABYTE) : 1;
  },
};

export interface FormGuardDeps {
  formGuard: FormGuardServices;
  i18n: Pick<SiteI18n, 'forLanguage' | 'visitorLanguage'>;
  logger: Logger;
  rules?: GuardRuleOverrides;
}

export interface FormGuard {
  /** The middlewares of a form's POST route, before its handler. */
  protect(form: FormName): RequestHandler[];
  /** GET /formChallenge?form=<name>, to mount in the /api/v1 router. */
  router(): Router;
  /** The rate limit of every POST call (other methods pass); the API router applies it first. */
  rateLimit: RequestHandler;
  /** The rate limit of starting an upload (POST /uploads; the chunks that follow pass). */
  uploadLimit: RequestHandler;
  /** GET of the upload credentials (UPLOAD_DRIVER=oss): counted per client address. */
  credentialsLimit: RequestHandler;
  /**
   * Counts a page about to be rendered against its client address under `rule`: undefined while within
   * it, else the refusal in the page's language (Retry-After set on `res`).
   */
  renderLimit(req: Request, res: Response, lang: Language, rule: RateRule): Promise<string | undefined>;
}

interface GuardLocals {
  key: string;
  hash: string;
  altcha: unknown;
}

const CHALLENGE_TEXT: Record<Exclude<ChallengeOutcome, { ok: true }>['reason'], string> = {
  missing: 'challenge.missing',
  malformed: 'challenge.invalid',
  invalid: 'challenge.invalid',
  otherForm: 'challenge.invalid',
  expired: 'challenge.expired',
  reused: 'challenge.reused',
};

/**
 * How deep a form's body may nest objects and lists, the body itself being the first level. A form is
 * flat: its fields are texts and numbers, or lists of them (level 2). Refusing a deeper body before
 * anything walks it (the idempotency hash, the schema) keeps a hostile one from exhausting the stack.
 */
export const MAX_BODY_DEPTH = 8;

/** Whether a parsed JSON value nests objects or lists deeper than `max` levels; it walks without recursing. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Whether the honeypot field holds anything: absent, null and '' are empty; any other value is a fill. */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Runs the rest of the route and resolves with the answer its handler gives through res.json, without
 * sending it (the guard sends it once it is kept), or, when the handler answers another way, once that
 * answer is sent (`sent`).
 */
function answerOf(res: Response, next: NextFunction): Promise<{ answer: StoredAnswer; sent: boolean }> {
  return new Promise((resolve) => {
    const json = res.json;
    const done = (result: { answer: StoredAnswer; sent: boolean }) => {
      res.json = json;
      res.off('finish', onFinish);
      resolve(result);
    };
    const onFinish = () => done({ answer: { status: res.statusCode }, sent: true });
    res.json = ((body: unknown) => {
      done({ answer: { status: res.statusCode, body }, sent: false });
      return res;
    }) as Response['json'];
    res.on('finish', onFinish);
    next();
  });
}

function sendAnswer(res: Response, answer: StoredAnswer): void {
  res.status(answer.status);
  if (answer.body === undefined) res.end();
  else res.json(answer.body);
}

export function createFormGuard({ formGuard, i18n, logger, rules = {} }: FormGuardDeps): FormGuard {
  const { challenges, rateLimits, idempotency, challengeOn } = formGuard;

  const text = (req: Request, res: Response, key: string, options: Record<string, unknown> = {}, lang = i18n.visitorLanguage(req, res)): string =>
    i18n.forLanguage(lang).t(key, { ns: 'api', ...options });
  const refuse = (req: Request, res: Response, status: number, key: string): void => sendError(res, status, text(req, res, key));

  const formRule = (form: FormName): FormRule => ({ ...FORM_RULES[form], ...rules.forms?.[form] });

  /**
   * Counts the request in `scope`: what it counted while within the rule, else the refusal's Msg (Retry-After
   * set). `alsoWaits` is a limit the request meets next (a form's, behind the limit of every POST call): a
   * refusal tells the longer of the two waits, so that a visitor who waits as told is not refused again.
   */
  const overLimit = async (
    req: Request,
    res: Response,
    scope: string,
    rule: RateRule,
    weight: number,
    alsoWaits?: { scope: string; rule: RateRule },
    lang?: Language,
  ): Promise<{ counted?: RateReceipt; refused?: string }> => {
    const decision = await rateLimits.hit(scope, req.ip ?? '', rule, weight);
    if (decision.allowed) return { counted: decision.receipt };
    const waitMs = Math.max(decision.retryAfterMs, alsoWaits ? await rateLimits.wait(alsoWaits.scope, req.ip ?? '', alsoWaits.rule) : 0);
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    logger.debug('rate limited', { scope });
    res.set('Retry-After', String(seconds));
    return {
      refused:
        seconds < 60
          ? text(req, res, 'rateLimited.seconds', { count: seconds }, lang)
          : text(req, res, 'rateLimited.minutes', { count: Math.ceil(seconds / 60) }, lang),
    };
  };

  const limit =
    (scope: string, rule: RateRule, weigh: (req: Request) => number = () => 1): RequestHandler =>
    async (req, res, next) => {
      // A form's call behind the limit of every POST call: its own limit may hold it back longer.
      const form = scope === 'post' ? formOfPath(req.path) : undefined;
      const { refused } = await overLimit(req, res, scope, rule, weigh(req), form && { scope: formScope(form), rule: formRule(form).rateLimit });
      if (refused === undefined) return next();
      sendError(res, 429, refused);
    };

  const scopeLimits = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as RateScope[]).map((scope) => [scope, limit(scope, rules.rateLimits?.[scope] ?? RATE_LIMITS[scope], WEIGHTS[scope])]),
  ) as Record<RateScope, RequestHandler>;

  const requireJson: RequestHandler = (req, res, next) => {
    if (req.is('application/json')) return next();
    refuse(req, res, 415, 'body.notJson');
  };

  const guardFields =
    (form: FormName): RequestHandler =>
    (req, res, next) => {
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(req, res, 400, 'body.notObject');
      if (nestedDeeperThan(body, MAX_BODY_DEPTH)) return refuse(req, res, 400, 'body.tooDeep');
      const { [HONEYPOT_FIELD]: honeypot, [CHALLENGE_FIELD]: altcha, ...fields } = body as Record<string, unknown>;
      if (honeypotFilled(honeypot)) {
        logger.debug('form refused', { form, reason: 'honeypot' });
        return refuse(req, res, 400, 'honeypot.filled');
      }
      const key = req.get(IDEMPOTENCY_HEADER);
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return refuse(req, res, 400, 'idempotency.key');
      req.body = fields;
      res.locals.formGuard = { key, hash: bodyHash(fields), altcha } satisfies GuardLocals;
      next();
    };

  const once =
    (form: FormName, rateLimit: RateRule): RequestHandler =>
    async (req, res, next) => {
      const { key, hash, altcha } = res.locals.formGuard as GuardLocals;
      let sent = false;
      let outcome: { answer: StoredAnswer; replayed: boolean };
      try {
        outcome = await idempotency.once(form, key, hash, async () => {
          // A new submission, not a repeat: it counts, before its challenge is spent; one refused after all
          // (its challenge, its fields) did no work and is taken back.
          const { counted, refused } = await overLimit(req, res, formScope(form), rateLimit, 1);
          if (refused !== undefined) return { status: 429, body: { Code: 429, Msg: refused, Data: null } satisfies Envelope<null> };
          const refund = async () => {
            if (counted) await rateLimits.refund(counted);
          };
          let spent: string | null = null;
          if (challengeOn) {
            const check = await challenges.verify(form, altcha);
            if (!check.ok) {
              logger.debug('form refused', { form, reason: check.reason });
              await refund();
              const body: Envelope<null> = { Code: 403, Msg: text(req, res, CHALLENGE_TEXT[check.reason]), Data: null };
              return { status: 403, body };
            }
            spent = check.id;
          }
          const handled = await answerOf(res, next);
          sent = handled.sent;
          if (handled.answer.status >= 300) {
            if (spent) await challenges.release(spent);
            await refund();
          }
          return handled.answer;
        });
      } catch (error) {
        if (!(error instanceof IdempotencyError)) throw error;
        if (error.reason === 'inProgress') res.set('Retry-After', '1');
        return refuse(req, res, error.reason === 'conflict' ? 422 : 409, `idempotency.${error.reason}`);
      }
      if (outcome.replayed) res.set(REPLAYED_HEADER, 'true');
      if (!sent) sendAnswer(res, outcome.answer);
    };

  const bodyParsers = new Map<number, RequestHandler>();
  const parseBody = (limitBytes: number): RequestHandler => {
    let parse = bodyParsers.get(limitBytes);
    // Not strict: a body of JSON that is no object (null, "x", 1) is read, and refused as not an object
    // (guardFields), as an array is, rather than as unreadable.
    if (!parse) bodyParsers.set(limitBytes, (parse = jsonBody({ limit: limitBytes, strict: false })));
    const parser = parse;
    return (req, res, next) =>
      parser(req, res, (error?: unknown) => {
        if (!error) return next();
        const status = clientErrorStatus(error);
        if (status === null) return next(error);
        if (status === 413) return refuse(req, res, 413, 'body.tooLarge');
        // An unsupported charset or content encoding.
        if (status === 415) return refuse(req, res, 415, 'body.notJson');
        // Declared as JSON, but its bytes are not UTF-8.
        if (isNotUtf8(error)) return refuse(req, res, 400, 'body.notJson');
        refuse(req, res, 400, 'body.malformed');
      });
  };

  return {
    protect(form) {
      const rule = formRule(form);
      return [requireJson, parseBody(rule.bodyLimitBytes), guardFields(form), once(form, rule.rateLimit)];
    },

    router() {
      const router = Router();
      router.get(FORM_CHALLENGE_PATH, scopeLimits.challenge, async (req, res) => {
        const { form } = req.query;
        if (Array.isArray(form)) return sendError(res, 400, text(req, res, 'parameter.once', { name: 'form' }));
        if (!isFormName(form)) return sendError(res, 400, text(req, res, 'parameter.oneOf', { name: 'form', values: FORM_NAMES.join(', ') }));
        if (!challengeOn) return send<FormChallenge>(res, { challenge: null, expiresIn: 0 });
        send<FormChallenge>(res, { challenge: await challenges.create(form), expiresIn: CHALLENGE_TTL_MS / 1000 });
      });
      return router;
    },

    rateLimit: (req, res, next) => (req.method === 'POST' ? scopeLimits[postScope(req.path)](req, res, next) : next()),
    uploadLimit: (req, res, next) => {
      if (req.method !== 'POST') return next();
      // A new upload counts once, and its declared size against the address's megabytes. The promise goes
      // back to Express, which hands a failure (the database gone) to the error handler.
      return scopeLimits.upload(req, res, (error?: unknown) => (error ? next(error) : scopeLimits.uploadMegabytes(req, res, next)));
    },
    credentialsLimit: (req, res, next) => (req.method === 'GET' ? scopeLimits.uploadCredentials(req, res, next) : next()),
    renderLimit: async (req, res, lang, rule) => (await overLimit(req, res, 'render', rule, 1, undefined, lang)).refused,
  };
}
