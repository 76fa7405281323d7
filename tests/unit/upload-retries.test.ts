// Which failed upload requests the browser tries again (client/components/uploader/tus-transport.ts): every
// failure without an answer (a dropped connection, the browser offline for a moment) and every answer but
// a refusal of the request itself (4xx), 409 and 423 apart.
import { describe, expect, it } from 'vitest';
import { triedAgain } from '../../client/components/uploader/tus-transport';

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
