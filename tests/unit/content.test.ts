// Checks the demo content in content/ (except content/faq/, which has its own test): shapes the seed
// loader expects, the minimum amounts of demo data, the generator-only data (products.json, company.json,
// resource-files.json) and that every downloadable file really exists and is well-formed.
// Regenerate the files with: npm run content:demo
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { extract } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { loadDemoContent } from '../../scripts/content-demo/data';
import { SUBJECT_TAG_MAX } from '../../shared/forms/ticket';

const CONTENT = path.join(process.cwd(), 'content');
const FILES = path.join(CONTENT, 'files');
const LANGS = ['en', 'de', 'it', 'fr', 'es', 'ja'] as const;

const read = (rel: string) => fs.readFileSync(path.join(CONTENT, rel), 'utf8');
const readJson = (rel: string): unknown => JSON.parse(read(rel));
const fileFor = (url: string) => path.join(FILES, ...url.slice('/files/'.length).split('/'));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

const PRODUCTS = [
  'HG100 Smart Wi-Fi Garage Door Opener',
  'HG200 Smart Garage Door Opener Pro',
  'HA101 Garage Door Opener Accessory Kit',
  'HP110 Smart Wi-Fi Plug Mini',
  'HP210 Smart Outdoor Plug',
  'HS300 Smart Wi-Fi Wall Switch',
  'HD310 Smart Dimmer Switch',
  'HB500 Smart Wi-Fi LED Bulb',
  'HL520 Smart Wi-Fi Light Strip',
  'HT600 Smart Thermostat',
  'HC700 Smart Indoor Camera',
  'HW800 Smart Water Leak Sensor',
  'HH900 Smart Hub',
];
const PRODUCT_CODES = PRODUCTS.map((p) => p.split(' ')[0] ?? '');
const MANUAL_CATEGORIES = ['Quick Start Guide', 'User Manual', 'Installation Guide', 'Wiring Diagram', 'Safety Information', 'Datasheet'];
const TICKET_CATEGORIES = [
  'Replacement',
  'Return',
  'Refund',
  'Troubleshooting',
  'Setup Issue',
  'Garage Door Accessory Request',
  'Switch Wiring Issue',
  'HomeKit Issue',
  'Other Issues',
];

interface Doc {
  type: string;
  title: string;
  url: string;
}
interface Manual {
  category: string;
  title: string;
  url: string;
}
interface ManualProduct {
  id: number;
  name: string;
  manuals: Manual[];
}
interface ResourceCategory {
  categoryName: string;
  items: { title: string; version: string; url: string }[];
}
interface Manufacturer {
  manufacturer: string;
  models: { model: string; support: number }[];
}
interface Option {
  id: number;
  name: string;
  information: string;
}
interface SupportCenter {
  ticketCategories: Option[];
  subjects: Option[];
  modelNumbers: Option[];
}
interface ProductCategory {
  id: number;
  type: string;
  icon: string;
  activeIcon: string;
  title: Record<string, string>;
}

const documents = readJson('documents.json') as Doc[];
const manuals = readJson('manuals.json') as { products: ManualProduct[] };
const resources = readJson('resource-library.json') as ResourceCategory[];
const compatibility = readJson('compatibility.json') as Manufacturer[];
const productCategories = readJson('product-categories.json') as ProductCategory[];
const supportCenter = Object.fromEntries(LANGS.map((l) => [l, readJson(`support-center/${l}.json`) as SupportCenter]));

const allManuals = () => manuals.products.flatMap((p) => p.manuals);
const allResourceItems = () => resources.flatMap((c) => c.items);
const downloadUrls = () => [
  ...documents.map((d) => d.url),
  ...allManuals().map((m) => m.url),
  ...allResourceItems().map((i) => i.url),
];

describe('documents.json', () => {
  it('has the shape the loader expects', () => {
    expect(Array.isArray(documents)).toBe(true);
    for (const d of documents) {
      expect(Object.keys(d).sort()).toEqual(['title', 'type', 'url']);
      expect(['eudoc', 'psti']).toContain(d.type);
      expect(isText(d.title)).toBe(true);
      expect(d.url).toMatch(/^\/files\/[a-z0-9-]+\/[a-z0-9.-]+\.pdf$/);
    }
  });

  it('has at least 26 EU declarations and 14 UK PSTI statements, each for a known product', () => {
    const eu = documents.filter((d) => d.type === 'eudoc');
    const psti = documents.filter((d) => d.type === 'psti');
    expect(eu.length).toBeGreaterThanOrEqual(26);
    expect(psti.length).toBeGreaterThanOrEqual(14);
    for (const d of eu) expect(d.title).toMatch(/EU Declaration of Conformity/);
    for (const d of psti) expect(d.title).toMatch(/UK PSTI Statement of Compliance/);
    for (const d of documents) expect(PRODUCT_CODES).toContain(/^H[A-Z]\d{3}/.exec(d.title)?.[0]);
  });

  it('has no duplicate titles or urls', () => {
    expect(new Set(documents.map((d) => d.title)).size).toBe(documents.length);
    expect(new Set(documents.map((d) => d.url)).size).toBe(documents.length);
  });
});

describe('manuals.json', () => {
  it('lists the 13 products of the product line with unique ids', () => {
    expect(manuals.products.map((p) => p.name)).toEqual(PRODUCTS);
    const ids = manuals.products.map((p) => p.id);
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has 2 to 5 manuals per product in the known categories, at least 45 in all', () => {
    for (const p of manuals.products) {
      expect(p.manuals.length).toBeGreaterThanOrEqual(2);
      expect(p.manuals.length).toBeLessThanOrEqual(5);
      const code = p.name.split(' ')[0] ?? '';
      for (const m of p.manuals) {
        expect(Object.keys(m).sort()).toEqual(['category', 'title', 'url']);
        expect(MANUAL_CATEGORIES).toContain(m.category);
        expect(m.title.startsWith(code)).toBe(true);
        expect(m.url).toMatch(/^\/files\/manuals\/[a-z0-9.-]+\.pdf$/);
      }
    }
    expect(allManuals().length).toBeGreaterThanOrEqual(45);
    expect(new Set(allManuals().map((m) => m.url)).size).toBe(allManuals().length);
  });

  it('has a category with more than 10 manuals across products (the list shadow)', () => {
    const counts = new Map<string, number>();
    for (const m of allManuals()) counts.set(m.category, (counts.get(m.category) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(10);
  });
});

describe('resource-library.json', () => {
  it('has categories with at least 16 items in all', () => {
    expect(resources.length).toBeGreaterThanOrEqual(3);
    for (const c of resources) {
      expect(isText(c.categoryName)).toBe(true);
      expect(c.items.length).toBeGreaterThan(0);
      for (const item of c.items) {
        expect(isText(item.title)).toBe(true);
        expect(item.version).toMatch(/^v\d+(\.\d+)+$/);
        expect(item.url).toMatch(/^\/files\/resources\/[a-z0-9.-]+\.(tar\.gz|pdf|txt)$/);
      }
    }
    expect(allResourceItems().length).toBeGreaterThanOrEqual(16);
    expect(resources.some((c) => /GPL/.test(c.categoryName))).toBe(true);
  });
});

describe('products.json, company.json and resource-files.json (read by the demo-file generator)', () => {
  it('describe the product line and link every document, manual and resource to it', () => {
    const products = (readJson('products.json') as { products: { code: string; name: string }[] }).products;
    expect(products.map((p) => p.name)).toEqual(PRODUCTS);
    expect(products.map((p) => p.code)).toEqual(PRODUCT_CODES);
    const content = loadDemoContent(CONTENT);
    expect(content.documents.map((d) => d.url)).toEqual(documents.map((d) => d.url));
    expect(content.manuals.map((m) => m.url)).toEqual(allManuals().map((m) => m.url));
    expect(content.resources.map((r) => r.url)).toEqual(allResourceItems().map((i) => i.url));
  });
});

describe('compatibility.json', () => {
  it('has at least 14 manufacturers with at least 3 models each', () => {
    expect(compatibility.length).toBeGreaterThanOrEqual(14);
    expect(new Set(compatibility.map((m) => m.manufacturer)).size).toBe(compatibility.length);
    for (const m of compatibility) {
      expect(isText(m.manufacturer)).toBe(true);
      expect(m.models.length).toBeGreaterThanOrEqual(3);
      expect(new Set(m.models.map((x) => x.model)).size).toBe(m.models.length);
      for (const model of m.models) {
        expect(isText(model.model)).toBe(true);
        expect([1, 2, 3]).toContain(model.support);
      }
    }
  });

  it('uses every support value for at least 10 models', () => {
    const all = compatibility.flatMap((m) => m.models);
    for (const support of [1, 2, 3]) {
      expect(all.filter((x) => x.support === support).length).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('downloadable files', () => {
  it('exist under content/files for every url', () => {
    const urls = [...downloadUrls(), ...productCategories.flatMap((c) => [c.icon, c.activeIcon])];
    for (const url of urls) {
      expect(url.startsWith('/files/')).toBe(true);
      expect(url).not.toMatch(/\.\.|\\/);
      expect(fs.existsSync(fileFor(url)), url).toBe(true);
    }
  });

  it('are PDFs that pdf-lib reads back, titled as the site lists them', async () => {
    const listed = [...documents, ...allManuals(), ...allResourceItems()].filter((d) => d.url.endsWith('.pdf'));
    expect(listed.length).toBeGreaterThan(0);
    for (const { url, title } of listed) {
      const pdf = await PDFDocument.load(fs.readFileSync(fileFor(url)), { updateMetadata: false });
      expect(pdf.getTitle(), url).toBe(title);
      expect(pdf.getAuthor(), url).toBe('Hearthly Ltd.');
      expect(pdf.getPageCount(), url).toBeGreaterThanOrEqual(1);
      expect(pdf.getPageCount(), url).toBeLessThanOrEqual(3);
    }
  });

  it('are gzip-compressed ustar archives with a README and a LICENSE in one folder', async () => {
    const archives = downloadUrls().filter((u) => u.endsWith('.tar.gz'));
    expect(archives.length).toBeGreaterThan(0);
    for (const url of archives) {
      const bytes = zlib.gunzipSync(fs.readFileSync(fileFor(url)));
      expect(bytes.subarray(257, 262).toString('latin1'), url).toBe('ustar');
      const names: string[] = [];
      const tar = extract();
      tar.end(bytes);
      for await (const entry of tar) {
        names.push(entry.header.name);
        entry.resume();
      }
      const dir = path.basename(url, '.tar.gz');
      expect(names, url).toEqual([`${dir}/`, `${dir}/README`, `${dir}/LICENSE`]);
    }
  });

  it('has plain 24x24 SVG icons, the active ones in the brand colour', () => {
    for (const c of productCategories) {
      for (const [url, active] of [
        [c.icon, false],
        [c.activeIcon, true],
      ] as const) {
        const svg = fs.readFileSync(fileFor(url), 'utf8');
        expect(svg.trimStart().startsWith('<svg'), url).toBe(true);
        expect(svg).toMatch(/viewBox="0 0 24 24"/);
        expect(svg).not.toMatch(/<script|\bon\w+\s*=|javascript:|<image|href=/i);
        expect(svg.toLowerCase().includes('#0b6fb8'), url).toBe(active);
      }
    }
  });

  it('are small: a few KB each and under 1 MB in total', () => {
    const urls = new Set([...downloadUrls(), ...productCategories.flatMap((c) => [c.icon, c.activeIcon])]);
    let total = 0;
    for (const url of urls) {
      const size = fs.statSync(fileFor(url)).size;
      expect(size, url).toBeLessThan(16 * 1024);
      total += size;
    }
    expect(total).toBeLessThan(1024 * 1024);
  });
});

describe('support-center/<lang>.json', () => {
  const kinds = ['ticketCategories', 'subjects', 'modelNumbers'] as const;

  it('exists for all six languages with the expected shapes', () => {
    for (const lang of LANGS) {
      const file = supportCenter[lang];
      expect(isObject(file), lang).toBe(true);
      for (const kind of kinds) {
        const options = file?.[kind] ?? [];
        expect(options.length, `${lang} ${kind}`).toBeGreaterThan(0);
        for (const o of options) {
          expect(Object.keys(o).sort()).toEqual(['id', 'information', 'name']);
          expect(isId(o.id)).toBe(true);
          expect(isText(o.name), `${lang} ${kind} ${o.id}`).toBe(true);
          expect(isText(o.information), `${lang} ${kind} ${o.id}`).toBe(true);
        }
        expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
      }
    }
  });

  it('has the nine ticket categories (ids 1..9), 8-10 subjects and every model number', () => {
    const en = supportCenter.en;
    expect(en?.ticketCategories.map((c) => c.name)).toEqual(TICKET_CATEGORIES);
    for (const lang of LANGS) {
      const file = supportCenter[lang];
      expect(file?.ticketCategories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(file?.subjects.length).toBeGreaterThanOrEqual(8);
      expect(file?.subjects.length).toBeLessThanOrEqual(10);
      const models = file?.modelNumbers ?? [];
      expect(models.length).toBe(PRODUCT_CODES.length + 1);
      PRODUCT_CODES.forEach((code, i) => expect(models[i]?.name.startsWith(`${code} – `), `${lang} ${code}`).toBe(true));
    }
    expect(en?.modelNumbers.at(-1)?.name).toBe('Other / not sure');
  });

  it('has subject tags that fit the ticket subject beside the longest text', () => {
    for (const lang of LANGS) {
      for (const { name } of supportCenter[lang]?.subjects ?? []) {
        expect(name.length, `${lang} ${name}`).toBeLessThanOrEqual(SUBJECT_TAG_MAX);
        expect(name, lang).not.toContain(',');
      }
    }
  });

  it('uses the same ids in every language', () => {
    for (const kind of kinds) {
      const ids = (lang: string) => (supportCenter[lang]?.[kind] ?? []).map((o) => o.id);
      for (const lang of LANGS) expect(ids(lang), `${lang} ${kind}`).toEqual(ids('en'));
    }
  });

  it('is translated: names and hints differ from English except pure model numbers', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      for (const kind of kinds) {
        const english = new Map((supportCenter.en?.[kind] ?? []).map((o) => [o.id, o]));
        for (const o of supportCenter[lang]?.[kind] ?? []) {
          if (/^[A-Z]{2}\d{3}$/.test(o.name)) continue;
          expect(o.name, `${lang} ${kind} ${o.id}`).not.toBe(english.get(o.id)?.name);
          expect(o.information, `${lang} ${kind} ${o.id}`).not.toBe(english.get(o.id)?.information);
        }
      }
    }
    const ja = JSON.stringify(supportCenter.ja);
    expect(ja).toMatch(/ください/);
  });
});

describe('policies', () => {
  const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
  const policies: [string, number, string][] = [
    ['privacy.en.html', 1500, 'Last updated: 2 December 2026'],
    ['terms.en.html', 1200, 'Last updated: 1 October 2026'],
    ['security-advisory.en.html', 900, 'Last updated: 1 October 2026'],
    ['security-advisory.ja.html', 900, '2026年10月1日'],
  ];
  const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
  const words = (name: string, html: string) =>
    name.includes('.ja.') ? plain(html).replace(/\s+/g, '').length / 2 : plain(html).split(/\s+/).filter(Boolean).length;

  it('exist with the required length and date', () => {
    for (const [name, min, date] of policies) {
      const html = read(`policies/${name}`);
      expect(words(name, html), name).toBeGreaterThanOrEqual(min);
      expect(html).toContain(date);
    }
  });

  it('are safe HTML fragments using only the allowed tags', () => {
    for (const name of fs.readdirSync(path.join(CONTENT, 'policies'))) {
      const html = read(`policies/${name}`);
      expect(html, name).not.toMatch(/<script/i);
      expect(html, name).not.toMatch(/\bon\w+\s*=/i);
      expect(html, name).not.toMatch(/javascript:/i);
      expect(html, name).not.toMatch(/<(html|head|body|style|img)\b/i);
      for (const [, tag] of html.matchAll(/<\/?([a-zA-Z0-9]+)/g)) expect(ALLOWED_TAGS, `${name}: <${tag}>`).toContain(tag);
    }
  });

  it('covers the required topics', () => {
    const privacy = read('policies/privacy.en.html');
    for (const topic of ['Article 6', 'Standard Contractual Clauses', 'Information Commissioner', 'privacy@hearthly.example', 'Portability', 'Objection', 'Children', 'Voice assistants']) {
      expect(privacy, topic).toContain(topic);
    }
    const terms = read('policies/terms.en.html');
    for (const topic of ['England and Wales', 'statutory rights', 'Firmware', 'Third-party platforms', 'Acceptable use', 'Warranty', 'termination']) {
      expect(terms, topic).toContain(topic);
    }
    const advisory = read('policies/security-advisory.en.html');
    for (const topic of ['5 working days', '30 days', '90 days', 'Coordinated disclosure', 'Safe harbour', '/Support/Security_Advisory', 'security@hearthly.example', 'PSTI', '5.2-1']) {
      expect(advisory, topic).toContain(topic);
    }
    const ja = read('policies/security-advisory.ja.html');
    expect(ja).toContain('営業日');
    expect(ja).toContain('security@hearthly.example');
    expect(ja).toContain('5.2-1');
  });
});

describe('product-categories.json', () => {
  it('has 6 smart categories and 2 gadget categories titled in all six languages', () => {
    expect(productCategories.filter((c) => c.type === 'smart')).toHaveLength(6);
    expect(productCategories.filter((c) => c.type === 'gadgets')).toHaveLength(2);
    expect(new Set(productCategories.map((c) => c.id)).size).toBe(productCategories.length);
    for (const c of productCategories) {
      expect(isId(c.id)).toBe(true);
      expect(Object.keys(c.title).sort()).toEqual([...LANGS].sort());
      for (const lang of LANGS) expect(isText(c.title[lang])).toBe(true);
      expect(c.icon).toMatch(/^\/files\/icons\/[a-z-]+\.svg$/);
      expect(c.activeIcon).toMatch(/^\/files\/icons\/[a-z-]+-active\.svg$/);
    }
  });
});

describe('settings.json', () => {
  it('has the four keys with string values', () => {
    const settings = readJson('settings.json') as Record<string, unknown>;
    expect(Object.keys(settings).sort()).toEqual(['CLOUD_STATUS', 'CLOUD_STATUS_CONTENT_PC', 'DETAILS_MAX', 'NOTICE_SWITCH']);
    for (const value of Object.values(settings)) expect(typeof value).toBe('string');
    expect(['0', '1']).toContain(settings.CLOUD_STATUS);
    expect(['0', '1']).toContain(settings.NOTICE_SWITCH);
    expect(Number(settings.DETAILS_MAX)).toBeGreaterThan(0);
    expect(settings.CLOUD_STATUS_CONTENT_PC).toMatch(/^<p>[\s\S]*02:00 to 04:00 UTC[\s\S]*<\/p>$/);
    // The demo notice names a recurring window, never a date that would soon be in the past.
    expect(settings.CLOUD_STATUS_CONTENT_PC).not.toMatch(/\b20\d\d\b/);
    expect(settings.CLOUD_STATUS_CONTENT_PC).not.toMatch(/<script|javascript:/i);
  });
});

describe('content hygiene', () => {
  it('contains no machine paths', () => {
    const texts: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (full !== FILES && path.basename(full) !== 'faq') walk(full);
        } else if (/\.(json|html)$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
      }
    };
    walk(CONTENT);
    for (const text of texts) expect(text).not.toMatch(/\/(home|root|tmp|Users|work)\/|[A-Z]:\\\\/);
  });
});
