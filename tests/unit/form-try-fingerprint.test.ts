// The fingerprint a form's last try is kept under in the tab (client/components/form-guard/use-form-guard.tsx):
// the same fields give the same one, other fields another, and it holds nothing of the fields.
import { describe, expect, it } from 'vitest';
import { fieldsFingerprint } from '../../client/components/form-guard/use-form-guard';

const TRY = JSON.stringify({ userName: 'Jane Doe', email: 'jane.doe@example.com', details: 'The opener shows offline.' });

describe('fieldsFingerprint', () => {
  it('is 16 hex digits, the same for the same fields', () => {
    expect(fieldsFingerprint(TRY)).toMatch(/^[0-9a-f]{16}$/);
    expect(fieldsFingerprint(TRY)).toBe(fieldsFingerprint(JSON.stringify(JSON.parse(TRY))));
  });

  it.each([
    ['one letter changed', TRY.replace('Jane', 'June')],
    ['a space added', TRY.replace('offline.', 'offline. ')],
    ['two letters swapped', TRY.replace('Doe', 'Deo')],
    ['empty', ''],
    ['an emoji instead of another', TRY.replace('offline.', 'offline 🔌')],
  ])('differs for other fields: %s', (_what, other) => {
    expect(fieldsFingerprint(other)).not.toBe(fieldsFingerprint(TRY));
  });

  it('holds nothing of the fields', () => {
    const fingerprint = fieldsFingerprint(TRY);
    for (const part of ['Jane', 'jane', 'example', 'offline']) expect(fingerprint).not.toContain(part);
    // A thousand tries of one form in a tab, each another: no two alike.
    const seen = new Set(Array.from({ length: 1000 }, (_, i) => fieldsFingerprint(TRY.replace('Doe', `Doe ${i}`))));
    expect(seen.size).toBe(1000);
  });
});
