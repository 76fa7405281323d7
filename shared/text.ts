import { KEYWORD_MAX } from './limits';

/** FAQ titles may carry a leading "N." number; it is not shown. A number such as "2.4 GHz" is no prefix. */
export function stripNumberPrefix(title: string): string {
  return title.replace(/^\s*\d+\s*[.．](?!\d)\s*/, '');
}

/** The menu highlights the item matching the last path segment, with underscores read as spaces. */
export function lastSegmentLabel(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '').replace(/_/g, ' ');
}

// Control characters (NUL, the C1 range…): no text a visitor types, and a NUL in a page's HTML is a
// parse error that browsers each repair their own way.
const CONTROLS = /\p{Cc}/gu;

/**
 * A search keyword as every list reads it: control characters read as spaces, without surrounding spaces,
 * at most KEYWORD_MAX characters as the search box counts them (UTF-16 units), and never half a character:
 * an emoji the limit cuts through goes whole (half of one is no text, and the page could not show the same
 * keyword as the server).
 */
export function cleanKeyword(value: string | null | undefined): string {
  return cutWhole((value ?? '').replace(CONTROLS, ' ').trim(), KEYWORD_MAX);
}

/** `text` cut to at most `length` UTF-16 units, never ending in half a character (an emoji the cut goes through goes whole). */
export function cutWhole(text: string, length: number): string {
  const kept = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/**
 * A visitor's text set inside a sentence of ours (the keyword in "3 articles found for “…”"), isolated in
 * Unicode's first-strong isolate: its own direction, and any direction control it carries (a right-to-left
 * override pasted into the search box), stay inside it, so the rest of the sentence still reads as written.
 * The marks are invisible and not read out.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
