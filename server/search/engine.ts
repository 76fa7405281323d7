// One search for the whole site: FAQs, manuals, the resource library, regulatory documents.
//
// An index covers what the visitors of one language see: the texts in their language, and the English
// texts of items without a translation. Each language of text gets its own pair of MiniSearch indexes,
// analysed with that language's rules (a German text is stemmed as German, its English fallback
// neighbour as English):
//  - words: stems without stop words, searched with prefixes (as people type) and typo tolerance;
//  - grams: character n-grams, ranked below words: bigrams of Japanese and Chinese text (no spaces),
//    trigrams of German words (a compound is found by its parts).
// Hits in the page's language come first; English fallback texts follow.
import MiniSearch from 'minisearch';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { languageRules, type LanguageRules } from './languages';
import { cjkGrams, foldAccents, foldKana, htmlText, normalize, pieces, trigrams } from './text';

export interface SearchField {
  name: string;
  /** How much a match in this field counts against the others (a title says more than a body). */
  boost: number;
  /** HTML: tags are stripped before indexing. */
  html?: boolean;
}

export interface SearchDocument {
  id: number;
  /** The language the texts are in: the index's own, or English where an item has no translation. */
  lang: Language;
  fields: Record<string, string>;
}

export interface SearchHit {
  id: number;
  score: number;
}

export interface SearchIndex {
  /** Matches, best first; items in the index's language before English fallback items. */
  search(query: string): SearchHit[];
  readonly size: number;
}

const MAX_QUERY_LENGTH = 200;
// At most this many words of a query count; a pasted paragraph is not a question.
const MAX_TERMS = 8;
// A compound or kana part is found when this share of its n-grams is in the text.
const GRAM_COVERAGE = 0.75;
// A match through n-grams is worth this much of a word match.
const GRAM_WEIGHT = 0.3;
const JA_SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });
const ONLY_DIGITS = /^\d+$/;
const ONLY_LETTERS = /^\p{L}+$/u;
const SHORT_LETTERS = /^\p{L}{1,3}$/u;
const MODEL_DIGITS = /^\d{3,4}\p{L}?$/u;
const SINGLE_HIRAGANA = /^\p{Script=Hiragana}$/u;
// Words the texts say one way and visitors another: "WLAN" is German for "Wi-Fi"; Japanese says both
// 初期化 (initialise) and リセット for a factory reset. Kana folded, accents off.
const SYNONYMS: Record<string, string[]> = { wifi: ['wlan'], wlan: ['wifi'], 初期化: ['りせっと'] };
const ALL_HIRAGANA = /^[\p{Script=Hiragana}\u30fc]+$/u;

/** One thing the query asks for: a word (its stems) or a CJK chunk (its n-grams). */
interface Term {
  variants: string[];
  /** Alternatives (a word and its synonyms), each matched when most of its n-grams are in the text. */
  gramSets: string[][];
  fuzzy: number;
  prefix: boolean;
}

type Fields = Record<string, string>;

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

// Stemming costs microseconds a word and texts repeat their words: each language remembers its stems.
const STEM_CACHE_SIZE = 100_000;
const stemCaches = new Map<LanguageRules, Map<string, string[]>>();

/** The stems a word is indexed and searched under: as written and with accents folded first. */
function stems(word: string, rules: LanguageRules): string[] {
  let cache = stemCaches.get(rules);
  if (!cache) stemCaches.set(rules, (cache = new Map()));
  const known = cache.get(word);
  if (known) return known;
  const folded = foldAccents(word);
  const result = ONLY_LETTERS.test(folded) ? unique([foldAccents(rules.stem(word)), foldAccents(rules.stem(folded))]) : [folded];
  if (cache.size >= STEM_CACHE_SIZE) cache.clear();
  cache.set(word, result);
  return result;
}

/** A word as the pieces it is indexed under: hyphenated parts and their join, elisions cut, dots kept in versions. */
function atoms(word: string, rules: LanguageRules): { parts: string[]; joined?: string } {
  let w = word;
  if (rules.elisions) w = w.replace(/^\p{L}{1,5}'(?=\p{L})/u, '');
  const split = w.split(/['.]/);
  // "v6.1.8" and "2.4ghz" are one thing; "settings.the" is two words.
  const parts = /\d/.test(w) && w.includes('.') ? w.split(/[-']/) : split.flatMap((p) => p.split('-'));
  const kept = parts.filter((p) => p.length > 1 || ONLY_DIGITS.test(p));
  return { parts: kept, joined: w.includes('-') ? w.replace(/[-'.]/g, '') : undefined };
}

interface Analysed {
  words: string[];
  grams: string[];
}

/** A text's index terms under a language's rules. */
function analyseText(text: string, rules: LanguageRules): Analysed {
  const words: string[] = [];
  const grams: string[] = [];
  for (const piece of pieces(normalize(text))) {
    if (piece.kind === 'cjk') {
      grams.push(...cjkGrams(piece.text));
      continue;
    }
    const { parts, joined } = atoms(piece.text, rules);
    for (const part of parts) {
      const folded = foldAccents(part);
      if (rules.stopWords.has(folded)) continue;
      words.push(...stems(part, rules));
      if (rules.compounds && folded.length >= 5 && ONLY_LETTERS.test(folded)) grams.push(...trigrams(folded));
    }
    if (joined && joined.length > 1) words.push(...stems(joined, rules));
  }
  return { words, grams };
}

function wordTerm(word: string, rules: LanguageRules): Term {
  const folded = foldAccents(word);
  const letters = ONLY_LETTERS.test(folded);
  const variants = stems(word, rules);
  for (const synonym of SYNONYMS[folded] ?? []) variants.push(...stems(synonym, rules));
  return {
    variants: unique(variants),
    gramSets: rules.compounds && letters && folded.length >= 6 ? [unique(trigrams(folded))] : [],
    fuzzy: !letters || folded.length < 3 ? 0 : Math.min(...variants.map((v) => v.length)) < 8 ? 1 : 2,
    prefix: folded.length >= 3,
  };
}

/** CJK text as chunks between particles and question words: "デバイスを初期化するには" → デバイス, 初期化. */
function cjkTerms(run: string): Term[] {
  const stopWords = languageRules('ja').stopWords;
  const chunks: string[] = [];
  // The segmenter knows words in their usual script; a word typed in hiragana ("りせっと") stays whole.
  if (ALL_HIRAGANA.test(run)) {
    chunks.push(run);
  } else {
    // Each word is a term of its own; a single character ("化" of 初期化) stays with its neighbour.
    let joinNext = false;
    let afterStop = true;
    for (const { segment } of JA_SEGMENTER.segment(run)) {
      if (stopWords.has(foldKana(segment))) {
        afterStop = true;
        joinNext = false;
        continue;
      }
      const single = [...segment].length === 1;
      if (chunks.length && !afterStop && (single || joinNext)) chunks[chunks.length - 1] += segment;
      else chunks.push(segment);
      joinNext = single && (afterStop || chunks[chunks.length - 1] === segment);
      afterStop = false;
    }
  }
  const kept = chunks.filter((c) => !SINGLE_HIRAGANA.test(c));
  return (kept.length ? kept : [run]).map((chunk) => {
    const folded = foldKana(chunk);
    const gramSets = [folded, ...(SYNONYMS[folded] ?? [])].map((text) => {
      const chars = [...text];
      return chars.length === 1 ? chars : unique(cjkGrams(text).filter((g) => [...g].length === 2));
    });
    return { variants: [], gramSets, fuzzy: 0, prefix: false };
  });
}

/** One language's texts: its word and n-gram indexes, and each item's plain text for literal matching. */
class LanguageGroup {
  private readonly words: MiniSearch;
  private readonly grams: MiniSearch;
  private readonly vocabulary = new Set<string>();
  readonly rules: LanguageRules;

  constructor(
    readonly lang: Language,
    docs: SearchDocument[],
    fields: SearchField[],
  ) {
    this.rules = languageRules(lang);
    const names = fields.map((f) => f.name);
    const boost = Object.fromEntries(fields.map((f) => [f.name, f.boost]));
    const options = {
      fields: names,
      tokenize: (text: string) => text.split(' '),
      processTerm: (term: string) => term || null,
      searchOptions: { boost },
    };
    this.words = new MiniSearch(options);
    this.grams = new MiniSearch(options);
    const wordDocs: Fields[] = [];
    const gramDocs: Fields[] = [];
    for (const doc of docs) {
      const w: Fields = { id: String(doc.id) };
      const g: Fields = { id: String(doc.id) };
      for (const field of fields) {
        const raw = doc.fields[field.name] ?? '';
        const analysed = analyseText(field.html ? htmlText(raw) : raw, this.rules);
        for (const term of analysed.words) this.vocabulary.add(term);
        w[field.name] = analysed.words.join(' ');
        g[field.name] = analysed.grams.join(' ');
      }
      wordDocs.push(w);
      gramDocs.push(g);
    }
    this.words.addAll(wordDocs);
    this.grams.addAll(gramDocs);
  }

  /** The query as terms under this language's rules; empty when it holds only stop words or punctuation. */
  terms(normalized: string): Term[] {
    const out: Term[] = [];
    const all = pieces(normalized);
    for (let i = 0; i < all.length && out.length < MAX_TERMS; i++) {
      const piece = all[i]!;
      if (piece.kind === 'cjk') {
        out.push(...cjkTerms(piece.text));
        continue;
      }
      // Two words the texts write as one: "hg 100" = "HG100", "smart things" = "SmartThings".
      const next = all[i + 1];
      if (next?.kind === 'word' && this.writtenAsOne(piece.text, next.text)) {
        out.push(wordTerm(piece.text + next.text, this.rules));
        i++;
        continue;
      }
      const { parts, joined } = atoms(piece.text, this.rules);
      // "Wi-Fi", "e-mail", "HG-100": short parts are no words of their own; the whole is.
      if (joined && parts.some((p) => p.length < 3)) {
        out.push(wordTerm(joined, this.rules));
        continue;
      }
      for (const part of parts) {
        if (!this.rules.stopWords.has(foldAccents(part))) out.push(wordTerm(part, this.rules));
      }
    }
    return out.slice(0, MAX_TERMS);
  }

  private writtenAsOne(a: string, b: string): boolean {
    const model = SHORT_LETTERS.test(a) && MODEL_DIGITS.test(b);
    const joined = stems(a + b, this.rules);
    return (model || a.length + b.length >= 6) && joined.some((s) => this.vocabulary.has(s));
  }

  /** Each item that matches a term, with the term's score in it. */
  private hits(term: Term): Map<string, number> {
    const out = new Map<string, number>();
    if (term.variants.length) {
      const results = this.words.search(term.variants.join(' '), {
        combineWith: 'OR',
        prefix: term.prefix,
        fuzzy: term.fuzzy || false,
      });
      for (const r of results) out.set(r.id as string, r.score);
    }
    // N-grams find what the words did not (a compound's part, Japanese), below any word match; of
    // several alternatives the best one counts.
    const best = new Map<string, number>();
    for (const grams of term.gramSets) {
      const need = Math.max(1, Math.ceil(grams.length * GRAM_COVERAGE));
      for (const r of this.grams.search(grams.join(' '), { combineWith: 'OR' })) {
        if (r.queryTerms.length < need) continue;
        // MiniSearch sums the n-grams' scores and multiplies by their number: per n-gram, that is
        // r.score / matched²; times the share of the term's n-grams found.
        const matched = r.queryTerms.length;
        const score = (GRAM_WEIGHT * r.score) / (matched * grams.length);
        best.set(r.id as string, Math.max(best.get(r.id as string) ?? 0, score));
      }
    }
    for (const [id, score] of best) if (!out.has(id)) out.set(id, score);
    return out;
  }

  /**
   * Items that match all terms of a short query (up to four), or three in four of a longer one (a
   * question as people type it), scored by the sum of their terms' scores.
   */
  search(terms: Term[]): SearchHit[] {
    const perTerm = terms.map((term) => this.hits(term));
    const n = perTerm.length;
    const need = n <= 4 ? n : Math.ceil(n * 0.75);
    const matched = new Map<string, { count: number; score: number }>();
    for (const hits of perTerm) {
      for (const [id, score] of hits) {
        const seen = matched.get(id);
        if (seen) {
          seen.count++;
          seen.score += score;
        } else {
          matched.set(id, { count: 1, score });
        }
      }
    }
    const hits: SearchHit[] = [];
    for (const [id, { count, score }] of matched) {
      if (count >= need) hits.push({ id: Number(id), score: (score * count) / n });
    }
    return hits.sort((a, b) => b.score - a.score || a.id - b.id);
  }
}

/**
 * The search over one language's items. `docs` are what a visitor of `lang` sees: texts in `lang`, or
 * in English where an item has none. Fields are the parts of an item that are searched, with weights.
 */
export function createSearchIndex(docs: readonly SearchDocument[], lang: Language, fields: SearchField[]): SearchIndex {
  const byLanguage = new Map<Language, SearchDocument[]>();
  for (const doc of docs) byLanguage.set(doc.lang, [...(byLanguage.get(doc.lang) ?? []), doc]);
  const order = unique([lang, DEFAULT_LANGUAGE, ...byLanguage.keys()]).filter((l) => byLanguage.has(l));
  const groups = order.map((l) => new LanguageGroup(l, byLanguage.get(l)!, fields));
  const plain = docs.map((doc) => ({
    id: doc.id,
    text: normalize(fields.map((f) => (f.html ? htmlText(doc.fields[f.name] ?? '') : (doc.fields[f.name] ?? ''))).join('\n')),
  }));

  return {
    size: docs.length,
    search(query: string): SearchHit[] {
      const normalized = normalize(query.slice(0, MAX_QUERY_LENGTH)).trim();
      if (!normalized) return [];
      const asked = groups.map((group) => ({ group, terms: group.terms(normalized) }));
      if (asked.every(({ terms }) => terms.length === 0)) {
        // Only punctuation, symbols or stop words ("%", "how do i"): the text as typed, in each item.
        return plain.filter((doc) => doc.text.includes(normalized)).map((doc) => ({ id: doc.id, score: 0 }));
      }
      return asked.flatMap(({ group, terms }) => (terms.length ? group.search(terms) : []));
    },
  };
}
