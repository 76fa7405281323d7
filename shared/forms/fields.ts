// The field rules the forms share, as zod pieces. Messages are i18n keys of the `forms` namespace: the
// browser shows them in the page's language, the server answers them (translated) as the envelope's Msg.
// The forms' schemas and the shared fields are built inside z.lazy: zod builds them when they first check
// a value, not when a form page's script loads, where building them all cost a phone tens of
// milliseconds of one long task before the form could answer a tap. They are written with zod/mini, whose
// checks are separate functions: the browser's bundle carries only those the forms use (decision 0019).
import * as z from 'zod/mini';
import { isCountryCode, type CountryCode } from '../countries';
import { MAX_UPLOAD_FILES, STORED_URL_MAX } from '../uploads';

/**
 * The e-mail pattern the forms accept: word characters with -, + or . between parts, an @, then a domain
 * of word characters with hyphens or a dot between parts and at least one dot. In the domain a run of
 * hyphens is one joint: an international domain arrives in its ASCII form, whose names hold two
 * (`jane@bücher.de` is sent by the browser as `jane@xn--bcher-kva.de`). Written so that each character
 * can be read one way only (the domain's parts before its first dot are joined by hyphens alone): a
 * pattern with two ways to read a dot takes time growing with the square of the length to refuse a long
 * address, seconds for a 60 kB one.
 */
export const EMAIL_PATTERN = /^\w+(?:[-+.]\w+)*@\w+(?:-+\w+)*\.\w+(?:(?:-+|\.)\w+)*$/;
/**
 * The letters, digits and signs a Japanese, Chinese or Korean input method types in their full-width forms
 * (`ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ`, `１２３`): a visitor sees the address or number they meant, so a field of
 * ASCII format reads them as ASCII (Unicode's compatibility composition, NFKC) before its checks, and
 * keeps them so. The browser checks the form with the same rule, and the server stores what it made.
 */
const halfWidth = (value: string): string => value.normalize('NFKC');

// The dashes a visitor may type between an order number's groups: the hyphen and dash characters
// (U+2010-U+2015), the minus sign, and the long-vowel mark (U+30FC) a Japanese input method types for
// the minus key (its half-width form U+FF70 becomes U+30FC first).
const DASHES = /[\u2010-\u2015\u2212\u30fc]/g;

// The ideographic full stop a Japanese input method types for the "." key (NFKC makes its half-width
// form U+FF61 this one).
const IDEOGRAPHIC_FULL_STOP = /\u3002/g;

/** An address as typed (e-mail, or a web link), with its full-width characters read as ASCII and "。" as a dot. */
export const addressForm = (value: string): string => halfWidth(value).replace(IDEOGRAPHIC_FULL_STOP, '.');

/** An order number as typed, with its full-width characters read as ASCII and any dash as a hyphen. */
export const orderNumberForm = (value: string): string => halfWidth(value).replace(DASHES, '-');

/** RFC 5321: no address is longer. */
export const EMAIL_MAX = 254;

/**
 * RFC 5321's limits on an address's parts, which mail servers refuse past (a 501 to RCPT TO): at most 64
 * characters before the @, and at most 63 in each of the domain's names between dots.
 */
export function emailPartsFit(address: string): boolean {
  const at = address.lastIndexOf('@');
  return at <= 64 && address.slice(at + 1).split('.').every((label) => label.length <= 63);
}

// C0 controls (CR and LF included), DEL and the C1 controls (U+0080-U+009F, NEL among them): never part of
// a one-line value, and the stuff of header injection. So are the Unicode line and paragraph separators
// (U+2028, U+2029), which a mail program may break a line at: a name holding one could show a line of its
// own ("Country: …") in a team's mail. With them, the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they
// change the order in which the rest of the line is shown, so that a team's mail could show
// "reply to moc.elpmaxe@…" as another address than it holds. The marks (U+200E, U+200F) stay: they
// move nothing but themselves, and text pasted from a right-to-left language carries them.
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// A multi-line text keeps tabs and line breaks (CR, LF, and U+2028, U+2029 as text pasted from a word
// processor has them); other controls, NEL among them, are refused.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// Half of a surrogate pair: no character at all (JSON can spell one, "\ud800"); it cannot be written as
// UTF-8, so a mail would show it as "�" and PostgreSQL would refuse it.
export const HALF_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const absentToEmpty = (v: unknown): unknown => (v === undefined || v === null ? '' : v);
/**
 * At most `max` characters, refused as "at most `shown`": a field whose value joins a chosen part to what
 * the visitor types (the ticket's "tag,text" subject) names the limit of the typed part, which the box shows.
 * Characters are counted as a text box's maxlength and the details' counter count them, in UTF-16 units
 * (a character outside the BMP, an emoji, counts two): so the server takes exactly what the box lets a
 * visitor type. (zod's own maxLength counts code points, which let a call through with twice what any box
 * holds, while the details and the subject were counted in units.)
 */
const atMost = (max: number, shown: number) =>
  z.superRefine((value: string, ctx) => {
    if (value.length > max) ctx.addIssue({ code: 'too_big', origin: 'string', maximum: shown, inclusive: true, input: value, message: 'errors.tooLong', continue: false });
  });

/**
 * Trimmed, at most `max` characters, no control characters; then the `more` checks, in order, and the limit
 * once more: a check among them that rewrites the value (an address or order number read in its NFKC form)
 * can lengthen it, as "㎑" is "kHz" and U+FDFA eighteen characters, and what is stored and mailed is that form.
 */
const text = (max: number, multiLine: boolean, shownMax: number, ...more: z.core.$ZodCheck<string>[]) =>
  z.string({ error: 'errors.notText' }).check(
    z.trim(),
    // A value over the limit is refused without the checks after it: they need not read 60 kB.
    atMost(max, shownMax),
    // A multi-line text takes line breaks: its message names only the invisible character it holds.
    multiLine
      ? z.refine((v: string) => !CONTROL_EXCEPT_LINES.test(v), { error: 'errors.controlCharactersText' })
      : z.refine((v: string) => !CONTROL.test(v), { error: 'errors.controlCharacters' }),
    z.refine((v: string) => !HALF_SURROGATE.test(v), { error: 'errors.invalidCharacter' }),
    ...more,
    atMost(max, shownMax),
  );

/** `schema` checking what `prepare` makes of the value first (zod's classic `preprocess`). */
export const preprocessed = <S extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(prepare), schema as z.core.$ZodType<unknown, unknown>) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S>;

/** `schema` after absent values (undefined, null) are read as ''. */
const fromAbsent = <S extends z.core.$ZodType>(schema: S) => preprocessed(absentToEmpty, schema);

/** A list's schema whose value keeps each item once, where it first came. */
export const distinct = <T>(list: z.core.$ZodType<T[]>) => z.pipe(list, z.transform((items: T[]) => [...new Set(items)]));

/**
 * Something a reader can see: a character other than white space, the invisible format characters (the
 * direction marks, zero-width spaces and joiners, the soft hyphen, the byte-order mark) and the others
 * Unicode says a reader does not see unless a font shows them (Default_Ignorable_Code_Point: the variation
 * selectors, the combining grapheme joiner, the Hangul fillers). Trimming takes only white space away, so a
 * name of two direction marks, or of one variation selector, would otherwise be "filled in" and reach the
 * team as an empty line.
 */
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const filledIn = (required: string) => z.refine<string>((v) => VISIBLE.test(v), { error: required });

/** A one-line text that must be filled in; `required` is the key of its message. */
export function requiredLine(required: string, max: number, shownMax = max) {
  return fromAbsent(text(max, false, shownMax, filledIn(required)));
}

/** A one-line text that may stay empty; then the `more` checks, in order. */
export function optionalLine(max: number, ...more: z.core.$ZodCheck<string>[]) {
  return fromAbsent(text(max, false, max, ...more));
}

/** A multi-line text that must be filled in. */
export function requiredText(required: string, max: number) {
  return fromAbsent(text(max, true, max, filledIn(required)));
}

/** A multi-line text that may stay empty. */
export function optionalText(max: number) {
  return fromAbsent(text(max, true, max));
}

/** A country of the forms' list, by its ISO 3166-1 alpha-2 code (and XK); anything else reads "country address is required". */
export const countryField = z.lazy(() =>
  z.custom<CountryCode>((value) => isCountryCode(value), { error: 'errors.countryRequired' }),
);

/** A required e-mail address: `errors.emailRequired` when empty, `errors.emailFormat` when malformed. */
export const emailField = z.lazy(() =>
  fromAbsent(
    text(
      EMAIL_MAX,
      false,
      EMAIL_MAX,
      z.overwrite(addressForm),
      z.minLength(1, { error: 'errors.emailRequired' }),
      z.regex(EMAIL_PATTERN, { error: 'errors.emailFormat' }),
      z.refine(emailPartsFit, { error: 'errors.emailFormat' }),
    ),
  ),
);

/**
 * The URLs of a form's stored files, joined by commas as the form sends them (none: empty or absent),
 * as a list without repeats (a URL given twice is one file); at most MAX_UPLOAD_FILES of them.
 */
export const fileUrlList = z.lazy(() =>
  z
    .pipe(
      fromAbsent(z.string({ error: 'errors.attachmentsInvalid' }).check(z.maxLength(MAX_UPLOAD_FILES * (STORED_URL_MAX + 1)))),
      z.transform((v: string) => [...new Set(v.split(',').map((url) => url.trim()).filter(Boolean))]),
    )
    .check(z.refine((urls: string[]) => urls.length <= MAX_UPLOAD_FILES, { error: 'errors.tooManyFiles' })),
);
