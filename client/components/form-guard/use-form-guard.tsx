// The browser half of the forms' spam and abuse guard (docs/decisions/0011-spam-resistance.md).
//
//   const guard = useFormGuard('ticket');
//   <form onSubmit={…}>{…the fields…}{guard.honeypot}</form>
//   const data = await postForm(url, fields, guard);   // then guard.reset() for the next, empty form
//
// When the visitor first touches the form, the hook fetches the form's challenge and solves it in the
// background (a worker; about a second on a mid-range phone). prepare() resolves with the guard's body
// fields once it is solved, fetching a fresh challenge when the one in hand has expired or was refused.
// The idempotency key is random per filled-in form: every try of one submission carries the same key,
// so the server runs it once; reset() makes a new one, and so does a try whose fields differ from the
// last one's (after an answer lost on the way: if the first went through, the server would refuse the
// same key with other fields for good). The last try's key and a fingerprint of its fields (never the
// fields themselves: a name, an address, an unfixed vulnerability's title have no place in the browser's
// storage) are kept in the tab (sessionStorage) until reset(): the same form sent again after a reload is
// still a retry of it.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api';
import { FORM_CHALLENGE_PATH, HONEYPOT_FIELD, type FormChallenge, type FormName, type GuardFields } from '../../../shared/form-guard';
import { apiFetch, ApiCallError } from '../../data/fetcher';
import { keepInTab, readInTab } from '../form/use-session-draft';
import { challengePayload, solveInBackground } from './solver';

export interface FormGuardHandle {
  /** The hidden field people never fill in; render it inside the <form>. */
  honeypot: ReactElement;
  /**
   * The Idempotency-Key of a try with these fields (as sent, JSON): the last try's key when its fields were
   * the same (a retry, run once by the server), a new one when they differ (a new submission).
   */
  keyFor(fields: string): string;
  /** The page's language, sent as Accept-Language so refusals come in it. */
  language: string;
  /** The guard's body fields, once the challenge is solved (starting it if the visitor has not touched the form). */
  prepare(): Promise<GuardFields>;
  /** The server refused the solution (expired, used): the next prepare() solves a fresh challenge. */
  discardChallenge(): void;
  /** After a successful submission: a new key, an empty honeypot, a new challenge on the next touch. */
  reset(): void;
}

/** A solution is renewed when it has less than this left, so it does not expire on the way. */
const EXPIRY_MARGIN_MS = 30_000;

interface Solving {
  payload: Promise<string>;
  /** By this browser's clock: when the challenge was fetched plus its lifetime. */
  expiresAt: number;
  controller: AbortController;
}

/** Where a form's last unanswered try is kept in the tab, so that a reload does not forget its key. */
const tryKey = (form: FormName) => `hearthly.formTry.${form}`;

/** A try: its key, and the fingerprint of the fields it was sent with. */
type Try = { key: string; fields: string };

/**
 * A fingerprint of a try's fields: two 32-bit FNV-1a hashes (different offsets) of its UTF-16 units, 16 hex
 * digits. Only told apart from another try's, never read back; a collision of two forms' fields in one tab
 * is out of reach.
 */
export function fieldsFingerprint(fields: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < fields.length; i++) {
    const unit = fields.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function readTry(form: FormName): Try | null {
  try {
    const kept = JSON.parse(readInTab(tryKey(form)) ?? 'null') as Partial<Try> | null;
    return typeof kept?.key === 'string' && typeof kept.fields === 'string' ? { key: kept.key, fields: kept.fields } : null;
  } catch {
    // Not a try of ours: there is none.
    return null;
  }
}

/** 32 random hex digits (getRandomValues also works on a page served over plain http). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useFormGuard(form: FormName): FormGuardHandle {
  const { t, i18n } = useTranslation('api');
  const id = useId();
  // A new round (after a reset) arms the first-touch listener again.
  const [round, setRound] = useState(0);
  // The last try of this filled-in form: its key, and the fields it was sent with. Kept in the tab until a
  // submission goes through: the same form sent again after a reload is still a retry.
  const lastTry = useRef<Try | null | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const solving = useRef<Solving | null>(null);

  const discardChallenge = useCallback(() => {
    solving.current?.controller.abort();
    solving.current = null;
  }, []);

  const start = useCallback((): Promise<string> => {
    const current = solving.current;
    if (current && current.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return current.payload;
    current?.controller.abort();
    const controller = new AbortController();
    const entry: Solving = { payload: Promise.resolve(''), expiresAt: Infinity, controller };
    entry.payload = (async () => {
      const fetchedAt = Date.now();
      const { challenge, expiresIn } = await apiFetch<FormChallenge>(`${API_BASE}${FORM_CHALLENGE_PATH}?form=${form}`);
      // FORM_CHALLENGE=off: the server asks for none.
      if (!challenge) return '';
      // Discarded while it was on its way (the page left, a fresh one asked for): solving it is no use.
      if (controller.signal.aborted) throw new Error('aborted');
      entry.expiresAt = fetchedAt + expiresIn * 1000;
      try {
        return challengePayload(challenge, await solveInBackground(challenge, controller.signal));
      } catch {
        throw new ApiCallError(0, t('challenge.failed'));
      }
    })();
    // A failed try is not kept: the next prepare() starts again.
    entry.payload.catch(() => {
      if (solving.current === entry) solving.current = null;
    });
    solving.current = entry;
    return entry.payload;
  }, [form, t]);

  // The first touch of the form (focus, pointer, typing) starts the challenge; again after each reset.
  useEffect(() => {
    const formElement = honeypotRef.current?.form;
    if (!formElement) return;
    const events = ['focusin', 'pointerdown', 'input'] as const;
    const onTouch = () => {
      for (const name of events) formElement.removeEventListener(name, onTouch);
      void start().catch(() => undefined);
    };
    for (const name of events) formElement.addEventListener(name, onTouch);
    return () => {
      for (const name of events) formElement.removeEventListener(name, onTouch);
    };
  }, [start, round]);

  // Leaving the page stops the work.
  useEffect(() => discardChallenge, [discardChallenge]);

  const prepare = useCallback(
    async (): Promise<GuardFields> => ({ altcha: await start(), [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '' }),
    [start],
  );

  const keyFor = useCallback(
    (fields: string): string => {
      if (lastTry.current === undefined) lastTry.current = readTry(form);
      const last = lastTry.current;
      const fingerprint = fieldsFingerprint(fields);
      if (last?.fields === fingerprint) return last.key;
      // Another submission: its own key, and its own challenge (the last try may have spent the one in hand).
      if (last) discardChallenge();
      lastTry.current = { key: randomKey(), fields: fingerprint };
      keepInTab(tryKey(form), lastTry.current);
      return lastTry.current.key;
    },
    [discardChallenge, form],
  );

  const reset = useCallback(() => {
    discardChallenge();
    if (honeypotRef.current) honeypotRef.current.value = '';
    lastTry.current = null;
    keepInTab(tryKey(form), null);
    setRound((n) => n + 1);
  }, [discardChallenge, form]);

  const honeypot = useMemo(
    () => (
      // Out of sight and out of the tab order; assistive technology that still reaches it is told to
      // leave it empty. Scripts that fill every field fill it and are refused.
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id}>{t('honeypot.label')}</label>
        <input ref={honeypotRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    ),
    [id, t],
  );

  return { honeypot, keyFor, language: i18n.language, prepare, discardChallenge, reset };
}
