// Checks the FAQ seed content in content/faq/<lang>.json: format, coverage of the translations and
// the safety of the HTML answers (the server sanitises them again, but the source should be clean).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it, expect } from 'vitest';

interface Category {
  id: number;
  title: string;
}
interface Faq {
  id: number;
  categoryId: number;
  title: string;
  content: string;
}
interface FaqFile {
  categories: Category[];
  faqs: Faq[];
}

const LANGS = ['en', 'de', 'it', 'fr', 'es', 'ja'] as const;
const OTHER_LANGS = LANGS.filter((l) => l !== 'en');
const COMPATIBILITY_FAQ_ID = 78;

const ALLOWED_TAGS = new Set([
  'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h2', 'h3', 'br',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

function faqPath(lang: string): string {
  return resolve(process.cwd(), 'content', 'faq', `${lang}.json`);
}

function load(lang: string): FaqFile {
  return JSON.parse(readFileSync(faqPath(lang), 'utf8')) as FaqFile;
}

function isPositiveInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v > 0;
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

describe('FAQ content files', () => {
  describe.each(LANGS)('%s.json', (lang) => {
    it('parses and matches the seed format', () => {
      const data: unknown = JSON.parse(readFileSync(faqPath(lang), 'utf8'));
      expect(data).toBeTypeOf('object');
      const file = data as Record<string, unknown>;
      expect(Object.keys(file).sort()).toEqual(['categories', 'faqs']);
      expect(Array.isArray(file.categories)).toBe(true);
      expect(Array.isArray(file.faqs)).toBe(true);

      for (const c of file.categories as Record<string, unknown>[]) {
        expect(Object.keys(c).sort()).toEqual(['id', 'title']);
        expect(isPositiveInt(c.id), `category id ${String(c.id)}`).toBe(true);
        expect(typeof c.title === 'string' && c.title.trim().length > 0).toBe(true);
      }
      for (const f of file.faqs as Record<string, unknown>[]) {
        expect(Object.keys(f).sort()).toEqual(['categoryId', 'content', 'id', 'title']);
        expect(isPositiveInt(f.id), `faq id ${String(f.id)}`).toBe(true);
        expect(isPositiveInt(f.categoryId), `faq ${String(f.id)} categoryId`).toBe(true);
        expect(typeof f.title === 'string' && f.title.trim().length > 0, `faq ${String(f.id)} title`).toBe(true);
        expect(typeof f.content === 'string' && f.content.trim().length > 0, `faq ${String(f.id)} content`).toBe(
          true,
        );
      }
    });

    it('has unique ids and only references its own categories', () => {
      const { categories, faqs } = load(lang);
      const catIds = categories.map((c) => c.id);
      const faqIds = faqs.map((f) => f.id);
      expect(new Set(catIds).size).toBe(catIds.length);
      expect(new Set(faqIds).size).toBe(faqIds.length);
      for (const f of faqs) expect(catIds, `faq ${f.id}`).toContain(f.categoryId);
      // The tests add their own items from id 900 up.
      for (const id of faqIds) expect(id).toBeLessThan(900);
    });

    it('has plain question titles without a number prefix', () => {
      for (const f of load(lang).faqs) {
        expect(f.title, `faq ${f.id}`).not.toMatch(/^\s*\d+\s*[.)、:]/);
        expect(f.title, `faq ${f.id}`).not.toMatch(/[<>]/);
      }
    });

    it('contains only safe, allowed HTML', () => {
      for (const f of load(lang).faqs) {
        const where = `${lang} faq ${f.id}`;
        expect(f.content, where).not.toMatch(/<script/i);
        expect(f.content, where).not.toMatch(/\son\w+\s*=/i);
        expect(f.content, where).not.toMatch(/style\s*=/i);
        expect(f.content, where).not.toMatch(/javascript:/i);
        expect(f.content, where).not.toMatch(/\n/);
        for (const match of f.content.matchAll(/<\/?([a-zA-Z0-9]+)/g)) {
          const tag = match[1] ?? '';
          expect(ALLOWED_TAGS.has(tag.toLowerCase()), `${where}: <${tag}>`).toBe(true);
        }
        for (const match of f.content.matchAll(/<a\b([^>]*)>/g)) {
          const attrs = match[1] ?? '';
          const href = /^\s+href="([^"]+)"\s*$/.exec(attrs)?.[1];
          expect(href, `${where}: <a${attrs}>`).toBeDefined();
          expect(href, `${where}: link`).toMatch(/^(https:\/\/|\/[^/])/);
        }
        // Tags other than <a> carry no attributes.
        for (const [tag] of f.content.matchAll(/<(?!a\b)[a-zA-Z0-9]+\s[^>]*>/g)) {
          expect.fail(`${where}: attribute on ${tag}`);
        }
      }
    });
  });

  describe('English', () => {
    const en = load('en');
    const garage = en.categories.find((c) => /garage/i.test(c.title));

    it('has at least 7 categories and 66 FAQs', () => {
      expect(en.categories.length).toBeGreaterThanOrEqual(7);
      expect(en.faqs.length).toBeGreaterThanOrEqual(66);
    });

    it('has at least 5 FAQs in every category', () => {
      for (const c of en.categories) {
        const n = en.faqs.filter((f) => f.categoryId === c.id).length;
        expect(n, `category ${c.id} ${c.title}`).toBeGreaterThanOrEqual(5);
      }
    });

    it('has the garage compatibility FAQ as item 78', () => {
      expect(garage).toBeDefined();
      const faq = en.faqs.find((f) => f.id === COMPATIBILITY_FAQ_ID);
      expect(faq).toBeDefined();
      expect(faq!.categoryId).toBe(garage!.id);
      expect(faq!.title).toMatch(/compatible/i);
      expect(faq!.title).toMatch(/HG100/);
      expect(faq!.content).toContain('/Support/Compatibility_Check');
      expect(faq!.content).toContain('HA101');
    });
  });

  describe.each(OTHER_LANGS)('%s translation', (lang) => {
    const en = load('en');
    const data = load(lang);
    const enFaqs = new Map(en.faqs.map((f) => [f.id, f]));
    const enCats = new Map(en.categories.map((c) => [c.id, c]));

    it('translates every English category, and nothing else', () => {
      expect(data.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        en.categories.map((c) => c.id).sort((a, b) => a - b),
      );
      for (const c of data.categories) expect(c.title, `category ${c.id}`).not.toBe(enCats.get(c.id)!.title);
    });

    it('has at least 12 FAQs, all with English originals in the same category', () => {
      expect(data.faqs.length).toBeGreaterThanOrEqual(12);
      for (const f of data.faqs) {
        const original = enFaqs.get(f.id);
        expect(original, `faq ${f.id} exists in en`).toBeDefined();
        expect(f.categoryId, `faq ${f.id} category`).toBe(original!.categoryId);
      }
    });

    it('includes item 78 in the garage category and one FAQ from each category', () => {
      const garageId = en.categories.find((c) => /garage/i.test(c.title))!.id;
      const faq = data.faqs.find((f) => f.id === COMPATIBILITY_FAQ_ID);
      expect(faq).toBeDefined();
      expect(faq!.categoryId).toBe(garageId);
      expect(faq!.content).toContain('/Support/Compatibility_Check');
      for (const c of en.categories) {
        expect(
          data.faqs.some((f) => f.categoryId === c.id),
          `category ${c.id}`,
        ).toBe(true);
      }
    });

    it('does not reuse the English titles', () => {
      for (const f of data.faqs) expect(f.title, `faq ${f.id}`).not.toBe(enFaqs.get(f.id)!.title);
    });

    it('does not read like English', () => {
      // Common English function words never appear in these languages as whole words.
      const english = /\b(the|and|your|you|with|this|which|should|please|from|that)\b/i;
      for (const f of data.faqs) {
        expect(f.title, `faq ${f.id} title`).not.toMatch(english);
        expect(plainText(f.content), `faq ${f.id} content`).not.toMatch(english);
      }
    });

    if (lang === 'ja') {
      it('uses Japanese script in every title', () => {
        const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
        for (const c of data.categories) expect(c.title, `category ${c.id}`).toMatch(japanese);
        for (const f of data.faqs) expect(f.title, `faq ${f.id}`).toMatch(japanese);
      });
    }
  });
});

describe('the headings of an answer', () => {
  it.each(LANGS)('in %s start at h2, under the page\'s h1, and skip no level', (lang) => {
    for (const faq of load(lang).faqs) {
      const levels = [...faq.content.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      if (levels.length === 0) continue;
      expect(levels[0], `FAQ ${faq.id}`).toBe(2);
      levels.reduce((before, level) => {
        expect(level - before, `FAQ ${faq.id}`).toBeLessThanOrEqual(1);
        return level;
      });
    }
  });
});
