// The order of the forms' country lists (scripts/countries.ts writes it, tests/unit/locales.test.ts checks
// it): as each language sorts its names, and Japanese by their readings. Intl.Collator sorts Japanese kana by
// sound but kanji by code point, which put 日本, 中国 and 韓国 after every kana name, at the list's end; a
// Japanese visitor looks for 日本 under に. The readings of the names that begin with kanji are here.
export const JA_READINGS: Readonly<Record<string, string>> = {
  IO: 'えいりょういんどようちいき',
  VG: 'えいりょうゔぁーじんしょとう',
  KR: 'かんこく',
  EH: 'にしさはら',
  GQ: 'せきどうぎにあ',
  TW: 'たいわん',
  CF: 'ちゅうおうあふりかきょうわこく',
  MO: 'ちゅうかじんみんきょうわこくまかおとくべつぎょうせいく',
  HK: 'ちゅうかじんみんきょうわこくほんこんとくべつぎょうせいく',
  CN: 'ちゅうごく',
  TL: 'ひがしてぃもーる',
  ZA: 'みなみあふりか',
  SS: 'みなみすーだん',
  JP: 'にほん',
  GF: 'ふつりょうぎあな',
  PF: 'ふつりょうぽりねしあ',
  VI: 'べいりょうゔぁーじんしょとう',
  AS: 'べいりょうさもあ',
  MK: 'きたまけどにあ',
  MP: 'きたまりあなしょとう',
  KP: 'きたちょうせん',
};

/** Whether a name begins with a kanji, and so needs its reading to be sorted. */
export const needsReading = (name: string): boolean => /^\p{Script=Han}/u.test(name);

/** Sorts [code, name] pairs as the language's visitors look for them. */
export function countryOrder(lng: string): (a: readonly [string, string], b: readonly [string, string]) => number {
  const collator = new Intl.Collator(lng);
  const key = ([code, name]: readonly [string, string]) => (lng === 'ja' && needsReading(name) ? (JA_READINGS[code] ?? name) : name);
  return (a, b) => collator.compare(key(a), key(b));
}
