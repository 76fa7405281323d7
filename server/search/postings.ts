// An inverted index with its scores worked out when it is built, searched into dense arrays.
//
// It scores as MiniSearch 7 does (BM25 with k 1.2, b 0.7, d 0.5 per field, times the field's weight;
// prefix and typo matches weighted down by their extra letters and edits) and finds its terms with
// MiniSearch's radix tree, but a term's postings are typed arrays of documents and their scores, fixed
// at build time: a query adds numbers into one array per document instead of building a result object
// per document and matched term, which is what made a common word cost milliseconds on 10,000 texts.
import SearchableMap from 'minisearch/SearchableMap';

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
// MiniSearch's weights for a term found by its prefix or within a few typos.
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
// A typo reaches words of three letters at least: German "abc" is no typo of "ab", the particle of the
// verbs the texts write apart ("schalten Sie … ab"), which put 21 FAQs under a query no text holds.
const TYPO_MIN_LENGTH = 3;

/** `b` is how much a field's length weighs (BM25's b: 0, not at all; 1, wholly). */
function bm25(termFreq: number, matching: number, total: number, fieldLength: number, averageLength: number, b: number): number {
  const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return inverse * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - b + (b * fieldLength) / averageLength)));
}

interface Postings {
  docs: Int32Array;
  scores: Float64Array;
  /** The lowest of the scores, made with them (a query reads it for every word the texts have). */
  lowest: number;
}

const DIGIT = /\d/;

/** A term of the index and how much a match through it counts. */
export interface Lookup {
  postings: Postings;
  weight: number;
}

/**
 * Collects documents one at a time (numbered 0, 1, … in the order added), each a list of fields, each
 * field its terms in order (repeats count); `finish()` works out the scores. A document's terms can be
 * dropped once added, so that a large catalogue's analysed texts do not all live at once.
 */
export class TermIndexBuilder {
  private size = 0;
  // A field's length is its number of distinct terms (an empty field counts one, as in MiniSearch).
  private lengths: number[] = [];
  // Terms by number; per term, (document × fields + field, count) pairs in document order.
  private readonly numbers = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly pairs: number[][] = [];
  private readonly counts: number[] = [];
  private readonly inField: number[] = [];

  /**
   * `lengthCounts` false: neither a field's length nor a term's repeats in it weigh on its terms' scores
   * (BM25's b is 0, and a term counts once a field), so that fields holding the same terms score the same
   * whatever else they hold: a trigram of "Konformitätserklärung" ("ita") said again by "Italien" does not
   * put the Italian declaration first.
   */
  constructor(
    private readonly boosts: readonly number[],
    private readonly lengthCounts = true,
  ) {}

  add(fields: readonly (readonly string[])[]): void {
    const doc = this.size++;
    const fieldCount = this.boosts.length;
    const { numbers, names, pairs, counts, inField } = this;
    for (let f = 0; f < fieldCount; f++) {
      inField.length = 0;
      for (const term of fields[f] ?? []) {
        if (!term) continue;
        let n = numbers.get(term);
        if (n === undefined) {
          numbers.set(term, (n = names.length));
          names.push(term);
          pairs.push([]);
          counts.push(0);
        }
        if (counts[n] === 0) inField.push(n);
        counts[n]!++;
      }
      this.lengths.push(Math.max(1, inField.length));
      for (const n of inField) {
        pairs[n]!.push(doc * fieldCount + f, counts[n]!);
        counts[n] = 0;
      }
    }
  }

  finish(): TermIndex {
    const { boosts, size, lengths, pairs, lengthCounts } = this;
    const lengthWeight = lengthCounts ? BM25.b : 0;
    const fieldCount = boosts.length;
    const average = new Float64Array(fieldCount);
    lengths.forEach((length, i) => (average[i % fieldCount]! += length));
    for (let f = 0; f < fieldCount; f++) average[f] = size ? average[f]! / size : 1;
    const terms = new SearchableMap<Postings>();
    const matching = new Int32Array(fieldCount);
    this.names.forEach((term, n) => {
      const held = pairs[n]!;
      matching.fill(0);
      let distinct = 0;
      for (let i = 0; i < held.length; i += 2) {
        matching[held[i]! % fieldCount]!++;
        if (i === 0 || Math.floor(held[i]! / fieldCount) !== Math.floor(held[i - 2]! / fieldCount)) distinct++;
      }
      const postings = { docs: new Int32Array(distinct), scores: new Float64Array(distinct), lowest: Infinity };
      let at = -1;
      let last = -1;
      for (let i = 0; i < held.length; i += 2) {
        const doc = Math.floor(held[i]! / fieldCount);
        const f = held[i]! % fieldCount;
        if (doc !== last) postings.docs[++at] = last = doc;
        const count = lengthCounts ? held[i + 1]! : 1;
        postings.scores[at]! += boosts[f]! * bm25(count, matching[f]!, size, lengths[held[i]!]!, average[f]!, lengthWeight);
      }
      for (const score of postings.scores) postings.lowest = Math.min(postings.lowest, score);
      terms.set(term, postings);
      pairs[n] = [];
    });
    return new TermIndex(terms, size);
  }
}

/** The lowest score a lookup gives a document (Infinity for none). */
export function weakest({ postings, weight }: Lookup): number {
  return weight * postings.lowest;
}

/** Terms and their postings, over documents numbered 0…size-1. */
export class TermIndex {
  constructor(
    private readonly terms: SearchableMap<Postings>,
    readonly size: number,
  ) {}

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** The term itself. */
  exact(term: string): Lookup[] {
    const postings = this.terms.get(term);
    return postings ? [{ postings, weight: 1 }] : [];
  }

  /** The term, found as a typo of what was typed: weighted as a match one edit away. */
  typo(term: string): Lookup[] {
    const postings = this.terms.get(term);
    return postings ? [{ postings, weight: (FUZZY_WEIGHT * term.length) / (term.length + 1) }] : [];
  }

  /**
   * The term, the longer terms it begins (when `prefix`; with `digitsOnly`, those that go on with a digit)
   * and the terms of three letters or more within `fuzzy` edits of it, each once, weighted as MiniSearch weights them. The
   * `others` (the query word's other readings, each looked up itself) are no prefix or typo of it.
   */
  expand(term: string, prefix: boolean, fuzzy: number, digitsOnly = false, others: readonly string[] = []): Lookup[] {
    const out = this.exact(term);
    const seen = new Set<string>([term, ...others]);
    if (prefix) {
      for (const [found, postings] of this.terms.atPrefix(term)) {
        if (seen.has(found) || (digitsOnly && !DIGIT.test(found.charAt(term.length)))) continue;
        seen.add(found);
        const distance = found.length - term.length;
        out.push({ postings, weight: (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance) });
      }
    }
    if (fuzzy > 0) {
      for (const [found, [postings, distance]] of this.terms.fuzzyGet(term, fuzzy)) {
        if (seen.has(found) || !distance || found.length < TYPO_MIN_LENGTH) continue;
        seen.add(found);
        out.push({ postings, weight: (FUZZY_WEIGHT * found.length) / (found.length + distance) });
      }
    }
    return out;
  }
}

/**
 * Scratch arrays over an index's documents for one query at a time (searches run one after another in
 * a Node process): a score and a stamp per document, and the documents touched, to reset only those.
 */
export class Accumulator {
  readonly score: Float64Array;
  /** Which round last touched a document; a round is one alternative of a term. */
  readonly stamp: Int32Array;
  readonly count: Uint16Array;
  readonly touched: Int32Array;
  touchedCount = 0;
  private round = 0;

  constructor(size: number) {
    this.score = new Float64Array(size);
    this.stamp = new Int32Array(size);
    this.count = new Uint16Array(size);
    this.touched = new Int32Array(size);
  }

  /** Starts a round: a document counts once a round however many of the round's lookups hold it. */
  nextRound(): void {
    // After 2³¹ rounds (tens of millions of queries), the stamps start again.
    if (++this.round > 0x7fffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
  }

  /**
   * Adds each lookup's documents and weighted scores; counts each document once in this round. With
   * `newOnly`, only documents this round has not touched yet, each with its first lookup's score, at
   * most `cap`.
   */
  add(lookups: readonly Lookup[], newOnly = false, cap = Infinity): void {
    const { score, stamp, count, touched } = this;
    const round = this.round;
    for (const { postings, weight } of lookups) {
      const { docs, scores } = postings;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (newOnly && stamp[doc] === round) continue;
        if (stamp[doc] !== round) {
          if (count[doc] === 0) touched[this.touchedCount++] = doc;
          stamp[doc] = round;
          count[doc]!++;
        }
        score[doc]! += newOnly ? Math.min(weight * scores[i]!, cap) : weight * scores[i]!;
      }
    }
  }

  /** Adds one document's score for this round. */
  addTo(doc: number, value: number): void {
    if (this.stamp[doc] !== this.round) {
      if (this.count[doc] === 0) this.touched[this.touchedCount++] = doc;
      this.stamp[doc] = this.round;
      this.count[doc]!++;
    }
    this.score[doc]! += value;
  }

  reset(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i]!;
      this.score[doc] = 0;
      this.count[doc] = 0;
    }
    this.touchedCount = 0;
  }
}
