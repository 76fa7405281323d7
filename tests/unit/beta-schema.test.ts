// The beta testing application's rules, as the browser and the server both apply them: the required
// fields and their messages (word for word), the e-mail pattern's two messages, the country as an ISO code
// of the list, the optional social media address, the product categories as a list of ids.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../shared/countries';
import { BETA_CATEGORIES_MAX, BETA_NAME_MAX, BETA_NOTE_MAX, SOCIAL_MEDIA_MAX, betaSchema } from '../../shared/forms/beta';
import { formIssues, issueText } from '../../shared/forms/issues';

const VALID = {
  username: 'Jane',
  email: 'jane@example.com',
  country: 'DE',
  note: 'Two floors, a garage and far too many lamps.',
  so_media: '',
  categoryIds: [1, 3],
};

/** The issue keys of an application with `change`, by field. */
function issues(change: Record<string, unknown>): Record<string, string> {
  const parsed = betaSchema.safeParse({ ...VALID, ...change });
  return parsed.success ? {} : Object.fromEntries(formIssues(parsed.error).map((i) => [i.field, i.key]));
}

const english = JSON.parse(fs.readFileSync(path.resolve('locales/en/forms.json'), 'utf8')) as { errors: Record<string, string> };
const say = (key: string, values: Record<string, unknown> = {}) =>
  english.errors[key.replace(/^errors\./, '')]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('beta schema: required fields and their messages', () => {
  it.each([
    ['username', '', 'username address is required'],
    ['username', ' \t ', 'username address is required'],
    ['username', undefined, 'username address is required'],
    ['email', '', 'email address is required'],
    ['email', null, 'email address is required'],
    ['email', 'jane@example', 'Email format error'],
    ['email', 'jane example.com', 'Email format error'],
    ['country', '', 'country address is required'],
    ['country', undefined, 'country address is required'],
    ['country', 'Germany', 'country address is required'],
    ['country', 'de', 'country address is required'],
    ['country', 'ZZ', 'country address is required'],
    ['country', 49, 'country address is required'],
    ['note', '', 'detail is required'],
    ['note', '\n \n', 'detail is required'],
    ['note', undefined, 'detail is required'],
    ['username', '\u200e\u200b', 'username address is required'],
    ['note', '\u00ad\n\u200d', 'detail is required'],
    ['so_media', '-', 'social media address is required'],
    ['so_media', '...', 'social media address is required'],
    ['so_media', '@ / @', 'social media address is required'],
  ])('%s = %j: "%s"', (field, value, message) => {
    const found = issues({ [field]: value });
    expect(Object.keys(found)).toEqual([field]);
    expect(say(found[field]!)).toBe(message);
  });

  it('an empty application names the four required fields, in order', () => {
    const parsed = betaSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const messages = formIssues(parsed.error!).map((i) => issueText((key, o) => say(key, o), i, i.field, 'en'));
    expect(messages).toEqual(['username address is required', 'email address is required', 'country address is required', 'detail is required']);
  });

  it('a valid application has no issue; social media and the categories may be absent or empty', () => {
    expect(issues({})).toEqual({});
    expect(issues({ so_media: undefined, categoryIds: undefined })).toEqual({});
    expect(issues({ so_media: null, categoryIds: null })).toEqual({});
    expect(issues({ so_media: '   ', categoryIds: [] })).toEqual({});
  });
});

describe('beta schema: values', () => {
  it('takes every country of the list by its code', () => {
    for (const code of COUNTRY_CODES) expect(issues({ country: code }), code).toEqual({});
  });

  it.each(['@jane', 'instagram.com/jane', 'https://www.youtube.com/@jane', 'ジェーン', 'x'])('takes the social media address %j', (so_media) => {
    expect(issues({ so_media })).toEqual({});
  });

  it('trims the texts and keeps each category once, in the order sent', () => {
    const parsed = betaSchema.parse({ ...VALID, username: '  Jane  ', so_media: ' @jane ', categoryIds: [3, 1, 3, 1] });
    expect(parsed).toMatchObject({ username: 'Jane', so_media: '@jane', categoryIds: [3, 1] });
  });

  it('treats a social media field of spaces as not given', () => {
    expect(betaSchema.parse({ ...VALID, so_media: '   ' }).so_media).toBe('');
  });

  it.each([
    ['username', 'x'.repeat(BETA_NAME_MAX + 1), 'errors.tooLong'],
    ['note', 'x'.repeat(BETA_NOTE_MAX + 1), 'errors.tooLong'],
    ['so_media', 'x'.repeat(SOCIAL_MEDIA_MAX + 1), 'errors.tooLong'],
    ['email', `${'a'.repeat(250)}@example.com`, 'errors.tooLong'],
    ['username', 'Jane\r\nBcc: x@example.com', 'errors.controlCharacters'],
    ['so_media', '@jane\nBcc: x@example.com', 'errors.controlCharacters'],
    ['note', 'a\u0000b', 'errors.controlCharactersText'],
    ['username', 42, 'errors.notText'],
    ['note', ['a'], 'errors.notText'],
    ['so_media', { url: 'x' }, 'errors.notText'],
    ['categoryIds', '1,3', 'errors.categoriesInvalid'],
    ['categoryIds', ['1'], 'errors.categoriesInvalid'],
    ['categoryIds', [1.5], 'errors.categoriesInvalid'],
    ['categoryIds', [0], 'errors.categoriesInvalid'],
    ['categoryIds', [-1], 'errors.categoriesInvalid'],
    ['categoryIds', [2147483647], 'errors.categoryUnknown'],
    ['categoryIds', [2 ** 53], 'errors.categoriesInvalid'],
    ['categoryIds', [1e12], 'errors.categoryUnknown'],
    ['categoryIds', Array.from({ length: BETA_CATEGORIES_MAX + 1 }, (_, i) => i + 1), 'errors.categoriesInvalid'],
  ])('%s = %j: %s', (field, value, key) => {
    expect(issues({ [field]: value })).toEqual({ [field]: key });
  });

  it('keeps line breaks and tabs in the note, at its limit', () => {
    expect(issues({ note: 'one\n\ttwo' })).toEqual({});
    expect(issues({ note: 'x'.repeat(BETA_NOTE_MAX) })).toEqual({});
  });
});
