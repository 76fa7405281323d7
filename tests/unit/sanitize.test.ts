import { describe, expect, it } from 'vitest';
import { sanitizeRichText, stripParagraphs } from '../../server/services/sanitize';

describe('HTML sanitising', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<p style="color:red" class="x">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>1</script></svg>', ''],
  ])('cleans %j', (dirty, clean) => expect(sanitizeRichText(dirty)).toBe(clean));

  it('keeps the rich text an answer needs', () => {
    const html = '<h3>Steps</h3><ol><li><strong>Hold</strong> 5 s</li></ol><table><tr><td>Blue</td></tr></table><a href="/Support/Downloads">x</a>';
    expect(sanitizeRichText(html)).toContain('<ol><li><strong>Hold</strong> 5 s</li></ol>');
    expect(sanitizeRichText(html)).toContain('<a href="/Support/Downloads">x</a>');
  });

  it('gives new-tab links noopener', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('strips paragraph tags from the cloud notice', () => {
    expect(stripParagraphs('<p>Maintenance tonight.</p><p>Local control works.</p>')).toBe('Maintenance tonight.\nLocal control works.');
    expect(stripParagraphs('<p>a <b>b</b> &amp; c &lt;3</p>')).toBe('a b & c <3');
    expect(stripParagraphs('<p>x</p><script>alert(1)</script>')).toBe('x');
  });
});
