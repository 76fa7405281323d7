// The upload rules as tables: names made safe, keys, URLs and their reading back, the types each form
// takes, and what a file's content must show for its name.
import { describe, expect, it } from 'vitest';
import { hasTypeRule, mimeOfStored, servedInline, storedType } from '../../server/storage/file-types';
import { keyOfUrl, parseStoredName } from '../../server/storage/keys';
import {
  MAX_UPLOAD_BYTES,
  STORED_BASE_URL_MAX,
  STORED_URL_MAX,
  UPLOAD_NAME_MAX,
  UPLOAD_NAME_MAX_BYTES,
  UPLOAD_TYPES,
  acceptsName,
  extensionOf,
  formatMegabytes,
  keyUrl,
  safeUploadName,
  uploadKey,
  type UploadForm,
} from '../../shared/uploads';

const HEX = '0123456789abcdef0123456789abcdef';

describe('safeUploadName', () => {
  const cases: [string, string | null][] = [
    ['photo.jpg', 'photo.jpg'],
    ['my photo.jpg', 'my_photo.jpg'],
    ['a, b,c.png', 'a__b_c.png'],
    ['tab\there.png', 'tab_here.png'],
    ['line\nbreak.png', 'line_break.png'],
    ['ctl\u0001\u007fname.png', 'ctl__name.png'],
    ['c1\u0085\u009fname.png', 'c1__name.png'],
    ['photo\u202egnp.exe', 'photo_gnp.exe'],
    ['a\u2066b\u2069\u200e\u200f\u061c.png', 'a_b____.png'],
    ['half\ud800.png', 'half_.png'],
    ['\udc00tail.png', '_tail.png'],
    ['family\u{1f468}\u200d\u{1f469}.png', 'family\u{1f468}\u200d\u{1f469}.png'],
    ['  spaced  .jpg', '__spaced__.jpg'],
    ['.hidden.jpg', 'hidden.jpg'],
    ['写真.JPG', '写真.JPG'],
    ['Cafe\u0301.png', 'Café.png'],
    ['../x.jpg', null],
    ['..\\x.jpg', null],
    ['a/b.jpg', null],
    ['a\\b.jpg', null],
    ['a\0b.jpg', null],
    ['', null],
    ['.', null],
    ['..', null],
    ['...', null],
    [`${'n'.repeat(150)}.jpeg`, `${'n'.repeat(UPLOAD_NAME_MAX - 5)}.jpeg`],
    [`${'n'.repeat(150)}.JPEG`, `${'n'.repeat(UPLOAD_NAME_MAX - 5)}.JPEG`],
    ['x'.repeat(150), 'x'.repeat(UPLOAD_NAME_MAX)],
    // Cut by bytes too: あ is 3 bytes of UTF-8, so 65 of them and ".png" are 199 bytes.
    [`${'あ'.repeat(200)}.png`, `${'あ'.repeat(65)}.png`],
    [`${'あ'.repeat(69)}.png`, `${'あ'.repeat(65)}.png`],
    [`${'あ'.repeat(60)}.png`, `${'あ'.repeat(60)}.png`],
    ['あ'.repeat(200), 'あ'.repeat(66)],
    // Spaces and commas become underscores before the name is cut.
    [`${'写 真,'.repeat(40)}.jpg`, `${'写_真_'.repeat(24)}.jpg`],
    // An emoji is a surrogate pair of 4 bytes: never split, in characters or in bytes (the 96th
    // character here would be half of one).
    [`a${'😀'.repeat(60)}.png`, `a${'😀'.repeat(47)}.png`],
    [`${'😀'.repeat(60)}.png`, `${'😀'.repeat(48)}.png`],
    [`${'é'.repeat(150)}.pdf`, `${'é'.repeat(UPLOAD_NAME_MAX - 4)}.pdf`],
    // An "extension" too long to be one is cut with the rest.
    [`a.${'b'.repeat(300)}`, `a.${'b'.repeat(UPLOAD_NAME_MAX - 2)}`],
  ];
  it.each(cases)('%j → %j', (name, expected) => {
    expect(safeUploadName(name)).toBe(expected);
  });

  const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
  const long = [
    `${'あ'.repeat(200)}.png`,
    `${'😀'.repeat(200)}.jpeg`,
    `${'ü'.repeat(300)}.docx`,
    `x${'😀'.repeat(99)}.rmvb`,
    `${'한'.repeat(99)}${'😀'.repeat(5)}.mp4`,
    '𝒜'.repeat(300),
  ];
  it.each(long)('keeps %j within the limits, the extension whole and no half character', (name) => {
    const kept = safeUploadName(name)!;
    expect(kept.length).toBeLessThanOrEqual(UPLOAD_NAME_MAX);
    expect(utf8(kept)).toBeLessThanOrEqual(UPLOAD_NAME_MAX_BYTES);
    // No half of a surrogate pair (encodeURIComponent throws on one).
    expect(() => encodeURIComponent(kept)).not.toThrow();
    expect(extensionOf(kept)).toBe(extensionOf(name));
    // The stored name, with the longest timestamp a key may have, fits a disk's 255 bytes.
    const stored = uploadKey(kept, 'rmvb', 9_000_000_000_000_000, HEX).slice('uploads/'.length);
    expect(utf8(stored)).toBeLessThanOrEqual(255);
    expect(parseStoredName(stored)).not.toBeNull();
    // Its URL, under the longest base a bucket may be given, is one the forms take.
    const base = `https://${'f'.repeat(STORED_BASE_URL_MAX - 'https://'.length - 1)}/`;
    expect(base).toHaveLength(STORED_BASE_URL_MAX);
    expect(keyUrl(base, uploadKey(kept, 'rmvb', 9_000_000_000_000_000, HEX)).length).toBeLessThanOrEqual(STORED_URL_MAX);
  });
});

describe('uploadKey', () => {
  const cases: [string, string, string][] = [
    ['photo.jpg', 'jpg', `uploads/1700000000000_${HEX}-photo.jpg`],
    ['Photo.JPEG', 'jpg', `uploads/1700000000000_${HEX}-Photo.jpg`],
    ['report.v2.pdf', 'pdf', `uploads/1700000000000_${HEX}-report.v2.pdf`],
    ['noext', 'zip', `uploads/1700000000000_${HEX}-noext.zip`],
  ];
  it.each(cases)('%s stored as %s → %s', (name, ext, key) => {
    expect(uploadKey(name, ext, 1_700_000_000_000, HEX)).toBe(key);
  });

  it.each(['', '0123', HEX.toUpperCase(), `${HEX}0`, 'g'.repeat(32)])('refuses the random part %j', (random) => {
    expect(() => uploadKey('a.jpg', 'jpg', 1, random)).toThrow();
  });
});

describe('names, types and sizes', () => {
  it.each([
    ['a.JPG', 'jpg'],
    ['a.tar.gz', 'gz'],
    ['noext', ''],
    ['.jpg', ''],
    ['a.', ''],
  ])('extensionOf(%j) = %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });

  const accepts: [UploadForm, string, boolean][] = [
    ['ticket', 'a.jpg', true],
    ['ticket', 'a.JPEG', true],
    ['ticket', 'a.3gp', true],
    ['ticket', 'a.rmvb', true],
    ['ticket', 'a.pdf', false],
    ['ticket', 'a.webp', false],
    ['advisory', 'a.docx', true],
    ['advisory', 'a.JPG', true],
    ['advisory', 'a.tar.gz', true],
    ['advisory', 'a.mp4', false],
    ['advisory', 'a.exe', false],
    ['advisory', 'zip', false],
  ];
  it.each(accepts)('%s takes %s: %s', (form, name, expected) => {
    expect(acceptsName(form, name)).toBe(expected);
  });

  it.each([
    [0, '0.00'],
    [1, '0.00'],
    [5243, '0.01'],
    [1_048_576, '1.00'],
    [1_572_864, '1.50'],
    [MAX_UPLOAD_BYTES, '50.00'],
    [MAX_UPLOAD_BYTES + 1, '50.00'],
    [MAX_UPLOAD_BYTES + 10_486, '50.01'],
  ])('%i bytes show as %s MB', (bytes, mb) => {
    expect(formatMegabytes(bytes)).toBe(mb);
  });

  // Rounded up, as the uploader shows a total over the limit: never the limit itself.
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [1_048_576, '1.00'],
    [MAX_UPLOAD_BYTES, '50.00'],
    [MAX_UPLOAD_BYTES + 1, '50.01'],
    [MAX_UPLOAD_BYTES + 69, '50.01'],
    [MAX_UPLOAD_BYTES + 10_485, '50.01'],
    [MAX_UPLOAD_BYTES + 10_486, '50.02'],
  ])('%i bytes rounded up show as %s MB', (bytes, mb) => {
    expect(formatMegabytes(bytes, 'en', 'up')).toBe(mb);
  });

  it.each([
    ['en', 1_572_864, '1.50'],
    ['ja', 1_572_864, '1.50'],
    ['de', 1_572_864, '1,50'],
    ['it', 5243, '0,01'],
    ['fr', MAX_UPLOAD_BYTES, '50,00'],
    ['es', 0, '0,00'],
  ] as const)('in %s, %i bytes show as %s', (lang, bytes, mb) => {
    expect(formatMegabytes(bytes, lang)).toBe(mb);
  });
});

describe('URLs of keys, and reading them back', () => {
  const key = `uploads/1700000000000_${HEX}-写真_#1_100%.png`;
  it('encodes each segment of the key', () => {
    expect(keyUrl('/', key)).toBe(`/uploads/1700000000000_${HEX}-%E5%86%99%E7%9C%9F_%231_100%25.png`);
    expect(keyUrl('https://files.example/', `uploads/1_${HEX}-a.jpg`)).toBe(`https://files.example/uploads/1_${HEX}-a.jpg`);
  });

  it('reads back exactly what it made', () => {
    expect(keyOfUrl('/', keyUrl('/', key))).toEqual({ key, name: key.slice(8), ext: 'png' });
    expect(keyOfUrl('https://files.example/', `https://files.example/uploads/1_${HEX}-a.jpg`)?.key).toBe(`uploads/1_${HEX}-a.jpg`);
  });

  const refused: [string, string][] = [
    ['/', `/uploads/1_${HEX}`],
    ['/', `/uploads/1_${HEX}-a`],
    ['/', `/uploads/1_${HEX}-a.JPG`],
    ['/', `/uploads/x_${HEX}-a.jpg`],
    ['/', `/uploads/1_${HEX.slice(1)}-a.jpg`],
    ['/', `/uploads/1_${HEX}-a b.jpg`],
    ['/', `/uploads/1_${HEX}-a,b.jpg`],
    ['/', `/uploads/1_${HEX}-a%2Fb.jpg`],
    ['/', `/uploads/1_${HEX}-a%5Cb.jpg`],
    ['/', `/uploads/1_${HEX}-a%00.jpg`],
    ['/', `/uploads/1_${HEX}-%61.jpg`],
    ['/', `/uploads/1_${HEX}-%E0%A4%A.jpg`],
    ['/', `/uploads/sub/1_${HEX}-a.jpg`],
    ['/', `//evil.example/uploads/1_${HEX}-a.jpg`],
    ['/', `/uploads/1_${HEX}-${'a'.repeat(200)}.jpg`],
    ['https://files.example/', `https://files.example.evil/uploads/1_${HEX}-a.jpg`],
    ['https://files.example/', `https://files.example/uploads/1_${HEX}-a.jpg#x`],
  ];
  it.each(refused)('under %s, %s is not ours', (base, url) => {
    expect(keyOfUrl(base, url)).toBeNull();
  });

  it('takes only stored names', () => {
    expect(parseStoredName(`1700000000000_${HEX}-a.b.pdf`)?.ext).toBe('pdf');
    expect(parseStoredName('.partial')).toBeNull();
    expect(parseStoredName(`1700000000000_${HEX}`)).toBeNull();
  });
});

describe('what a file content must show for its name', () => {
  it('has a rule for every extension a form takes', () => {
    for (const ext of new Set(Object.values(UPLOAD_TYPES).flat())) expect(hasTypeRule(ext), ext).toBe(true);
  });

  const rules: [UploadForm, string, string | undefined, string | null][] = [
    ['ticket', 'a.jpg', 'jpg', 'jpg'],
    ['ticket', 'a.JPEG', 'jpg', 'jpg'],
    ['ticket', 'a.png', 'png', 'png'],
    ['ticket', 'a.gif', 'gif', 'gif'],
    ['ticket', 'a.bmp', 'bmp', 'bmp'],
    ['ticket', 'a.avi', 'avi', 'avi'],
    ['ticket', 'a.mov', 'mov', 'mov'],
    ['ticket', 'a.mp4', 'mp4', 'mp4'],
    ['ticket', 'a.mp4', 'm4v', 'mp4'],
    ['ticket', 'a.3gp', '3gp', '3gp'],
    ['ticket', 'a.flv', 'flv', 'flv'],
    ['ticket', 'a.rm', 'rm', 'rm'],
    ['ticket', 'a.rmvb', 'rm', 'rmvb'],
    ['advisory', 'a.pdf', 'pdf', 'pdf'],
    ['advisory', 'a.docx', 'docx', 'docx'],
    ['advisory', 'a.xlsx', 'xlsx', 'xlsx'],
    ['advisory', 'a.doc', 'cfb', 'doc'],
    ['advisory', 'a.zip', 'zip', 'zip'],
    // Any zip archive is a .zip, whatever its entries make it look like.
    ['advisory', 'a.zip', 'apk', 'zip'],
    ['advisory', 'a.zip', 'jar', 'zip'],
    ['advisory', 'a.zip', 'docx', 'zip'],
    ['advisory', 'a.zip', 'epub', 'zip'],
    ['ticket', 'a.png', 'apng', 'png'],
    ['advisory', 'a.png', 'apng', 'png'],
    ['advisory', 'a.7z', '7z', '7z'],
    ['advisory', 'a.rar', 'rar', 'rar'],
    ['advisory', 'a.gz', 'gz', 'gz'],
    ['advisory', 'a.tar.gz', 'tar.gz', 'gz'],
    ['advisory', 'a.jpg', 'jpg', 'jpg'],
    // A picture or a video named as another the form takes: stored as what its content is.
    ['ticket', 'a.png', 'jpg', 'jpg'],
    ['ticket', 'a.JPG', 'png', 'png'],
    ['ticket', 'a.jpeg', 'apng', 'png'],
    ['ticket', 'a.mov', 'mp4', 'mp4'],
    ['ticket', 'a.mp4', 'mov', 'mov'],
    ['ticket', 'a.mp4', 'm4v', 'mp4'],
    ['advisory', 'a.png', 'jpg', 'jpg'],
    // The content and the name disagree, or the form does not take it, or the content shows nothing.
    ['ticket', 'a.jpg', 'pdf', null],
    ['ticket', 'a.jpg', undefined, null],
    ['ticket', 'a.pdf', 'pdf', null],
    // …a picture the form does not take under a name it does (the advisory takes no video), or a
    // picture named as a document.
    ['advisory', 'a.jpg', 'mp4', null],
    ['advisory', 'a.pdf', 'png', null],
    ['ticket', 'a.jpg', 'webp', null],
    // RealMedia, which browsers do not play (it is served as a download), only under its own names.
    ['ticket', 'a.avi', 'rm', null],
    ['advisory', 'a.docx', 'zip', null],
    ['advisory', 'a.docx', 'xlsx', null],
    ['advisory', 'a.xlsx', 'cfb', null],
    ['advisory', 'a.docx', 'apk', null],
    ['advisory', 'a.zip', '7z', null],
    ['advisory', 'a.doc', 'docx', null],
    ['advisory', 'a.mp4', 'mp4', null],
    ['advisory', 'a.html', undefined, null],
  ];
  it.each(rules)('%s: %s holding %s → %s', (form, name, detected, ext) => {
    expect(storedType(form, name, detected)?.ext ?? null).toBe(ext);
  });

  it.each([
    ['jpg', 'image/jpeg', true],
    ['mp4', 'video/mp4', true],
    ['mov', 'video/quicktime', true],
    ['pdf', 'application/pdf', false],
    ['doc', 'application/msword', false],
    ['rmvb', 'application/vnd.rn-realmedia-vbr', false],
  ])('serves .%s as %s (inline: %s)', (ext, mime, inline) => {
    expect(mimeOfStored(ext)).toBe(mime);
    expect(servedInline(mime)).toBe(inline);
  });

  it.each(['html', 'svg', 'exe', 'constructor', '__proto__'])('serves no .%s', (ext) => {
    expect(mimeOfStored(ext)).toBeNull();
  });
});
