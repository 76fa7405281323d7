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
    ['&constructor; &toString; &#xD800;', '&constructor; &toString; &#xD800;'],
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

// Japanese is written without spaces: sentences follow each other directly, also across paragraphs and list
// items, and a description is cut after a sentence (no "。…") or between two characters. The other
// languages keep their spaces.
describe('plainText of a language written without spaces', () => {
  it.each([
    ['ja', '<p>設定します。</p><p>次に進みます。</p>', '設定します。次に進みます。'],
    ['ja', '<ol><li>ブレーカーを切ります。</li><li>取り付けます！</li><li>完了ですか？</li></ol>', 'ブレーカーを切ります。取り付けます！完了ですか？'],
    ['ja', '<p>（詳しくはアプリをご覧ください。）</p>\n<p>「常に」を選びます。</p>', '（詳しくはアプリをご覧ください。）「常に」を選びます。'],
    ['ja', '<p>次の設定をおすすめします：</p><ul><li>iOS</li><li>Android</li></ul>', '次の設定をおすすめします：iOS Android'],
    // Without a sentence end before it, a break still parts the words: headings, table cells, list items.
    ['ja', '<h3>設定方法</h3><p>アプリを開きます。</p>', '設定方法 アプリを開きます。'],
    ['ja', '<table><tr><td>点滅（1秒に2回）</td><td>ペアリングモード</td></tr></table>', '点滅（1秒に2回） ペアリングモード'],
    // Spaces the text has are kept.
    ['ja', '<p>全 {{count}} 件です。 Hearthly アプリ</p>', '全 {{count}} 件です。 Hearthly アプリ'],
    ['en', '<p>設定します。</p><p>次に進みます。</p>', '設定します。 次に進みます。'],
    ['de', '<p>Halten Sie die Taste.</p><p>Lassen Sie los.</p>', 'Halten Sie die Taste. Lassen Sie los.'],
  ] as const)('%s %s', (lang, html, text) => {
    expect(plainText(html, lang)).toBe(text);
  });
});

describe('summary of a language written without spaces', () => {
  const a = (n: number) => 'あ'.repeat(n);
  const i = (n: number) => 'い'.repeat(n);
  it.each([
    ['a short text stays whole', 'ja', '短い答えです。', '短い答えです。'],
    ['it ends after the last sentence that fits, with no ellipsis', 'ja', `${a(60)}。${i(40)}。${a(100)}`, `${a(60)}。${i(40)}。`],
    ['the sentence takes its closing bracket along', 'ja', `${a(100)}。」${i(100)}`, `${a(100)}。」`],
    ['a sentence whose closing bracket does not fit is cut by characters', 'ja', `${a(60)}。${i(93)}。」${a(10)}`, `${a(60)}。${i(93)}…`],
    ['without a sentence end in the second half it is cut by characters', 'ja', a(200), `${a(DESCRIPTION_MAX - 1)}…`],
    ['not inside a Latin word', 'ja', `${a(150)}Bluetooth${i(50)}`, `${a(150)}…`],
    ['not after a comma', 'ja', `${a(153)}、${i(50)}`, `${a(153)}…`],
    ['nor at a space, as a text with spaces is', 'ja', `${a(90)} ${i(100)}`, `${a(90)} ${i(63)}…`],
    ['English cuts the same text at the space', 'en', `${a(90)} ${i(100)}`, `${a(90)}…`],
  ] as const)('%s (%s)', (_, lang, text, expected) => {
    const result = summary(text, lang);
    expect(result).toBe(expected);
    expect([...result].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(result).not.toMatch(/[。！？]…/);
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
