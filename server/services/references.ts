// The reference numbers the forms thank their senders with: a prefix naming the form (T- a support ticket,
// SA- a security advisory) and 8 characters of an alphabet without 0/O or 1/I/L, drawn at random and
// unique in the form's table (docs/decisions/0012-ticket-form.md).
import crypto from 'node:crypto';

/** Digits and capitals without 0/O, 1/I/L: read out on the phone or typed from a printout without doubt. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;
/** A reference drawn again this often in a row is taken: something is wrong, not unlucky. */
export const REFERENCE_TRIES = 5;

/** A new reference: the prefix, "-" and 8 random characters of REFERENCE_ALPHABET (31^8, about 8.5 × 10^11). */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** What a reference with this prefix looks like. */
export function referencePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
}
