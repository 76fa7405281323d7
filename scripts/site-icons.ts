// npx tsx scripts/site-icons.ts: writes public/favicon.ico and public/apple-touch-icon.png from
// public/favicon.svg. Browsers that find the page's <link rel="icon"> use the SVG; bookmarks, feed readers
// and older tools ask for /favicon.ico without reading the page, and a phone adding the site to its home
// screen asks for /apple-touch-icon.png: both would otherwise be sent to the "page not found" page. The
// ICO holds 16, 32 and 48 pixel images, each a PNG drawn by Chromium from the SVG (an ICO may hold PNGs
// since Windows Vista); the touch icon is 180 pixels and square, its corners filled with the icon's blue,
// since the phone rounds them itself. Run it again when the SVG changes; the results are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const SIZES = [16, 32, 48] as const;
const SVG = path.resolve('public', 'favicon.svg');
const ICO = path.resolve('public', 'favicon.ico');
const TOUCH_ICON = path.resolve('public', 'apple-touch-icon.png');
const TOUCH_SIZE = 180;

/** The ICO container: a 6-byte header, a 16-byte entry per image, then the images. */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** The SVG drawn at `size` pixels on `background` ('transparent' for none), as a PNG. */
async function draw(browser: Browser, svg: string, size: number, background: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:${background}}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    return await page.screenshot({ omitBackground: background === 'transparent', clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await page.close();
  }
}

async function main() {
  const svg = fs.readFileSync(SVG, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const images = [];
    for (const size of SIZES) images.push({ size, png: await draw(browser, svg, size, 'transparent') });
    fs.writeFileSync(ICO, icoOf(images));
    process.stdout.write(`wrote ${path.relative(process.cwd(), ICO)}: ${fs.statSync(ICO).size} bytes, ${SIZES.join(', ')} pixels\n`);
    const fill = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#fff';
    fs.writeFileSync(TOUCH_ICON, await draw(browser, svg, TOUCH_SIZE, fill));
    process.stdout.write(`wrote ${path.relative(process.cwd(), TOUCH_ICON)}: ${fs.statSync(TOUCH_ICON).size} bytes\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
