// The two Partnership forms: the Influencer Program application (POST /api/v1/MInfluencer) and the
// Loyalty Program application (POST /api/v1/loyalProgram). One schema each for what the browser sends:
// the browser checks the form with it (on blur and on submit) and the server refuses bad input with it,
// then checks what only it knows (the product is one the catalogue offers). How the rules were chosen:
// docs/decisions/0016-partnership-forms.md.
import * as z from 'zod/mini';
import { CONTROL, HALF_SURROGATE, addressForm, countryField, emailField, optionalText, orderNumberForm, preprocessed, requiredLine } from './fields';

/** The calls the applications are sent to, below /api/v1. */
export const INFLUENCER_APPLY_PATH = '/MInfluencer';
export const LOYALTY_APPLY_PATH = '/loyalProgram';

export const PARTNER_NAME_MAX = 100;
/** The note fits the forms' 16 kB body limit in any script (2000 characters of Japanese are 6 kB). */
export const PARTNER_NOTE_MAX = 2000;

// ---- Influencer Program -------------------------------------------------------------------------

/** Channel links an application names at most, and the longest one. */
export const CHANNELS_MAX = 5;
export const CHANNEL_URL_MAX = 300;

/** The audience a creator reaches (followers or subscribers on their largest channel), as ranges. */
export const AUDIENCE_SIZES = ['under1k', '1k-10k', '10k-50k', '50k-100k', '100k-500k', '500k-1m', 'over1m'] as const;

/** What a creator's content is mostly about. */
export const CONTENT_FOCUSES = ['reviews', 'tutorials', 'homeAutomation', 'unboxing', 'other'] as const;

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/**
 * A host name as the URL parser leaves it (lower case, an international name in its xn-- form): two labels
 * at least ("youtube.com") of letters, digits and inner hyphens, the last one a name, not a number (no IP
 * address), and no trailing dot.
 */
const NAMED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
// What no link has as typed (an address bar percent-encodes it): white space, double quotes (a single
// quote is part of many a path: "jane's-channel"), angle brackets, backticks, braces, pipes, carets,
// backslashes; nor what no one-line field takes (CONTROL: control characters, and the direction overrides
// and isolates with which a link in the team's mail would show another address than the one it leads to),
// nor half of a surrogate pair; nor a character no reader sees (zero-width spaces and joiners, direction
// marks, the soft hyphen: Default_Ignorable_Code_Point), which the URL parser drops from a host name, so
// that "ex\u200bample.com" would be kept as another text than the address it leads to.
const NOT_IN_LINK = /[\s"<>`{}|^\\\p{Default_Ignorable_Code_Point}]/u;

/**
 * A channel link: an absolute http or https address of a named host, with no user name or password and
 * nothing a link does not hold in it (`javascript:`, `ftp:`, `youtube.com/@me` without its scheme,
 * `https://localhost`, `https://192.0.2.1`, `https://a.com:0` and `https://a.com"onmouseover=…` are not).
 */
export function isChannelUrl(value: string): boolean {
  if (NOT_IN_LINK.test(value) || CONTROL.test(value) || HALF_SURROGATE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Port 0 is no port a channel can be reached on.
  return WEB_PROTOCOLS.has(url.protocol) && url.username === '' && url.password === '' && url.port !== '0' && NAMED_HOST.test(url.hostname);
}

const channelLink = z.lazy(() =>
  z
    .string({ error: 'errors.channelsInvalid' })
    .check(z.trim(), z.maxLength(CHANNEL_URL_MAX, { error: 'errors.tooLong' }), z.refine(isChannelUrl, { error: 'errors.channelUrl' })),
);

/**
 * What makes two links the same channel: the host without "www." (the URL parser has lowered its case),
 * the port, the path without trailing slashes, and the query; not the scheme or the fragment. A text that
 * is no URL is itself (the checks refuse it).
 */
export function channelKey(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  return `${url.hostname.replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

/**
 * A channel link as typed, as it is read and kept: trimmed, and with what a Japanese input method types
 * full-width read as ASCII (`addressForm`: "ｈｔｔｐｓ：／／ｙｏｕｔｕｂｅ．ｃｏｍ" is "https://youtube.com"), as the
 * e-mail address of the same form is.
 */
export const linkAsRead = (typed: string): string => addressForm(typed).trim();

/**
 * Blank entries (an input the visitor added and left empty) are no links, and a channel given twice is
 * one (`channelKey`: "https://YouTube.com/@a/" is "https://youtube.com/@a"): both are dropped before the
 * checks, so that the limit counts distinct channels. Each is kept as first written (`linkAsRead`).
 */
const distinctLinks = (v: unknown) => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return v;
  const seen = new Set<unknown>();
  return v
    .map((x: unknown) => (typeof x === 'string' ? linkAsRead(x) : x))
    .filter((x) => {
      if (x === '') return false;
      const key = typeof x === 'string' ? channelKey(x) : x;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

export const influencerSchema = z.lazy(() =>
  z.object({
    name: requiredLine('errors.nameRequired', PARTNER_NAME_MAX),
    email: emailField,
    country: countryField,
    /** One to five channel links, each once, in the order given. */
    channels: preprocessed(
      distinctLinks,
      z
        .array(channelLink, { error: 'errors.channelsInvalid' })
        .check(z.minLength(1, { error: 'errors.channelsRequired' }), z.maxLength(CHANNELS_MAX, { error: 'errors.tooManyChannels' })),
    ),
    audience: z.enum(AUDIENCE_SIZES, { error: 'errors.audienceRequired' }),
    focus: z.enum(CONTENT_FOCUSES, { error: 'errors.focusRequired' }),
    note: optionalText(PARTNER_NOTE_MAX),
  }),
);

export interface InfluencerPayload {
  name: string;
  email: string;
  /** An ISO code of the list ('' when none is chosen: refused). */
  country: string;
  channels: string[];
  /** One of AUDIENCE_SIZES ('' when none is chosen: refused). */
  audience: string;
  /** One of CONTENT_FOCUSES ('' when none is chosen: refused). */
  focus: string;
  note: string;
}
export type InfluencerApplication = z.output<typeof influencerSchema>;

// ---- Loyalty Program ----------------------------------------------------------------------------

export const ORDER_NUMBER_MAX = 40;
/** Fewer letters and digits than this are no order number of any shop. */
const ORDER_NUMBER_MIN = 4;
/** Letters and digits in groups joined by single hyphens, optionally after a '#': 123-4567890-1234567, HS-100234, #10045. */
const ORDER_NUMBER = /^#?[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** An order number as shops print them (see ORDER_NUMBER), with a digit in it and four letters or digits at least. */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value) && /\d/.test(value) && value.replace(/[#-]/g, '').length >= ORDER_NUMBER_MIN;
}

/** Product ids are positive whole numbers in the same range as the site's other ids. */
const PRODUCT_ID_MAX = 999_999_999;

export const loyaltySchema = z.lazy(() =>
  z.object({
    name: requiredLine('errors.nameRequired', PARTNER_NAME_MAX),
    email: emailField,
    country: countryField,
    /** Read with full-width characters and dashes as ASCII (orderNumberForm) before the pattern. */
    orderNumber: requiredLine('errors.orderNumberRequired', ORDER_NUMBER_MAX).check(
      z.overwrite(orderNumberForm),
      z.refine(isOrderNumber, { error: 'errors.orderNumberFormat' }),
    ),
    /** The product bought: the id of one of the products GET /supportCenter/modelNumber lists. */
    productId: z
      .int({ error: 'errors.productRequired' })
      .check(z.minimum(1, { error: 'errors.productRequired' }), z.maximum(PRODUCT_ID_MAX, { error: 'errors.productUnknown' })),
    note: optionalText(PARTNER_NOTE_MAX),
  }),
);

export interface LoyaltyPayload {
  name: string;
  email: string;
  country: string;
  orderNumber: string;
  /** null while no product is chosen (refused). */
  productId: number | null;
  note: string;
}
export type LoyaltyApplication = z.output<typeof loyaltySchema>;

/** Data of a successful application: the reference the applicant can quote (IP-… or LP-…). */
export interface PartnershipReceipt {
  reference: string;
}
