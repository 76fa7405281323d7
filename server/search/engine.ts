// One search for the whole site: FAQs, manuals, the resource library, regulatory documents.
//
// An index covers what the visitors of one language see: the texts in their language, and the English
// texts of items without a translation. Each language of text gets its own pair of term indexes
// (postings.ts: MiniSearch's scoring, worked out when built), analysed with that language's rules (a
// German text is stemmed as German, its English fallback neighbour as English):
//  - words: stems without stop words, searched with prefixes (as people type) and typo tolerance;
//  - grams: character n-grams, ranked below words: bigrams of Japanese and Chinese text (no spaces),
//    trigrams of German words (a compound is found by its parts).
// Hits in the page's language come first; English fallback texts follow.
import SearchableMap from 'minisearch/SearchableMap';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { FAQ_PAGE_SIZE } from '../../shared/limits';
import { languageRules, type LanguageRules } from './languages';
import { COMPOUND_PART, CompoundWords } from './compounds';
import { Accumulator, TermIndexBuilder, weakest, type TermIndex } from './postings';
import { cjkGrams, foldAccents, foldKana, htmlText, katakanaGrams, normalize, pieces, trigrams, type Piece } from './text';

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
// Of a chunk typed in kana, the kana a text must hold in one stretch (Term.together): a word of four
// (りせっと, ぺありん), or the whole of a shorter chunk.
const TOGETHER_KANA = 4;
// A match through n-grams is worth this much of a word match...
const GRAM_WEIGHT = 0.3;
// ...and as much as a word match where the text holds the typed word whole, inside a compound: "Öffner"
// in "Garagentoröffner" is the word asked for, more than "öffnen" (to open), a word of the same stem.
const WHOLE_PART_WEIGHT = 1;
// A text found by a typo or a longer word of a word the texts have scores at most this share of the
// lowest score of the texts holding the word itself.
const BELOW_THE_WORD = 0.9;
// An optional word ("steps") found in a text adds this much of its score: it orders texts that the other
// words found about as well, it does not lift one that matches them less ("pasos" of "verificación en dos
// pasos" above the reset FAQ asked for by "restablecer dispositivo pasos").
const OPTIONAL_WEIGHT = 0.25;
const JA_SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });
const ONLY_DIGITS = /^\d+$/;
const ONLY_LETTERS = /^\p{L}+$/u;
const SHORT_LETTERS = /^\p{L}{1,3}$/u;
// A model number as one word ("hp110", "hg100b"), and the two letters of a market ("uk", "eu").
const MODEL_NUMBER = /^\p{L}{1,3}\d{3,4}\p{L}?$/u;
const TWO_LETTERS = /^\p{L}{2}$/u;
// A model number typed with its market's two letters joined ("hg100eu"), or with a revision's letter
// ("hp110b", from a label: the texts name the model).
const MODEL_AND_MARKET = /^(\p{L}{1,3}\d{3,4})(\p{L}{1,2})$/u;
// A word typed as two joined: letters and digits only, and no longer than two long words.
const WORD_CHARACTERS = /^[\p{L}\p{N}]+$/u;
const MAX_JOINED = 30;
const MODEL_DIGITS = /^\d{3,4}\p{L}?$/u;
// A model number's letters and digits with a dot between them ("hp.110").
const DOTTED_MODEL = /^(\p{L}{1,3})\.(\d{3,4}\p{L}?)$/u;
// A model number's digits and a market's letters after them, joined by a hyphen ("110-uk" in "hp 110-uk").
const HAS_DIGIT = /\d/;
const DIGITS_AND_MARKET = /^(\d{3,4}\p{L}?)-(\p{L}{2})$/u;
const SINGLE_HIRAGANA = /^\p{Script=Hiragana}$/u;
// A verb in its dictionary form, which the segmenter keeps whole (開く, 閉まる, 届く): its kanji, then one or
// two kana ending in the sound of the u row.
const DICTIONARY_VERB = /^(\p{Script=Han}+)(\p{Script=Hiragana}?[うくぐすつぬぶむる])$/u;
// A verb's stem before a polite ending (止まり|ました, 開き|ません, 届き|ません): its kanji, then one or two kana
// ending in the sound of the i row. Only before such an ending: 明かり (a light) is no verb.
const POLITE_STEM = /^(\p{Script=Han}+)(\p{Script=Hiragana}?[きぎしちにびみり])$/u;
// The polite endings' first piece as the segmenter cuts them (ま|した, ま|せん, ます).
const POLITE_ENDINGS = new Set(['ま', 'ます', 'まし', 'ませ']);
// The pieces after which a ま is a polite ending's (忘れ|ま|した, でき|ま|せん), a word of no meaning; kept, it
// joined the word before it (忘れま, which no text holds: "パスワードを忘れました" found the password by half).
// Elsewhere it is a verb's own (閉|ま|ら|ない).
const POLITE_MA = new Set(['した', 'せん', 'す', 'しょう', 'しょ']);
// The polite negative (ま|せん) is the plain one in the texts (開きません: 開かない): the stem's last kana moved
// from the i row to the a row, then ない.
const I_ROW_TO_A_ROW = new Map(Object.entries({ き: 'か', ぎ: 'が', し: 'さ', ち: 'た', に: 'な', び: 'ば', み: 'ま', り: 'ら' }));
const SINGLE_HAN = /^\p{Script=Han}$/u;
// Words the texts say one way and visitors another, in each language: "WLAN" is German for "Wi-Fi";
// Japanese says both 初期化 (initialise) and リセット for a factory reset. Kana folded, accents off. A
// synonym counts as much as the word, so only words that mean the one thing in the texts of the language:
// Italian "blackout" for "interruzione" was tried and left out, as "interruzione" is within a typo of
// "interruttore" (a wall switch); so were "outage" for "cut", French "changer" for "remplacer" and Italian
// "cambiare" for "sostituire" (the battery's FAQ came first for any change), Spanish "factores" for "pasos"
// (stem "pas", as of "pasa").
// Maps, not objects: a query word such as "constructor" must not find Object's own members.
// The words of every language.
const EVERY_LANGUAGE: [string, string[]][] = [
  ['wifi', ['wlan']],
  ['wlan', ['wifi']],
  // Siri, named in a few texts, is how HomeKit is spoken to: its FAQ names only HomeKit.
  ['siri', ['homekit']],
  // An SD card is the camera's microSD card.
  ['sd', ['microsd']],
];
const SYNONYMS_BY_LANGUAGE: Record<Language, [string, string[]][]> = {
  // "deletion" is to "delete" and "forgotten" to "forgot", which the stemmer keeps apart.
  // The texts sign in where people log in, and say automations and analytics for routines and telemetry.
  en: [...EVERY_LANGUAGE, ['deletion', ['delete']], ['forgotten', ['forgot']], ['login', ['sign']], ['log', ['sign']], ['3way', ['threeway']], ['2way', ['twoway']],
    ['2factor', ['twofactor']], ['routine', ['automation']], ['routines', ['automations']], ['telemetry', ['analytics']],
    // An account "hacked" is, in the texts, one that someone else has access to.
    ['hacked', ['access']], ['hack', ['access']],
    // To exchange a product is to return it or have it replaced; a receipt or an invoice is, to the
    // warranty's texts, the proof of purchase (so in every language: Kaufbeleg, preuve d'achat, scontrino,
    // justificante de compra).
    ['exchange', ['return', 'replacement']], ['receipt', ['purchase']], ['invoice', ['purchase']],
    // A helpdesk or hotline is the texts' support.
    ['helpdesk', ['support']], ['hotline', ['support']],
    // What the post brings is a "parcel" in the texts.
    ['package', ['parcel']], ['packages', ['parcels']],
    // A device "disconnected" (or that "keeps disconnecting") is what the app, and the texts, call "Offline".
    ['disconnected', ['offline']], ['disconnecting', ['offline']], ['disconnects', ['offline']],
    // A "broken" device is, in the texts, "defective" (the warranty) or "damaged" (as delivered), in every
    // language: kaputt, cassé, roto, rotto.
    ['broken', ['defective', 'damaged']],
    // A declaration of conformity is a "DoC"; a document's revision is its "Rev." in the titles (so in
    // every language below).
    ['doc', ['declaration']], ['revision', ['rev']],
    // A CE declaration is what every EU declaration of conformity is (German, Spanish below).
    ['ce', ['declaration']],
    // A "vacation" or "holiday" mode is the texts' away mode; a plug's "watts" are its maximum load; to
    // unpair a device is to reset it.
    ['vacation', ['away']], ['holiday', ['away']], ['watt', ['load']], ['watts', ['load']], ['wattage', ['load']], ['unpair', ['reset']],
    // A blackout is the texts' power cut; a suspicious sign-in one by someone who has access to the account.
    ['blackout', ['power', 'cut']], ['suspicious', ['access']],
    // A product's specifications are its datasheet.
    ['specifications', ['datasheet']], ['specification', ['datasheet']], ['specs', ['datasheet']], ['spec', ['datasheet']],
    // Frost is what the leak sensor warns of as freezing (and within a typo of "lost").
    ['frost', ['freezing']],
    // What the app cannot find is, in the texts, what it has not found (the bulb's FAQ: "why isn't it found").
    ['find', ['found']],
    // Signing up, typed as one word ("signup"), is what the texts call creating an account; a
    // "registration" is what they say one has "registered" (the stemmer keeps the two apart).
    ['signup', ['create']], ['registration', ['register']]],
  // "Kennwort" is as common a word for "Passwort" (and within two typos of "Nennwert", a load rating);
  // German also says "Account" for "Konto" and "Pairing" for "Kopplung"; "Nullleiter" for the texts'
  // "Neutralleiter", "Akku" for "Batterie", "Umtausch" for "Rückgabe", "Handy" for "Smartphone",
  // "Automatisierung" for the app's "Automation".
  de: [...EVERY_LANGUAGE, ['kennwort', ['passwort']], ['account', ['konto']], ['pairing', ['kopplung']], ['login', ['anmelden']], ['einloggen', ['anmelden']],
    ['nullleiter', ['neutralleiter']], ['akku', ['batterie']], ['akkus', ['batterien']], ['umtausch', ['ruckgabe']], ['handy', ['smartphone']],
    ['handys', ['smartphones']], ['automatisierung', ['automation']], ['automatisierungen', ['automationen']],
    // A bulb is a "(Glüh)birne" to most, a "Lampe" in the texts; a "Zeitschaltuhr" is the app's timer.
    ['gluhbirne', ['lampe']], ['gluhbirnen', ['lampen']], ['birne', ['lampe']], ['birnen', ['lampen']], ['zeitschaltuhr', ['timer']],
    // A "Reset", typed in English as in every language here, is what the texts call "Zurücksetzen" (RESET
    // alone is the name of a button, which the pairing steps press too).
    ['reset', ['zurucksetzen']],
    ['kaputt', ['defekt', 'beschädigt']], ['kaputte', ['defekte', 'beschädigte']], ['kaputten', ['defekten', 'beschädigten']],
    // Routines are the app's "Automationen"; a complaint about a faulty device ("Reklamation") is a warranty
    // claim. The manuals are titled "Bedienungsanleitung", "Schnellstartanleitung", "Installationsanleitung":
    // people also say "Gebrauchsanweisung", "Kurzanleitung", "Montageanleitung".
    ['routine', ['automation']], ['routinen', ['automationen']], ['reklamation', ['garantieanspruch']],
    ['gebrauchsanweisung', ['bedienungsanleitung']], ['gebrauchsanleitung', ['bedienungsanleitung']], ['kurzanleitung', ['schnellstartanleitung']],
    ['montageanleitung', ['installationsanleitung']], ['revision', ['rev']],
    // A holiday ("Urlaub") mode is the texts' "Abwesenheitsmodus"; a withdrawal ("Widerruf") from a purchase
    // is a return ("Rückgabe"); a "Kreuzschaltung" is wired as the texts' "Wechselschaltung"; a delivery
    // ("Lieferung") is an order ("Bestellung"); a "Zwischenstecker" is a smart plug ("Steckdose"); push
    // messages are the app's "Benachrichtigungen".
    ['urlaub', ['abwesenheit']], ['urlaubsmodus', ['abwesenheitsmodus']], ['widerruf', ['ruckgabe']], ['kreuzschaltung', ['wechselschaltung']],
    ['lieferung', ['bestellung']], ['zwischenstecker', ['steckdose']], ['pushnachricht', ['benachrichtigung']], ['pushnachrichten', ['benachrichtigungen']],
    // A water leak ("Wasserleck", "Leck") is what the texts' "Wassermelder" warns of.
    ['wasserleck', ['wassermelder']], ['leck', ['wassermelder']], ['wassersensor', ['wassermelder']], ['lecksensor', ['wassermelder']],
    // A LED strip is also a "Lichtstreifen", "Lichtband" or "LED-Band", the texts' "LED-Streifen".
    ['lichtstreifen', ['streifen']], ['lichtband', ['streifen']], ['ledband', ['streifen']], ['lichtleiste', ['streifen']],
    // A light switch ("Lichtschalter") on the wall is the HS300, the texts' "Wandschalter".
    ['lichtschalter', ['wandschalter']],
    // A programming interface ("Schnittstelle", "Programmierschnittstelle") is the texts' API.
    ['schnittstelle', ['api']], ['programmierschnittstelle', ['api']],
    // Customer service ("Kundendienst", "Kundenservice") is the texts' support.
    ['kundendienst', ['support']], ['kundenservice', ['support']], ['kundensupport', ['support']], ['kundenbetreuung', ['support']],
    ['hotline', ['support']],
    // The UK, typed so in every language, is what the titles spell out ("Vereinigtes Königreich").
    ['uk', ['konigreich']], ['grossbritannien', ['konigreich']], ['ce', ['konformitatserklarung']],
    // A (gas) "Therme" is a boiler, the texts' "Kessel"; frost protection is what the leak sensor's frost
    // warning gives (without it, "Frostschutz" found data protection by its "Schutz").
    ['therme', ['kessel']], ['gastherme', ['kessel']], ['heiztherme', ['kessel']], ['frostschutz', ['frostgefahr']],
    ['quittung', ['kaufbeleg']], ['kassenbon', ['kaufbeleg']], ['kassenzettel', ['kaufbeleg']], ['rechnung', ['kaufbeleg']], ['kaufnachweis', ['kaufbeleg']],
    ['garantieverlangerung', ['garantie']],
    // A registration ("Registrierung") is what the texts' account FAQ says: to register ("registrieren").
    ['registrierung', ['registrieren']]],
  // French texts say "pile" for the small battery of a sensor, which people look for as "batterie",
  // "micrologiciel" for what people type "firmware", "coupure" (de courant) for a "panne"; an "antigel" is
  // what the leak sensor's frost ("gel") warning is for.
  fr: [...EVERY_LANGUAGE, ['antigel', ['gel']], ['batterie', ['pile']], ['batteries', ['piles']], ['firmware', ['micrologiciel']], ['panne', ['coupure']], ['double', ['deux']],
    // A flood ("inondation") is what the leak sensor's FAQ calls a "fuite"; damaged ("abîmé") is "endommagé".
    ['inondation', ['fuite']], ['abime', ['endommage']], ['abimee', ['endommagee']], ['abimes', ['endommages']],
    ['reset', ['reinitialiser']], ['deconnecte', ['hors', 'ligne']],
    // After-sales service ("SAV", "service après-vente") is the texts' "assistance"; an exchange
    // ("échange") is a return or a replacement.
    ['sav', ['assistance']], ['echange', ['retour', 'remplacement']], ['echanger', ['retour', 'remplacement']],
    ['casse', ['défectueux', 'endommagé']], ['cassee', ['défectueuse', 'endommagée']], ['revision', ['rev']],
    // A holiday ("vacances") mode is the texts' "mode absence"; a withdrawal ("rétractation") a return; the
    // after-sales service ("SAV") the warranty; a hub the texts' "passerelle", a router often their "box";
    // an account "piraté" one that someone else has access to.
    ['vacances', ['absence']], ['retractation', ['retour']], ['sav', ['garantie']], ['hub', ['passerelle']], ['routeur', ['box']],
    ['pirate', ['acces']], ['piratee', ['acces']], ['uk', ['britannique']], ['royaume', ['britannique']], ['facture', ['preuve']],
    // An "inscription" is the texts' signing up ("s'inscrire") for an account.
    ['inscription', ['inscrire']]],
  // An "antigelo" is what the leak sensor's frost ("gelo") warning is for.
  // Support ("supporto", "supporto tecnico") is the texts' "assistenza".
  it: [...EVERY_LANGUAGE, ['supporto', ['assistenza']], ['antigelo', ['gelo']], ['telecamera', ['videocamera']], ['telecamere', ['videocamere']], ['reset', ['ripristino']], ['disconnesso', ['offline']],
    ['rotto', ['difettoso', 'danneggiato']], ['rotta', ['difettosa', 'danneggiata']],
    // Pairing ("abbinamento") is the texts' "associazione"; scenarios are their scenes.
    ['abbinamento', ['associazione']], ['abbinare', ['associare']], ['scenario', ['scena']], ['scenari', ['scene']], ['revisione', ['rev']],
    // A holiday ("vacanza") mode is the texts' "modalità fuori casa"; a withdrawal ("recesso") a return
    // ("reso"); an account "hackerato" one that someone else has access to; "resettare" is to reset.
    ['vacanza', ['fuori']], ['vacanze', ['fuori']], ['recesso', ['reso']], ['hackerato', ['accesso']], ['resettare', ['ripristino']], ['resetto', ['ripristino']], ['resetta', ['ripristino']],
    // A beep ("bip") is the texts' "segnale acustico".
    ['bip', ['acustico']], ['uk', ['regno']], ['ricevuta', ['scontrino']], ['fattura', ['scontrino']],
    // Signing up ("iscrizione", "iscriversi") is what the texts call creating an account ("si crea").
    ['iscrizione', ['crea']], ['iscriversi', ['crea']]],
  // Spanish texts say "pila" for a "batería", "eliminar" for "borrar" (to erase an account), and
  // "verificación en dos pasos" for "autenticación".
  // Frost ("helada", "hielo") is what the leak sensor's FAQ calls "congelación".
  es: [...EVERY_LANGUAGE, ['antihielo', ['congelacion']], ['helada', ['congelacion']], ['heladas', ['congelacion']], ['hielo', ['congelacion']], ['bateria', ['pila']], ['baterias', ['pilas']], ['borrar', ['eliminar']], ['autenticacion', ['verificacion']], ['casa', ['hogar']],
    // An "apagón" (blackout) is the texts' "corte de luz".
    ['apagon', ['corte']],
    // "Agregar" a device is what the texts call "añadir".
    ['agregar', ['añadir']],
    // In much of Latin America a bulb is a "foco", in the texts a "bombilla".
    ['foco', ['bombilla']], ['focos', ['bombillas']],
    // A router is also an "enrutador" there; the texts say "router".
    ['enrutador', ['router']], ['enrutadores', ['routers']],
    ['reset', ['restablecer']], ['desconectado', ['sin', 'conexion']], ['desconecta', ['sin', 'conexion']], ['desconectan', ['sin', 'conexion']],
    ['roto', ['defectuoso', 'dañado']], ['rota', ['defectuosa', 'dañada']],
    // Routines are the app's "automatizaciones"; a wiring "diagrama" is titled "esquema de cableado".
    ['rutina', ['automatizacion']], ['rutinas', ['automatizaciones']], ['diagrama', ['esquema']], ['revision', ['rev']],
    // A holiday ("vacaciones") mode is the texts' "modo ausencia"; a withdrawal ("desistimiento") a return
    // ("devolución"); a flood ("inundación") a leak ("fuga"); to link ("vincular") a device is to pair it;
    // an account "hackeada" one that someone else has access to; "luz" is one of the texts' "luces", which
    // the stemmer keeps apart; "resetear" is to reset.
    ['vacaciones', ['ausencia']], ['desistimiento', ['devolucion']], ['inundacion', ['fuga']], ['vincular', ['emparejar']],
    ['hackeada', ['acceso']], ['hackeado', ['acceso']], ['luz', ['luces']], ['resetear', ['restablecer']], ['reseteo', ['restablecer']], ['resetea', ['restablecer']],
    // A "móvil" is the phone the texts call a smartphone.
    ['movil', ['smartphone']], ['moviles', ['smartphones']], ['uk', ['reino']], ['ce', ['conformidad']], ['factura', ['justificante']]],
  // Two-step and two-factor verification are one thing to those who look for it: 二段階 (two steps) and
  // 二要素 (two factors); バッテリー is 電池 (a battery), 水漏れ 漏水 (a water leak), 退会 (leaving a service)
  // deleting the account.
  ja: [
    ...EVERY_LANGUAGE,
    ['初期化', ['りせっと']],
    ['二段階', ['二要素']],
    [foldKana('バッテリー'), ['電池']],
    ['水漏れ', ['漏水']],
    ['退会', ['削除']],
    // To sign up (サインアップ) is the app's 新規登録 (a new registration).
    [foldKana('サインアップ'), ['新規登録']],
    ['取付', ['取り付け']],
    [foldKana('スマホ'), [foldKana('スマートフォン')]],
    ['つながらない', ['接続', 'つなが']],
    ['繋', ['接続', 'つなが']],
    // "Without": なし as typed (スマホなし), なく and ない as the texts write it (スマートフォンがなくても,
    // インターネットがない状態).
    ['なし', ['なく', 'ない']],
    // A dimmer is a 調光器 to many; the texts name the HD310 a 調光スイッチ.
    ['調光器', ['調光スイッチ']],
    // An update (アップデート) is what the texts call 更新.
    [foldKana('アップデート'), ['更新']],
    // An account taken over (乗っ取り), hacked (ハッキング) or signed into without right (不正ログイン) is,
    // in the texts, one that a third party (第三者) uses.
    [foldKana('乗っ取り'), ['第三者']],
    [foldKana('乗っ取'), ['第三者']],
    [foldKana('ハッキング'), ['第三者']],
    ['不正', ['第三者']],
    // Broken (壊, the kanji of 壊れた and 壊れて届いた; its kana are a particle's) is, in the texts, damaged
    // (破損: arrived so) or failed (故障: under warranty); the cost of electricity (電気代) is what the
    // energy FAQ calls 電気料金.
    ['壊', ['破損', '故障']],
    ['電気代', ['電気料金']],
    // A warranty certificate (保証書) is what the texts' warranty (保証) asks for.
    ['保証書', ['保証']],
    // A receipt (領収書) is, to the warranty's texts, a レシート or proof of purchase (購入証明).
    ['領収書', [foldKana('レシート'), '購入証明']],
    // A repeater is a 中継器 in the texts, and as often typed 中継機.
    ['中継機', ['中継器']],
    // Flickering as typed (ちらつく, チカチカ) is the texts' ちらつき; a beep (ビープ音) their 警告音; being away
    // (留守) their 外出 (the away mode); a leak (漏れ) 漏水; a bulb typed in kana (でんきゅう) is 電球; a plug's
    // watts (ワット) are its maximum load (負荷).
    [foldKana('ちらつく'), ['ちらつき']],
    [foldKana('チカチカ'), ['ちらつき']],
    [foldKana('ビープ音'), ['警告音']],
    [foldKana('ビープ'), ['警告音']],
    [foldKana('ピーピー'), ['警告音']],
    ['留守', ['外出']],
    ['漏れ', ['漏水']],
    [foldKana('でんきゅう'), ['電球']],
    [foldKana('ワット'), ['負荷']],
    [foldKana('ワット数'), ['負荷']],
    // Left open (開けっ放し) is written 開けっぱなし in the texts; what sounds (鳴る) is their warning tone.
    [foldKana('開けっ放し'), [foldKana('開けっぱなし')]],
    [foldKana('鳴る'), ['警告音']],
    // A specification (仕様書, スペック) is a datasheet; setting a device up (設置) installing it (取り付け).
    ['仕様書', [foldKana('データシート')]],
    [foldKana('スペック'), [foldKana('データシート')]],
    ['設置', ['取り付け']],
    // Setting a device back (戻す: 初期設定に戻す, 工場出荷時に戻す) is resetting it (リセット, 初期化).
    [foldKana('戻す'), ['りせっと', '初期化']],
    // The UK is 英国 in the titles, イギリス as often typed.
    [foldKana('イギリス'), ['英国']],
    // Customer support, service or a support centre (カスタマーサポート, カスタマーサービス, カスタマーセンター,
    // サポートセンター) is what the texts call サポート; the segmenter would read the first three as pieces
    // (カス, タマ) that no text holds.
    [foldKana('カスタマーサポート'), [foldKana('サポート')]],
    [foldKana('カスタマーサービス'), [foldKana('サポート')]],
    [foldKana('カスタマーセンター'), [foldKana('サポート')]],
    // A help desk (窓口: お客様窓口, サポート窓口) is the texts' サポート too.
    ['窓口', [foldKana('サポート')]],
    // A light strip (ストリップ, LEDストリップ) is the texts' テープライト.
    [foldKana('ストリップ'), [foldKana('テープライト')]],
    // A factory reset typed in katakana (ファクトリーリセット) is the texts' 工場出荷時の状態にリセット; a
    // range extender or repeater (レンジエクステンダー, エクステンダー, リピーター) their 中継器; a password
    // reset (パスワードリセット) their パスワードの再設定 (リセット alone is a device's).
    [foldKana('ファクトリーリセット'), ['工場出荷']],
    [foldKana('レンジエクステンダー'), ['中継器']],
    [foldKana('エクステンダー'), ['中継器']],
    [foldKana('リピーター'), ['中継器']],
    [foldKana('パスワードリセット'), [foldKana('パスワードの再設定')]],
  ],
};
const SYNONYMS = new Map<LanguageRules, ReadonlyMap<string, readonly string[]>>(
  Object.entries(SYNONYMS_BY_LANGUAGE).map(([lang, pairs]) => [languageRules(lang as Language), new Map(pairs)]),
);
/** Two words of a phrase ("customer service", "mode d'emploi"), each meaning `means` beside the other. */
const phrase = (firsts: readonly string[], seconds: readonly string[], means: string[]): [string, readonly string[], string[]][] => [
  ...firsts.map((word): [string, readonly string[], string[]] => [word, seconds, means]),
  ...seconds.map((word): [string, readonly string[], string[]] => [word, firsts, means]),
];
const ACCOUNT = {
  en: ['account'],
  de: ['konto', 'account', 'benutzerkonto'],
  fr: ['compte'],
  it: ['account'],
  es: ['cuenta'],
};
// The words for a light, beside which a blinking one flickers.
const LIGHTS = {
  fr: ['lumiere', 'lumieres', 'lampe', 'lampes', 'ampoule', 'ampoules', 'eclairage'],
  it: ['luce', 'luci', 'lampada', 'lampade', 'lampadina', 'lampadine'],
};
// Words that mean another only beside a third: to close or cancel an account is what the texts call
// deleting it, while "close" alone is the garage door's. [word, the words it must stand beside, what it then
// also means]; accents off.
const SAID_BESIDE_BY_LANGUAGE: Record<Language, [string, readonly string[], string[]][]> = {
  // Energy "usage" is what the texts call consumption ("usage" alone is the app's usage data); money back
  // is a refund, to send back to return; a blank screen is a display gone dark; a missing code a lost one.
  en: [['close', ACCOUNT.en, ['delete']], ['cancel', ACCOUNT.en, ['delete']], ['remove', ACCOUNT.en, ['delete']],
    ['usage', ['energy', 'electricity', 'power'], ['consumption']], ['money', ['back'], ['refund']], ['send', ['back'], ['return']],
    ['screen', ['blank', 'black', 'dark'], ['display']], ['blank', ['screen', 'display'], ['dark']], ['missing', ['code'], ['lost']],
    // Open source is the GPL's (the firmware's GPL sources, its written offer) as much as the licences'.
    ['open', ['source'], ['gpl']],
    // A setup guide is a quick start or an installation guide.
    ['setup', ['guide', 'guides'], ['start', 'installation']],
    // A device that turns or shuts off is one that switches off.
    ['turns', ['off'], ['switch']], ['turn', ['off'], ['switch']], ['shuts', ['off', 'down'], ['switch']], ['shut', ['off', 'down'], ['switch']],
    // A LED strip is the texts' light strip (the bulb is the LED one): so in every language but Japanese.
    ['led', ['strip', 'strips'], ['light']],
    // A user added to the app (a second one, another, more) is a household member the home is shared with.
    ['user', ['add', 'second', 'another', 'more'], ['member', 'share']], ['users', ['add', 'second', 'another', 'more'], ['members', 'share']],
    // Customer service (or care) is what the texts call support.
    ...phrase(['customer'], ['service', 'care'], ['support']), ...phrase(['help'], ['desk'], ['support']),
    // Without Wi-Fi is what the texts say of a home without internet (what still works then): so in every
    // language but Japanese.
    ['wifi', ['without'], ['internet']],
    // To sign up, or to make, open or get a new account, is what the texts call creating one.
    ...phrase(['sign'], ['up'], ['create']), ['make', ACCOUNT.en, ['create']], ['open', ACCOUNT.en, ['create']], ['new', ACCOUNT.en, ['create']]],
  de: [['schliessen', ACCOUNT.de, ['loschen']], ['kundigen', ACCOUNT.de, ['loschen']], ['auflosen', ACCOUNT.de, ['loschen']], ['entfernen', ACCOUNT.de, ['loschen']],
    // What "geht aus" switches off ("schaltet sich aus"), what "geht (nicht) auf" opens ("öffnet"), what
    // "geht (nicht) zu" closes ("schließt").
    ['geht', ['aus'], ['schaltet']], ['geht', ['auf'], ['offnet']], ['geht', ['zu'], ['schliesst']],
    ['band', ['led'], ['streifen']],
    // An extended warranty ("Garantie verlängern") is asked of the warranty's FAQs; alone, "verlängern" is
    // the light strip's (an extension).
    ['verlangern', ['garantie'], ['garantie']],
    // Without Wi-Fi ("ohne WLAN") is a home without internet.
    ['wlan', ['ohne'], ['internet']], ['wifi', ['ohne'], ['internet']],
    // To set up ("anlegen"), open ("eröffnen") or get a new account is what the texts call creating one ("erstellen").
    ['anlegen', ACCOUNT.de, ['erstellen']], ['eroffnen', ACCOUNT.de, ['erstellen']], ['neues', ACCOUNT.de, ['erstellen']]],
  // A "mode d'emploi" is a manual ("manuel"), a "remise à zéro" a reset.
  fr: [['fermer', ACCOUNT.fr, ['supprimer']], ['cloturer', ACCOUNT.fr, ['supprimer']], ['resilier', ACCOUNT.fr, ['supprimer']], ['effacer', ACCOUNT.fr, ['supprimer']],
    ...phrase(['mode'], ['emploi'], ['manuel']), ...phrase(['remise'], ['zero'], ['reinitialiser']),
    // Lights that blink ("clignote") are what the texts call flickering ("scintillent"); a LED "bande" is
    // their "ruban"; a presence simulation their "mode absence".
    ['clignote', LIGHTS.fr, ['scintillent']], ['clignotent', LIGHTS.fr, ['scintillent']], ['bande', ['led'], ['ruban']],
    ['simulation', ['presence'], ['absence']],
    // Frost protection ("hors gel") is the leak sensor's frost warning, not a device gone offline ("hors ligne").
    ['hors', ['gel'], ['gel']],
    // Not being able to connect oneself ("me connecter") is a sign-in, so a password, problem.
    ['connecter', ['me'], ['passe']],
    ['led', ['ruban', 'bande'], ['lumineux']],
    // Customer service ("service client") is the texts' "assistance".
    ...phrase(['service', 'support'], ['client', 'clients', 'clientele'], ['assistance']), ...phrase(['service'], ['apres'], ['assistance']),
    // A till receipt ("ticket de caisse") is the warranty's proof of purchase ("preuve d'achat"); a ticket
    // alone is a support ticket.
    ['ticket', ['caisse'], ['preuve']],
    // Data protection ("protection des données") is what the privacy FAQ's title says Hearthly does
    // ("protège"); alone, a protection is also against frost or overload.
    ['protection', ['donnees'], ['protege']],
    // What the app does not find ("ne trouve pas") is what the bulb's FAQ says it does not detect ("détectée").
    ['trouve', ['pas'], ['detecte']], ['trouvent', ['pas'], ['detecte']],
    // Without Wi-Fi ("sans wifi") is a home without internet.
    ['wifi', ['sans'], ['internet']],
    // To open ("ouvrir") or get a new account ("nouveau compte") is what the texts call creating one.
    ['ouvrir', ACCOUNT.fr, ['creer']], ['nouveau', ACCOUNT.fr, ['creer']]],
  // An electric plan ("schema elettrico") is the manuals' "schema di collegamento".
  it: [['chiudere', ACCOUNT.it, ['eliminare']], ['cancellare', ACCOUNT.it, ['eliminare']], ['disattivare', ACCOUNT.it, ['eliminare']],
    ['elettrico', ['schema'], ['collegamento']],
    // Lights that blink ("lampeggia") are what the texts call flickering ("sfarfallano"); a presence
    // simulation their "modalità fuori casa".
    ['lampeggia', LIGHTS.it, ['sfarfallano']], ['lampeggiano', LIGHTS.it, ['sfarfallano']], ['simulazione', ['presenza'], ['fuori']],
    // A device "non connesso" is what the app, and the texts, call "Offline".
    ['connesso', ['non'], ['offline']], ['connessa', ['non'], ['offline']],
    // A router's "configurazione" is what the texts call its settings ("impostazioni"); alone, the word is
    // a device's setup.
    ['configurazione', ['router'], ['impostazioni']], ['configurare', ['router'], ['impostazioni']],
    ['led', ['striscia', 'strisce'], ['luminosa']],
    // Data protection ("protezione dei dati") is what the privacy FAQ's title says Hearthly does ("protegge").
    ['protezione', ['dati'], ['protegge']],
    // Customer service ("servizio clienti") is the texts' "assistenza"; voice commands ("comandi vocali")
    // are what the texts say is done with the voice ("voce"): "comando" alone is any device's control.
    ...phrase(['servizio'], ['clienti', 'cliente'], ['assistenza']), ...phrase(['comando', 'comandi'], ['vocale', 'vocali'], ['voce']),
    // Without Wi-Fi ("senza wifi") is a home without internet.
    ['wifi', ['senza'], ['internet']],
    // To open ("aprire") or get a new account ("nuovo account") is what the texts call creating one ("crea").
    ['aprire', ACCOUNT.it, ['crea']], ['nuovo', ACCOUNT.it, ['crea']]],
  // An electric plan ("esquema eléctrico") is the manuals' "esquema de cableado".
  es: [['cerrar', ACCOUNT.es, ['eliminar']], ['cancelar', ACCOUNT.es, ['eliminar']], ['quitar', ACCOUNT.es, ['eliminar']],
    ['electrico', ['esquema', 'diagrama'], ['cableado']],
    // A presence simulation is the texts' "modo ausencia".
    ['simulacion', ['presencia'], ['ausencia']],
    // Not being able to get in ("no puedo entrar") is signing in ("iniciar sesión").
    ['entrar', ['no', 'cuenta'], ['sesion']],
    // A router's "configuración" is what the texts call its settings ("ajustes"); alone, the word is a
    // device's setup.
    ['configuracion', ['router', 'enrutador'], ['ajustes']], ['configurar', ['router', 'enrutador'], ['ajustes']],
    ['led', ['tira', 'tiras'], ['luz']],
    // Customer service ("atención al cliente", "servicio al cliente") is the texts' "soporte".
    ...phrase(['atencion', 'servicio'], ['cliente', 'clientes'], ['soporte']),
    // Two-factor authentication ("doble factor", "dos factores") is the texts' "verificación en dos pasos".
    ...phrase(['doble', 'dos'], ['factor', 'factores'], ['pasos']),
    // A receipt ("recibo" or "ticket de compra") is the warranty's "justificante de compra"; "recibo" alone
    // is also "I receive", a "ticket" alone a support ticket.
    ['recibo', ['compra'], ['justificante']], ['ticket', ['compra'], ['justificante']],
    // Money given back ("me devuelven el dinero") is a return ("devolución"), as the return policy's title says.
    ...phrase(['devuelven', 'devuelvan', 'devolver', 'recuperar'], ['dinero'], ['devolucion']),
    // Data protection ("protección de datos") is what the privacy FAQ's title says Hearthly does ("protege").
    ['proteccion', ['datos'], ['protege']],
    // Without Wi-Fi ("sin wifi") is a home without internet.
    ['wifi', ['sin'], ['internet']],
    // To open ("abrir") or get a new account ("cuenta nueva") is what the texts call creating one ("crear").
    ['abrir', ACCOUNT.es, ['crear']], ['nueva', ACCOUNT.es, ['crear']]],
  // An extended warranty (保証延長, 延長保証, 保証を延長) is asked of the warranty's FAQs; alone, 延長 is the
  // light strip's extension. Read in a query's Japanese, whatever the page's language (cjkTerms).
  ja: [['延長', ['保証'], ['保証']]],
};
const SAID_BESIDE = new Map<LanguageRules, readonly [string, readonly string[], string[]][]>(
  Object.entries(SAID_BESIDE_BY_LANGUAGE).map(([lang, rules]) => [languageRules(lang as Language), rules]),
);
/** The query's words that mean another beside the query's other words, with what they then also mean. */
function saidBeside(words: readonly string[], rules: LanguageRules): ReadonlyMap<string, readonly string[]> {
  const typed = new Set(words.map(foldAccents));
  return new Map(
    (SAID_BESIDE.get(rules) ?? []).filter(([word, beside]) => typed.has(word) && beside.some((b) => typed.has(b))).map(([word, , means]) => [word, means]),
  );
}
/**
 * Two query words that are one word where the texts have it, and not two then: a model number typed apart
 * ("hg 100" is HG100), and a number and the word it qualifies, which the texts hyphenate ("3 way" is
 * "3-way", and so "three-way").
 */
const onlyAsOne = (a: string, b: string): boolean =>
  (SHORT_LETTERS.test(a) && MODEL_DIGITS.test(b)) || (ONLY_DIGITS.test(a) && ONLY_LETTERS.test(b));

/**
 * Digits hyphenated to a model number ("HL520-10", the 10-metre strip) that no text writes so: the model's
 * variant, which ranks its items without being required. Else the digits are any number of the texts: the
 * "10" of "10秒" (ten seconds) put the reset steps, which name the HL520, before the HL520's own FAQ.
 */
function variantNumber(model: string, part: string): boolean {
  return MODEL_NUMBER.test(model) && ONLY_DIGITS.test(part);
}

/** A query word's synonyms under a language's rules (kana folded, accents off). */
const synonymsOf = (word: string, rules: LanguageRules): readonly string[] => SYNONYMS.get(rules)?.get(word) ?? [];
// Names the Japanese texts write in Latin letters ("Google Home", "Alexa", "Zigbee") and visitors often in
// katakana (or, unconverted, in hiragana): such a name is searched as those words, and as itself (アレクサ
// is in texts too). Appleの「ホーム」 is the app's Japanese name, so アップルホーム keeps ホーム in katakana.
const LATIN_NAMES = new Map([
  ['グーグル', 'google'],
  ['グーグルホーム', 'google home'],
  ['グーグルネスト', 'google nest'],
  ['グーグルプレイ', 'google play'],
  ['アマゾン', 'amazon'],
  ['アレクサ', 'alexa'],
  ['アマゾンアレクサ', 'amazon alexa'],
  ['エコー', 'echo'],
  ['アマゾンエコー', 'amazon echo'],
  ['アップル', 'apple'],
  ['アップルホーム', 'apple ホーム'],
  ['ホームキット', 'homekit'],
  ['アップルホームキット', 'apple homekit'],
  ['シリ', 'siri'],
  ['スマートシングス', 'smartthings'],
  ['マター', 'matter'],
  ['ジグビー', 'zigbee'],
  ['ブルートゥース', 'bluetooth'],
  ['アンドロイド', 'android'],
  ['アイフォン', 'iphone'],
  ['アイフォーン', 'iphone'],
  ['ワイファイ', 'wi-fi'],
  ['ホームアシスタント', 'home assistant'],
]);
// Words the Japanese texts write in katakana, and in Latin letters only as a label: "RESET" is a button,
// which the pairing steps press too; a reset is リセット. Typed in Latin in a Japanese query, such a word is
// searched as typed and as its katakana word, as if both were typed.
const KATAKANA_READINGS = new Map([['reset', 'リセット']]);
// A katakana word, or a word typed in hiragana (a phone's input method sends it unconverted: わいふぁい).
const KANA_WORD = /[\p{Script=Katakana}\u30fc]+|\p{Script=Hiragana}[\p{Script=Hiragana}\u30fc]*/gu;
const HIRAGANA = /[\u3041-\u3096]/g;
const HAS_KATAKANA = /\p{Script=Katakana}/u;
const asKatakana = (text: string): string => text.replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
const NAMES_LONGEST_FIRST = [...LATIN_NAMES.keys()].sort((a, b) => b.length - a.length);
// A name begins a longer katakana word ("ジグビーデバイス") when it has three characters at least and the rest
// is a word of its own: シリ (Siri) is too short to be the start of シリアル (serial). The rest is not a word
// of its own when it opens with a long-vowel mark or a small kana, which only continue the word before them.
const NAME_BEGINS = 3;
const WORD_GOES_ON = /^[\u30fc\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6]/u;

/**
 * The longest name of LATIN_NAMES that a katakana word is or begins with. A word typed in hiragana is read
 * in katakana, and a name begins it with three characters at least (しり is no Siri) and whatever follows,
 * since the particles after it are hiragana too (わいふぁいが…).
 */
function nameBeginning(word: string): string | undefined {
  const hiragana = !HAS_KATAKANA.test(word);
  const katakana = hiragana ? asKatakana(word) : word;
  return NAMES_LONGEST_FIRST.find((name) => {
    if (!katakana.startsWith(name)) return false;
    const rest = katakana.slice(name.length);
    if (hiragana) return name.length >= NAME_BEGINS && !WORD_GOES_ON.test(rest);
    return rest === '' || (name.length >= NAME_BEGINS && rest.length >= 2 && !WORD_GOES_ON.test(rest));
  });
}
const ALL_HIRAGANA = /^[\p{Script=Hiragana}\u30fc]+$/u;
const SMALL_TSU = /^[っッ]$/u;
const ALL_KATAKANA = /^[\p{Script=Katakana}\u30fc]+$/u;
/**
 * Two CJK runs typed apart that make one name of LATIN_NAMES together, as one run: "グーグル ホーム" is
 * "Google Home" (ホーム alone is no name, and a text writing "Home" would not hold it).
 */
function namesJoined(all: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of all) {
    const last = out.at(-1);
    if (piece.kind === 'cjk' && last?.kind === 'cjk') {
      const together = last.text + piece.text;
      const name = nameBeginning(together);
      if (name !== undefined && name.length > last.text.length) {
        out[out.length - 1] = { kind: 'cjk', text: together };
        continue;
      }
    }
    out.push(piece);
  }
  return out;
}

/** One thing the query asks for: a word (its stems) or a CJK chunk (its n-grams). */
interface Term {
  variants: string[];
  /** Alternatives (a word and its synonyms), each matched when most of its n-grams are in the text. */
  gramSets: string[][];
  /** A compound's part: each alternative as typed (accents off), worth a word match where a text holds it whole. */
  parts?: string[];
  fuzzy: number;
  /**
   * Variants looked up as they are, without typos: a synonym's stems, and what the word means beside the
   * query's others. Their typos are no word the visitor typed: "plan" is within a typo of "wlan", the
   * synonym of "wifi", and put the FAQ that says "if you plan to" before the one on mesh Wi-Fi.
   */
  exact?: readonly string[];
  prefix: boolean;
  /** The prefix finds only terms that go on with a digit: a family of model numbers ("hg" → "hg100"). */
  prefixDigits?: boolean;
  /**
   * The word as two words, the stems of each, both in the text: a German separable verb ("hinzufügen":
   * "hinzu" and "füg"), or two words typed joined ("lightstrip": "light" and "strip").
   */
  split?: { first: readonly string[]; second: readonly string[] };
  /**
   * A word whose two neighbouring letters may be swapped ("factroy", "alxea"): the commonest typo, which
   * edit distance counts as two. Its swapped spellings are looked up (by stems at least `ownLength` long)
   * only when the texts do not have the word: then they are matched as they are, worth a typo's match.
   */
  swaps?: { word: string; ownLength: number };
  /**
   * A long word as typed (accents folded): when the texts do not have it, the texts' long words within a
   * typo or two of it are found as they are indexed (their stems), worth a typo's match.
   */
  respelled?: string;
  /**
   * Typed with umlauts as two letters ("uebertraegt"): its variants are its readings with and without
   * them; where some are words of the texts, those alone are looked up, as the word typed with its
   * umlauts would be (the others' typos would reach the same texts again).
   */
  spelledOut?: boolean;
  /**
   * The word's stem with its accents folded, where it differs from the stem as written (French "caméra":
   * "camer" as written, "cam" folded): it finds the texts that write the word without them ("camera"),
   * and counts in the round of the stem as written, once an item, so that an accented word weighs no more
   * than any other.
   */
  foldedStem?: string;
  /** A word of "how to" ("steps", "Anleitung") beside others: it ranks the texts that hold it, it is not required. */
  optional?: boolean;
  /**
   * A word for a manual ("manual", "Handbuch", マニュアル): required, but when no item holds it with the
   * query's other words, it is read as optional instead.
   */
  missable?: boolean;
  /**
   * The alternatives typed in katakana (or names written so): looked for where the texts write them in
   * katakana, not in the hiragana both are folded into: マター (Matter) is not また (or), ナイト (night) not
   * ないと (must). A chunk typed in hiragana finds either: a phone sends りせっと for リセット.
   */
  katakana?: readonly number[];
  /** The alternatives that are a name of LATIN_NAMES in katakana: found with every n-gram, as names are spelt. */
  names?: readonly number[];
  /**
   * A chunk typed in kana (kana folded): its n-grams count where a text holds enough of them in one
   * place, not here and there. Hiragana is most of a Japanese text's grammar (あり of ありますか, ん, ぐ), so
   * the bigrams of ぺありんぐ are strewn over texts that say nothing of ペアリング; katakana words share
   * their endings (the ール of スケジュール is no メール, オンライン and フランス make no オフライン).
   */
  together?: string;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

// Stemming and cutting cost microseconds a word and texts repeat their words: each language remembers
// its stems and how each word it has seen is indexed.
const CACHE_SIZE = 100_000;
type Cache<T> = Map<LanguageRules, Map<string, T>>;
const stemCache: Cache<string[]> = new Map();
const wordCache: Cache<Analysed> = new Map();
const runCache: Cache<string[]> = new Map();
const kanaRunCache: Cache<string[]> = new Map();

function remembered<T>(caches: Cache<T>, rules: LanguageRules, key: string, make: () => T): T {
  let cache = caches.get(rules);
  if (!cache) caches.set(rules, (cache = new Map()));
  const known = cache.get(key);
  if (known) return known;
  const value = make();
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, value);
  return value;
}

/** The stems a word is indexed and searched under: as written and with accents folded first (shared: do not change). */
function stems(word: string, rules: LanguageRules): readonly string[] {
  return remembered(stemCache, rules, word, () => {
    const folded = foldAccents(word);
    return ONLY_LETTERS.test(folded) ? unique([foldAccents(rules.stem(word)), foldAccents(rules.stem(folded))]) : [folded];
  });
}

/**
 * A word as the pieces it is indexed under: hyphenated parts and their join, elisions cut, dots kept in
 * versions. A word with an apostrophe is its join too, as people type it without: "can't" is "cant".
 * A word of three hyphenated parts or more also begins with the joins of its first parts (`leading`):
 * "E-Mail-Adresse" holds "email", the word people type, and "Wi-Fi-Router" "wifi".
 */
function atoms(word: string, rules: LanguageRules): { parts: string[]; joined?: string; leading: string[] } {
  let w = word;
  if (rules.elisions) w = w.replace(/^\p{L}{1,5}'(?=\p{L})/u, '');
  const split = w.split(/['.]/);
  // "v6.1.8" and "2.4ghz" are one thing; "settings.the" is two words.
  const parts = HAS_DIGIT.test(w) && w.includes('.') ? w.split(/[-']/) : split.flatMap((p) => p.split('-'));
  const kept = parts.filter((p) => p.length > 1 || ONLY_DIGITS.test(p));
  const hyphenated = w.split('-');
  const leading = hyphenated.slice(2).map((_, i) => hyphenated.slice(0, i + 2).join('').replace(/['.]/g, ''));
  return { parts: kept, joined: /[-']/.test(w) ? w.replace(/[-'.]/g, '') : undefined, leading };
}

// Letters, then a version ("v6.1.8") or a number of three digits or more ("HP110"): the number alone.
// Shorter numbers ("ZR1", "v2") would make every "1" or "2" typed a match.
const NUMBER_AFTER_LETTERS = /^\p{L}+(\d{3,}|\d+(?:\.\d+)+)$/u;

interface Analysed {
  words: string[];
  grams: string[];
  /** The katakana's own bigrams (Term.katakana); none outside CJK runs. */
  kana: string[];
  /** The words indexed by their trigrams, as they are (CompoundWords). */
  units: string[];
}

/** A word's index terms under a language's rules (shared: do not change). */
function analyseWord(word: string, rules: LanguageRules): Analysed {
  return remembered(wordCache, rules, word, () => {
    const words: string[] = [];
    const grams: string[] = [];
    const units: string[] = [];
    const { parts, joined, leading } = atoms(word, rules);
    for (const part of parts) {
      const folded = foldAccents(part);
      if (rules.stopWords.has(folded)) continue;
      words.push(...stems(part, rules));
      if (rules.compounds && folded.length >= 5 && ONLY_LETTERS.test(folded)) {
        grams.push(...trigrams(folded));
        units.push(folded);
      }
      // A version or a model number is found by its number too: "6.1.8" finds "v6.1.8", "110" "HP110".
      const number = NUMBER_AFTER_LETTERS.exec(part)?.[1];
      if (number) words.push(number);
    }
    if (joined && joined.length > 1) words.push(...stems(joined, rules));
    for (const lead of leading) words.push(...stems(lead, rules));
    return { words, grams, kana: [], units };
  });
}

/**
 * A text's index terms under a language's rules; its long words as written (accents folded) go into
 * `spellings`, with the stems they are indexed under (see Term.respelled).
 */
function analyseText(text: string, rules: LanguageRules, spellings: Map<string, readonly string[]>): Analysed {
  const words: string[] = [];
  const grams: string[] = [];
  const kana: string[] = [];
  const units: string[] = [];
  for (const piece of pieces(normalize(text))) {
    if (piece.kind === 'cjk') {
      grams.push(...remembered(runCache, rules, piece.text, () => cjkGrams(piece.text)));
      kana.push(...remembered(kanaRunCache, rules, piece.text, () => katakanaGrams(piece.text)));
      continue;
    }
    const analysed = analyseWord(piece.text, rules);
    words.push(...analysed.words);
    grams.push(...analysed.grams);
    units.push(...analysed.units);
    if (piece.text.length >= RESPELLED_FROM) {
      for (const [spelling, itsStems] of longSpellings(piece.text, rules)) if (!spellings.has(spelling)) spellings.set(spelling, itsStems);
    }
  }
  return { words, grams, kana, units };
}

/**
 * The edits a long word may be from a word of the texts as written: one from 8 letters, two from 11
 * ("compatibilty", "vulnerabilty"). Its stem is often far from the texts' ("compatibilti" from
 * "compat"), so the typo is measured on the words themselves.
 */
const RESPELLED_FROM = 8;
const respellings = (length: number) => (length >= 11 ? 2 : 1);
const spellingCache: Cache<[string, readonly string[]][]> = new Map();

/** A word's long parts as written (accents folded), each with its stems. */
function longSpellings(word: string, rules: LanguageRules): [string, readonly string[]][] {
  return remembered(spellingCache, rules, word, () =>
    atoms(word, rules)
      .parts.map((part): [string, string] => [part, foldAccents(part)])
      .filter(([, folded]) => folded.length >= RESPELLED_FROM && ONLY_LETTERS.test(folded))
      .map(([part, folded]) => [folded, stems(part, rules)]),
  );
}

/**
 * The typos a term allows, by its shortest stem: one from 4 letters, two from 8. A stem of three letters
 * cut from a longer word ("bat" of Spanish "batería") allows none: with a typo and the prefixes that follow
 * it found "datos". A word of three letters typed as it is ("Tür", "dor") keeps its one.
 */
const fuzziness = (stemLength: number, typedLength: number) =>
  stemLength < 4 ? (typedLength > stemLength ? 0 : 1) : stemLength < 8 ? 1 : 2;

/** A word with each of its language's two-letter spellings read as its accented letter, each kind alone and all at once. */
function withAccents(word: string, rules: LanguageRules): string[] {
  const each = rules.accents.map(([plain, accent]) => word.replace(plain, accent));
  const all = rules.accents.reduce((w, [plain, accent]) => w.replace(plain, accent), word);
  return unique([...each, all]).filter((w) => w !== word);
}

function wordTerm(word: string, rules: LanguageRules): Term {
  const folded = foldAccents(word);
  const letters = ONLY_LETTERS.test(folded);
  const wordStems = stems(word, rules);
  const synonymStems = synonymsOf(folded, rules).flatMap((synonym) => stems(synonym, rules));
  // The word as it would be written with its accents ("rueckgabe" → "rückgabe"), searched as well: each
  // kind alone, and all at once ("kuechengeraet" → "küchengerät").
  const accented = folded === word ? withAccents(word, rules) : [];
  const accentedStems = accented.flatMap((spelling) => stems(spelling, rules));
  const variants = [...wordStems, ...synonymStems, ...accentedStems];
  const shortest = Math.min(...variants.map((v) => v.length));
  const spellings = [folded, ...accented.map(foldAccents)].filter((w) => w.length >= 6);
  // Typed with its umlauts written as two letters, a word is as long as it is with them: "Tuer" is "Tür"
  // of three letters, with its typo and prefixes, not a longer word cut to a stem of three.
  const typed = Math.min(folded.length, ...accented.map((w) => foldAccents(w).length));
  const fuzzy = !letters || folded.length < 3 ? 0 : fuzziness(shortest, typed);
  const own = new Set([...wordStems, ...accentedStems]);
  const exact = unique(synonymStems.filter((stem) => !own.has(stem)));
  return {
    variants: unique(variants),
    gramSets: rules.compounds && letters ? spellings.map((w) => unique(trigrams(w))) : [],
    parts: rules.compounds && letters ? spellings : undefined,
    fuzzy,
    // Two letters find the model numbers they begin ("HG": HG100, HG200), not every word they begin. A
    // stem of three cut from a longer word finds no longer words either: "cam" of Spanish "cámara"
    // would find "cambiar" (to change).
    prefix: (folded.length >= 3 && !(letters && shortest < 4 && typed > shortest)) || (letters && folded.length === 2),
    prefixDigits: folded.length === 2,
    // A separable verb typed with its umlauts as two letters ("zuruecksetzen") is split as written with them.
    split: letters ? [...accented.map(foldAccents).reverse(), folded].map((w) => separated(w, rules)).find((split) => split !== undefined) : undefined,
    swaps: letters && fuzzy === 1 ? { word: folded, ownLength: shortest } : undefined,
    respelled: letters && folded.length >= RESPELLED_FROM ? folded : undefined,
    ...(accented.length ? { spelledOut: true } : {}),
    ...(exact.length ? { exact } : {}),
    ...(wordStems.length > 1 ? { foldedStem: wordStems[1] } : {}),
  };
}

type WordList = 'optionalWords' | 'missableWords';
const listedStems = new Map<WordList, Map<LanguageRules, ReadonlySet<string>>>();

/** Whether a query word is one of a list of the language's words ("guide"), in any of its forms ("guides"). */
function listedWord(word: string, rules: LanguageRules, list: WordList): boolean {
  let lists = listedStems.get(list);
  if (!lists) listedStems.set(list, (lists = new Map()));
  let known = lists.get(rules);
  if (!known) lists.set(rules, (known = new Set([...rules[list]].flatMap((w) => stems(w, rules)))));
  return stems(word, rules).some((stem) => known.has(stem));
}

/** Whether a query word is one of the language's optional words ("guide"), in any of its forms ("guides"). */
const optionalWord = (word: string, rules: LanguageRules) => listedWord(word, rules, 'optionalWords');

/**
 * The stems of `word` with each pair of neighbouring letters swapped, but those of the word itself and
 * those shorter than its own: the stemmer cuts many a swapped non-word down to a short real stem
 * ("vedre" to "ved", "reste" to "rest"), which is no typo of the word.
 */
function swappedStems(word: string, own: readonly string[], ownLength: number, rules: LanguageRules): string[] {
  const letters = [...word];
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    for (const stem of stems(swapped.join(''), rules)) if (stem.length >= ownLength && !own.includes(stem)) found.add(stem);
  }
  return [...found];
}

// A separable verb's rest is an infinitive of a few letters at least: "hinzu|fügen", "zurück|setzen".
const INFINITIVE = /^\p{L}{3,}en$/u;

/** A German infinitive with a separable particle as the stems of its two words. */
function separated(folded: string, rules: LanguageRules): Term['split'] {
  for (const particle of rules.particles) {
    const start = foldAccents(particle);
    const rest = folded.slice(start.length);
    if (folded.startsWith(start) && INFINITIVE.test(rest)) return { first: stems(particle, rules), second: stems(rest, rules) };
  }
  return undefined;
}

// A katakana word of the texts' language as the query has it, between other scripts.
const KATAKANA_WORD = /[\p{Script=Katakana}\u30fc]+/gu;
/**
 * The segmenter's pieces with each katakana word that has synonyms as one piece: a word it does not know
 * it cuts where it pleases (カスタマーサポート as カス|タマ|ー|サポート), and the pieces would be searched
 * instead of the word and what it means.
 */
function synonymWordsWhole(segments: readonly string[], rules: LanguageRules): string[] {
  const run = segments.join('');
  const whole = [...run.matchAll(KATAKANA_WORD)].filter(([word]) => synonymsOf(foldKana(word), rules).length > 0);
  if (!whole.length) return [...segments];
  const out: string[] = [];
  let at = 0;
  for (const segment of segments) {
    // Within a word that began in an earlier piece: part of it (the segmenter cuts inside the word only).
    if (whole.some((w) => at > w.index && at < w.index + w[0].length)) out[out.length - 1] += segment;
    else out.push(segment);
    at += segment.length;
  }
  return out;
}

const NOTHING_BESIDE: ReadonlyMap<string, readonly string[]> = new Map();
/** The Japanese words of a query's CJK runs (kana folded) that mean another beside its others (SAID_BESIDE_BY_LANGUAGE). */
function cjkSaidBeside(runs: readonly string[]): ReadonlyMap<string, readonly string[]> {
  if (!runs.length) return NOTHING_BESIDE;
  const words = runs.flatMap((run) => Array.from(JA_SEGMENTER.segment(run), ({ segment }) => foldKana(segment)));
  return saidBeside(words, languageRules('ja'));
}

/** CJK text as chunks between particles and question words: "デバイスを初期化するには" → デバイス, 初期化. */
function cjkTerms(run: string, beside: ReadonlyMap<string, readonly string[]> = NOTHING_BESIDE): Term[] {
  const rules = languageRules('ja');
  const { stopWords } = rules;
  const chunks: string[] = [];
  // A verb's kanji with the kana after it that the segmenter cuts as a particle (開|か of 開かない, 鳴|ら of
  // 鳴らない): the kanji alone is the term (開 finds 開きません and 開けられない too); the two together rank
  // the texts that say it so first ("ガレージ 開かない" is the door that does not open, not the one that is
  // left open, 開けっぱなし).
  const inflected: string[] = [];
  // The chunks a polite ending followed (a verb's stem where POLITE_STEM reads one), each with whether
  // that ending was a negative one.
  const beforePolite = new Map<string, boolean>();
  // The segmenter knows words in their usual script; a word typed in hiragana ("りせっと") stays whole.
  if (ALL_HIRAGANA.test(run)) {
    chunks.push(run);
  } else {
    // Each word is a term of its own; a single character ("化" of 初期化) stays with its neighbour.
    let joinNext = false;
    let afterStop = true;
    const segments = synonymWordsWhole(Array.from(JA_SEGMENTER.segment(run), ({ segment }) => segment), rules);
    segments.forEach((segment, i) => {
      // A small つ (っ, ッ) doubles the sound after it: it joins the word before it to the piece after it,
      // where the segmenter cuts 乗っ取り (taking over) as 乗|っ|取り.
      if (SMALL_TSU.test(segment) && chunks.length && !afterStop) {
        chunks[chunks.length - 1] += segment;
        joinNext = true;
        return;
      }
      // Particles are hiragana: a katakana piece the segmenter cut from a word it does not know ("ナ" of
      // ガレージドアオープナー) is part of that word, not the particle "な".
      const politeMa = segment === 'ま' && POLITE_MA.has(segments[i + 1] ?? '');
      if (politeMa || (!HAS_KATAKANA.test(segment) && stopWords.has(foldKana(segment)))) {
        const last = chunks[chunks.length - 1];
        if (!afterStop && last !== undefined && POLITE_ENDINGS.has(segment)) {
          const negative = segment === 'ませ' || segments[i + 1] === 'せん';
          beforePolite.set(last, negative || beforePolite.get(last) === true);
        }
        if (!afterStop && last !== undefined && SINGLE_HAN.test(last) && SINGLE_HIRAGANA.test(segment)) inflected.push(last + segment);
        afterStop = true;
        joinNext = false;
        return;
      }
      const single = [...segment].length === 1;
      // A character before a small つ begins a word (乗 of アカウント乗っ取り) rather than ending the one before.
      const beginsWord = single && SMALL_TSU.test(segments[i + 1] ?? '');
      if (chunks.length && !afterStop && !beginsWord && (single || joinNext)) chunks[chunks.length - 1] += segment;
      else chunks.push(segment);
      joinNext = single && (afterStop || chunks[chunks.length - 1] === segment);
      afterStop = false;
    });
  }
  const kept = chunks.filter((c) => !SINGLE_HIRAGANA.test(c));
  // A verb in its dictionary form is found by its kanji as the inflected one is (開く finds 開かない and
  // 開いている), and ranks the texts that write it so; its synonyms are the whole word's (鳴る). So is a
  // verb's stem before a polite ending (止まりました finds 止まってしまいます).
  const verbs = new Map<string, string>();
  for (const chunk of kept) {
    const stem = beforePolite.has(chunk) ? POLITE_STEM.exec(chunk) : null;
    const verb = DICTIONARY_VERB.exec(chunk) ?? stem;
    if (verb) {
      verbs.set(chunk, verb[1]!);
      inflected.push(chunk);
      if (stem && beforePolite.get(chunk)) inflected.push(chunk.slice(0, -1) + I_ROW_TO_A_ROW.get(chunk.slice(-1))! + 'ない');
    }
  }
  const ranking = inflected.map((word): Term => ({ variants: [], gramSets: [chunkGrams(word)], fuzzy: 0, prefix: false, optional: true }));
  return [...(kept.length ? kept : [run]).map((chunk): Term => {
    const folded = foldKana(chunk);
    const kanji = verbs.get(chunk);
    const gramSets = [kanji ?? folded, ...synonymsOf(folded, rules), ...(beside.get(folded) ?? [])].map(chunkGrams);
    return {
      variants: [],
      gramSets,
      fuzzy: 0,
      prefix: false,
      ...(ALL_KATAKANA.test(chunk) ? { katakana: [0] } : {}),
      ...((ALL_HIRAGANA.test(chunk) || ALL_KATAKANA.test(chunk)) && [...folded].length > 2 ? { together: folded } : {}),
      // A word of "how to" (方法, 手順) beside others ranks the texts that hold it; it is not required.
      ...(listedWord(folded, rules, 'optionalWords') ? { optional: true } : {}),
      // A word for a manual (マニュアル, 取扱説明書): required where a text holds it, else it ranks.
      ...(listedWord(folded, rules, 'missableWords') ? { missable: true } : {}),
    };
  }), ...ranking];
}

/** The pieces of `length` characters of a text, each once: "ぺありんぐ" by 4 is ぺありん, ありんぐ. */
function stretchesOf(text: string, length: number): string[] {
  const chars = [...text];
  if (chars.length <= length) return [text];
  const out: string[] = [];
  for (let i = 0; i + length <= chars.length; i++) out.push(chars.slice(i, i + length).join(''));
  return unique(out);
}

/** A chunk's n-grams as one alternative of a term: its bigrams, or the one character it is. */
function chunkGrams(chunk: string): string[] {
  const chars = [...chunk];
  return chars.length === 1 ? chars : unique(cjkGrams(chunk).filter((g) => [...g].length === 2));
}

/** One language's texts: its word and n-gram indexes over the same documents, numbered from 0. */
class LanguageGroup {
  private readonly words: TermIndex;
  private readonly grams: TermIndex;
  /** The texts' katakana as katakana bigrams (Term.katakana). */
  private readonly kanaGrams: TermIndex;
  /** In a language of compounds: the texts' words with their trigrams, to find a word typed in one of them. */
  private readonly compounds?: CompoundWords;
  /** The texts' long words as written (accents folded), each with its stems. */
  private readonly spellings = new SearchableMap<readonly string[]>();
  /** The texts with kana folded, each made the first time a chunk typed in kana needs it (Term.together). */
  private readonly kanaTexts = new WeakMap<SearchDocument, string>();
  private readonly ids: Int32Array;
  // Scratch for one query: a term's word matches, one alternative's n-grams, the best n-gram match of
  // a term, and the whole query.
  private readonly wordHits: Accumulator;
  private readonly gramHits: Accumulator;
  private readonly bestGram: Float64Array;
  private readonly query: Accumulator;
  /** Whether a query few items match wholly also finds the items that hold half of its words (SearchOptions). */
  private readonly halfWhenFew: boolean;
  /** Whether a query no item matches wholly finds the items of its models that hold half of its words (SearchOptions). */
  private readonly halfWhenNone: boolean;
  /** Whether a word the items hold finds the items holding its typos too (SearchOptions.typosOfHeldWords). */
  private readonly typosOfHeldWords: boolean;
  readonly rules: LanguageRules;

  constructor(
    readonly lang: Language,
    private readonly docs: SearchDocument[],
    fields: SearchField[],
    /** The items' plain texts, shared with the index's other groups and its stop-word queries. */
    private readonly plain: PlainTexts,
    options: SearchOptions,
  ) {
    this.rules = languageRules(lang);
    this.halfWhenFew = options.halfWhenFew ?? false;
    this.halfWhenNone = options.halfWhenNone ?? false;
    this.typosOfHeldWords = options.typosOfHeldWords ?? true;
    const boosts = fields.map((f) => f.boost);
    const lengthCounts = options.lengthCounts ?? true;
    const words = new TermIndexBuilder(boosts, lengthCounts);
    const grams = new TermIndexBuilder(boosts, lengthCounts);
    const kanaGrams = new TermIndexBuilder(boosts, lengthCounts);
    const units = new Set<string>();
    // Gathered in a Map, then put in the tree once each: a word seen again is looked up in the Map,
    // which costs less than a walk down the tree (building straight into the tree took longer).
    const spellings = new Map<string, readonly string[]>();
    for (const doc of docs) {
      const analysed = fields.map((field) => {
        const raw = doc.fields[field.name] ?? '';
        return analyseText(field.html ? htmlText(raw) : raw, this.rules, spellings);
      });
      words.add(analysed.map((a) => a.words));
      grams.add(analysed.map((a) => a.grams));
      kanaGrams.add(analysed.map((a) => a.kana));
      if (this.rules.compounds) for (const a of analysed) for (const unit of a.units) units.add(unit);
    }
    for (const [spelling, itsStems] of spellings) this.spellings.set(spelling, itsStems);
    this.words = words.finish();
    this.grams = grams.finish();
    this.kanaGrams = kanaGrams.finish();
    if (this.rules.compounds) this.compounds = new CompoundWords(units, this.words, (word) => stems(word, this.rules));
    this.ids = Int32Array.from(docs, (doc) => doc.id);
    this.wordHits = new Accumulator(docs.length);
    this.gramHits = new Accumulator(docs.length);
    this.bestGram = new Float64Array(docs.length);
    this.query = new Accumulator(docs.length);
  }

  /** The query as terms under this language's rules; empty when it holds only stop words or punctuation. */
  terms(normalized: string): Term[] {
    const out: Term[] = [];
    const all = namesJoined(this.modelNumbersRead(pieces(normalized)));
    // A hyphenated word counts as its parts and as the whole it is searched as (atoms' join: "wi-fi" is
    // "wifi" beside "without").
    const beside = saidBeside(
      all.flatMap((piece) => {
        if (piece.kind !== 'word') return [];
        const { joined } = atoms(piece.text, this.rules);
        return joined ? [...piece.text.split(/[-']/), joined] : piece.text.split(/[-']/);
      }),
      this.rules,
    );
    const cjkBeside = cjkSaidBeside(all.flatMap((piece) => (piece.kind === 'cjk' ? [piece.text] : [])));
    // The word before the piece as the query means it: two words read as one ("hp 110") are one word
    // before the next ("hp 110 uk": the market's letters follow the model number "hp110").
    let before: string | undefined;
    // Every piece is read (a query is at most MAX_QUERY_LENGTH characters), so that a word typed again and
    // again does not crowd out the others: the terms are then taken once each.
    for (let i = 0; i < all.length; i++) {
      const piece = all[i]!;
      const previous = before;
      before = piece.kind === 'word' ? piece.text : undefined;
      if (piece.kind === 'cjk') {
        out.push(...this.cjkRunTerms(piece.text, cjkBeside));
        continue;
      }
      const reading = this.lang === 'ja' ? KATAKANA_READINGS.get(piece.text) : undefined;
      if (reading !== undefined) {
        out.push(...this.pieceTerms(piece.text, beside), ...cjkTerms(reading));
        continue;
      }
      // Two words the texts also write as one. A model number is one: "hg 100" is "HG100". Other words
      // are found either way, each by itself or the two as one: "smart things" finds "SmartThings", and
      // "share my home" still finds "share my home" although "myhome" is in a text too.
      const next = all[i + 1];
      const joined = next?.kind === 'word' ? this.writtenAsOne(piece.text, next.text) : undefined;
      if (next && joined) {
        i++;
        before = joined;
        if (onlyAsOne(piece.text, next.text)) {
          out.push(wordTerm(joined, this.rules));
          continue;
        }
        const asOne = stems(joined, this.rules);
        for (const term of [...this.pieceTerms(piece.text, beside), ...this.pieceTerms(next.text, beside)]) {
          out.push({ ...term, variants: unique([...term.variants, ...asOne]) });
        }
        continue;
      }
      if (previous !== undefined && this.variantSuffix(previous, piece.text)) {
        out.push({ ...wordTerm(piece.text, this.rules), optional: true });
        continue;
      }
      // The letters of a market the texts write joined to the model ("HP110-IT"), after it typed apart
      // ("hp 110 it", "hp 110-it"): the model's items, that market's first, whatever the letters are in
      // the language ("it" is a stop word in English).
      const variant = previous === undefined ? undefined : this.modelVariant(previous, piece.text);
      if (variant) {
        out.push(variant);
        continue;
      }
      out.push(...this.pieceTerms(piece.text, beside));
    }
    const seen = new Set<string>();
    return out
      .filter((term) => {
        const key = JSON.stringify([term.variants, term.gramSets, term.optional === true, term.missable === true, term.split ?? null]);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_TERMS);
  }

  /**
   * A CJK run's terms, with the katakana names of LATIN_NAMES searched as their Latin words, or as typed
   * where the texts have them so (a name of two characters is no more than one bigram, found inside
   * other words: as its Latin words alone).
   */
  private cjkRunTerms(run: string, beside: ReadonlyMap<string, readonly string[]>): Term[] {
    const out: Term[] = [];
    let done = 0;
    for (const match of run.matchAll(KANA_WORD)) {
      const name = nameBeginning(match[0]);
      if (name === undefined) continue;
      if (match.index > done) out.push(...cjkTerms(run.slice(done, match.index), beside));
      const katakana = name.length >= NAME_BEGINS ? [chunkGrams(foldKana(name))] : [];
      for (const term of this.terms(LATIN_NAMES.get(name)!)) {
        const own = term.gramSets.length;
        const added = katakana.map((_, i) => own + i);
        out.push({ ...term, gramSets: [...term.gramSets, ...katakana], katakana: [...(term.katakana ?? []), ...added], names: [...(term.names ?? []), ...added] });
      }
      done = match.index + name.length;
    }
    if (done < run.length) out.push(...cjkTerms(run.slice(done), beside));
    return out;
  }

  /**
   * The query's pieces with model numbers read as the texts write them: typed with a dot, the model where
   * the texts have it ("hp.110" is "hp110"; a version keeps its dots, "v6.1.8"); its digits and a market's
   * letters joined by a hyphen after letters typed apart, the digits and the market ("hp 110-uk" is
   * "hp 110 uk": the letters and the digits are the model number, and the market follows it).
   */
  private modelNumbersRead(all: readonly Piece[]): Piece[] {
    return all.flatMap((piece, i): Piece[] => {
      if (piece.kind !== 'word') return [piece];
      const dotted = DOTTED_MODEL.exec(piece.text);
      const model = dotted ? dotted[1]! + dotted[2]! : undefined;
      if (model !== undefined && this.words.has(model)) return [{ kind: 'word', text: model }];
      const before = all[i - 1];
      const market = before?.kind === 'word' && SHORT_LETTERS.test(before.text) ? DIGITS_AND_MARKET.exec(piece.text) : null;
      return market ? [{ kind: 'word', text: market[1]! }, { kind: 'word', text: market[2]! }] : [piece];
    });
  }

  /** The terms of one word of a query (a word with hyphens or apostrophes may be several). */
  private pieceTerms(text: string, beside: ReadonlyMap<string, readonly string[]>): Term[] {
    // A question word written with a hyphen ("est-ce") is dropped whole, not searched as the word the
    // texts make of it ("estce", in the FAQ that asks "est-ce que…").
    if (this.rules.stopWords.has(foldAccents(text))) return [];
    const { parts, joined } = atoms(text, this.rules);
    // "Wi-Fi", "e-mail", "HG-100": short parts are no words of their own; the whole is. Not "it's" or
    // "can't": their pieces are stop words, and their join is found by the index alone ("cant"). Where
    // the texts never write the whole as one word ("HP110-UK", written "HP110 UK"), its parts are searched.
    // (A part of one letter, the "e" of "e-mail", is no part at all: it counts as short too.)
    if (joined && text.includes('-') && text.split(/[-']/).some((p) => p.length < 3)) {
      const whole = wordTerm(joined, this.rules);
      if (whole.variants.some((variant) => this.words.has(variant))) return [this.meaningBeside(whole, joined, beside)];
      // A model number and its market as people hyphenate them: "HG-100-EU", "HG-100EU" are "HG100 EU".
      const asModel = this.modelAndMarket(joined);
      if (asModel) return asModel;
    }
    return parts
      .filter((part) => !this.rules.stopWords.has(foldAccents(part)))
      .flatMap((part, i, kept): Term[] => {
        const after = kept[i - 1];
        // A word of "how to" that means another beside the query's words ("geht" beside "aus") is that word.
        const howTo = optionalWord(part, this.rules) && !beside.has(foldAccents(part));
        if (howTo || (after !== undefined && (this.variantSuffix(after, part) || variantNumber(after, part)))) {
          return [{ ...wordTerm(part, this.rules), optional: true }];
        }
        if (listedWord(part, this.rules, 'missableWords')) return [{ ...wordTerm(part, this.rules), missable: true }];
        return this.modelAndMarket(part) ?? [this.withHalves(this.meaningBeside(wordTerm(part, this.rules), part, beside), part)];
      });
  }

  /** A word's term with what the word means beside the query's other words (SAID_BESIDE) as variants. */
  private meaningBeside(term: Term, word: string, beside: ReadonlyMap<string, readonly string[]>): Term {
    const means = beside.get(foldAccents(word));
    if (!means) return term;
    const meant = means.flatMap((m) => stems(m, this.rules)).filter((stem) => !term.variants.includes(stem));
    return { ...term, variants: unique([...term.variants, ...meant]), exact: unique([...(term.exact ?? []), ...meant]) };
  }

  /**
   * A model number with its market's letters or a revision's letter typed joined ("HG100EU", "HP110B") that
   * no text writes so: the model, with the letters after it as a word that ranks (variantSuffix).
   */
  private modelAndMarket(word: string): Term[] | undefined {
    const found = MODEL_AND_MARKET.exec(word.toLowerCase());
    if (!found || this.words.has(found[0])) return undefined;
    const [, model, market] = found as unknown as [string, string, string];
    if (!this.words.has(model)) return undefined;
    return [wordTerm(model, this.rules), { ...wordTerm(market, this.rules), optional: true }];
  }

  /**
   * Two words typed as one that the texts write apart ("lightstrip" for "light strip", "hp110uk" for
   * "HP110 UK"): a word no text has, that splits into two words the texts do have, also finds the items
   * holding both (as a separated verb does). Of the splits, the one with the longer first word; halves of
   * four letters at least (three make nonsense: Italian "comparto" as "com" and "parto"), but a market's two
   * letters after a model number. Not in a language of compounds, where a word typed is most often a
   * compound the texts hold whole, found by its parts (the n-grams), which the halves would outrank.
   */
  private withHalves(term: Term, word: string): Term {
    if (this.rules.compounds || term.split || word.length < 7 || word.length > MAX_JOINED || !WORD_CHARACTERS.test(word)) return term;
    if (term.variants.some((variant) => this.words.has(variant))) return term;
    const folded = foldAccents(word);
    for (let cut = folded.length - 2; cut >= 4; cut--) {
      const first = folded.slice(0, cut);
      const second = folded.slice(cut);
      if (second.length < 4 && !(MODEL_NUMBER.test(first) && TWO_LETTERS.test(second))) continue;
      if (this.rules.stopWords.has(first) || this.rules.stopWords.has(second)) continue;
      const split = { first: stems(first, this.rules), second: stems(second, this.rules) };
      if (split.first.some((s) => this.words.has(s)) && split.second.some((s) => this.words.has(s))) return { ...term, split };
    }
    return term;
  }

  /**
   * A market's two letters after a model number ("HP110-UK", "HP110 EU", "HG100EU"): the model's texts
   * are what the visitor wants, and the letters only order them, those that name the market first (the
   * regulatory documents of that market; a manual names none). Until 2026-12-01 the letters were required
   * wherever some text held them, and "HG100-EU" found nothing, "EU" being in texts of other things.
   */
  private variantSuffix(model: string, suffix: string): boolean {
    return this.marketAfter(model, suffix) === 'apart';
  }

  /** The model's variant for a market's letters after it, as an optional term, where the texts write them joined. */
  private modelVariant(model: string, suffix: string): Term | undefined {
    const joined = this.marketAfter(model, suffix);
    return joined && joined !== 'apart' ? { ...wordTerm(joined, this.rules), optional: true } : undefined;
  }

  /**
   * A market's two letters after a model number: 'apart' where no text writes the two joined, else the
   * joined word the texts have ("hp110it"); undefined for other words.
   */
  private marketAfter(model: string, suffix: string): string | undefined {
    // A model number typed with a hyphen ("HG-100 EU") is the model the texts write whole.
    const whole = model.replace(/-/g, '');
    if (!MODEL_NUMBER.test(whole) || !TWO_LETTERS.test(suffix)) return undefined;
    return this.words.has(whole + suffix) ? whole + suffix : 'apart';
  }

  /** Whether a text holds `part` whole (in a compound, say), not only most of its n-grams here and there. */
  private holds(doc: number, part: string): boolean {
    return this.plain(this.docs[doc]!).folded.includes(part);
  }

  /** Whether a text, kana folded, holds one of `stretches`. */
  private holdsAny(doc: number, stretches: readonly string[]): boolean {
    const item = this.docs[doc]!;
    let text = this.kanaTexts.get(item);
    if (text === undefined) this.kanaTexts.set(item, (text = foldKana(this.plain(item).text)));
    return stretches.some((stretch) => text.includes(stretch));
  }

  /**
   * The one word the texts make of two query words, if they do: the two joined, or, in a language of
   * compounds, joined by the linking "s" ("Kopplung Modus" is "Kopplungsmodus").
   */
  private writtenAsOne(a: string, b: string): string | undefined {
    const whole = onlyAsOne(a, b);
    if (!whole && a.length + b.length < 6) return undefined;
    if (whole) {
      // Its synonyms count: "3way" is in no text, "threeway" is.
      const joined = a + b;
      return wordTerm(joined, this.rules).variants.some((variant) => this.words.has(variant)) ? joined : undefined;
    }
    const forms = this.rules.compounds ? [a + b, `${a}s${b}`] : [a + b];
    return forms.find((joined) => stems(joined, this.rules).some((s) => this.words.has(s)));
  }

  /**
   * Adds each item that matches a term, with the term's score in it, to the query's round. Words:
   * each stem (and synonym) with its prefixes and typos; an item matching several of them counts their
   * sum times their number, as MiniSearch does. N-grams find what the words did not (a compound's part,
   * Japanese), below any word match; a text that holds a compound's part whole counts it as a word match,
   * on top of the words' (a text with both "Garagentoröffner" and "öffnen" comes before one with only
   * either). Of several alternatives the best one counts.
   */
  private addTerm(term: Term): void {
    const words = this.wordHits;
    // A word of the texts that is one reading of the term ("tür" of "Tuer") counts as that reading alone,
    // not again as a typo or prefix of another ("tuer"): the term scores as its best-spelt form does.
    const read = term.spelledOut && term.variants.some((variant) => this.words.has(variant)) ? term.variants.filter((variant) => this.words.has(variant)) : term.variants;
    for (const variant of read) {
      // The folded stem follows the stem as written among the variants, and is looked up in its round.
      const foldedStem = variant === term.foldedStem;
      if (!foldedStem) words.nextRound();
      const held = this.words.has(variant);
      const typos = (held && !this.typosOfHeldWords) || term.exact?.includes(variant) ? 0 : term.fuzzy;
      const lookups = this.words.expand(variant, term.prefix, typos, term.prefixDigits, term.variants);
      // A word the texts have ("hp110", "2fa") counts as itself where they hold it: the longer words it
      // begins there and its typos ("hp110it" of "HP110-IT", "2facode" of "2FA-Code", rarer and so
      // weightier) add nothing, or a model's variants would come before the model. Texts with only a
      // longer word or a typo count that.
      // Nor do they come before a text that holds the word: the word typed is most likely the word meant
      // (French "facture", an invoice, is within a typo of "facteurs", whose 2FA FAQ has it in its title).
      if (foldedStem) words.add(lookups, true);
      else if (held) {
        words.add(lookups.slice(0, 1));
        words.add(lookups.slice(1), true, weakest(lookups[0]!) * BELOW_THE_WORD);
      } else words.add(lookups);
    }
    // A word the texts have is no typo: its swapped spellings are made and looked up only for a word they
    // do not have, in the round of its last spelling (a text found both ways counts once, as a typo found once).
    const swaps = term.swaps;
    if (swaps && !term.variants.some((variant) => this.words.has(variant))) {
      words.add(swappedStems(swaps.word, term.variants, swaps.ownLength, this.rules).flatMap((swap) => this.words.typo(swap)));
    }
    if (term.respelled && !this.spellings.has(term.respelled) && !term.variants.some((variant) => this.words.has(variant))) {
      words.add(this.respelledStems(term.respelled, term.variants).flatMap((stem) => this.words.typo(stem)));
    }
    if (term.split) this.addSeparated(term.split);
    const grams = this.gramHits;
    const best = this.bestGram;
    const found: number[] = [];
    term.gramSets.forEach((set, alternative) => {
      const katakana = term.katakana?.includes(alternative) === true;
      for (const gram of set) {
        grams.nextRound();
        grams.add(katakana ? this.kanaGrams.exact(asKatakana(gram)) : this.grams.exact(gram));
      }
      const need = term.names?.includes(alternative) ? set.length : Math.max(1, Math.ceil(set.length * GRAM_COVERAGE));
      const part = term.parts?.[alternative];
      // A word's trigrams count where an item holds them in one word, or its two parts (CompoundWords).
      const inOneWord = part !== undefined && grams.touchedCount > 0 ? this.compounds?.holding(set, need, part) : undefined;
      // Kana typed: a stretch of it in the text as it is (Term.together), as long as `need` bigrams up to
      // TOGETHER_KANA: a sentence typed in hiragana (でばいすをりせっとする) is not in any text whole.
      const stretches = alternative === 0 && term.together ? stretchesOf(term.together, Math.min(need + 1, TOGETHER_KANA)) : undefined;
      for (let i = 0; i < grams.touchedCount; i++) {
        const doc = grams.touched[i]!;
        if (grams.count[doc]! < need) continue;
        if (stretches && !this.holdsAny(doc, stretches)) continue;
        const whole = part !== undefined && grams.count[doc] === set.length && this.holds(doc, part);
        if (words.count[doc] && !whole) continue;
        if (!whole && inOneWord && !inOneWord(doc)) continue;
        // The n-grams' summed score, times the share of the term's n-grams found, per n-gram found.
        const score = ((whole ? WHOLE_PART_WEIGHT : GRAM_WEIGHT) * grams.score[doc]!) / set.length;
        if (!best[doc]) found.push(doc);
        if (score > best[doc]!) best[doc] = score;
      }
      grams.reset();
    });
    const query = this.query;
    query.nextRound();
    for (let i = 0; i < words.touchedCount; i++) {
      const doc = words.touched[i]!;
      query.addTo(doc, words.score[doc]! * words.count[doc]!);
    }
    words.reset();
    for (const doc of found) {
      query.addTo(doc, best[doc]!);
      best[doc] = 0;
    }
  }

  /** The stems of the texts' long words within a typo or two of a word as typed, but its own. */
  private respelledStems(word: string, own: readonly string[]): string[] {
    const found = new Set<string>();
    for (const [itsStems] of this.spellings.fuzzyGet(word, respellings(word.length)).values()) {
      for (const stem of itsStems) if (!own.includes(stem)) found.add(stem);
    }
    return [...found];
  }

  /** Items holding both words of a split (a separated verb, a word typed joined) count as one more variant of the term's words. */
  private addSeparated(split: NonNullable<Term['split']>): void {
    const both = this.gramHits;
    for (const stemsOfPart of [split.first, split.second]) {
      both.nextRound();
      both.add(stemsOfPart.flatMap((stem) => this.words.exact(stem)));
    }
    const words = this.wordHits;
    words.nextRound();
    for (let i = 0; i < both.touchedCount; i++) {
      const doc = both.touched[i]!;
      if (both.count[doc] === 2) words.addTo(doc, both.score[doc]!);
    }
    both.reset();
  }

  /**
   * Items that match all terms of a short query (up to four), or three in four of a longer one (a
   * question as people type it), scored by the sum of their terms' scores.
   */
  search(terms: Term[]): SearchHit[] {
    const hits = this.searchTerms(terms);
    if (hits.length > 0) return hits;
    // "HG100 Handbuch" where the manuals say "Bedienungsanleitung": the word for a manual only ranks.
    let read = terms;
    if (terms.some((term) => term.missable && !term.optional)) {
      read = terms.map((term) => (term.missable ? { ...term, optional: true } : term));
      const again = this.searchTerms(read);
      if (again.length > 0) return again;
    }
    // "Handbuch", "notice", マニュアル or "instructions" alone, which no title says (the manuals are titled
    // "Bedienungsanleitung", "Manuel d'utilisation", 取扱説明書): the items that hold any word for a manual.
    if (terms.every((term) => term.optional || term.missable)) {
      const manuals = this.holdingAManualWord();
      if (manuals.length > 0) return manuals;
    }
    // "Batteriewechsel" where the texts say "Batterie wechseln": a compound no text holds, as its parts.
    const apart = this.compoundsApart(read);
    const found = apart ? this.searchTerms(apart) : [];
    return found.length > 0 || !this.halfWhenNone ? found : this.someOfTheWords(apart ?? read);
  }

  /** The items that hold any of the language's words for a manual, the best score of each. */
  private holdingAManualWord(): SearchHit[] {
    const best = new Map<number, number>();
    for (const word of this.rules.missableWords) {
      for (const hit of this.searchTerms(this.terms(word))) best.set(hit.id, Math.max(hit.score, best.get(hit.id) ?? 0));
    }
    return [...best].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /**
   * A query no item matches wholly, in a catalogue list (halfWhenNone): the visitor's words for a product
   * are often not its name ("light bulb" for the "LED Bulb", "security camera", "smart home hub"), or name
   * what no title says ("CE declaration camera"). Then the words no item holds are left out (half of the
   * words at most), and if the others find nothing either, the items that hold half of the words at least
   * are found, those with more first; only items of the model numbers the query names: a model no item has
   * finds nothing ("HG300 manual" lists no manual), and two models typed together ("HG100 HG200") find the
   * items of either.
   */
  private someOfTheWords(terms: Term[]): SearchHit[] {
    const asked = terms.filter((term) => !term.optional);
    if (asked.length < 2) return [];
    const models = asked.filter((term) => term.variants.some((variant) => HAS_DIGIT.test(variant)));
    let within: Set<number> | undefined;
    if (models.length > 0) {
      within = new Set(this.searchTerms(models, 1).map((hit) => hit.id));
      if (within.size === 0) return [];
    }
    const ofTheModels = (hits: SearchHit[]) => (within ? hits.filter((hit) => within.has(hit.id)) : hits);
    // Words no item holds at all ("CE") are left out first, half of the words at most: the others may find
    // their items wholly. ("100% nothing like this" is no search for the HG100.)
    const held = terms.filter((term) => term.optional || this.searchTerms([term]).length > 0);
    const heldAsked = held.filter((term) => !term.optional).length;
    if (held.length < terms.length && heldAsked > 0 && 2 * heldAsked >= asked.length) {
      const hits = ofTheModels(this.searchTerms(held));
      if (hits.length > 0) return hits;
    }
    return ofTheModels(this.searchTerms(terms, Math.ceil(asked.length / 2)));
  }

  /**
   * The terms with each compound typed whole that finds no item by itself read as its two parts, as if
   * typed apart (CompoundWords.apart); undefined when there is none to read so.
   */
  private compoundsApart(terms: readonly Term[]): Term[] | undefined {
    const compounds = this.compounds;
    if (!compounds) return undefined;
    let changed = false;
    const read = terms.flatMap((term): Term[] => {
      if (!term.parts || term.optional || term.missable) return [term];
      // As typed, or with its umlauts where they were written as two letters ("Rueckgaberecht").
      let parts: [string, string] | undefined;
      for (const word of term.parts) if (!parts && word.length >= 2 * COMPOUND_PART) parts = compounds.apart(word);
      if (!parts || this.searchTerms([term]).length > 0) return [term];
      changed = true;
      return parts.map((part) => wordTerm(part, this.rules));
    });
    return changed ? read : undefined;
  }

  /** `need`: how many of the required terms an item must hold (else all of a short query, 3 in 4 of a longer one). */
  private searchTerms(terms: Term[], need?: number): SearchHit[] {
    const { query, ids } = this;
    // Optional words ("steps") beside required ones add their score to the items the others found; a
    // query of optional words alone requires them.
    const required = terms.filter((term) => !term.optional);
    const optional = required.length === 0 ? [] : terms.filter((term) => term.optional);
    const bonus = new Map<number, number>();
    if (optional.length) {
      for (const term of optional) this.addTerm(term);
      for (let i = 0; i < query.touchedCount; i++) bonus.set(query.touched[i]!, OPTIONAL_WEIGHT * query.score[query.touched[i]!]!);
      query.reset();
    }
    const asked = required.length ? required : terms;
    for (const term of asked) this.addTerm(term);
    const n = asked.length;
    const collect = (need: number) => {
      const found: SearchHit[] = [];
      for (let i = 0; i < query.touchedCount; i++) {
        const doc = query.touched[i]!;
        const count = query.count[doc]!;
        if (count >= need) found.push({ id: ids[doc]!, score: (query.score[doc]! * count) / n + (bonus.get(doc) ?? 0) });
      }
      return found;
    };
    const best = (a: SearchHit, b: SearchHit) => b.score - a.score || a.id - b.id;
    // Few hold them all: a visitor's own words for a thing ("plug offline", "push notifications", "bulb
    // won't connect") are often not the texts' (the offline FAQ says "device", the notifications FAQ says
    // no "push", the bulb's set-up FAQ says "found"). Then the items that hold half of the words at least
    // are ranked with those that hold them all, by the same score, which counts the share of the words an
    // item holds: the FAQ whose title holds two words of three comes before one whose long text happens to
    // hold all three somewhere. Until 2026-12-07 they only followed, and only below 3 whole hits: "connect
    // plug to alexa" listed four FAQs that mention a plug, and not the one on connecting to Alexa.
    const whole = need ?? (n <= 4 ? n : Math.ceil(n * 0.75));
    let hits = collect(whole);
    if (need === undefined && hits.length < FEW_WHOLE_HITS && n > 1 && this.halfWhenFew) hits = collect(Math.ceil(n / 2));
    query.reset();
    return hits.sort(best);
  }
}

/**
 * Fewer items than a page of the FAQ list holding every word of a query: those holding half of them are
 * ranked with them (halfWhenFew).
 */
const FEW_WHOLE_HITS = FAQ_PAGE_SIZE;

/** An item's searched fields as one normalised text (HTML as its text), as written and with accents off. */
type PlainTexts = (doc: SearchDocument) => { text: string; folded: string };

/**
 * An index's plain texts, each made the first time a query needs it (a query of only stop words, a
 * compound's part to be found whole) and then kept with its item.
 */
function plainTexts(fields: readonly SearchField[]): PlainTexts {
  const made = new WeakMap<SearchDocument, { text: string; folded: string }>();
  return (doc) => {
    let plain = made.get(doc);
    if (!plain) {
      const text = normalize(fields.map((f) => (f.html ? htmlText(doc.fields[f.name] ?? '') : (doc.fields[f.name] ?? ''))).join('\n'));
      made.set(doc, (plain = { text, folded: foldAccents(text) }));
    }
    return plain;
  };
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * Whether `text` holds `typed`; where `typed` begins or ends with a letter or digit, not inside a longer word.
 * Nothing holds an empty `typed` (what is left of accents alone once folded): every position of every text
 * would, and the search below for one standing apart would never end.
 */
function containsTyped(text: string, typed: string): boolean {
  if (typed === '') return false;
  const wordStart = WORD_CHARACTER.test(typed[0]!);
  const wordEnd = WORD_CHARACTER.test(typed.at(-1)!);
  for (let at = text.indexOf(typed); at !== -1; at = text.indexOf(typed, at + 1)) {
    const before = at > 0 && wordStart && WORD_CHARACTER.test(text[at - 1]!);
    const after = wordEnd && WORD_CHARACTER.test(text[at + typed.length] ?? '');
    if (!before && !after) return true;
  }
  return false;
}

/**
 * The search over one language's items. `docs` are what a visitor of `lang` sees: texts in `lang`, or
 * in English where an item has none. Fields are the parts of an item that are searched, with weights.
 */
export interface SearchOptions {
  /**
   * A query that fewer than FEW_WHOLE_HITS items match wholly also finds the items that hold half of its
   * words at least, ranked with them by score. For answers to questions (the FAQs), which visitors ask in
   * their own words; not for a catalogue (manuals, documents), where "HG300 manual" must not list every
   * manual.
   */
  halfWhenFew?: boolean;
  /**
   * A query that no item matches wholly leaves out the words no item holds (half of them at most), else
   * finds the items that hold half of its words at least; in both, only among the items of the model
   * numbers it names (a model no item has finds nothing). For the catalogue lists, where a visitor's words
   * for a product ("light bulb", "security camera") are often not its name.
   */
  halfWhenNone?: boolean;
  /**
   * false: a word some item holds finds the items holding it and the longer words it begins, not those
   * holding only a typo of it ("start" is not "smart", which every product's name says). For lists that
   * show every match in their own order, where a typo's match is not ranked below but listed as any other.
   * A word no item holds still finds its typos. (Default true: the FAQs rank a typo's match below the word's.)
   */
  typosOfHeldWords?: boolean;
  /**
   * false: neither a field's length nor a word's (or an n-gram's) repeats in it weigh on an item's score,
   * so that items holding the same words score the same whatever else they say. For lists of one-line
   * titles that differ by a suffix (a regulatory document's "– Rev. B", "Italien"), where the shorter title,
   * the older document, would otherwise come first, or the title that says a word's letters again.
   */
  lengthCounts?: boolean;
}

export function createSearchIndex(docs: readonly SearchDocument[], lang: Language, fields: SearchField[], options: SearchOptions = {}): SearchIndex {
  const byLanguage = new Map<Language, SearchDocument[]>();
  for (const doc of docs) {
    const same = byLanguage.get(doc.lang);
    if (same) same.push(doc);
    else byLanguage.set(doc.lang, [doc]);
  }
  const order = unique([lang, DEFAULT_LANGUAGE, ...byLanguage.keys()]).filter((l) => byLanguage.has(l));
  const plain = plainTexts(fields);
  const groups = order.map((l) => new LanguageGroup(l, byLanguage.get(l)!, fields, plain, options));

  return {
    size: docs.length,
    search(query: string): SearchHit[] {
      const normalized = normalize(query.slice(0, MAX_QUERY_LENGTH)).trim();
      if (!normalized) return [];
      const asked = groups.map((group) => ({ group, terms: group.terms(normalized) }));
      if (asked.every(({ terms }) => terms.length === 0)) {
        // Only punctuation, symbols or stop words ("%", "how do i", "perché"): the text as typed, in each
        // item; typed without accents, found with them too ("perche", but "où" is not "ou"); typed with
        // accents no text has so, found without them ("perchè", a common slip for "perché"); words as
        // whole words ("ou" is not in "pour"); words without the punctuation around them ("¿qué?" is "qué").
        const typed = WORD_CHARACTER.test(normalized) ? normalized.replace(EDGE_PUNCTUATION, '') : normalized;
        const folded = foldAccents(typed);
        const holding = (text: (doc: SearchDocument) => string, part: string) => docs.filter((doc) => containsTyped(text(doc), part));
        const found = folded === typed ? [] : holding((doc) => plain(doc).text, typed);
        return (found.length > 0 ? found : holding((doc) => plain(doc).folded, folded)).map((doc) => ({ id: doc.id, score: 0 }));
      }
      return asked.flatMap(({ group, terms }) => (terms.length ? group.search(terms) : []));
    },
  };
}
