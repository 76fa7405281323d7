// The Beta Testing form's state: what it sends on each layout (social media from the mobile form only,
// the chosen categories as numbers), which fields it checks and in what order, the first field to fix,
// and the product tags, which toggle.
import { describe, expect, it } from 'vitest';
import { toggledTags } from '../../client/components/form/tag-group';
import { EMPTY_BETA, betaErrors, betaFieldOrder, betaPayload, type BetaValues } from '../../client/pages/beta-testing/state';
import { firstInvalidField } from '../../client/components/form/use-form';

const FILLED: BetaValues = {
  categoryIds: ['3', '1'],
  username: 'Jane',
  email: 'jane@example.com',
  country: 'JP',
  note: 'I would like to test the lights.',
  so_media: '@jane',
};
const keys = (values: BetaValues, layout: 'desktop' | 'mobile') =>
  Object.fromEntries(Object.entries(betaErrors(values, layout)).map(([field, issue]) => [field, issue!.key]));

describe('beta form: the payload', () => {
  it('sends social media from the mobile form only', () => {
    expect(betaPayload(FILLED, 'mobile')).toEqual({
      username: 'Jane',
      email: 'jane@example.com',
      country: 'JP',
      note: 'I would like to test the lights.',
      so_media: '@jane',
      categoryIds: [3, 1],
    });
    expect(betaPayload(FILLED, 'desktop')).not.toHaveProperty('so_media');
  });

  it('shows the social media field, and checks it, on phones only', () => {
    expect(betaFieldOrder('desktop')).toEqual(['username', 'email', 'country', 'note']);
    expect(betaFieldOrder('mobile')).toEqual(['username', 'email', 'country', 'note', 'so_media']);
    expect(keys({ ...FILLED, so_media: '---' }, 'mobile')).toEqual({ so_media: 'errors.socialMediaRequired' });
    expect(keys({ ...FILLED, so_media: '---' }, 'desktop')).toEqual({});
  });
});

describe('beta form: what blocks Submit', () => {
  it.each<[string, BetaValues, 'desktop' | 'mobile', Record<string, string>]>([
    ['an empty form', EMPTY_BETA, 'desktop', { username: 'errors.usernameAddressRequired', email: 'errors.emailRequired', country: 'errors.countryRequired', note: 'errors.noteRequired' }],
    ['an empty form on a phone (social media is optional)', EMPTY_BETA, 'mobile', { username: 'errors.usernameAddressRequired', email: 'errors.emailRequired', country: 'errors.countryRequired', note: 'errors.noteRequired' }],
    ['a malformed e-mail address', { ...FILLED, email: 'jane@example' }, 'desktop', { email: 'errors.emailFormat' }],
    ['a malformed e-mail address on a phone', { ...FILLED, email: 'jane@' }, 'mobile', { email: 'errors.emailFormat' }],
    ['no country', { ...FILLED, country: '' }, 'mobile', { country: 'errors.countryRequired' }],
    ['a complete form', FILLED, 'desktop', {}],
    ['a complete form without social media or products', { ...FILLED, so_media: '', categoryIds: [] }, 'mobile', {}],
  ])('%s', (_what, values, layout, expected) => {
    expect(keys(values, layout)).toEqual(expected);
  });

  it.each<[BetaValues, 'desktop' | 'mobile', string | undefined]>([
    [EMPTY_BETA, 'desktop', 'username'],
    [{ ...FILLED, country: '', note: '' }, 'desktop', 'country'],
    [{ ...FILLED, so_media: '...' }, 'mobile', 'so_media'],
    [FILLED, 'mobile', undefined],
  ])('the first field to fix in %j (%s) is %s', (values, layout, field) => {
    expect(firstInvalidField(betaFieldOrder(layout), betaErrors(values, layout))).toBe(field);
  });
});

describe('product tags: several may be chosen, each press toggles', () => {
  const ORDER = ['1', '2', '3', '4'];
  it.each([
    [[], '2', ['2']],
    [['2'], '2', []],
    [['2'], '4', ['2', '4']],
    [['4'], '1', ['1', '4']],
    [['1', '3', '4'], '3', ['1', '4']],
    [['1', '2', '3', '4'], '1', ['2', '3', '4']],
  ])('chosen %j, pressing %j chooses %j', (selected, pressed, next) => {
    expect(toggledTags(selected, pressed, ORDER)).toEqual(next);
  });
});
