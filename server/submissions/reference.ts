import crypto from "node:crypto";

/**
 * A submission's short reference, the one people read and quote: `NX-7K3-Q9M`. Six characters of
 * Crockford's base32 (no I, L, O or U, so nothing reads as 1, 0 or a word) after the company's
 * prefix: about a billion values, read out on the phone in two groups of three. The storage id
 * (time-ordered, 30 characters) stays the key; the reference is stored beside it in the record.
 */
export const REFERENCE_PREFIX = "NX";
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}-[${ALPHABET}]{3}-[${ALPHABET}]{3}$`);

export function newReference(random: (size: number) => Uint8Array = crypto.randomBytes): string {
  const chars = [...random(6)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return `${REFERENCE_PREFIX}-${chars.slice(0, 3).join("")}-${chars.slice(3).join("")}`;
}

/** What people are told to quote: the short reference, or the storage id of a record made before references existed. */
export const referenceOf = (submission: { id: string; reference?: string }) => submission.reference ?? submission.id;
