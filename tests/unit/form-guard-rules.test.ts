// The pure rules of the forms' guard: the sliding window of the rate limits, the honeypot, the scope a
// POST call counts under, how deep a body nests, and the body hash of the idempotency keys.
import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, honeypotFilled, nestedDeeperThan } from '../../server/guard/form-guard';
import { formOfPath, postScope } from '../../server/guard/rules';
import { bodyHash } from '../../server/services/idempotency';
import { slidingWindow } from '../../server/services/rate-limits';

describe('the sliding window (5 per 600 s)', () => {
  const rule = { max: 5, windowSeconds: 600 };
  it.each([
    // previous, current, elapsed s → allowed, retry after s
    [0, 0, 0, true, 0],
    [0, 4, 599, true, 0],
    // A full window: wait for the next, and one millisecond into it (its weight is then just under 5).
    [0, 5, 0, false, 600.001],
    [0, 5, 599, false, 1.001],
    // The previous window's 5 weigh 5 × (600 − 60) / 600 = 4.5: one more passes at 60 s (4.5 + 0 < 5)…
    [5, 0, 60, true, 0],
    // …but not a second (4.5 + 1 ≥ 5) until the weight is under 4: 5 × (600 − t) / 600 < 4 → t > 120 s.
    [5, 1, 60, false, 60.001],
    [5, 1, 121, true, 0],
    // At the very start of a window after a full one nothing passes until the weight falls under 5.
    [5, 0, 0, false, 0.001],
    [5, 4, 500, true, 0],
    [5, 5, 500, false, 100.001],
    [2, 3, 0, false, 0.001],
    [2, 3, 1, true, 0],
    [10, 0, 300, false, 0.001],
  ])('previous %i, current %i, %i s in → allowed %s, retry after %s s', (previous, current, elapsed, allowed, retryAfter) => {
    const decision = slidingWindow({ previous, current, elapsedMs: elapsed * 1000 }, rule);
    expect(decision.allowed).toBe(allowed);
    expect(decision.retryAfterMs).toBe(Math.round(retryAfter * 1000));
  });

  it('is let through exactly once the wait it names is over', () => {
    for (const [previous, current, elapsed] of [[5, 1, 60_000], [5, 0, 0], [3, 4, 200_000], [5, 5, 10]] as const) {
      const { retryAfterMs } = slidingWindow({ previous, current, elapsedMs: elapsed }, rule);
      const at = elapsed + retryAfterMs;
      const after = at >= 600_000 ? { previous: current, current: 0, elapsedMs: at - 600_000 } : { previous, current, elapsedMs: at };
      expect(slidingWindow(after, rule).allowed).toBe(true);
      if (retryAfterMs > 1) expect(slidingWindow({ previous, current, elapsedMs: at - 1 }, rule).allowed).toBe(false);
    }
  });
});

describe('the honeypot', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    [' ', true],
    ['http://spam.example', true],
    [0, true],
    [false, true],
    [[], true],
    [{}, true],
  ])('%j is filled: %s', (value, filled) => {
    expect(honeypotFilled(value)).toBe(filled);
  });
});

describe('the scope of a POST call', () => {
  it.each([
    ['/faq/12/read', 'faqRead'],
    ['/faq/abc/read/', 'faqRead'],
    ['/FAQ/12/READ', 'faqRead'],
    ['/Faq/12/Read/', 'faqRead'],
    ['/faq/12', 'post'],
    ['/supportCenter/sendEmail', 'post'],
    ['/faq/12/read/more', 'post'],
    ['/', 'post'],
  ])('%s → %s', (path, scope) => {
    expect(postScope(path)).toBe(scope);
  });
});

describe('the form a POST call sends', () => {
  it.each([
    ['/supportCenter/sendEmail', 'ticket'],
    ['/SUPPORTCENTER/SENDEMAIL/', 'ticket'],
    ['/psti/submit', 'advisory'],
    ['/betaTesting/apply', 'beta'],
    ['/MInfluencer', 'influencer'],
    ['/minfluencer/', 'influencer'],
    ['/loyalProgram', 'loyalty'],
    ['/supportCenter/sendEmail/x', undefined],
    ['/supportCenter', undefined],
    ['/faq/12/read', undefined],
    ['/', undefined],
  ])('%s → %s', (path, form) => {
    expect(formOfPath(path)).toBe(form);
  });
});

describe('how deep a body nests', () => {
  /** A list nested `levels` deep: [[…[]…]]. */
  const lists = (levels: number): unknown => {
    let value: unknown[] = [];
    for (let level = 1; level < levels; level++) value = [value];
    return value;
  };
  it.each<[string, unknown, number, boolean]>([
    ['a text', 'x', 1, false],
    ['null', null, 1, false],
    ['an empty object', {}, 1, false],
    ['an object nested in one', { a: {} }, 1, true],
    ['a flat form', { name: 'Ada', device: 1, channels: ['https://a.example'] }, 2, false],
    ['a flat form with a list', { name: 'Ada', channels: ['https://a.example'] }, 1, true],
    [`lists ${MAX_BODY_DEPTH} deep`, lists(MAX_BODY_DEPTH), MAX_BODY_DEPTH, false],
    [`lists ${MAX_BODY_DEPTH + 1} deep`, lists(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH, true],
    ['the deep one after a shallow one', { a: 1, b: [2], c: { d: { e: [[]] } } }, 4, true],
    ['lists 100 000 deep, without exhausting the stack', { a: lists(100_000) }, MAX_BODY_DEPTH, true],
  ])('%s: deeper than %i → %s', (_what, value, max, deeper) => {
    expect(nestedDeeperThan(value, max)).toBe(deeper);
  });

  it('lets a form through: its fields are texts, numbers or lists of them', () => {
    expect(MAX_BODY_DEPTH).toBeGreaterThanOrEqual(2);
  });
});

describe('the body hash of an idempotency key', () => {
  it('is the same whatever the order of keys, and differs with any value', () => {
    expect(bodyHash({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(bodyHash({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: '1' }));
    expect(bodyHash({ a: [1, 2] })).not.toBe(bodyHash({ a: [2, 1] }));
    expect(bodyHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
