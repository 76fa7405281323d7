// The drafts the application forms keep in the tab: what is read back, what is ignored, and when the form
// counts as empty (then nothing is kept).
import { describe, expect, it } from 'vitest';
import { BETA_DRAFT, EMPTY_BETA } from '../../client/pages/beta-testing/state';
import { EMPTY_INFLUENCER, INFLUENCER_DRAFT } from '../../client/pages/influencer-program/state';
import { EMPTY_LOYALTY, LOYALTY_DRAFT } from '../../client/pages/loyalty-program/state';
import type { DraftCodec } from '../../client/components/form/use-session-draft';

const FORMS = [
  ['beta', BETA_DRAFT, EMPTY_BETA, { ...EMPTY_BETA, categoryIds: ['3', '4'], username: 'Jane', note: 'A garage.' }],
  ['influencer', INFLUENCER_DRAFT, EMPTY_INFLUENCER, { ...EMPTY_INFLUENCER, name: 'Jane', channels: ['https://youtube.com/@jane', ''] }],
  ['loyalty', LOYALTY_DRAFT, EMPTY_LOYALTY, { ...EMPTY_LOYALTY, orderNumber: '123-4567890-1234567', productId: '5' }],
] as const;

describe.each(FORMS)('the %s form’s draft', (_form, draft, empty, filled) => {
  const codec = draft.codec as DraftCodec<object>;

  it('has a key of its own in the tab', () => {
    expect(new Set(FORMS.map(([, d]) => d.key)).size).toBe(FORMS.length);
    expect(draft.key).toMatch(/^hearthly\.\w+Draft$/);
  });

  it('round-trips what was typed', () => expect(codec.parse(JSON.stringify(filled))).toEqual(filled));

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ username: 'x' })],
    ['a wrong type', JSON.stringify(Object.fromEntries(Object.keys(empty).map((field) => [field, 1])))],
    ['a text too long', JSON.stringify(Object.fromEntries(Object.entries(empty).map(([field, value]) => [field, typeof value === 'string' ? 'x'.repeat(20_001) : value])))],
  ])('ignores %s', (_what, raw) => expect(codec.parse(raw)).toBeNull());

  it('is empty only when every field is as the form starts', () => {
    expect(codec.isEmpty(empty)).toBe(true);
    expect(codec.isEmpty(filled)).toBe(false);
    for (const [field, value] of Object.entries(empty)) {
      const changed = Array.isArray(value) ? ['1', '2'] : 'x';
      expect(codec.isEmpty({ ...empty, [field]: changed }), field).toBe(false);
    }
  });
});
