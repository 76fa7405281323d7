// Upload keys as both drivers read them back from a URL a form submitted: uploads/<timestamp>_<random>-<name>.<ext>
// (made by uploadKey in shared/uploads.ts), under the driver's base URL, spelt exactly as keyUrl spells it.
import crypto from 'node:crypto';
import { keyUrl } from '../../shared/uploads';

/** Where a browser asks for the temporary OSS credentials of its uploads (UPLOAD_DRIVER=oss). */
export const STS_TOKEN_PATH = '/api/v1/aliStsToken';

/** The path the site's own tus endpoint and the files it stored share (UPLOAD_DRIVER=local). */
export const LOCAL_UPLOAD_PATH = '/uploads';

export const KEY_PREFIX = 'uploads/';

/**
 * With OSS, where a file is kept once checked: visitors' credentials write under KEY_PREFIX only, so what
 * a form refers to cannot be replaced after its check (docs/decisions/0009-uploads.md).
 */
export const CHECKED_PREFIX = 'checked/';

// The random part is 32 hex digits; the name part was made safe (no separator, space, comma or NUL).
const STORED_NAME = /^\d{1,16}_[0-9a-f]{32}-[^/\\\s,\0]+\.([a-z0-9]{1,8})$/;
const NAME_MAX = 200;

export interface StoredKey {
  /** uploads/<name> (or checked/<name>) */
  key: string;
  /** The key's last part: <timestamp>_<random>-<name>.<ext> */
  name: string;
  /** Its extension. */
  ext: string;
}

/** A key's last part, when it is one the site makes, as a key under `prefix`; null for anything else. */
export function parseStoredName(name: string, prefix = KEY_PREFIX): StoredKey | null {
  if (name.length > NAME_MAX) return null;
  const match = STORED_NAME.exec(name);
  return match ? { key: prefix + name, name, ext: match[1]! } : null;
}

/**
 * The key a URL names under `base` ("/" for the site itself, the bucket's public URL for OSS) and `prefix`:
 * null unless it is one of ours, spelt exactly as keyUrl spells it (no second spelling of the same file).
 */
export function keyOfUrl(base: string, url: string, prefix = KEY_PREFIX): StoredKey | null {
  const start = base + prefix;
  if (!url.startsWith(start)) return null;
  let name: string;
  try {
    name = decodeURIComponent(url.slice(start.length));
  } catch {
    return null;
  }
  const parsed = parseStoredName(name, prefix);
  return parsed && keyUrl(base, parsed.key) === url ? parsed : null;
}

/** 128 random bits as 32 hex digits: the part of a key no one can guess. */
export function randomKeyPart(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** The name as a visitor's browser should save it: the key's name without the timestamp and random part. */
export function displayName(stored: StoredKey): string {
  return stored.name.slice(stored.name.indexOf('-') + 1);
}
