// The payment reference the service gives each lease: an ISO 11649 structured creditor reference
// ("RF", two check digits, then the code), whose ISO 7064 MOD 97-10 check catches a mistyped or
// swapped character (docs/decisions.md 241). The code is 8 characters of Crockford's base 32 (no I,
// L, O, U: nothing to confuse when read aloud or typed), derived from the lease id.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;

/** Upper case, spaces and punctuation out: how a reference typed in a transfer is compared. */
export function compactReference(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** ISO 7064 MOD 97-10 of an alphanumeric string, letters as 10 (A) to 35 (Z), digit by digit. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = parseInt(char, 36);
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** ISO 11649: the check digits of a code are 98 minus the MOD 97 of the code followed by "RF00". */
export function rfCheckDigits(code: string): string {
  return String(98 - mod97(`${code}RF00`)).padStart(2, '0');
}

/** The RF reference of a code (1 to 21 characters, letters and digits). */
export function rfReference(code: string): string {
  const compact = compactReference(code);
  return `RF${rfCheckDigits(compact)}${compact}`;
}

/** Whether a text is a well-formed RF reference whose check digits hold (spaces and case tolerated). */
export function isValidRfReference(text: string): boolean {
  const compact = compactReference(text);
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** FNV-1a, 64 bits: a stable spread of the lease id, not a secret. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

/**
 * The payment reference of a lease, at its `attempt` (0 first; the next one when the code is taken
 * in the tenant already): `RF` + 2 check digits + 8 characters, 12 in all.
 */
export function paymentReferenceFor(leaseId: string, attempt = 0): string {
  let bits = fnv1a64(`${leaseId.toLowerCase()}#${attempt}`);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return rfReference(code);
}

/** The printed form, in groups of four ("RF18 5390 0754"), as ISO 11649 recommends for paper. */
export function printedReference(reference: string): string {
  return compactReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}
