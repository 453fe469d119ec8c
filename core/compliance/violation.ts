// What every compliance rule returns: one entry per breach, naming the rule, the legal source and
// the figures that prove it. Money figures are integer cents and their key ends in `_cents`; the
// HTTP adapter answers them in euros under the key without the suffix.

export type Figure = number | string | boolean | null;

export interface Violation {
  /** Stable code of the rule (RENT_ABOVE_INCREASED_REFERENCE, DEPOSIT_CAP_EXCEEDED, ...). */
  rule: string;
  /** The legal text the rule comes from. */
  article: string;
  message: string;
  figures: Record<string, Figure>;
}

/** Advice that is not a breach (how to become compliant, what else to check). */
export interface Recommendation {
  code: string;
  message: string;
}

/** Euros with two decimals for messages (the figures keep the cents). */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} EUR`;
}
