// Which failed upload requests the browser tries again (client/components/uploader/tus-transport.ts): every
// failure without an answer (a dropped connection, the browser offline for a moment) and every answer but
// a refusal of the request itself (4xx), 409 and 423 apart.
import { describe, expect, it } from 'vitest';
import { failureOf, retryAfterMinutes, triedAgain } from '../../client/components/uploader/tus-transport';

describe('triedAgain', () => {
  it.each([
    [undefined, true],
    [0, true],
    [500, true],
    [502, true],
    [503, true],
    [409, true],
    [423, true],
    [400, false],
    [403, false],
    [404, false],
    [413, false],
    [415, false],
    [460, false],
  ])('status %s → %s', (status, expected) => {
    expect(triedAgain(status)).toBe(expected);
  });
});

// A refusal for too many uploads (429) is not tried again: the visitor is told how long to wait in whole
// minutes, rounded up from Retry-After as the site sends it (whole seconds); anything else reads as a minute.
describe('retryAfterMinutes', () => {
  it.each([
    ['73', 2],
    [' 600 ', 10],
    ['60', 1],
    ['61', 2],
    ['1', 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-5', 1],
    ['1.5', 1],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 1],
  ])('Retry-After %j → %s min', (header, expected) => {
    expect(retryAfterMinutes(header)).toBe(expected);
  });
});

// What a visitor is told of an upload that failed, by the last answer's status (once the tries are over).
describe('failureOf', () => {
  it.each([
    [undefined, undefined, { reason: 'network' }],
    [0, undefined, { reason: 'network' }],
    [403, undefined, { reason: 'network' }],
    [404, undefined, { reason: 'network' }],
    [409, undefined, { reason: 'network' }],
    [415, undefined, { reason: 'type' }],
    [429, '73', { reason: 'busy', waitMinutes: 2 }],
    [429, undefined, { reason: 'busy', waitMinutes: 1 }],
    [500, undefined, { reason: 'server' }],
    [503, '120', { reason: 'server' }],
    [507, undefined, { reason: 'server' }],
  ] as const)('status %s, Retry-After %s → %j', (status, retryAfter, expected) => {
    expect(failureOf(status, retryAfter)).toEqual(expected);
  });
});
