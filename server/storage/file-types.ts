// What a stored attachment may be: the type its bytes show (magic bytes, read by `file-type`) and the
// extension of its name must agree (or both be pictures or video), and the form must accept them
// (docs/decisions/0009-uploads.md).
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { UPLOAD_TYPES, extensionOf, type UploadForm } from '../../shared/uploads';

export interface StoredType {
  /** The extension the file is stored under. */
  ext: string;
  /** Its Content-Type when served. */
  mime: string;
}

interface TypeRule {
  mime: string;
  /** What `file-type` calls the content. */
  detected: readonly string[];
  /** The extensions a visitor's file of this content may have. */
  names: readonly string[];
}

/**
 * What `file-type` may call a zip archive by the entries it holds: an archive with classes.dex (an
 * Android app, decompiled or not) is "apk", one with META-INF/MANIFEST.MF (any Java project) "jar", one
 * whose first entry says an OpenDocument or EPUB type, or whose [Content_Types].xml an Office one, that
 * type. Each is still a zip archive, and a .zip takes it: a proof of concept is often exactly such a tree.
 */
const ZIP_CONTAINERS = [
  'zip',
  'apk',
  'jar',
  'xpi',
  'epub',
  'odt',
  'ott',
  'ods',
  'ots',
  'odp',
  'otp',
  'odg',
  'otg',
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'ppsx',
  'ppsm',
  'vsdx',
  '3mf',
] as const;

/**
 * Every type a form accepts, by the extension it is stored under. Where the content does not tell two
 * names apart, the name decides: RealMedia is one container for .rm and .rmvb, and a .doc is a Compound
 * File (the container of every old Office format). An MP4 whose brand is Apple's M4V is an MP4, an
 * animated PNG (which every PNG reader shows as its first frame) a PNG, and any zip archive a .zip.
 */
const TYPE_RULES: Record<string, TypeRule> = {
  jpg: { mime: 'image/jpeg', detected: ['jpg'], names: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', detected: ['png', 'apng'], names: ['png'] },
  gif: { mime: 'image/gif', detected: ['gif'], names: ['gif'] },
  bmp: { mime: 'image/bmp', detected: ['bmp'], names: ['bmp'] },
  avi: { mime: 'video/x-msvideo', detected: ['avi'], names: ['avi'] },
  mov: { mime: 'video/quicktime', detected: ['mov'], names: ['mov'] },
  mp4: { mime: 'video/mp4', detected: ['mp4', 'm4v'], names: ['mp4'] },
  '3gp': { mime: 'video/3gpp', detected: ['3gp'], names: ['3gp'] },
  flv: { mime: 'video/x-flv', detected: ['flv'], names: ['flv'] },
  rm: { mime: 'application/vnd.rn-realmedia', detected: ['rm'], names: ['rm'] },
  rmvb: { mime: 'application/vnd.rn-realmedia-vbr', detected: ['rm'], names: ['rmvb'] },
  pdf: { mime: 'application/pdf', detected: ['pdf'], names: ['pdf'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx'], names: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['xlsx'], names: ['xlsx'] },
  doc: { mime: 'application/msword', detected: ['cfb'], names: ['doc'] },
  zip: { mime: 'application/zip', detected: ZIP_CONTAINERS, names: ['zip'] },
  '7z': { mime: 'application/x-7z-compressed', detected: ['7z'], names: ['7z'] },
  rar: { mime: 'application/vnd.rar', detected: ['rar'], names: ['rar'] },
  gz: { mime: 'application/gzip', detected: ['gz', 'tar.gz'], names: ['gz'] },
};

/** Every extension a form accepts has a rule (a unit test holds this). */
export function hasTypeRule(nameExt: string): boolean {
  return Object.values(TYPE_RULES).some((rule) => rule.names.includes(nameExt));
}

/**
 * The stored type of a file named `name` whose content `file-type` calls `detected`, for `form`: null
 * when the form does not take the name's extension, the content shows no type, or the two disagree.
 * A picture or a video whose name says another picture or video type the form takes (a PNG named .jpg, a
 * QuickTime film named .mp4, as apps and cameras save them) is what its content shows, and is stored as
 * that: the visitor sent a picture, and the form takes it. Documents and archives are not: their content
 * does not always tell one format from another (a Compound File is any old Office file), and the name is
 * what the team's programs open them by.
 */
export function storedType(form: UploadForm, name: string, detected: string | undefined): StoredType | null {
  const nameExt = extensionOf(name);
  const takes = UPLOAD_TYPES[form] as readonly string[];
  if (!detected || !takes.includes(nameExt)) return null;
  const rules = Object.entries(TYPE_RULES);
  for (const [ext, rule] of rules) {
    if (rule.names.includes(nameExt) && rule.detected.includes(detected)) return { ext, mime: rule.mime };
  }
  const named = rules.find(([, rule]) => rule.names.includes(nameExt))?.[1];
  if (!named || !servedInline(named.mime)) return null;
  for (const [ext, rule] of rules) {
    if (servedInline(rule.mime) && rule.detected.includes(detected) && rule.names.some((n) => takes.includes(n))) return { ext, mime: rule.mime };
  }
  return null;
}

/** The Content-Type of a file stored under this extension (null: not a type we store). */
export function mimeOfStored(ext: string): string | null {
  return Object.hasOwn(TYPE_RULES, ext) ? TYPE_RULES[ext]!.mime : null;
}

/** Images and video are shown in the browser; everything else is only ever downloaded. */
export function servedInline(mime: string): boolean {
  return mime.startsWith('image/') || mime.startsWith('video/');
}

/**
 * How a stored file is offered when opened: images and video shown, anything else saved, under the
 * visitor's name (RFC 6266: an ASCII fallback and the UTF-8 name).
 */
export function contentDisposition(mime: string, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${servedInline(mime) ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${utf8}`;
}

/** How many of a file's first bytes are read to tell its type (Office files are found inside the zip). */
export const SNIFF_BYTES = 256 * 1024;

/** The type a file's content shows, by `file-type`'s name for it (undefined: none it knows). */
export async function detectFile(path: string): Promise<string | undefined> {
  return (await fileTypeFromFile(path))?.ext;
}

/** The same, from the first bytes of a file (at most SNIFF_BYTES of them). */
export async function detectBytes(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}
