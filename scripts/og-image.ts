// npm run og-image: draws public/og-image.png, the 1200 × 630 picture link previews show for every page
// (og:image). It carries only the house mark and the brand's name, so it serves all six languages.
// Drawn by Chromium from the HTML below; flat colours keep the PNG small. Commit the result.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { OG_IMAGE } from '../shared/seo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const BRAND = process.env.BRAND_NAME ?? 'Hearthly';
const OUT = path.resolve('public', OG_IMAGE.path.slice(1));

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; background: #0b6fb8; display: flex;
    align-items: center; justify-content: center; gap: 56px; font-family: 'DejaVu Sans', Arial, sans-serif; }
  svg { width: 260px; height: 260px; }
  .name { color: #fff; font-size: 128px; font-weight: 700; letter-spacing: -2px; }
  .band { position: fixed; left: 0; right: 0; bottom: 0; height: 36px; background: #095c99; }
</style></head><body>
  <svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#fff"/>
    <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#0b6fb8"/></svg>
  <div class="name"></div>
  <div class="band"></div>
  <script>document.querySelector('.name').textContent = ${JSON.stringify(BRAND)};</script>
</body></html>`;

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height }, deviceScaleFactor: 1 });
    await page.setContent(html);
    fs.writeFileSync(OUT, await page.screenshot({ type: 'png' }));
  } finally {
    await browser.close();
  }
  console.log(`${path.relative(process.cwd(), OUT)}: ${OG_IMAGE.width}×${OG_IMAGE.height}, ${fs.statSync(OUT).size} bytes`);
}

void main();
