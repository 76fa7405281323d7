// What the site accepts as attachments, shared by the upload component in the browser and the storage
// that checks every file on the server (docs/decisions/0009-uploads.md).

/** The total of one form's attachments: 50 MB. */
export const MAX_UPLOAD_BYTES = 52_428_800;
/** The most files one form takes. */
export const MAX_UPLOAD_FILES = 20;
/** The longest file name kept (the rest of a longer name is cut before the extension). */
export const UPLOAD_NAME_MAX = 100;

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

/**
 * A file name as it is stored: refused (null) when it holds a NUL or a path separator or names no file;
 * otherwise each space or comma becomes an underscore (a comma would split the comma-joined list of URLs)
 * and a long name is cut to UPLOAD_NAME_MAX characters, keeping its extension.
 */
export function safeUploadName(name: string): string | null {
  if (/[\0/\\]/.test(name)) return null;
  const cleaned = name.normalize('NFC').replace(/[\s,]/g, '_').replace(/^\.+/, '');
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return null;
  if (cleaned.length <= UPLOAD_NAME_MAX) return cleaned;
  const ext = extensionOf(cleaned);
  const keep = UPLOAD_NAME_MAX - (ext ? ext.length + 1 : 0);
  return ext ? `${cleaned.slice(0, keep)}.${ext}` : cleaned.slice(0, UPLOAD_NAME_MAX);
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

/** MB with two decimals, as the upload component shows sizes. */
export function formatMegabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(2);
}

/**
 * The URL of a stored file: `base` (ending in "/") and the key, each path segment percent-encoded so
 * that a name with "#", "?" or "%" stays one path.
 */
export function keyUrl(base: string, key: string): string {
  return base + key.split('/').map(encodeURIComponent).join('/');
}

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
