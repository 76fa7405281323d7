// The demo-file generator (npm run content:demo): the same content makes the same bytes on every run,
// the committed files under content/files are what the generator makes today, the PDFs read back
// with pdf-lib, the report template opens as a Word document, and a content mistake names the file
// and the field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoContent } from '../../scripts/content-demo/data';
import { fileFor, planDemoFiles, writeDemoFiles } from '../../scripts/content-demo/plan';
import { reportTemplate } from '../../scripts/content-demo/report-template';
import { detectFile } from '../../server/storage/file-types';
import { ADVISORY_TEMPLATE_URL } from '../../shared/forms/advisory';

const CONTENT = path.join(process.cwd(), 'content');
const FILES = path.join(CONTENT, 'files');

// One file of each kind: PDFs with and without a second page, a wiring diagram, a resource PDF,
// a source archive of two products, a text file, an icon and the report template.
const SAMPLES: { url: string; title?: string; pages?: number }[] = [
  { url: '/files/eudoc/hp110-eu-doc-rev-b.pdf', title: 'HP110 EU Declaration of Conformity (RED 2014/53/EU) – Type F plug – Rev. B', pages: 2 },
  { url: '/files/eudoc/ha101-eu-doc.pdf', title: 'HA101 EU Declaration of Conformity (EMC 2014/30/EU)', pages: 1 },
  { url: '/files/psti/hc700-uk-psti-statement-rev-2.pdf', title: 'HC700 UK PSTI Statement of Compliance – Rev. 2', pages: 1 },
  { url: '/files/manuals/hg100-quick-start-guide.pdf', title: 'HG100 Quick Start Guide (EN/DE/FR/IT/ES)', pages: 2 },
  { url: '/files/manuals/hs300-wiring-diagram.pdf', title: 'HS300 Wiring Diagram', pages: 1 },
  { url: '/files/resources/hearthly-local-api-v1.3.pdf', title: 'Hearthly Local API specification', pages: 1 },
  { url: '/files/resources/hs300-hd310-gpl-source-v5.4.2.tar.gz' },
  { url: '/files/resources/gpl-written-offer-v2026.10.txt' },
  { url: '/files/icons/garage-active.svg' },
  { url: ADVISORY_TEMPLATE_URL },
];

describe('demo-file generator', () => {
  const read = (dir: string, url: string) => fs.readFileSync(fileFor(dir, url));
  /** The first run makes every file, the second the samples again. */
  const first = fs.mkdtempSync(path.join(os.tmpdir(), 'content-demo-'));
  const second = fs.mkdtempSync(path.join(os.tmpdir(), 'content-demo-'));
  let all: string[] = [];

  beforeAll(async () => {
    const files = planDemoFiles(loadDemoContent(CONTENT));
    all = files.map((f) => f.url);
    await writeDemoFiles(files, first);
    await writeDemoFiles(
      files.filter((f) => SAMPLES.some((s) => s.url === f.url)),
      second,
    );
  }, 60_000);
  afterAll(() => {
    for (const dir of [first, second]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes the same bytes on every run', () => {
    for (const { url } of SAMPLES) expect(read(first, url).equals(read(second, url)), url).toBe(true);
  });

  it('made the committed files (run npm run content:demo after changing the content)', () => {
    expect(all).toEqual(expect.arrayContaining(SAMPLES.map((s) => s.url)));
    for (const url of all) {
      // Archives are compared uncompressed, so another zlib build cannot fail the check.
      const bytes = (dir: string) => (url.endsWith('.gz') ? zlib.gunzipSync(read(dir, url)) : read(dir, url));
      expect(bytes(first).equals(bytes(FILES)), url).toBe(true);
    }
    const committed = fs.readdirSync(FILES, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(committed.length, 'files under content/files that no content lists').toBe(all.length);
  });

  it('makes PDFs that pdf-lib reads back with the expected title, pages and dates', async () => {
    for (const { url, title, pages } of SAMPLES.filter((s) => s.url.endsWith('.pdf'))) {
      const pdf = await PDFDocument.load(read(first, url), { updateMetadata: false });
      expect(pdf.getTitle(), url).toBe(title);
      expect(pdf.getPageCount(), url).toBe(pages);
      expect(pdf.getPage(0).getSize(), url).toEqual({ width: 595.28, height: 841.89 });
      expect(pdf.getCreationDate()?.getTime(), url).toBe(pdf.getModificationDate()?.getTime());
    }
    const euDoc = await PDFDocument.load(read(first, '/files/eudoc/hp110-eu-doc-rev-b.pdf'), { updateMetadata: false });
    expect(euDoc.getCreationDate()?.toISOString()).toBe('2025-06-02T00:00:00.000Z');
  });
});

describe('the vulnerability report template', () => {
  const bytes = fs.readFileSync(fileFor(FILES, ADVISORY_TEMPLATE_URL));
  const parts = unzipSync(bytes);
  const xml = (name: string) => strFromU8(parts[name]!);
  /** The text of each paragraph of the document, in order. */
  const paragraphs = () =>
    [...xml('word/document.xml').matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map((p) => [...p[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''));

  it('is a Word document: the parts of a WordprocessingML package, [Content_Types].xml first', async () => {
    expect(Object.keys(parts)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/_rels/document.xml.rels',
      'word/styles.xml',
      'word/settings.xml',
      'docProps/core.xml',
      'docProps/app.xml',
    ]);
    expect(xml('[Content_Types].xml')).toContain('PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"');
    expect(xml('_rels/.rels')).toContain('Target="word/document.xml"');
    // The upload check reads it as what it is, so a reporter can send the template back as it is.
    expect(await detectFile(fileFor(FILES, ADVISORY_TEMPLATE_URL))).toBe('docx');
  });

  it('has the intro and the six headed sections, each with its boxes', () => {
    const text = paragraphs();
    const headings = [...xml('word/document.xml').matchAll(/<w:pStyle w:val="Heading1"\/><\/w:pPr><w:r><w:t[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(headings).toEqual(['1. Product', '2. Firmware version', '3. Description', '4. Steps to reproduce', '5. Impact', '6. Contact']);
    expect(text[0]).toBe('Vulnerability report');
    for (const question of ['Model number (e.g. HG100)', 'Firmware version', 'Name', 'E-mail address', 'How you would like to be credited (name, handle or organisation, or not at all)']) {
      expect(text).toContain(question);
    }
    expect(text.join('\n')).toMatch(/How to send it: save the completed document and upload it, .* on the Security Advisory page of our support website\. If you cannot use the page, send it by e-mail to security@hearthly\.example\./);
    // Answer boxes: one table per section, two in Impact.
    expect(xml('word/document.xml').match(/<w:tbl>/g)).toHaveLength(7);
  });

  it('links the report page, the policy and the security address', () => {
    const rels = xml('word/_rels/document.xml.rels');
    const targets = [...rels.matchAll(/Target="([^"]+)" TargetMode="External"/g)].map((m) => m[1]);
    expect(targets).toEqual(['https://support.hearthly.example/Support/Security_Advisory', 'mailto:security@hearthly.example', 'https://support.hearthly.example/security-advisory-policy']);
    for (let i = 1; i <= targets.length; i++) expect(xml('word/document.xml')).toContain(`<w:hyperlink r:id="rIdLink${i}"`);
  });

  it('bears fixed dates, whatever the time zone of the machine that made it', () => {
    expect(xml('docProps/core.xml')).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2026-10-01T00:00:00Z</dcterms:created>');
    const company = loadDemoContent(CONTENT).company;
    const zone = process.env.TZ;
    try {
      const made = ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC'].map((tz) => {
        process.env.TZ = tz;
        return Buffer.from(reportTemplate(company));
      });
      for (const other of made) expect(other.equals(bytes)).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('demo content mistakes', () => {
  const FILES_READ = [
    'company.json',
    'products.json',
    'documents.json',
    'manuals.json',
    'resource-library.json',
    'resource-files.json',
    'product-categories.json',
  ];
  type Json = Record<string, unknown>;
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-demo-data-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Copies the content, lets `change` edit one file, and returns the loader's error message. */
  function problemWith(file: string, change: (json: Json) => void): string {
    for (const name of FILES_READ) fs.copyFileSync(path.join(CONTENT, name), path.join(dir, name));
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Json;
    change(json);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
    try {
      loadDemoContent(dir);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  }
  const products = (json: Json) => json.products as Json[];
  const head = (list: unknown) => (list as Json[])[0] as Json;

  const cases: [string, string, (json: Json) => void, RegExp][] = [
    ['a date in another format', 'products.json', (j) => (head((head(products(j)).euDeclaration as Json).revisions).date = '2025-06-02'), /products\.0\.euDeclaration\.revisions\.0\.date: expected a date like "2 June 2025"/],
    ['a day that does not exist', 'products.json', (j) => (head((head(products(j)).ukPsti as Json).revisions).supportUntil = '31 June 2030'), /products\.0\.ukPsti\.revisions\.0\.supportUntil/],
    ['a misspelt field', 'products.json', (j) => (head(products(j)).hardwareVersoin = '1.0'), /products\.0: Unrecognized key: "hardwareVersoin"/],
    ['a missing field', 'products.json', (j) => delete head(products(j)).box, /products\.0\.box/],
    ['a duplicate product', 'products.json', (j) => products(j).push(head(products(j))), /products\.13\.code: duplicate product HG100/],
    ['an unknown firmware platform', 'products.json', (j) => (head(products(j)).firmwarePlatform = 'riscv'), /products\.0\.firmwarePlatform: no firmware platform "riscv"/],
    ['EN 18031 on a product without radio', 'products.json', (j) => (head((products(j)[2]?.euDeclaration as Json).revisions).en18031 = true), /products\.2\.euDeclaration\.revisions\.0\.en18031/],
    ['a bad e-mail address', 'company.json', (j) => (j.supportEmail = 'support'), /company\.json[\s\S]*supportEmail/],
    ['a support site over plain http', 'company.json', (j) => (j.supportSite = 'http://support.hearthly.example'), /company\.json[\s\S]*supportSite: expected an https URL/],
    ['a declaration of an unknown product', 'documents.json', (j) => (head(j).title = 'HX999 EU Declaration of Conformity (RED 2014/53/EU)'), /documents\.json[\s\S]*0\.title: no product HX999/],
    ['a revision the product does not have', 'documents.json', (j) => (head(j).title = 'HG100 EU Declaration of Conformity (RED 2014/53/EU) – Rev. C'), /0\.title: HG100 has no EU declaration revision C/],
    ['the wrong directive', 'documents.json', (j) => (head(j).title = 'HG100 EU Declaration of Conformity (EMC 2014/30/EU)'), /0\.title: HG100 is radio equipment/],
    ['a title in another form', 'documents.json', (j) => (head(j).title = 'Declaration for HG100'), /documents\.json[\s\S]*0\.title: expected "<model> EU Declaration/],
    ['a manual of an unknown product', 'manuals.json', (j) => (head(j.products).name = 'HG100 Garage Opener'), /manuals\.json[\s\S]*products\.0\.name: no product named "HG100 Garage Opener"/],
    ['a manual in an unknown category', 'manuals.json', (j) => (head(head(j.products).manuals).category = 'Brochure'), /products\.0\.manuals\.0\.category/],
    ['a resource without a recipe', 'resource-library.json', (j) => (head(j).items as Json[]).push({ title: 'New', version: 'v1.0', url: '/files/resources/new.tar.gz' }), /resource-library\.json[\s\S]*0\.items\.9\.url: no entry for this url in resource-files\.json/],
    ['a recipe of the wrong file type', 'resource-files.json', (j) => (j['/files/resources/gpl-written-offer-v2026.10.txt'] = { kind: 'gpl-source', products: ['HG100'] }), /\["\/files\/resources\/gpl-written-offer-v2026\.10\.txt"\]\.kind: a "gpl-source" file must end in \.tar\.gz/],
    ['a recipe of a file the library does not list', 'resource-files.json', (j) => (j['/files/resources/new.pdf'] = { kind: 'home-assistant-guide' }), /\["\/files\/resources\/new\.pdf"\]: not listed in resource-library\.json/],
    ['a source archive of an unknown product', 'resource-files.json', (j) => (j['/files/resources/hg100-gpl-source-v3.9.4.tar.gz'] = { kind: 'gpl-source', products: ['HX999'] }), /hg100-gpl-source-v3\.9\.4\.tar\.gz"\]\.products: the products of a source archive must be in products\.json/],
    ['an unknown kind of resource', 'resource-files.json', (j) => (j['/files/resources/gpl-written-offer-v2026.10.txt'] = { kind: 'poster' }), /\["\/files\/resources\/gpl-written-offer-v2026\.10\.txt"\]\.kind/],
  ];

  it.each(cases)('names the file and field of %s', (_name, file, change, expected) => {
    const message = problemWith(file, change);
    expect(message).toContain(`content/${file} is invalid`);
    expect(message).toMatch(expected);
  });

  it('loads the content as it is', () => {
    expect(problemWith('products.json', () => {})).toBe('no error');
  });
});
