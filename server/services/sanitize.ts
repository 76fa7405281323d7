// Every piece of HTML the site serves (FAQ answers, policies, the cloud notice) passes through here
// before it leaves the server, whatever the database holds.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'code', 'pre', 'span', 'div', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const attrs = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The cloud notice is sent as plain text: paragraphs become line breaks, all other markup goes, and
 * the escapes the sanitiser writes are undone, because the page renders the result as text (React
 * escapes it), never as HTML.
 */
export function stripParagraphs(html: string): string {
  let text = plainTexts.get(html);
  if (text === undefined) {
    const stripped = sanitizeHtml(html.replace(/<\/p>\s*<p[^>]*>/gi, '\n'), { allowedTags: [], allowedAttributes: {} });
    text = stripped.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => TEXT_ENTITIES[e] ?? e).trim();
    if (plainTexts.size >= PLAIN_TEXTS_KEPT) plainTexts.clear();
    plainTexts.set(html, text);
  }
  return text;
}

/**
 * The notice is read for every page (the header shows it) and changes seldom, while parsing it was a
 * few per cent of a page's render: the plain text of the last few notices (one a language) is kept.
 */
const PLAIN_TEXTS_KEPT = 32;
const plainTexts = new Map<string, string>();
