// The postings score as MiniSearch 7 does: the same BM25 per field with the fields' weights, and the
// same weights for terms found by their prefix or within a few typos.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { Accumulator, TermIndexBuilder, type TermIndex } from '../../server/search/postings';

const TEXTS = [
  ['reset plug', 'hold the reset button reset again'],
  ['garage door opener', 'mount the opener next to the door button'],
  ['wifi bands', 'the hub joins 2.4ghz networks'],
  ['firmware update', 'keep the device powered during the update updating'],
  ['resetting a hub', ''],
  ['plug plugs plugged', 'a plug'],
];
const BOOSTS = { title: 3, content: 1 };

function miniSearch() {
  const index = new MiniSearch({ fields: ['title', 'content'], tokenize: (text) => text.split(' '), processTerm: (term) => term || null });
  index.addAll(TEXTS.map(([title, content], id) => ({ id, title, content })));
  return index;
}

function scores(index: TermIndex, term: string, prefix: boolean, fuzzy: number): Map<number, number> {
  const into = new Accumulator(index.size);
  into.nextRound();
  into.add(index.expand(term, prefix, fuzzy));
  const out = new Map<number, number>();
  for (let i = 0; i < into.touchedCount; i++) out.set(into.touched[i]!, into.score[into.touched[i]!]!);
  return out;
}

describe('TermIndex', () => {
  const builder = new TermIndexBuilder([BOOSTS.title, BOOSTS.content]);
  for (const fields of TEXTS) builder.add(fields.map((text) => text.split(' ')));
  const ours = builder.finish();
  const theirs = miniSearch();

  it.each([
    ['reset', false, 0],
    ['reset', true, 0],
    ['plug', true, 1],
    ['updte', false, 1],
    ['opener', true, 2],
    ['button', false, 0],
    ['nothing', true, 1],
  ] as const)('%j (prefix %s, typos %i) scores as MiniSearch', (term, prefix, fuzzy) => {
    const expected = new Map(
      theirs.search(term, { boost: BOOSTS, prefix, fuzzy: fuzzy || false }).map((r) => [r.id as number, r.score] as const),
    );
    const got = scores(ours, term, prefix, fuzzy);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [doc, score] of expected) expect(got.get(doc)).toBeCloseTo(score, 10);
  });

  it('counts a text once a round however many of its terms match, and starts clean after reset', () => {
    const into = new Accumulator(ours.size);
    into.nextRound();
    into.add(ours.expand('plug', true, 0));
    expect(into.count[5]).toBe(1);
    into.nextRound();
    into.add(ours.exact('reset'));
    expect([into.count[0], into.count[5]]).toEqual([2, 1]);
    into.reset();
    expect(into.touchedCount).toBe(0);
    expect([...into.score].every((s) => s === 0)).toBe(true);
  });
});
