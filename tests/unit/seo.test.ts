// The rules of what search engines read, as tables: rich text to plain text, a description's length, JSON
// that cannot end its script element, and the language versions of a page.
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, canonicalPathOf, jsonForScript, languageAlternates, plainText, summary } from '../../shared/seo';

describe('plainText', () => {
  it.each([
    ['<p>Hold the button.</p><p>Release it.</p>', 'Hold the button. Release it.'],
    ['<ol><li>One</li><li>Two</li></ol>', 'One Two'],
    ['Line<br>break', 'Line break'],
    ['<strong>Home</strong> tab', 'Home tab'],
    ['Tap <strong>+</strong> &gt; <em>Add</em>', 'Tap + > Add'],
    ['&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39; &#x263A;', '</script> & "q" \'a\' ☺'],
    ['A&nbsp;B   C\n\tD', 'A B C D'],
    ['<a href="/Support/FAQs/5.html">pairing mode</a>.', 'pairing mode.'],
    ['<script>x()</script>Text<style>p{}</style>', 'Text'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('summary', () => {
  const words = 'word '.repeat(40).trim(); // 199 characters
  const japanese = 'あ'.repeat(100) + '。' + 'い'.repeat(120);
  const unbroken = 'x'.repeat(300);
  it.each([
    ['a short text stays whole', 'Short answer.', 'Short answer.'],
    ['exactly the limit stays whole', 'y'.repeat(DESCRIPTION_MAX), 'y'.repeat(DESCRIPTION_MAX)],
    ['a long text ends at a space, with an ellipsis', words, `${'word '.repeat(30).trim()}…`],
    ['trailing punctuation before the cut goes', `${'abcd, '.repeat(40)}`, `${'abcd, '.repeat(25).replace(/, $/, '')}…`],
    ['without spaces it ends after a full stop', japanese, `${'あ'.repeat(100)}。`],
    ['with neither it is cut with an ellipsis', unbroken, `${'x'.repeat(DESCRIPTION_MAX - 1)}…`],
  ])('%s', (_, text, expected) => {
    const result = summary(text);
    expect(result).toBe(expected);
    expect([...result].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe('jsonForScript', () => {
  it.each([
    ['</script><script>alert(1)</script>', '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"'],
    ['<!-- a & b', '"\\u003c!-- a \\u0026 b"'],
    ['line\u2028separator', '"line\\u2028separator"'],
  ])('%s', (value, json) => {
    expect(jsonForScript(value)).toBe(json);
    expect(JSON.parse(jsonForScript(value))).toBe(value);
  });
});

describe('languageAlternates', () => {
  const site = 'https://s.example';
  it.each([
    ['desktop', ['en', 'de'], [['en', '/Support/FAQs'], ['de', '/de/Support/FAQs'], ['x-default', '/Support/FAQs']]],
    ['mobile', ['en', 'ja'], [['en', '/mTerminal/Support/FAQs'], ['ja', '/mTerminal/ja/Support/FAQs'], ['x-default', '/mTerminal/Support/FAQs']]],
    // Without English, the first language it has serves everyone else.
    ['desktop', ['fr', 'es'], [['fr', '/fr/Support/FAQs'], ['es', '/es/Support/FAQs'], ['x-default', '/fr/Support/FAQs']]],
  ] as const)('%s %j', (layout, languages, expected) => {
    expect(languageAlternates(site, '/Support/FAQs', layout, languages).map((a) => [a.hreflang, a.href])).toEqual(
      expected.map(([lang, path]) => [lang, `${site}${path}`]),
    );
  });

  it('knows the canonical path of a page', () => {
    expect(canonicalPathOf({ id: 'faqItem', params: { faqId: 12 } })).toBe('/Support/FAQs/12.html');
    expect(canonicalPathOf({ id: 'resourceDisclaimer', params: {} })).toBe('/Support/Resource_Library/Disclaimer');
  });
});
