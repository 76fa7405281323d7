// Which file is made for which url, and writing them. Every url of documents.json, manuals.json and
// resource-library.json, every icon of product-categories.json and the vulnerability report template
// becomes one file: "/files/x/y.pdf" is written to <out>/x/y.pdf.
import fs from 'node:fs';
import path from 'node:path';
import { ADVISORY_TEMPLATE_URL } from '../../shared/forms/advisory';
import type { DemoContent } from './schema';
import { euDeclaration } from './eu-declaration';
import { svgIcon } from './icons';
import { manual } from './manuals';
import { renderPdf } from './pdf';
import { pstiStatement } from './psti-statement';
import { reportTemplate } from './report-template';
import { resourcePdf, resourceText } from './resource-documents';
import { archiveFiles, tarGz } from './source-archives';

export interface DemoFile {
  url: string;
  /** Renders the file; its text and data were already put together (and checked) by planDemoFiles. */
  make: () => Promise<Uint8Array | string>;
}

/** The folders under content/files that the generator owns (emptied before each full run). */
export const GENERATED_DIRS = ['eudoc', 'psti', 'manuals', 'resources', 'icons', 'templates'];

export function planDemoFiles(content: DemoContent): DemoFile[] {
  const { company } = content;
  const files: DemoFile[] = [];
  for (const d of content.documents) {
    const doc = d.type === 'eudoc' ? euDeclaration(d, company) : pstiStatement(d, company);
    files.push({ url: d.url, make: () => renderPdf(doc, company) });
  }
  for (const m of content.manuals) {
    const doc = manual(m, company);
    files.push({ url: m.url, make: () => renderPdf(doc, company) });
  }
  for (const r of content.resources) {
    if (r.url.endsWith('.tar.gz')) {
      const entries = archiveFiles(r, company);
      files.push({ url: r.url, make: () => tarGz(path.basename(r.url, '.tar.gz'), entries) });
    } else if (r.url.endsWith('.pdf')) {
      const doc = resourcePdf(r, company);
      files.push({ url: r.url, make: () => renderPdf(doc, company) });
    } else {
      const text = resourceText(r, company);
      files.push({ url: r.url, make: async () => text });
    }
  }
  const icons = new Set<string>();
  for (const c of content.icons) {
    for (const [url, active] of [
      [c.icon, false],
      [c.activeIcon, true],
    ] as const) {
      if (icons.has(url)) continue;
      icons.add(url);
      files.push({ url, make: async () => svgIcon(url, active, company.brandColour) });
    }
  }

  // The vulnerability report template of the Security Advisory page.
  files.push({ url: ADVISORY_TEMPLATE_URL, make: async () => reportTemplate(company) });

  const seen = new Set<string>();
  for (const { url } of files) {
    if (seen.has(url)) throw new Error(`Two files for the url "${url}"`);
    seen.add(url);
    if (!GENERATED_DIRS.includes(url.split('/')[2] ?? '')) throw new Error(`"${url}" is outside the folders ${GENERATED_DIRS.join(', ')}`);
  }
  return files;
}

export const fileFor = (outDir: string, url: string) => path.join(outDir, ...url.slice('/files/'.length).split('/'));

/** Makes the files and writes them under outDir; returns the number of bytes written. */
export async function writeDemoFiles(files: DemoFile[], outDir: string): Promise<number> {
  let total = 0;
  for (const file of files) {
    const data = await file.make();
    const target = fileFor(outDir, file.url);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    total += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  }
  return total;
}
