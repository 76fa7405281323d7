// Small files of every type the forms take, made here byte by byte: enough of each format for its magic
// bytes (and, for Office files, the zip entry that names them) to be what they claim. Plus files that lie.
import zlib from 'node:zlib';

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u16le = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** Some bytes after a header, so no file is only its signature. */
const filler = (n = 256) => Buffer.alloc(n, 0x5a);

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const common = Buffer.concat([u16le(20), u16le(0), u16le(0), u16le(0), u16le(0x21), u32le(crc), u32le(data.length), u32le(data.length), u16le(nameBytes.length), u16le(0)]);
    const local = Buffer.concat([u32le(0x04034b50), common, nameBytes, data]);
    centrals.push(Buffer.concat([u32le(0x02014b50), u16le(20), common, u16le(0), u16le(0), u16le(0), u32le(0), u32le(offset), nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([u32le(0x06054b50), u16le(0), u16le(0), u16le(centrals.length), u16le(centrals.length), u32le(central.length), u32le(offset), u16le(0)]);
  return Buffer.concat([...locals, central, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

/** A 1×1 bitmap: file header, BITMAPINFOHEADER, one pixel. */
function bmp(): Buffer {
  const info = Buffer.concat([u32le(40), u32le(1), u32le(1), u16le(1), u16le(24), u32le(0), u32le(4), u32le(2835), u32le(2835), u32le(0), u32le(0)]);
  const pixels = Buffer.from([0, 0, 255, 0]);
  return Buffer.concat([ascii('BM'), u32le(14 + 40 + 4), u32le(0), u32le(54), info, pixels]);
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32be(data.length), body, u32be(zlib.crc32(body))]);
}

/** The same PNG with an animation control chunk after its header: an animated PNG of one frame. */
function apngOf(png: Buffer): Buffer {
  const afterHeader = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC
  return Buffer.concat([png.subarray(0, afterHeader), pngChunk('acTL', Buffer.concat([u32be(1), u32be(0)])), png.subarray(afterHeader)]);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** An ISO media file (MP4, QuickTime, 3GP) with this major brand. */
const isoMedia = (brand: string) => Buffer.concat([u32be(24), ascii('ftyp'), ascii(brand), u32be(0), ascii(brand), ascii('isom'), u32be(8), ascii('free'), filler()]);

export const SAMPLES = {
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]), filler(), Buffer.from([0xff, 0xd9])]),
  png: PNG,
  apng: apngOf(PNG),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  bmp: bmp(),
  avi: Buffer.concat([ascii('RIFF'), u32le(4 + 256), ascii('AVI LIST'), filler()]),
  mov: isoMedia('qt  '),
  mp4: isoMedia('isom'),
  '3gp': isoMedia('3gp4'),
  flv: Buffer.concat([ascii('FLV'), Buffer.from([1, 5]), u32be(9), u32be(0), filler()]),
  rm: Buffer.concat([ascii('.RMF'), u32be(18), Buffer.from([0, 0]), u32be(0), u32be(4), filler()]),
  pdf: ascii('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  docx: zipOf({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    'main.xml': '<w:document/>',
  }),
  xlsx: zipOf({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    'main.xml': '<workbook/>',
  }),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  zip: zipOf({ 'readme.txt': 'a plain archive' }),
  // Zip archives that file-type names by an entry: a decompiled Android app, a Java project.
  zipWithDex: zipOf({ 'report.txt': 'steps to reproduce', 'app/classes.dex': 'dex\n035\0' }),
  zipWithManifest: zipOf({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n', 'Exploit.java': 'class Exploit {}' }),
  '7z': Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), filler()]),
  rar: Buffer.concat([Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]), filler()]),
  gz: zlib.gzipSync(Buffer.from('some text, compressed')),
  html: ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
  text: ascii('just some words\n'),
} as const;
