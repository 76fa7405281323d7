// What the site accepts as attachments, shared by the upload component in the browser and the storage
// that checks every file on the server (docs/decisions/0009-uploads.md).
import type { Language } from './i18n';

/** The total of one form's attachments: 50 MB. */
export const MAX_UPLOAD_BYTES = 52_428_800;
/** The most files one form takes. */
export const MAX_UPLOAD_FILES = 20;
/** The longest file name kept, in characters (the rest of a longer name is cut before the extension). */
export const UPLOAD_NAME_MAX = 100;
/**
 * The longest file name kept, in bytes of UTF-8 (100 Japanese characters are 300). A disk takes at most
 * 255 bytes for a file name: the stored name puts at most 50 before the kept one (<timestamp>_<random>-)
 * and ends in the extension of the file's type, never longer than the name's own (5 bytes at most where
 * a name has none), so it always fits.
 */
export const UPLOAD_NAME_MAX_BYTES = 200;
/** An extension longer than this is no extension to keep when a name is cut (no form takes one that long). */
const KEPT_EXTENSION_MAX = 16;

/** The forms that take files, and the extensions each accepts (compared case-insensitively). */
export const UPLOAD_TYPES = {
  ticket: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'avi', 'mov', 'rmvb', 'rm', 'flv', 'mp4', '3gp'],
  advisory: ['xlsx', 'docx', 'doc', 'pdf', '7z', 'rar', 'zip', 'gz', 'jpg', 'jpeg', 'png'],
} as const;
export type UploadForm = keyof typeof UPLOAD_TYPES;

/** A finished attachment as a form holds it and sends it (its URL) with the submission. */
export interface UploadedFile {
  /** The name the visitor's file had, as shown in the list. */
  name: string;
  /** Where the stored file is served: the only thing the form submits. */
  url: string;
  size: number;
}

/** The extension of a file name, lower-case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a form accepts a file of this name (by its extension; the server also reads its content). */
export function acceptsName(form: UploadForm, name: string): boolean {
  return (UPLOAD_TYPES[form] as readonly string[]).includes(extensionOf(name));
}

/** The bytes of a character (a code point) in UTF-8; a lone surrogate is written as U+FFFD (3 bytes). */
function utf8Bytes(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** The longest start of `text` within `maxChars` UTF-16 units and `maxBytes` of UTF-8, cut between characters. */
function cutText(text: string, maxChars: number, maxBytes: number): string {
  let chars = 0;
  let bytes = 0;
  // for…of walks code points: a surrogate pair is never split.
  for (const char of text) {
    if (chars + char.length > maxChars || bytes + utf8Bytes(char) > maxBytes) break;
    chars += char.length;
    bytes += utf8Bytes(char);
  }
  return text.slice(0, chars);
}

// Spaces, commas (a comma would split the comma-joined list of URLs), control characters (a mail's text
// and a download's name show the name), half surrogate pairs, and the direction overrides and isolates
// that would show "photo<RLO>gnp.exe" as "photoexe.png".
const NAME_UNSAFE = /[\s,\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A file name as it is stored: refused (null) when it holds a NUL or a path separator or names no file;
 * otherwise each space, comma, control or direction character becomes an underscore (NAME_UNSAFE) and a
 * long name is cut to UPLOAD_NAME_MAX characters and UPLOAD_NAME_MAX_BYTES bytes of UTF-8, keeping its
 * extension, between two characters.
 */
export function safeUploadName(name: string): string | null {
  if (/[\0/\\]/.test(name)) return null;
  const cleaned = name.normalize('NFC').replace(NAME_UNSAFE, '_').replace(/^\.+/, '');
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return null;
  const dot = cleaned.lastIndexOf('.');
  const suffix = extensionOf(cleaned) && cleaned.length - dot - 1 <= KEPT_EXTENSION_MAX ? cleaned.slice(dot) : '';
  const suffixBytes = [...suffix].reduce((total, char) => total + utf8Bytes(char), 0);
  const base = cutText(cleaned.slice(0, cleaned.length - suffix.length), UPLOAD_NAME_MAX - suffix.length, UPLOAD_NAME_MAX_BYTES - suffixBytes);
  return base + suffix;
}

/**
 * The storage key of an upload: uploads/<timestamp>_<random>-<name>.<ext>, where random is 32 hex digits
 * (128 bits: the URL is all that guards a visitor's photo) and ext the extension of the file's real type.
 */
export function uploadKey(safeName: string, ext: string, now: number, randomHex: string): string {
  if (!/^[0-9a-f]{32}$/.test(randomHex)) throw new Error('the random part of an upload key is 32 hex digits');
  const dot = safeName.lastIndexOf('.');
  const base = dot > 0 ? safeName.slice(0, dot) : safeName;
  return `uploads/${now}_${randomHex}-${base}.${ext}`;
}

/** The languages that write a decimal comma (2,35 MB); the others write a point. */
const DECIMAL_COMMA: ReadonlySet<Language> = new Set(['de', 'it', 'fr', 'es']);

/**
 * MB with two decimals, as the upload component shows sizes, with the decimal sign of `lang` (English
 * by default: the team's mails). Sizes stay under a few thousand MB, so no digit grouping is needed.
 * Not Intl.NumberFormat: every form with an uploader shows its total on its first render, and building a
 * format loads the language's number data, tens of milliseconds on a phone (the percentages of an upload
 * in progress, which a form without files never shows, do use it). `up` rounds up: a total over the limit
 * must not show as the limit itself (52428869 bytes as 50.01 MB, not 50.00).
 */
export function formatMegabytes(bytes: number, lang: Language = 'en', rounding: 'nearest' | 'up' = 'nearest'): string {
  const hundredths = (bytes * 100) / 1_048_576;
  const fixed = ((rounding === 'up' ? Math.ceil(hundredths) : Math.round(hundredths)) / 100).toFixed(2);
  return DECIMAL_COMMA.has(lang) ? fixed.replace('.', ',') : fixed;
}

/**
 * The URL of a stored file: `base` (ending in "/") and the key, each path segment percent-encoded so
 * that a name with "#", "?" or "%" stays one path.
 */
export function keyUrl(base: string, key: string): string {
  return base + key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The longest URL of a stored file a form may send. Its key is at most 660 characters (`uploads/`, the
 * time and the random part: 55; the name, up to UPLOAD_NAME_MAX_BYTES bytes, each byte percent-encoded in
 * three: 600; a dot and an extension of up to four letters), so with a base of at most
 * STORED_BASE_URL_MAX even the longest name fits.
 */
export const STORED_URL_MAX = 1_024;

/** The longest base a stored file's URL may have (OSS_PUBLIC_BASE_URL). */
export const STORED_BASE_URL_MAX = 300;

/** The response header in which the site's own upload endpoint names the URL of a file it has stored. */
export const STORED_URL_HEADER = 'X-Stored-Url';

/** GET /api/v1/aliStsToken's Data: temporary credentials to write under uploads/ in the OSS bucket. */
export interface StsCredentials {
  AccessKeyId: string;
  AccessKeySecret: string;
  SecurityToken: string;
  /** When they stop working (ISO 8601). */
  Expiration: string;
}
