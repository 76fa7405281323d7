// FAQ search: one in-memory index per language, rebuilt by the caller when content changes.
// A language has at most a few hundred FAQs, so a plain inverted index with BM25F ranking answers a
// query in well under a millisecond and needs neither an external service nor a dependency.
// Pure module: no I/O, no globals that change after load except small caches.

export interface SearchDocument {
  id: number;
  title: string;
  /** HTML allowed; tags are stripped for indexing */
  content: string;
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchHit[];
  readonly size: number;
}

// BM25 parameters (the usual defaults) and field weights: a word in the title says far more about
// what an FAQ answers than the same word somewhere in its body.
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;
const CONTENT_WEIGHT = 1;

// How much a non-exact match is worth relative to an exact one.
const SUBSTRING_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.4;
const SYNONYM_WEIGHT = 0.8;

const TITLE_PHRASE_BONUS = 1.5;
const CONTENT_PHRASE_BONUS = 1.2;

const MAX_QUERY_LENGTH = 200;
const DEFAULT_LIMIT = 50;
const MIN_SUBSTRING_LENGTH = 4;
const MIN_TYPO_LENGTH = 4;
const MIN_STEM_LENGTH = 3;
// Expansions (substring and typo look-ups) are cached per index; as-you-type search repeats them.
const EXPANSION_CACHE_SIZE = 1000;

// Han, kana and Hangul have no spaces between words (Korean does, but bigrams do no harm there).
// U+30FC (prolonged sound mark) and U+3005 (iteration mark) are script "Common" but part of words.
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005';
const CJK_CHAR = new RegExp(`[${CJK_CLASS}]`, 'u');
const ONLY_CJK = new RegExp(`^[${CJK_CLASS}]+$`, 'u');
const CJK_RUN = new RegExp(`[${CJK_CLASS}]+`, 'gu');
// Only stems whole alphabetic words; "v1.2.3" or "10s" must stay as typed.
const LETTERS_ONLY = /^\p{L}+$/u;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
// A lone surrogate makes normalize() and the segmenter produce garbage; replace it up front.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const COMBINING_LATIN = /[\u0300-\u036f]/g;
// Letters whose "diacritic" is not a combining mark, so NFD cannot take it off.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  '\u2019': "'",
  '\u2018': "'",
  '\u02bc': "'",
};
const SPECIAL_LETTER_RE = /[ßæœøđłı\u2019\u2018\u02bc]/g;

// ---------------------------------------------------------------------------------------------
// Normalisation

/** Lower-case, NFKC, strip diacritics for matching (é→e, ü→u), full-width→half-width. Exported for tests. */
export function normalizeText(text: string): string {
  if (typeof text !== 'string' || text === '') return '';
  // NFKC folds full-width Latin and half-width katakana; NFD + removing U+0300–U+036F + NFC drops
  // Latin accents only: kana dakuten (U+3099) and Hangul jamo survive and are composed back.
  return text
    .replace(LONE_SURROGATE, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_LATIN, '')
    .normalize('NFC')
    .replace(SPECIAL_LETTER_RE, (c) => SPECIAL_LETTERS[c] ?? c);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
  bdquo: '"',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  rarr: '→',
  larr: '←',
  middot: '·',
  bull: '•',
  times: '×',
  szlig: 'ss',
  aelig: 'ae',
  oelig: 'oe',
};
// WYSIWYG editors like to write accented letters as entities (&eacute;). Accents are stripped for
// matching anyway, so the base letter is all we need.
const ACCENT_ENTITY = /^([a-z])(acute|grave|circ|uml|tilde|cedil|ring|slash)$/i;

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,9});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Invalid or surrogate code points would throw in fromCodePoint or produce lone surrogates.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return ' ';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()];
    if (named !== undefined) return named;
    const accented = ACCENT_ENTITY.exec(body);
    return accented?.[1] ?? whole;
  });
}

// Inline tags may sit inside a word ("re<b>set</b>"), so they vanish; every other tag separates words.
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'code',
  'em',
  'font',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'wbr',
]);

/** Strips tags, comments, script/style bodies and decodes entities. Linear time on any input. */
function stripHtml(html: string): string {
  if (!html.includes('<')) return decodeEntities(html);
  const lower = html.toLowerCase();
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) break;
      out += ' ';
      i = end + 3;
      continue;
    }
    const next = html.charCodeAt(lt + 1);
    const isLetter = (next >= 65 && next <= 90) || (next >= 97 && next <= 122);
    if (!isLetter && next !== 47 /* / */ && next !== 33 /* ! */ && next !== 63 /* ? */) {
      // A bare "<" as in "a < b" is text.
      out += '<';
      i = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', lt + 1);
    // No ">" anywhere after: the rest is not a tag, and no later "<" can be one either.
    if (gt === -1) {
      out += html.slice(lt);
      break;
    }
    const name = /^<\/?([a-z][a-z0-9-]*)/.exec(lower.slice(lt, Math.min(gt + 1, lt + 40)))?.[1] ?? '';
    if ((name === 'script' || name === 'style') && lower[lt + 1] !== '/') {
      const close = lower.indexOf(`</${name}`, gt + 1);
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      out += ' ';
      if (closeEnd === -1) break;
      i = closeEnd + 1;
      continue;
    }
    out += INLINE_TAGS.has(name) ? '' : ' ';
    i = gt + 1;
  }
  return decodeEntities(out);
}

// ---------------------------------------------------------------------------------------------
// Language rules: stop words, elisions, light stemming.

// Stored as written; normalised at load so "à", "più", "für" match their accent-free forms.
const STOP_WORD_SOURCE: Record<string, string> = {
  en:
    'a an and are as at be by can do does for from how i if in is it its me my of on or so that the this to ' +
    'was what when where which why will with you your',
  de:
    'als am an auch auf aus bei das dass dem den der des die ein eine einem einen einer es für ich im in ist ' +
    'mit oder sich sie sind und von vom was wie wird zu zum zur',
  fr:
    'à au aux avec ce ces comment dans de des du elle en est et il je la le les leur ma mes mon ne où ou par ' +
    'pas pour que qui sa se ses son sur un une vos votre y',
  es:
    'a al como cómo con cual de del el él en es esta este la las lo los me mi mis no o para por que qué se si ' +
    'sí su sus un una unos unas y',
  it:
    'a ad al alla alle che come con da dal dalla dei del della delle di e è gli i il in la le lo mi nel nella ' +
    'non o per più si su sul sulla un una uno',
};
const STOP_WORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(STOP_WORD_SOURCE).map(([lang, words]) => [lang, new Set(words.split(' ').map(normalizeText))]),
);
const NO_STOP_WORDS: ReadonlySet<string> = new Set();

// French and Italian glue articles to the next word with an apostrophe ("l'application", "dell'app");
// the segmenter keeps them as one word, so the article is cut off here.
const ELISIONS = new Set([
  'c',
  'd',
  'j',
  'l',
  'm',
  'n',
  's',
  't',
  'qu',
  'jusqu',
  'lorsqu',
  'puisqu',
  'quoiqu',
  'un',
  'all',
  'dall',
  'dell',
  'nell',
  'sull',
  'coll',
  'quell',
  'quest',
  'nessun',
]);

const VOWEL = /[aeiouy]/;

/** Drops one letter of a final double consonant ("sett" → "set"), except ll/ss/zz ("install"). */
function undouble(stem: string): string {
  const n = stem.length;
  const last = stem[n - 1];
  if (n > MIN_STEM_LENGTH && last === stem[n - 2] && last !== undefined && !'aeiouylsz'.includes(last)) {
    return stem.slice(0, -1);
  }
  return stem;
}

// Deliberately light: the goal is that "plugs"/"plug", "updating"/"update", "prises"/"prise" meet,
// not linguistic accuracy. Index and query run the same code, so a wrong stem only costs recall
// between two rare forms. Every rule keeps at least MIN_STEM_LENGTH letters.
function stemEn(word: string): string {
  const keep = (n: number) => word.length - n >= MIN_STEM_LENGTH;
  let s = word;
  if (s.endsWith('ies') && keep(3)) s = `${s.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z)es$/.test(s) && keep(2)) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(?:ss|us|is)$/.test(s) && keep(1)) s = s.slice(0, -1);
  else if (s.endsWith('ing') && keep(3) && VOWEL.test(s.slice(0, -3))) s = undouble(s.slice(0, -3));
  else if (s.endsWith('ed') && !s.endsWith('eed') && keep(2) && VOWEL.test(s.slice(0, -2))) {
    s = undouble(s.slice(0, -2));
  }
  // "update"/"updated"/"updating" all end up as "updat".
  if (s.endsWith('e') && s.length - 1 >= MIN_STEM_LENGTH) s = s.slice(0, -1);
  return s;
}

function stemDe(word: string): string {
  for (const suffix of ['ern', 'em', 'en', 'er', 'es', 'e']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) return word.slice(0, -suffix.length);
  }
  // Genitive/plural -s only after consonants that allow it (Snowball's valid s-ending).
  if (/[bdfghklmnrt]s$/.test(word) && word.length - 1 >= MIN_STEM_LENGTH) return word.slice(0, -1);
  return word;
}

function stemFr(word: string): string {
  for (const suffix of ['ees', 'ee', 'es', 'er', 'ez', 'e', 'x']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) return word.slice(0, -suffix.length);
  }
  if (word.endsWith('s') && !word.endsWith('ss') && word.length - 1 >= MIN_STEM_LENGTH) return word.slice(0, -1);
  return word;
}

function stemEs(word: string): string {
  let s = word;
  if (/[^aeiou]es$/.test(s) && s.length - 2 >= MIN_STEM_LENGTH) s = s.slice(0, -2);
  else if (s.endsWith('s') && s.length - 1 >= MIN_STEM_LENGTH) s = s.slice(0, -1);
  if (/(?:ar|er|ir)$/.test(s) && s.length - 2 >= MIN_STEM_LENGTH) s = s.slice(0, -2);
  else if (/[aeo]$/.test(s) && s.length - 1 >= MIN_STEM_LENGTH) s = s.slice(0, -1);
  return s;
}

function stemIt(word: string): string {
  if (/(?:are|ere|ire)$/.test(word) && word.length - 3 >= MIN_STEM_LENGTH) return word.slice(0, -3);
  if (/(?:chi|che|ghi|ghe)$/.test(word) && word.length - 2 >= MIN_STEM_LENGTH) return word.slice(0, -2);
  if (/[aeio]$/.test(word) && word.length - 1 >= MIN_STEM_LENGTH) return word.slice(0, -1);
  return word;
}

const STEMMERS: Record<string, (word: string) => string> = {
  en: stemEn,
  de: stemDe,
  fr: stemFr,
  es: stemEs,
  it: stemIt,
};
const NO_STEM = (word: string) => word;

// "WLAN" is what German FAQs say where English ones say "Wi-Fi"; a German visitor types either.
const SYNONYM_GROUPS: readonly (readonly string[])[] = [['wifi', 'wlan']];

interface Language {
  code: string;
  segmenter: Intl.Segmenter;
  stopWords: ReadonlySet<string>;
  stem: (word: string) => string;
  /** stemmed term → stemmed synonyms */
  synonyms: ReadonlyMap<string, readonly string[]>;
}

const languages = new Map<string, Language>();

function getLanguage(lang: string): Language {
  const key = typeof lang === 'string' ? lang : '';
  const cached = languages.get(key);
  if (cached) return cached;
  const code = key.toLowerCase().split(/[-_]/)[0] ?? '';
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(key || undefined, { granularity: 'word' });
  } catch {
    // An invalid tag throws a RangeError; the root locale still segments every script.
    segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  }
  const stem = STEMMERS[code] ?? NO_STEM;
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map(stem);
    for (const s of stems) synonyms.set(s, stems.filter((other) => other !== s));
  }
  const language: Language = { code, segmenter, stopWords: STOP_WORDS[code] ?? NO_STOP_WORDS, stem, synonyms };
  // Bounded: lang normally is one of six codes, but it is caller input.
  if (languages.size > 50) languages.clear();
  languages.set(key, language);
  return language;
}

// ---------------------------------------------------------------------------------------------
// Tokenisation

interface Token {
  /** what is indexed and looked up (stemmed unless a stop word or CJK) */
  term: string;
  /** the normalised word before stemming, for prefix matching while typing */
  raw: string;
  stop: boolean;
}

function cleanApostrophes(word: string, code: string): string {
  if (!word.includes("'")) return word;
  let w = word;
  if (code === 'en' && w.endsWith("'s")) w = w.slice(0, -2);
  if (code === 'fr' || code === 'it') {
    const at = w.indexOf("'");
    if (ELISIONS.has(w.slice(0, at))) w = w.slice(at + 1);
  }
  return w.replace(/'/g, '');
}

// V8's Intl.Segmenter costs microseconds per segment and grows worse than linearly with the
// length of the string it is given, which made indexing 1 MB take seconds. So the text is cut at
// whitespace first (no word spans whitespace), and a piece that is just Latin letters/digits with
// optional punctuation around it is emitted directly: UAX #29, which the segmenter implements,
// never breaks between letters and digits, nor joins a word to punctuation with no letter beyond.
// Everything else (CJK, "wi-fi", "2.4", "l'app") still goes through the segmenter, piece by piece.
const PIECE = /\S+/g;
const SIMPLE_PIECE = /^(\p{P}*)([0-9\p{Script=Latin}]+)(\p{P}*)$/u;
// Connector punctuation ("_") joins words in UAX #29, so it must not take the fast path.
const CONNECTOR = /\p{Pc}/u;
// Long pieces (Japanese paragraphs have no spaces) are cut after sentence punctuation, or hard at
// this length, to keep every segmenter call short.
const MAX_PIECE = 500;
const CJK_SENTENCE_END = /[。、！？]/g;

type SegmentVisitor = (segment: string, isWordLike: boolean) => void;

function segmentPiece(piece: string, segmenter: Intl.Segmenter, visit: SegmentVisitor): void {
  for (const { segment, isWordLike } of segmenter.segment(piece)) visit(segment, isWordLike === true);
}

function forEachSegment(text: string, segmenter: Intl.Segmenter, visit: SegmentVisitor): void {
  for (const match of text.matchAll(PIECE)) {
    const piece = match[0];
    visit(' ', false);
    const simple = SIMPLE_PIECE.exec(piece);
    if (simple && !CONNECTOR.test(piece)) {
      if (simple[1]) visit(simple[1], false);
      visit(simple[2] ?? '', true);
      if (simple[3]) visit(simple[3], false);
      continue;
    }
    if (piece.length <= MAX_PIECE) {
      segmentPiece(piece, segmenter, visit);
      continue;
    }
    let start = 0;
    while (start < piece.length) {
      let end = Math.min(piece.length, start + MAX_PIECE);
      if (end < piece.length) {
        CJK_SENTENCE_END.lastIndex = start + 1;
        let cut = -1;
        for (let m = CJK_SENTENCE_END.exec(piece); m && m.index < end; m = CJK_SENTENCE_END.exec(piece)) {
          cut = m.index + 1;
        }
        if (cut > start) end = cut;
        // Never cut a surrogate pair in half.
        else if (/[\uD800-\uDBFF]/.test(piece[end - 1] ?? '')) end -= 1;
      }
      segmentPiece(piece.slice(start, end), segmenter, visit);
      start = end;
    }
  }
}

/** Tokens of already normalised text, stop words included and flagged. */
function analyze(normalized: string, language: Language): Token[] {
  const tokens: Token[] = [];
  if (normalized === '') return tokens;

  const addWord = (word: string) => {
    const w = cleanApostrophes(word, language.code);
    if (w === '') return;
    if (language.stopWords.has(w)) tokens.push({ term: w, raw: w, stop: true });
    else tokens.push({ term: LETTERS_ONLY.test(w) ? language.stem(w) : w, raw: w, stop: false });
  };

  // The segmenter splits "Wi-Fi" into "wi" + "fi", which would never meet "wifi". A hyphenated
  // chain is indexed joined ("wifi", "wlansteckdose") plus its parts of 3+ letters ("steckdose").
  let chain: string[] = [];
  let afterHyphen = false;
  const flushChain = () => {
    if (chain.length === 1) addWord(chain[0] ?? '');
    else if (chain.length > 1) {
      addWord(chain.join(''));
      for (const part of chain) if (part.length >= 3) addWord(part);
    }
    chain = [];
    afterHyphen = false;
  };

  forEachSegment(normalized, language.segmenter, (segment, isWordLike) => {
    if (isWordLike) {
      if (CJK_CHAR.test(segment)) {
        flushChain();
        // Pure-CJK words of one or two characters are exactly the run's n-grams added below.
        if (!(ONLY_CJK.test(segment) && Array.from(segment).length <= 2)) {
          tokens.push({ term: segment, raw: segment, stop: false });
        }
        return;
      }
      if (chain.length > 0 && !afterHyphen) flushChain();
      chain.push(segment);
      afterHyphen = false;
    } else if (HYPHENS.has(segment) && chain.length > 0 && !afterHyphen) {
      afterHyphen = true;
    } else {
      flushChain();
    }
  });
  flushChain();

  // Japanese has no spaces and the segmenter's dictionary guesses differ with context, so every
  // CJK run is also indexed as character bigrams (a lone character as a unigram).
  for (const match of normalized.matchAll(CJK_RUN)) {
    const chars = Array.from(match[0]);
    if (chars.length === 1) tokens.push({ term: match[0], raw: match[0], stop: false });
    for (let i = 0; i + 1 < chars.length; i++) {
      const bigram = `${chars[i]}${chars[i + 1]}`;
      tokens.push({ term: bigram, raw: bigram, stop: false });
    }
  }
  return tokens;
}

/** Drops stop words, unless that would leave nothing ("how to" still searches for something). */
function withoutStopWords(tokens: Token[]): Token[] {
  const content = tokens.filter((t) => !t.stop);
  return content.length > 0 ? content : tokens;
}

/**
 * The terms of `text` as the index sees them: normalised, segmented, stop words dropped (unless
 * only stop words are left), lightly stemmed; CJK runs add character bigrams after the words.
 */
export function tokenize(text: string, lang: string): string[] {
  return withoutStopWords(analyze(normalizeText(text), getLanguage(lang))).map((t) => t.term);
}

/** Text reduced to words separated by single spaces, for the "whole query as a phrase" bonus. */
function phraseKey(normalized: string): string {
  return normalized
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .replace(new RegExp(`(?<=[${CJK_CLASS}]) (?=[${CJK_CLASS}])`, 'gu'), '')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Fuzzy matching

/** Optimal string alignment distance, or `max + 1` as soon as it must exceed `max`. */
function osaDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[m] ?? max + 1;
}

// ---------------------------------------------------------------------------------------------
// The index

interface Postings {
  /** internal document numbers */
  docs: number[];
  /** BM25F saturated term frequency per document, idf not yet applied */
  weights: number[];
}

interface Vocabulary {
  /** all terms joined by "\n", so one native indexOf finds every term containing a substring */
  joined: string;
  terms: string[];
  starts: Int32Array;
  byLength: Map<number, string[]>;
}

interface QueryTerm {
  term: string;
  raw: string;
}

type Expansion = [term: string, weight: number][];

interface Hit {
  /** internal document number */
  index: number;
  id: number;
  score: number;
}

// Deterministic order: score, then ascending id, then input order for duplicate ids.
const compareHits = (a: Hit, b: Hit) => b.score - a.score || a.id - b.id || a.index - b.index;

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || typeof limit !== 'number' || Number.isNaN(limit)) return DEFAULT_LIMIT;
  return Math.max(0, Math.floor(limit));
}

function countTerms(tokens: Token[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
  return counts;
}

class InMemorySearchIndex implements SearchIndex {
  private readonly ids: number[] = [];
  private readonly titleKeys: string[] = [];
  private readonly contentKeys: string[] = [];
  private readonly postings = new Map<string, Postings>();
  private readonly language: Language;
  private vocabulary: Vocabulary | undefined;
  private readonly expansionCache = new Map<string, Expansion>();

  constructor(docs: readonly SearchDocument[], lang: string) {
    this.language = getLanguage(lang);
    const list = Array.isArray(docs) ? docs : [];
    const titles: Map<string, number>[] = [];
    const contents: Map<string, number>[] = [];
    const titleLengths: number[] = [];
    const contentLengths: number[] = [];

    for (const doc of list) {
      const title = normalizeText(String(doc?.title ?? ''));
      const content = normalizeText(stripHtml(String(doc?.content ?? '')));
      const titleTokens = analyze(title, this.language);
      const contentTokens = analyze(content, this.language);
      this.ids.push(Number(doc?.id));
      this.titleKeys.push(phraseKey(title));
      this.contentKeys.push(phraseKey(content));
      titles.push(countTerms(titleTokens));
      contents.push(countTerms(contentTokens));
      titleLengths.push(titleTokens.length);
      contentLengths.push(contentTokens.length);
    }

    const n = this.ids.length;
    const average = (xs: number[]) => (n === 0 ? 0 : xs.reduce((a, x) => a + x, 0) / n);
    const avgTitle = average(titleLengths) || 1;
    const avgContent = average(contentLengths) || 1;

    for (let d = 0; d < n; d++) {
      const titleCounts = titles[d] ?? new Map<string, number>();
      const contentCounts = contents[d] ?? new Map<string, number>();
      const titleNorm = 1 - B + (B * (titleLengths[d] ?? 0)) / avgTitle;
      const contentNorm = 1 - B + (B * (contentLengths[d] ?? 0)) / avgContent;
      const terms = new Set([...titleCounts.keys(), ...contentCounts.keys()]);
      for (const term of terms) {
        // BM25F: field frequencies are length-normalised and weighted first, then saturated once,
        // so a word in both title and body does not count as two independent matches.
        const tf =
          (TITLE_WEIGHT * (titleCounts.get(term) ?? 0)) / titleNorm +
          (CONTENT_WEIGHT * (contentCounts.get(term) ?? 0)) / contentNorm;
        let p = this.postings.get(term);
        if (!p) {
          p = { docs: [], weights: [] };
          this.postings.set(term, p);
        }
        p.docs.push(d);
        p.weights.push((tf * (K1 + 1)) / (tf + K1));
      }
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Throws on a fault (it is logged and answered as an error by the caller), never hides it as "no results". */
  search(query: string, limit?: number): SearchHit[] {
    return this.run(query, clampLimit(limit));
  }

  private run(query: string, limit: number): SearchHit[] {
    if (typeof query !== 'string' || limit === 0 || this.ids.length === 0) return [];
    const normalized = normalizeText(query.slice(0, MAX_QUERY_LENGTH)).trim();
    if (normalized === '') return [];

    const seen = new Set<string>();
    const queryTerms: QueryTerm[] = [];
    for (const t of withoutStopWords(analyze(normalized, this.language))) {
      if (seen.has(t.term)) continue;
      seen.add(t.term);
      queryTerms.push({ term: t.term, raw: t.raw });
    }
    if (queryTerms.length === 0) return [];

    const n = this.ids.length;
    const scores = new Float64Array(n);
    const matched = new Uint16Array(n);
    const best = new Float64Array(n);
    for (const qt of queryTerms) {
      const touched: number[] = [];
      for (const [term, weight] of this.expand(qt)) {
        const p = this.postings.get(term);
        if (!p) continue;
        const df = p.docs.length;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        for (let i = 0; i < df; i++) {
          const d = p.docs[i] ?? 0;
          const s = weight * idf * (p.weights[i] ?? 0);
          if (best[d] === 0) touched.push(d);
          // A query term counts once per document, through its best-matching vocabulary term.
          if (s > (best[d] ?? 0)) best[d] = s;
        }
      }
      for (const d of touched) {
        scores[d] = (scores[d] ?? 0) + (best[d] ?? 0);
        matched[d] = (matched[d] ?? 0) + 1;
        best[d] = 0;
      }
    }

    // A document containing the whole query as a phrase contains every query term, so only full
    // matches are checked for the phrase bonus.
    const queryPhrase = queryTerms.length >= 2 ? phraseKey(normalized) : '';
    const hits: Hit[] = [];
    for (let d = 0; d < n; d++) {
      const m = matched[d] ?? 0;
      if (m === 0) continue;
      // Coordination: matching more of the query's terms beats matching a few of them very well.
      const coverage = m / queryTerms.length;
      let score = (scores[d] ?? 0) * coverage * coverage;
      const phraseCandidate = queryPhrase !== '' && m === queryTerms.length;
      if (phraseCandidate && this.titleKeys[d]?.includes(queryPhrase)) score *= TITLE_PHRASE_BONUS;
      else if (phraseCandidate) score = -score; // marked: content phrase not checked yet
      hits.push({ index: d, id: this.ids[d] ?? 0, score });
    }
    this.applyContentPhraseBonus(hits, queryPhrase, limit);
    hits.sort(compareHits);
    return hits.slice(0, limit).map(({ id, score }) => ({ id, score }));
  }

  /**
   * Scanning every body (2 KB each) for the phrase is the most expensive step of a query, so only
   * documents the bonus could lift into the first `limit` results are scanned.
   */
  private applyContentPhraseBonus(hits: Hit[], phrase: string, limit: number): void {
    const marked = hits.filter((h) => h.score < 0);
    if (marked.length === 0) return;
    for (const h of marked) h.score = -h.score;
    if (hits.length > limit) {
      hits.sort(compareHits);
      // Bonuses only raise scores, so the limit-th score without them is a lower bound.
      const threshold = hits[limit - 1]?.score ?? 0;
      for (const h of marked) {
        if (h.score * CONTENT_PHRASE_BONUS >= threshold && this.contentKeys[h.index]?.includes(phrase)) {
          h.score *= CONTENT_PHRASE_BONUS;
        }
      }
      return;
    }
    for (const h of marked) if (this.contentKeys[h.index]?.includes(phrase)) h.score *= CONTENT_PHRASE_BONUS;
  }

  /** Vocabulary terms a query term matches, with the weight of each kind of match. */
  private expand(qt: QueryTerm): Expansion {
    const key = `${qt.term}\n${qt.raw}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;

    const weights = new Map<string, number>();
    const offer = (term: string, weight: number) => {
      if (weight > (weights.get(term) ?? 0)) weights.set(term, weight);
    };
    const exact = this.postings.has(qt.term);
    if (exact) offer(qt.term, 1);
    for (const synonym of this.language.synonyms.get(qt.term) ?? []) {
      if (this.postings.has(synonym)) offer(synonym, SYNONYM_WEIGHT);
    }

    const cjk = CJK_CHAR.test(qt.term);
    // Substring matches find German compound parts ("garagentor" in "garagentoroffner") and serve
    // as-you-type prefixes. The unstemmed form is tried too: "rese" stems to "res", too short.
    const singleCjkChar = cjk && Array.from(qt.term).length === 1;
    if (qt.term.length >= MIN_SUBSTRING_LENGTH || singleCjkChar) {
      for (const term of this.containing(qt.term)) if (term !== qt.term) offer(term, SUBSTRING_WEIGHT);
    }
    if (qt.raw !== qt.term && qt.raw.length >= MIN_SUBSTRING_LENGTH) {
      for (const term of this.containing(qt.raw)) if (term !== qt.term) offer(term, SUBSTRING_WEIGHT);
    }

    if (!exact && !cjk && qt.term.length >= MIN_TYPO_LENGTH) {
      for (const term of this.typoNeighbours(qt.term)) offer(term, TYPO_WEIGHT);
    }

    const expansion: Expansion = [...weights];
    if (this.expansionCache.size >= EXPANSION_CACHE_SIZE) this.expansionCache.clear();
    this.expansionCache.set(key, expansion);
    return expansion;
  }

  // Built on first use: an index that only ever sees exact queries never pays for it.
  private getVocabulary(): Vocabulary {
    if (this.vocabulary) return this.vocabulary;
    const terms = [...this.postings.keys()];
    const starts = new Int32Array(terms.length);
    const byLength = new Map<number, string[]>();
    let offset = 0;
    terms.forEach((term, i) => {
      starts[i] = offset;
      offset += term.length + 1;
      const bucket = byLength.get(term.length);
      if (bucket) bucket.push(term);
      else byLength.set(term.length, [term]);
    });
    this.vocabulary = { joined: terms.join('\n'), terms, starts, byLength };
    return this.vocabulary;
  }

  private containing(fragment: string): string[] {
    if (fragment === '' || fragment.includes('\n')) return [];
    const { joined, terms, starts } = this.getVocabulary();
    const found: string[] = [];
    let pos = joined.indexOf(fragment);
    while (pos !== -1) {
      // Binary search for the term whose span contains pos.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= pos) lo = mid;
        else hi = mid - 1;
      }
      const term = terms[lo] ?? '';
      found.push(term);
      pos = joined.indexOf(fragment, (starts[lo] ?? 0) + term.length + 1);
    }
    return found;
  }

  private typoNeighbours(term: string): string[] {
    const max = term.length >= 8 ? 2 : 1;
    const { byLength } = this.getVocabulary();
    const found: string[] = [];
    for (let len = term.length - max; len <= term.length + max; len++) {
      for (const candidate of byLength.get(len) ?? []) {
        // Cheap pre-filter: a typo rarely hits both of the first two letters.
        if (candidate[0] !== term[0] && candidate[1] !== term[1]) continue;
        if (CJK_CHAR.test(candidate)) continue;
        if (osaDistance(term, candidate, max) <= max) found.push(candidate);
      }
    }
    return found;
  }
}

export function createSearchIndex(docs: readonly SearchDocument[], lang: string): SearchIndex {
  return new InMemorySearchIndex(docs, lang);
}
