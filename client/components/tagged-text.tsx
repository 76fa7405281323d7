// A translated text whose parts are marked with tags, "Download on the <name>App Store</name>": each
// tagged part becomes the element given for its tag, with the part as its children. One level of tags,
// no attributes; a tag without an element stays as it is written. The few lines this needs keep
// react-i18next's <Trans> (and its HTML parser) out of the code every page loads.
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAGGED = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/gis;

export function taggedParts(text: string, tags: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const element = tags[match[1]!];
    if (!element) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, match[2]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }) {
  return <Fragment>{taggedParts(text, tags)}</Fragment>;
}
