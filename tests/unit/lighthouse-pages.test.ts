// The pages Lighthouse measures: the gate's six, and `--all`, every page of the sitemap in English and
// Japanese in each layout it has, each layout with its own Lighthouse profile.
import { describe, expect, it } from 'vitest';
import { gatePages, surveyPages } from '../../scripts/lighthouse-pages';

describe('gatePages', () => {
  it.each([
    ['FAQ list', '/mTerminal/Support/FAQs', undefined],
    ['FAQ item', '/mTerminal/Support/FAQs/7.html', undefined],
    ['Email Support', '/mTerminal/Support/Email_Support', undefined],
    ['FAQ list, ja', '/mTerminal/ja/Support/FAQs', undefined],
    ['FAQ list, desktop', '/Support/FAQs', 'desktop'],
    ['Email Support, desktop, ja', '/ja/Support/Email_Support', 'desktop'],
  ])('%s is %s', (name, path, profile) => {
    expect(gatePages(7).find((p) => p.name === name)).toEqual({ name, path, ...(profile ? { profile } : {}) });
  });

  it('holds six pages', () => {
    expect(gatePages(7)).toHaveLength(6);
  });
});

describe('surveyPages', () => {
  const pages = surveyPages(3);
  const byPath = new Map(pages.map((p) => [p.path, p]));

  it.each([
    ['/Support/FAQs', 'desktop'],
    ['/mTerminal/Support/FAQs', 'mobile'],
    ['/mTerminal/ja/Support/Beta_Testing', 'mobile'],
    ['/ja/Support/Beta_Testing', 'desktop'],
    ['/mTerminal/Support/FAQs/3.html', 'mobile'],
    ['/ja/Support/FAQs/3.html', 'desktop'],
    ['/mTerminal/security-advisory-policy', 'mobile'],
    ['/policies/privacy-policy', 'desktop'],
    ['/ja/policies/terms-of-service', 'desktop'],
    ['/mTerminal/Partnership/Loyalty_Program', 'mobile'],
  ])('measures %s with the %s profile', (path, profile) => {
    expect(byPath.get(path)?.profile ?? 'mobile').toBe(profile);
  });

  it.each([
    ['a language other than English and Japanese', '/de/Support/FAQs'],
    ['the FailPage, which search engines are asked to leave out', '/FailPage'],
    ['a mobile policy page, which phones read in the desktop layout', '/mTerminal/policies/privacy-policy'],
    ['another FAQ item', '/Support/FAQs/4.html'],
  ])('leaves out %s', (_what, path) => {
    expect(byPath.has(path)).toBe(false);
  });

  it('names each page by its address, once', () => {
    expect(pages.every((p) => p.name === p.path)).toBe(true);
    expect(byPath.size).toBe(pages.length);
  });

  it('measures as many pages in Japanese as in English', () => {
    const ja = pages.filter((p) => /^(\/mTerminal)?\/ja\//.test(p.path));
    expect(ja.length * 2).toBe(pages.length);
  });

  it('takes the languages it is given', () => {
    expect(surveyPages(3, ['fr']).every((p) => /^(\/mTerminal)?\/fr\//.test(p.path))).toBe(true);
  });
});
