// The page cache's rules (server/http/html-cache.ts, server/http/page-cache.ts): freshness, one render
// per key, eviction by bytes, the content version, the key, and the CSP of a cached document.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ASKED_ONCE_MAX, REFRESH_RETRY_MS, createHtmlCache, type Rendered } from '../../server/http/html-cache';
import { cachedPage, inlineScriptSources, keptPageUrl, normaliseQuery, pageKey, pageUrl, withScriptSources } from '../../server/http/page-cache';

function setup(overrides: { maxBytes?: number; secondAsk?: boolean } = {}) {
  let clock = 0;
  let version = 1;
  const renders: string[] = [];
  const errors: string[] = [];
  const cache = createHtmlCache<string>({
    freshMs: 1000,
    staleMs: 5000,
    maxBytes: overrides.maxBytes ?? 1000,
    sizeOf: (value) => value.length,
    version: () => version,
    now: () => clock,
    onRefreshError: (key) => errors.push(key),
    secondAsk: overrides.secondAsk,
  });
  const render =
    (key: string, value = `${key}@${version}`, keep = true) =>
    async (): Promise<Rendered<string>> => {
      renders.push(key);
      return { value, keep };
    };
  return {
    cache,
    render,
    renders,
    errors,
    tick: (ms: number) => (clock += ms),
    bump: () => version++,
  };
}

describe('freshness', () => {
  it.each([
    // age of the entry when asked → what the look-up gives, and whether it starts a render
    [0, 'fresh', 0],
    [999, 'fresh', 0],
    [1000, 'stale', 1],
    [5999, 'stale', 1],
    [6000, undefined, 0],
  ] as const)('an entry %i ms old is %s (%i background renders)', async (age, freshness, background) => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a'));
    s.tick(age);
    const found = s.cache.get('/a', s.render('/a', 'new'));
    expect(found?.freshness).toBe(freshness);
    if (freshness) expect(found).toMatchObject({ value: '/a@1', ageMs: age });
    await Promise.resolve();
    expect(s.renders.length - 1).toBe(background);
  });

  it('serves the background render once it has finished, fresh again', async () => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a', 'old'));
    s.tick(2000);
    expect(s.cache.get('/a', s.render('/a', 'new'))?.value).toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.cache.get('/a', s.render('/a', 'newer'))).toEqual({ value: 'new', freshness: 'fresh', ageMs: 0 });
  });

  it('keeps serving the stale entry when its background render fails, and says so', async () => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a'));
    s.tick(2000);
    s.cache.get('/a', () => Promise.reject(new Error('database down')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.errors).toEqual(['/a']);
    expect(s.cache.get('/a', s.render('/a'))?.freshness).toBe('stale');
  });

  it.each([
    ['gives nothing to keep (its data failed)', (s: ReturnType<typeof setup>) => s.render('/a', 'data failed', false)],
    ['fails', (s: ReturnType<typeof setup>) => () => (s.renders.push('/a'), Promise.reject(new Error('database down')))],
  ])('after a background render that %s, the next waits the fresh time (10 s at most), the stale entry served meanwhile', async (_, failing) => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a', 'old'));
    s.tick(2000);
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    expect(s.cache.get('/a', failing(s))?.value).toBe('old');
    await settle();
    for (let i = 0; i < 10; i++) expect(s.cache.get('/a', failing(s))).toMatchObject({ value: 'old', freshness: 'stale' });
    s.tick(999);
    s.cache.get('/a', failing(s));
    await settle();
    expect(s.renders).toHaveLength(2);
    s.tick(1);
    s.cache.get('/a', s.render('/a', 'new'));
    await settle();
    expect(s.renders).toHaveLength(3);
    expect(s.cache.get('/a', s.render('/a'))).toMatchObject({ value: 'new', freshness: 'fresh' });
  });

  it(`waits ${REFRESH_RETRY_MS / 1000} s at most, whatever the fresh time`, async () => {
    let clock = 0;
    let renders = 0;
    const cache = createHtmlCache<string>({ freshMs: 600_000, staleMs: 600_000, maxBytes: 1000, sizeOf: (v) => v.length, version: () => 1, now: () => clock });
    const failing = async (): Promise<Rendered<string>> => (renders++, { value: 'failed', keep: false });
    await cache.fill('/a', async () => ({ value: 'old', keep: true }));
    clock += 600_000;
    cache.get('/a', failing);
    await new Promise((resolve) => setImmediate(resolve));
    clock += REFRESH_RETRY_MS - 1;
    cache.get('/a', failing);
    expect(renders).toBe(1);
    clock += 1;
    cache.get('/a', failing);
    expect(renders).toBe(2);
  });
});

describe('one render per key', () => {
  it.each([1, 2, 50])('%i visitors asking at once for a missing page cause 1 render', async (visitors) => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async (): Promise<Rendered<string>> => {
      s.renders.push('/a');
      await gate;
      return { value: 'page', keep: true };
    };
    const answers = Array.from({ length: visitors }, () => s.cache.fill('/a', render));
    release();
    expect(await Promise.all(answers)).toEqual(Array(visitors).fill('page'));
    expect(s.renders).toEqual(['/a']);
  });

  it('a stale entry asked for many times starts one background render', async () => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a'));
    s.tick(1500);
    for (let i = 0; i < 20; i++) s.cache.get('/a', s.render('/a'));
    expect(s.renders).toEqual(['/a', '/a']);
  });

  it('does not keep what may not be kept, and renders it again next time', async () => {
    const s = setup();
    expect(await s.cache.fill('/404', s.render('/404', 'not found', false))).toBe('not found');
    expect(s.cache.get('/404', s.render('/404'))).toBeUndefined();
  });
});

describe('bounded by bytes, least recently used first', () => {
  it.each([
    // entries of 100 bytes (with their 2-byte keys) filled in order, then read; maxBytes → what is left
    [{ fill: ['/a', '/b', '/c'], read: [], maxBytes: 1000 }, ['/a', '/b', '/c']],
    [{ fill: ['/a', '/b', '/c'], read: [], maxBytes: 250 }, ['/b', '/c']],
    [{ fill: ['/a', '/b', '/c'], read: ['/a'], maxBytes: 250 }, ['/a', '/c']],
    [{ fill: ['/a', '/b', '/c'], read: [], maxBytes: 50 }, []],
  ])('%j keeps %j', async ({ fill, read, maxBytes }, kept) => {
    const s = setup({ maxBytes });
    for (const key of fill.slice(0, 2)) await s.cache.fill(key, s.render(key, 'x'.repeat(98)));
    for (const key of read) s.cache.get(key, s.render(key));
    for (const key of fill.slice(2)) await s.cache.fill(key, s.render(key, 'x'.repeat(98)));
    const left = fill.filter((key) => s.cache.get(key, s.render(key)) !== undefined);
    expect(left).toEqual(kept);
    expect(s.cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect(s.cache.stats().bytes).toBe(kept.length * 100);
  });
});

describe('kept on the second ask (secondAsk: the pages with a query)', () => {
  const kept = (s: ReturnType<typeof setup>, key: string) => s.cache.get(key, s.render(key)) !== undefined;

  it.each([
    // what happens to the key, in order → whether it is kept after each
    [['ask'], [false]],
    [['ask', 'ask'], [false, true]],
    [['ask', 'ask', 'ask'], [false, true, true]],
    // A render that could not be kept (a failure) is the first ask all the same.
    [['fail', 'ask'], [false, true]],
    // Forgotten once as many other keys have been asked for once.
    [['ask', 'others', 'ask', 'ask'], [false, false, false, true]],
  ] as const)('%j keeps it: %j', async (steps, expected) => {
    const s = setup({ secondAsk: true, maxBytes: 1_000_000 });
    const after: boolean[] = [];
    for (const step of steps) {
      if (step === 'others') for (let i = 0; i < ASKED_ONCE_MAX; i++) await s.cache.fill(`/other${i}`, s.render(`/other${i}`));
      else await s.cache.fill('/q', s.render('/q', 'page', step === 'ask'));
      after.push(kept(s, '/q'));
    }
    expect(after).toEqual(expected);
  });

  it('does not count those who join a render as a second ask', async () => {
    const s = setup({ secondAsk: true });
    const held = heldRender('page');
    const first = s.cache.fill('/q', held.render);
    const joined = s.cache.fill('/q', held.render);
    held.release();
    expect(await Promise.all([first, joined])).toEqual(['page', 'page']);
    expect(kept(s, '/q')).toBe(false);
  });

  it('renders a stale entry again in the background and keeps the render', async () => {
    const s = setup({ secondAsk: true });
    await s.cache.fill('/q', s.render('/q', 'old'));
    await s.cache.fill('/q', s.render('/q', 'old'));
    s.tick(2000);
    expect(s.cache.get('/q', s.render('/q', 'new'))?.freshness).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.cache.get('/q', s.render('/q'))).toMatchObject({ value: 'new', freshness: 'fresh' });
  });
});

/** A render that gives `value` (to keep) only once released. */
function heldRender(value: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const render = async (): Promise<Rendered<string>> => {
    await gate;
    return { value, keep: true };
  };
  return { render, release };
}

describe('the content version', () => {
  it('drops every entry when it changes', async () => {
    const s = setup();
    await s.cache.fill('/a', s.render('/a'));
    await s.cache.fill('/b', s.render('/b'));
    s.bump();
    expect(s.cache.get('/a', s.render('/a'))).toBeUndefined();
    expect(s.cache.stats()).toEqual({ bytes: 0, entries: 0 });
    expect(await s.cache.fill('/a', s.render('/a'))).toBe('/a@2');
  });

  it('does not keep a render that began before it changed', async () => {
    const s = setup();
    const { render, release } = heldRender('old content');
    const filling = s.cache.fill('/a', render);
    s.bump();
    release();
    expect(await filling).toBe('old content');
    expect(s.cache.get('/a', s.render('/a'))).toBeUndefined();
  });

  it('does not hand a render that began before it changed to a visitor who asks after', async () => {
    const s = setup();
    const { render, release } = heldRender('old content');
    const before = s.cache.fill('/a', render);
    s.bump();
    const after = s.cache.fill('/a', s.render('/a'));
    // A third visitor joins the render of the new content.
    const third = s.cache.fill('/a', s.render('/a', 'never rendered'));
    release();
    expect(await before).toBe('old content');
    expect(await after).toBe('/a@2');
    expect(await third).toBe('/a@2');
    expect(s.renders).toEqual(['/a']);
    expect(s.cache.get('/a', s.render('/a'))?.value).toBe('/a@2');
  });
});

describe('the key: the query normalised', () => {
  it.each([
    ['/Support/FAQs', ''],
    ['/Support/FAQs?', ''],
    ['/Support/FAQs?sort=2&keyword=reset', 'keyword=reset&sort=2'],
    ['/Support/FAQs?keyword=reset&sort=2', 'keyword=reset&sort=2'],
    ['/Support/FAQs?keyword=reset%20plug', 'keyword=reset+plug'],
    ['/Support/FAQs?keyword=reset+plug', 'keyword=reset+plug'],
    ['/Support/FAQs?b=2&a=1&b=1', 'a=1&b=2&b=1'],
  ])('%s → %j', (url, query) => {
    expect(normaliseQuery(url)).toBe(query);
  });
});

describe('the URL a page is rendered from: the request\'s, without tracking parameters', () => {
  it.each([
    ['/Support/FAQs', '/Support/FAQs'],
    ['/Support/FAQs?keyword=reset%20plug&sort=2', '/Support/FAQs?keyword=reset%20plug&sort=2'],
    ['/Support/FAQs?fbclid=IwAR0x', '/Support/FAQs'],
    ['/Support/FAQs?utm_source=news&keyword=reset+plug&msclkid=abc', '/Support/FAQs?keyword=reset+plug'],
    ['/Support/FAQs?contact=1&utm_%63ampaign=x', '/Support/FAQs?contact=1'],
    ['/Support/FAQs?keyword=utm_source%3Dx', '/Support/FAQs?keyword=utm_source%3Dx'],
    ['/Support/FAQs?keyword=%E0%A4%A&gclid=1', '/Support/FAQs?keyword=%E0%A4%A'],
    ['/Support/FAQs?UTM_Campaign=spring&FBCLID=x&utm=1&fbclid2=y', '/Support/FAQs?utm=1&fbclid2=y'],
    // Without a value, or with a name written in escapes: tracking still.
    ['/Support/FAQs?gclid', '/Support/FAQs'],
    ['/Support/FAQs?sort=2&fbclid&keyword=x', '/Support/FAQs?sort=2&keyword=x'],
    ['/Support/FAQs?%75tm_source=b&sort=2', '/Support/FAQs?sort=2'],
    ['/Support/FAQs?%66bclid=1', '/Support/FAQs'],
    ['/Support/FAQs?%6Beyword=reset', '/Support/FAQs?%6Beyword=reset'],
  ])('%s → %s', (url, rendered) => {
    expect(pageUrl(url)).toBe(rendered);
  });

  it('is what the key is made of', () => {
    const resolved = { kind: 'page', layout: 'desktop', lang: 'en', canonicalPath: '/Support/FAQs' } as Parameters<typeof pageKey>[0];
    expect(pageKey(resolved, '/Support/FAQs?sort=2&utm_source=news&fbclid=IwAR0x&keyword=reset')).toBe(pageKey(resolved, '/Support/FAQs?keyword=reset&sort=2'));
    expect(pageKey(resolved, '/Support/FAQs?gclid=1')).toBe(pageKey(resolved, '/Support/FAQs'));
  });
});

describe('the URL a kept page is rendered from: its path and the query of its key', () => {
  it.each([
    ['/Support/FAQs', '/Support/FAQs'],
    ['/Support/FAQs?', '/Support/FAQs'],
    ['/Support/FAQs?&&&&', '/Support/FAQs'],
    ['/Support/FAQs?utm_source=x&&&', '/Support/FAQs'],
    ['/Support/FAQs?sort=2&&keyword=reset%20plug&', '/Support/FAQs?keyword=reset+plug&sort=2'],
    ['/Support/FAQs?keyword=%E3%83%97%E3%83%A9%E3%82%B0&fbclid=1', '/Support/FAQs?keyword=%E3%83%97%E3%83%A9%E3%82%B0'],
  ])('%s → %s', (url, rendered) => {
    expect(keptPageUrl(url)).toBe(rendered);
  });

  it('has the query its key has', () => {
    const resolved = { kind: 'page', layout: 'desktop', lang: 'en', canonicalPath: '/Support/FAQs' } as Parameters<typeof pageKey>[0];
    for (const url of ['/Support/FAQs?&b=2&a=1&&utm_medium=x', '/Support/FAQs?&&']) {
      expect(pageKey(resolved, keptPageUrl(url))).toBe(pageKey(resolved, url));
    }
  });
});

const sha = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

describe('the CSP of a cached document', () => {
  // M is the mark the render gave its own scripts as their nonce.
  it.each([
    ['<script nonce="M">window.__SSR__={"a":1}</script><script type="module" src="/assets/x.js" async="" nonce="M"></script>', [sha('window.__SSR__={"a":1}')]],
    ['<script nonce="M" id="_R_">a()</script><script nonce="M">b()</script><script nonce="M">a()</script>', [sha('a()'), sha('b()')]],
    ['<script src="/x.js" nonce="M"></script><script nonce="M"></script>', []],
    ['<p>no scripts</p>', []],
    ['<script nonce="M">é</script>', [sha('é')]],
    // What came in with the content, or a data block, is not the renderer's script: it gets no hash.
    ['<script nonce="M">a()</script><div><script>alert(1)</script></div>', [sha('a()')]],
    ['<script nonce="other">alert(1)</script><script nonce="MM">alert(2)</script>', []],
    ['<script type="application/ld+json">{"@type":"FAQPage"}</script>', []],
  ])('%s names exactly the inline scripts the render marked', (html, sources) => {
    expect(inlineScriptSources(html, 'M')).toEqual(sources);
  });

  const csp = "default-src 'self';script-src 'self' 'nonce-abc' https://chat.example;object-src 'none'";
  it.each([
    ["'sha256-x' 'sha256-y'", "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y' https://chat.example;object-src 'none'"],
    ['', "default-src 'self';script-src 'self' https://chat.example;object-src 'none'"],
  ])('puts %j in place of the nonce', (sources, expected) => {
    expect(withScriptSources(csp, 'abc', sources)).toBe(expected);
  });

  it('keeps a page with the hashes of its own scripts, its encodings and an ETag, and without the mark', async () => {
    const rendered = Buffer.from('<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="M8x"/></head><body><script nonce="M8x">window.__SSR__={}</script></body></html>');
    const body = Buffer.from('<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body><script>window.__SSR__={}</script></body></html>');
    const page = await cachedPage(200, rendered, 'M8x');
    expect(page.scriptSources).toBe(sha('window.__SSR__={}'));
    expect(page.body.equals(body)).toBe(true);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
  });

  it('holds no more memory than the bytes it counts', async () => {
    // A page of the FAQ list's size, whose brotli is a few KB of zlib's larger output buffer.
    const text = Array.from({ length: 400 }, (_, i) => `<li><a href="/Support/FAQs/${i}.html">${crypto.randomBytes(24).toString('base64')}</a></li>`).join('');
    const page = await cachedPage(200, Buffer.from(`<!DOCTYPE html><html><body><ul>${text}</ul></body></html>`), 'M8x');
    for (const bytes of [page.body, page.gzip, page.br]) expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
