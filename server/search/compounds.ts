// Where a word typed in a language of compounds is found by its trigrams, which items hold it as one
// word does: the trigram index says only that an item has most of them, and a long German answer has most
// trigrams of many words ("Versicherung" from "Version", "sicher", "Änderung"). So the texts' words (each
// that is indexed by its trigrams, once) are kept with their own trigrams, and a word typed is found in
// the items holding a word with most of its trigrams ("Garagenöffner" in "Garagentoröffner"), or holding
// its two parts ("Werksreset" in "Werkseinstellungen … RESET"). Items are reached through the words' stems
// in the word index.
import SearchableMap from 'minisearch/SearchableMap';
import type { TermIndex } from './postings';
import { trigrams } from './text';

/** The shortest part of a compound typed whole that is found apart from the other. */
export const COMPOUND_PART = 4;

export class CompoundWords {
  private readonly units: string[];
  /** Each trigram's words, by number. */
  private readonly byGram = new Map<string, number[]>();
  /** The words, for those that begin with a part. */
  private readonly byPrefix = new SearchableMap<number>();
  // Scratch for one lookup: trigrams counted per word, and the items marked in the current round.
  private readonly counts: Uint16Array;
  private readonly touched: Int32Array;
  private readonly marks: Int32Array;
  private readonly partMarks: Int32Array;
  private round = 0;

  constructor(
    words: Iterable<string>,
    private readonly index: TermIndex,
    private readonly stems: (word: string) => readonly string[],
  ) {
    this.units = [...new Set(words)];
    this.units.forEach((unit, id) => {
      for (const gram of new Set(trigrams(unit))) {
        const holding = this.byGram.get(gram);
        if (holding) holding.push(id);
        else this.byGram.set(gram, [id]);
      }
      this.byPrefix.set(unit, id);
    });
    this.counts = new Uint16Array(this.units.length);
    this.touched = new Int32Array(this.units.length);
    this.marks = new Int32Array(index.size);
    this.partMarks = new Int32Array(index.size);
  }

  /**
   * The items holding a word with `need` of the trigrams `grams` of the word typed, `word`, or holding two
   * parts of `word` (COMPOUND_PART letters each) where each begins a word of the text (or its stem does)
   * or is a word of the texts itself (the end of a compound: "Öffner" in "Garagentoröffner"). A piece
   * inside a word is no part: "Versicherung" is not "Verschlüsselung … Sicherung".
   */
  holding(grams: readonly string[], need: number, word: string): (doc: number) => boolean {
    const round = this.nextRound();
    const marks = this.marks;
    const mark = (unit: number) => this.forDocs(unit, (doc) => (marks[doc] = round));
    for (const unit of this.unitsWith(grams, need)) mark(unit);
    for (let cut = COMPOUND_PART; cut <= word.length - COMPOUND_PART; cut++) {
      const first = this.partUnits(word.slice(0, cut));
      if (first.length === 0) continue;
      const second = this.partUnits(word.slice(cut));
      if (second.length === 0) continue;
      // Items with a word of each part: the first part's marked in a round of its own, then those among them.
      const partRound = this.nextRound();
      for (const unit of first) this.forDocs(unit, (doc) => (this.partMarks[doc] = partRound));
      for (const unit of second) this.forDocs(unit, (doc) => {
        if (this.partMarks[doc] === partRound) marks[doc] = round;
      });
    }
    return (doc) => marks[doc] === round;
  }

  /**
   * A compound typed whole as the two parts the texts write ("batteriewechsel": "batterie", "wechsel"):
   * each COMPOUND_PART letters at least and a part of a word of the texts (partUnits), a linking "s"
   * between them left out ("sicherheitseinstellung"). Of the cuts, the one with more parts that are words
   * of the texts by their stems ("rückgabe" and "recht", not "rückgaber" and "echt", which only begins
   * "Echtzeit"), then the one with the longer first part. None when no cut gives two such parts.
   */
  apart(word: string): [string, string] | undefined {
    let best: [string, string] | undefined;
    let bestWords = -1;
    const isWord = (part: string) => (this.stems(part).some((stem) => this.index.has(stem)) ? 1 : 0);
    for (let cut = word.length - COMPOUND_PART; cut >= COMPOUND_PART; cut--) {
      const first = word.slice(0, cut);
      if (this.partUnits(first).length === 0) continue;
      const rest = word.slice(cut);
      for (const second of rest.startsWith('s') && rest.length > COMPOUND_PART ? [rest, rest.slice(1)] : [rest]) {
        if (this.partUnits(second).length === 0) continue;
        const words = isWord(first) + isWord(second);
        if (words > bestWords) [best, bestWords] = [[first, second], words];
      }
    }
    return best;
  }

  /** The words holding `need` of `grams` (different ones). */
  private unitsWith(grams: readonly string[], need: number): number[] {
    const { counts, touched } = this;
    let touchedCount = 0;
    for (const gram of new Set(grams)) {
      for (const unit of this.byGram.get(gram) ?? []) {
        if (counts[unit] === 0) touched[touchedCount++] = unit;
        counts[unit]! += 1;
      }
    }
    const found: number[] = [];
    for (let i = 0; i < touchedCount; i++) {
      const unit = touched[i]!;
      if (counts[unit]! >= need) found.push(unit);
      counts[unit] = 0;
    }
    return found;
  }

  /**
   * The words a part of a compound stands for: those it begins, or its stem begins (another form of it:
   * "…änderung" for "ändern"), or, being a word itself, those it ends or is inside.
   */
  private partUnits(part: string): number[] {
    const starts = new Set([part, ...this.stems(part).filter((stem) => stem.length >= COMPOUND_PART)]);
    const found = [...new Set([...starts].flatMap((start) => [...this.byPrefix.atPrefix(start).values()]))];
    if (this.stems(part).some((stem) => this.index.has(stem))) {
      const grams = new Set(trigrams(part));
      for (const unit of this.unitsWith([...grams], grams.size)) if (this.units[unit]!.includes(part) && !this.units[unit]!.startsWith(part)) found.push(unit);
    }
    return found;
  }

  /** Calls `visit` with each item holding the word (by its stems). */
  private forDocs(unit: number, visit: (doc: number) => void): void {
    for (const stem of this.stems(this.units[unit]!)) {
      for (const { postings } of this.index.exact(stem)) for (const doc of postings.docs) visit(doc);
    }
  }

  private nextRound(): number {
    if (++this.round > 0x7fffffff) {
      this.marks.fill(0);
      this.partMarks.fill(0);
      this.round = 1;
    }
    return this.round;
  }
}
