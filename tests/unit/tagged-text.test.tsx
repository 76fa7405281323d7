// Translated texts with tagged parts: each tag becomes its element, text around it stays text.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from '../../client/components/tagged-text';

const tags = { name: <strong className="n" />, mail: <a href="mailto:x@example.test" /> };

describe('TaggedText', () => {
  it.each([
    ['Download on the <name>App Store</name>', 'Download on the <strong class="n">App Store</strong>'],
    ['<name>Google Play</name> で手に入れよう', '<strong class="n">Google Play</strong> で手に入れよう'],
    ['Write to <mail>x@example.test</mail>.', 'Write to <a href="mailto:x@example.test">x@example.test</a>.'],
    ['<name>A</name> and <mail>B</mail>', '<strong class="n">A</strong> and <a href="mailto:x@example.test">B</a>'],
    ['no tags at all', 'no tags at all'],
    ['an <unknown>tag</unknown> stays', 'an &lt;unknown&gt;tag&lt;/unknown&gt; stays'],
    ['a <name>broken tag', 'a &lt;name&gt;broken tag'],
    ['<name><b>x</b></name>', '<strong class="n">&lt;b&gt;x&lt;/b&gt;</strong>'],
  ])('%s', (text, html) => {
    expect(renderToStaticMarkup(<TaggedText text={text} tags={tags} />)).toBe(html);
  });
});
