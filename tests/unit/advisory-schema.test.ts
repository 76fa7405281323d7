// The security advisory's rules, as the browser and the server both apply them (shared/forms/advisory.ts):
// the title required, one line, at most 500 characters; the files required, comma-joined, at most 20;
// and the page's form state around it (files still uploading are the uploader's to report).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_TITLE_MAX, advisorySchema } from '../../shared/forms/advisory';
import { formIssues } from '../../shared/forms/issues';
import { MAX_UPLOAD_FILES } from '../../shared/uploads';
import { ADVISORY_FIELD_ORDER, EMPTY_ADVISORY, advisoryErrors, advisoryPayload } from '../../client/pages/security-advisory/state';

const URL_A = '/uploads/1_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-report.docx';
const URL_B = 'https://files.example.com/uploads/2_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-poc.zip';
const VALID = { title: 'Authentication bypass', files: URL_A };

const english = JSON.parse(fs.readFileSync(path.resolve('locales/en/forms.json'), 'utf8')) as { errors: Record<string, string> };
const say = (key: string, values: Record<string, unknown> = {}) =>
  english.errors[key.replace(/^errors\./, '')]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? name));

/** The messages of a report with `change`, by field (the generic ones name the field by its key). */
function messages(change: Record<string, unknown>): Record<string, string> {
  const parsed = advisorySchema.safeParse({ ...VALID, ...change });
  return parsed.success ? {} : Object.fromEntries(formIssues(parsed.error).map((i) => [i.field, say(i.key, { ...i.values, field: i.field })]));
}

describe('advisory schema', () => {
  it.each([
    ['title', '', 'Title is required'],
    ['title', ' \t ', 'Title is required'],
    ['title', undefined, 'Title is required'],
    ['title', null, 'Title is required'],
    ['title', '\u200f\ufeff', 'Title is required'],
    ['title', 'x'.repeat(ADVISORY_TITLE_MAX + 1), 'title must be at most 500 characters'],
    ['title', 'Bypass\nBcc: x@example.com', 'title contains a line break or control character, which is not allowed here'],
    ['title', 'Tab\there', 'title contains a line break or control character, which is not allowed here'],
    ['title', 7, 'title must be text'],
    ['files', '', 'Attachments is required'],
    ['files', ' , , ', 'Attachments is required'],
    ['files', undefined, 'Attachments is required'],
    ['files', [URL_A], 'The attachments must be a list of file addresses'],
    ['files', Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => `/uploads/${i}.pdf`).join(','), 'Too many files are attached: please remove some'],
  ])('%s = %j: "%s"', (field, value, message) => {
    expect(messages({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['a valid report', {}],
    ['the longest title', { title: 'x'.repeat(ADVISORY_TITLE_MAX) }],
    ['a title in Japanese', { title: 'HG100のローカルAPIにおける認証回避' }],
    ['the most files', { files: Array.from({ length: MAX_UPLOAD_FILES }, (_, i) => `/uploads/${i}.pdf`).join(',') }],
  ])('accepts %s', (_what, change) => {
    expect(messages(change)).toEqual({});
  });

  it('names both required fields of an empty report, in order', () => {
    expect(Object.values(messages({ title: '', files: '' }))).toEqual(['Title is required', 'Attachments is required']);
  });

  it('trims the title and splits the files at commas, dropping blanks', () => {
    expect(advisorySchema.parse({ title: '  Bypass  ', files: ` ${URL_A} ,, ${URL_B} ` })).toEqual({ title: 'Bypass', files: [URL_A, URL_B] });
  });
});

describe("the page's form state (client/pages/security-advisory/state.ts)", () => {
  const file = { name: 'my report.pdf', url: URL_A, size: 1234 };
  it.each([
    ['empty', EMPTY_ADVISORY, false, ['title', 'files']],
    ['a title, no file', { title: 'Bypass', files: [] }, false, ['files']],
    ['a title, files still uploading (the uploader says so)', { title: 'Bypass', files: [] }, true, []],
    ['a title and a finished file', { title: 'Bypass', files: [file] }, false, []],
    ['a title too long, uploading', { title: 'x'.repeat(501), files: [] }, true, ['title']],
  ] as const)('%s', (_what, values, uploading, invalid) => {
    expect(Object.keys(advisoryErrors({ ...values, files: [...values.files] }, uploading))).toEqual(invalid);
  });

  it('sends the title and the finished files as comma-joined URLs', () => {
    expect(advisoryPayload({ title: 'Bypass', files: [file, { ...file, url: URL_B }] })).toEqual({ title: 'Bypass', files: `${URL_A},${URL_B}` });
    expect(ADVISORY_FIELD_ORDER).toEqual(['title', 'files']);
  });
});
