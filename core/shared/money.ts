// Money is euros on the wire and integer cents in arithmetic (docs/architecture.md, HTTP conventions).

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Parses a decimal euro amount written as text ("26.7", "1234,50", "12") into integer cents without
 * going through binary floating point; null when it is not a non-negative amount with at most two decimals.
 */
export function parseEurosToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
