// Text to searchable pieces, the same way for the indexed texts and for what people type: Unicode NFKC
// (full-width letters and half-width katakana), lower case, katakana folded to hiragana, units and model
// written one way ("5 GHz" = "5-GHz" = "5ghz"), katakana compounds with or without their middle dots
// ("スマート・プラグ" = "スマートプラグ"), HTML tags and entities out.

// Han, kana, the prolonged sound mark and the iteration mark: scripts written without spaces.
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005';
const CJK_SPLIT = new RegExp(`([${CJK}]+)`, 'u');
const HAN = /\p{Script=Han}/u;
// A word: letters and digits, joined across an apostrophe, hyphen or dot with more of them on both sides.
const WORD = /[\p{L}\p{N}]+(?:['\-.][\p{L}\p{N}]+)*/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const APOSTROPHES = /[\u2018\u2019\u02bc\u2032`´]/g;
// Characters that are in a word without being seen (a soft hyphen, zero-width spaces and joiners, a
// byte-order mark), as text pasted from a hyphenated page or a PDF holds them: "re\u00adset" is "reset".
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const HYPHENS = /[\u2010\u2011\u2012\u2013\u2212]/g;
const ASCII = /^[\p{ASCII}]*$/u;
const COMBINING_LATIN = /[\u0300-\u036f]/g;
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
const SPECIAL_LETTER = /[ßæœøđłı]/g;

// "2,4 GHz" is how German and French write 2.4 GHz.
const DECIMAL_COMMA = /(\d),(\d)/g;
// The middle dot that may separate the words of a katakana compound: written or left out as the writer
// pleases, so dropped between two katakana (after NFKC, which turns the half-width dot into this one).
const KATAKANA_DOT = /(?<=[\p{Script=Katakana}\u30fc])\u30fb(?=\p{Script=Katakana})/gu;
// A number and its unit are one word: "5 GHz", "5-GHz" and "5GHz" all become "5ghz".
// Only units that are never an ordinary word ("m", "s", "in" are left alone).
const UNIT = /(\d)[\s-]?(ghz|mhz|khz|hz|kwh|wh|kw|mw|w|mah|ma|mbps|kbps|gb|mb|kb|mm|cm|km|ft|°c|°f|ms)(?![\p{L}\p{N}])/gu;

// Japanese writes a small count before a Han counter either way: "2段階" and "二段階" (two steps), "1回"
// and "一回" (once). A lone digit 1-9 right before a Han character is read as its numeral, wherever it
// stands in Japanese ("ボタンを5秒" as "5秒"); a longer number ("10秒", "2.4ギガ") or one ending a Latin
// word or model ("v2版", "HS300用") stays as written.
const KANJI_DIGITS = '一二三四五六七八九';
const COUNT_BEFORE_HAN = /(?<![\p{Script=Latin}\p{N}.,])([1-9])(?=\p{Script=Han})/gu;

/** NFKC, lower case, one spelling of units. Kana and accents stay (see foldKana, foldAccents). */
export function normalize(text: string): string {
  return text
    .replace(LONE_SURROGATE, ' ')
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .replace(DECIMAL_COMMA, '$1.$2')
    .replace(UNIT, '$1$2')
    .replace(KATAKANA_DOT, '')
    .replace(COUNT_BEFORE_HAN, (digit) => KANJI_DIGITS[Number(digit) - 1]!);
}

// Small kana as their full size: "ファームウエア", an older spelling, meets "ファームウェア".
const SMALL_KANA = new Map([...'ぁぃぅぇぉっゃゅょゎゕゖ'].map((small, i) => [small, 'あいうえおつやゆよわかけ'[i]!]));

/** Katakana as hiragana, so that "りせっと" meets "リセット", and small kana as full-size ones. */
export function foldKana(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const hiragana = code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
    out += SMALL_KANA.get(hiragana) ?? hiragana;
  }
  return out;
}

/** Small kana as their full size, each in its own script: "ファームウェア" as "フアームウエア". */
function foldSmallKana(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const katakana = code >= 0x30a1 && code <= 0x30f6;
    const full = SMALL_KANA.get(katakana ? String.fromCodePoint(code - 0x60) : ch);
    out += full === undefined ? ch : katakana ? String.fromCodePoint(full.codePointAt(0)! + 0x60) : full;
  }
  return out;
}

/** Latin accents off: "réinitialiser" = "reinitialiser", "Straße" = "strasse". */
export function foldAccents(word: string): string {
  if (ASCII.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(COMBINING_LATIN, '')
    .normalize('NFC')
    .replace(SPECIAL_LETTER, (c) => SPECIAL_LETTERS[c] ?? c);
}

/** A piece of normalised text: a Latin (or other spaced-script) word, or a run of CJK characters. */
export type Piece = { kind: 'word'; text: string } | { kind: 'cjk'; text: string };

/** Normalised text cut into words and CJK runs, in order. */
export function pieces(normalized: string): Piece[] {
  const out: Piece[] = [];
  const parts = normalized.split(CJK_SPLIT);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      out.push({ kind: 'cjk', text: part });
      continue;
    }
    for (const match of part.matchAll(WORD)) out.push({ kind: 'word', text: match[0] });
  }
  return out;
}

/** Character n-grams of a CJK run (kana folded): bigrams, and the Han characters alone. */
export function cjkGrams(run: string): string[] {
  const chars = [...foldKana(run)];
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  for (const ch of chars) if (HAN.test(ch) || chars.length === 1) grams.push(ch);
  return grams;
}

// Katakana and the prolonged sound mark, as a CJK run holds them.
const KATAKANA_RUN = /[\p{Script=Katakana}\u30fc]+/gu;

/**
 * The katakana of a CJK run as bigrams (a lone character as itself), small kana full size but katakana
 * left so: what a query typed in katakana is looked for in, apart from the hiragana that cjkGrams folds
 * katakana into (マタ is not また).
 */
export function katakanaGrams(run: string): string[] {
  const grams: string[] = [];
  for (const [katakana] of run.matchAll(KATAKANA_RUN)) {
    const chars = [...foldSmallKana(katakana)];
    if (chars.length === 1) grams.push(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  }
  return grams;
}

/** Character trigrams of a word, for finding a part inside a compound. */
export function trigrams(word: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + 3 <= word.length; i++) grams.push(word.slice(i, i + 3));
  return grams;
}

// A Map, so that a name such as "&constructor;" is not looked up among Object's members.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' }));

/** The text of an HTML fragment: tags out (inline ones without a break), entities decoded. */
export function htmlText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(?:a|b|strong|em|i|u|s|span|small|sub|sup|code|mark|wbr)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
      if (body[0] !== '#') return ENTITIES.get(body.toLowerCase()) ?? whole;
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    });
}
