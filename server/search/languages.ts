// What differs between languages: Snowball stemmers, stop words, elided articles, compounds, verb particles.
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { stemmer as stemIt } from '@orama/stemmers/italian';
import { stopwords as stopDe } from '@orama/stopwords/german';
import { stopwords as stopEn } from '@orama/stopwords/english';
import { stopwords as stopEs } from '@orama/stopwords/spanish';
import { stopwords as stopFr } from '@orama/stopwords/french';
import { stopwords as stopIt } from '@orama/stopwords/italian';
import { stopwords as stopJa } from '@orama/stopwords/japanese';
import type { Language } from '../../shared/i18n';
import { foldAccents, foldKana } from './text';

export interface LanguageRules {
  /** A lower-case word to its stem (identity where the language has no stemmer). */
  stem(word: string): string;
  /** Stop words, accents and kana folded. */
  stopWords: ReadonlySet<string>;
  /** Words a query may hold that rank but are not required (HOW_TO_WORDS), accents folded. */
  optionalWords: ReadonlySet<string>;
  /** Words that are required unless no item holds them with the query's other words (MANUAL_WORDS), folded. */
  missableWords: ReadonlySet<string>;
  /** French and Italian glue articles to the next word ("l'application", "dell'app"). */
  elisions: boolean;
  /** German writes compounds as one word: index character trigrams so that a part finds the whole. */
  compounds: boolean;
  /**
   * Separable verb particles (German): "hinzufügen" is written "fügen Sie … hinzu" in a sentence. Only
   * particles that are no stop words, so that the texts keep them.
   */
  particles: readonly string[];
  /**
   * Spellings people type without an accent that the stemmer knows only with it (Spanish "-cion" of
   * "-ción", German "ue" for "ü"): a word typed so is also searched with the accent put back, each rule on
   * its own. Empty where the stemmer does not care.
   */
  accents: readonly (readonly [RegExp, string])[];
}

// Words people put in a question that say nothing about what they look for (and, in Japanese, the words
// of "how to" that every answer is: 方法 "way of", 手順 "procedure"; Japanese texts are searched by their
// character pairs, so these stay found where they are all a query asks; the pieces of the passive and the
// causative, ら・れ・さ・せ, say how a thing happened, as in 乗っ取られた "was taken over"; and the polite
// endings as the segmenter cuts them, でき|ま|せん, しま|いま|した, whose ま is one only before them:
// POLITE_MA in the engine).
const QUESTION_WORDS: Record<Language, string[]> = {
  en: ['vs', 'versus', 'can', 'cannot', 'do', 'does', 'how', 'what', 'why', 'where', 'which', 'when', 'who', 'will', 'my', 'i'],
  de: ['wie', 'was', 'warum', 'wo', 'welche', 'welcher', 'wann', 'kann', 'ich', 'mein', 'meine', 'meinen', 'meinem', 'tun', 'tut'],
  fr: ['non', 'pas', 'ne', 'comment', 'pourquoi', 'quoi', 'quel', 'quelle', 'quels', 'quelles', 'puis', 'peux', 'est-ce', 'mon', 'ma', 'mes', 'ça', 'cela'],
  it: ['come', 'perché', 'cosa', 'quale', 'quali', 'dove', 'quando', 'posso', 'mio', 'mia', 'miei'],
  es: ['cómo', 'por', 'qué', 'cuál', 'cuáles', 'dónde', 'cuándo', 'puedo', 'mi', 'mis'],
  ja: ['方法', '手順', 'やり方', '仕方', 'どう', 'どうすれ', 'どうやっ', 'どの', 'なぜ', 'ば', 'いい', 'よい', 'です', 'ですか', 'ください', 'たい', 'ない', 'ませ', 'ん', 'か', 'の', 'に', 'は', 'を', 'が', 'で', 'と', 'も', 'へ', 'て', 'た', 'し', 'した', 'する', 'すれ', 'したい', 'でき', 'できる', 'ます', 'まし', 'せん', 'しま', 'いま', 'ほう', '方', 'について', 'ら', 'れ', 'られ', 'さ', 'され', 'せ', 'させ'],
};

// The words of "how to" that every answer is ("instructions", "steps"): indexed like any word, but in a
// query beside other words they only rank (a manual titled "Guide" first), they are not required (the FAQ
// "How do I factory reset…" is what "factory reset steps" asks for, though it never says "steps"). So are
// the words of "… not working" that every question about a fault is: "notifications not working" asks for
// "I am not receiving notifications"; and "problem", "issue", "unable": "sign in problem" asks for the FAQ
// "I … cannot sign in", which has no problem in its words.
const HOW_TO_WORDS: Record<Language, string[]> = {
  en: ['instructions', 'instruction', 'steps', 'step', 'guide', 'tutorial', 'procedure', 'working', 'keeps', 'going', 'stuck', 'wont', 'doesnt', 'cant', 'isnt',
    'problem', 'problems', 'issue', 'issues', 'trouble', 'unable'],
  de: ['anleitung', 'anleitungen', 'schritte', 'schritt', 'tutorial', 'funktioniert', 'funktionieren', 'geht', 'gehen', 'klappt', 'problem', 'probleme'],
  fr: ['instructions', 'instruction', 'étapes', 'étape', 'tutoriel', 'procédure', 'guide', 'fonctionne', 'fonctionnent', 'marche', 'marchent', 'problème', 'problèmes',
    'impossible'],
  it: ['istruzioni', 'passaggi', 'passaggio', 'tutorial', 'procedura', 'guida', 'funziona', 'problema', 'problemi'],
  es: ['instrucciones', 'pasos', 'paso', 'tutorial', 'procedimiento', 'guía', 'funciona', 'problema', 'problemas'],
  // "How to" (方法, やり方), steps (手順), and setting a thing up (設定: "二段階認証の設定"), which an FAQ on
  // enabling it need not say.
  ja: ['方法', 'やり方', '手順', '設定', '設定方法'],
};

// The words for a manual, which every item of Downloads is: required while an item holds them with the
// query's other words ("HG100 manual" is the HG100's user manual), but when none does, they only rank, as
// the words of "how to" do. The manuals' titles say it one way in each language: "HG100 Handbuch" asks for
// what is titled "Bedienungsanleitung", and "HG100 manual" on a translated page for what is titled in its
// language. Japanese queries are searched by the chunks they are cut into: 取扱説明書 is 取扱 and 説明書.
// Typed alone, where no title holds it ("Handbuch", "notice", 取説), such a word, or a word of "how to"
// ("instructions"), finds the items whose titles hold any of them: the user manuals.
const MANUAL_WORDS: Record<Language, string[]> = {
  en: ['manual', 'manuals', 'handbook', 'handbooks'],
  de: ['handbuch', 'handbücher', 'bedienungsanleitung', 'bedienungsanleitungen', 'gebrauchsanleitung', 'gebrauchsanweisung', 'manual'],
  fr: ['manuel', 'manuels', 'notice', 'notices', 'manual'],
  it: ['manuale', 'manuali', 'libretto', 'manual'],
  es: ['manual', 'manuales', 'instructivo'],
  ja: ['マニュアル', '取説', '説明書', '取扱', '取扱い', '取り扱い', 'manual', 'manuals'],
};

// Words of the stop-word lists that are what people look for here: Spanish "cuenta" (account), "modo"
// (mode, as in pairing mode), "tiempo real", "estado" (status), "nuevo" (new)…; "how many" (cuántos,
// quanti), which the question of the devices' number says as the visitor does.
const CONTENT_WORDS: Partial<Record<Language, string[]>> = {
  es: ['cuenta', 'cuentas', 'modo', 'modos', 'tiempo', 'estado', 'uso', 'día', 'días', 'nuevo', 'nueva', 'parte', 'final', 'último', 'primero', 'cuántos', 'cuántas'],
  it: ['quanti', 'quante'],
};

/** A word as the sets of words hold it: lower case, accents and kana folded, one apostrophe. */
const fold = (w: string) => foldKana(foldAccents(w.toLowerCase().replaceAll('\u2019', "'")));

/** Words as a set of folded words. */
const foldedSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(fold));

function stopSet(words: readonly string[], extra: readonly string[], kept: readonly string[] = []): ReadonlySet<string> {
  const keep = foldedSet(kept);
  return new Set([...words, ...extra].map(fold).filter((w) => !keep.has(w)));
}

const identity = (word: string) => word;

/**
 * Words Snowball cuts to another word's stem, each with a stem of its own; keyed as written and with its
 * accents folded, as both are stemmed. French and Italian: a range ("portée", "portata", of Wi-Fi) is not
 * a door ("porte", "porta", stem "port"), which every door FAQ came before. Spanish: an order ("pedido")
 * is not asking ("pedirá", stem "ped"), which put "¿Me pedirá Hearthly alguna vez mi contraseña?" second
 * for every order query.
 */
const OWN_STEMS = {
  fr: new Map(['portée', 'portées', 'portee', 'portees'].map((word) => [word, 'portee'])),
  it: new Map(['portata', 'portate'].map((word) => [word, 'portat'])),
  es: new Map(['pedido', 'pedidos'].map((word) => [word, 'pedid'])),
};

/** A stemmer that gives the words of `own` their own stems. */
const withOwnStems = (own: ReadonlyMap<string, string>, stem: (word: string) => string) => (word: string) => own.get(word) ?? stem(word);

/**
 * French as Snowball stems it, with the plural "s" after an "o" taken off first: Snowball keeps it
 * ("vidéos", "photos", "numéros", "scénarios" are their own stems), so a visitor typing "vidéo" did not
 * find the FAQs titled with "vidéos". Applied to the texts and the queries alike.
 */
const stemFrench = withOwnStems(OWN_STEMS.fr, (word) => stemFr(word.length >= 5 && word.endsWith('os') ? word.slice(0, -1) : word));

/**
 * Spanish as Snowball stems it, with the "-zc-" of the verbs in "-cer" and "-cir" read as their "c" first:
 * their first person and subjunctive ("restablezco", "aparezca") kept a stem of their own, so a visitor
 * typing "restablecer" did not find the FAQ titled "¿Cómo restablezco…?". Texts and queries alike.
 */
const stemSpanish = withOwnStems(OWN_STEMS.es, (word) => stemEs(word.replace(/zc(?=[oaá])/u, 'c')));

const RULES: Record<Language, LanguageRules> = {
  en: { stem: stemEn, stopWords: stopSet(stopEn, QUESTION_WORDS.en), optionalWords: foldedSet(HOW_TO_WORDS.en), missableWords: foldedSet(MANUAL_WORDS.en), elisions: false, compounds: false, particles: [], accents: [] },
  de: {
    stem: stemDe,
    stopWords: stopSet(stopDe, QUESTION_WORDS.de),
    optionalWords: foldedSet(HOW_TO_WORDS.de),
    missableWords: foldedSet(MANUAL_WORDS.de),
    elisions: false,
    compounds: true,
    particles: ['herunter', 'zusammen', 'zurück', 'heraus', 'hinzu', 'fest', 'hoch', 'los', 'ab'],
    // Umlauts written as two letters where a keyboard has none: "Rueckgabe" → "Rückgabe", "Oeffner" → "Öffner".
    accents: [
      [/ae/g, 'ä'],
      [/oe/g, 'ö'],
      [/ue/g, 'ü'],
    ],
  },
  fr: { stem: stemFrench, stopWords: stopSet(stopFr, QUESTION_WORDS.fr), optionalWords: foldedSet(HOW_TO_WORDS.fr), missableWords: foldedSet(MANUAL_WORDS.fr), elisions: true, compounds: false, particles: [], accents: [] },
  it: { stem: withOwnStems(OWN_STEMS.it, stemIt), stopWords: stopSet(stopIt, QUESTION_WORDS.it, CONTENT_WORDS.it), optionalWords: foldedSet(HOW_TO_WORDS.it), missableWords: foldedSet(MANUAL_WORDS.it), elisions: true, compounds: false, particles: [], accents: [] },
  es: {
    stem: stemSpanish,
    stopWords: stopSet(stopEs, QUESTION_WORDS.es, CONTENT_WORDS.es),
    optionalWords: foldedSet(HOW_TO_WORDS.es),
    missableWords: foldedSet(MANUAL_WORDS.es),
    elisions: false,
    compounds: false,
    particles: [],
    // "actualizacion" → "actualización" (stem "actualiz", as "actualizar"), "bateria" → "batería".
    accents: [
      [/([cs])ion$/, '$1ión'],
      [/ia(s|n)?$/, 'ía$1'],
    ],
  },
  // Latin words inside Japanese text are mostly English product words: no stemming, English stop words.
  ja: { stem: identity, stopWords: stopSet([...stopJa, ...stopEn], QUESTION_WORDS.ja), optionalWords: foldedSet([...HOW_TO_WORDS.en, ...HOW_TO_WORDS.ja]), missableWords: foldedSet(MANUAL_WORDS.ja), elisions: false, compounds: false, particles: [], accents: [] },
};

export function languageRules(lang: Language): LanguageRules {
  return RULES[lang];
}
