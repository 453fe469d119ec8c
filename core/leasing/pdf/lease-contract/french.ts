// French formatting of the lease contract's figures: amounts, dates, surfaces, durations, names.
// Plain text only; a no-break space (U+00A0) groups thousands and binds units to their figures.
const NBSP = '\u00a0';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function grouped(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** 123456 cents -> "1 234,56 €". */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${grouped(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}${NBSP}€`;
}

/** 2530 cents per m² -> "25,30 €/m²". */
export function eurosPerSquareMeter(cents: number): string {
  return `${euros(cents)}/m²`;
}

/** A decimal number the French way: 62.5 -> "62,5"; 1234.25 -> "1 234,25". */
export function decimal(value: number, maxDecimals = 2): string {
  const [units, fraction] = value.toFixed(maxDecimals).split('.');
  const trimmed = (fraction ?? '').replace(/0+$/, '');
  return `${grouped(Number(units))}${trimmed ? `,${trimmed}` : ''}`;
}

export function squareMeters(area: number): string {
  return `${decimal(area)}${NBSP}m²`;
}

/** "2025-02-01" -> "1er février 2025". */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** "2025-02-01" -> "1er février" (an anniversary). */
export function dayAndMonth(date: string): string {
  return longDate(date).replace(/ \d{4}$/, '');
}

/** A term in months, in words: 36 -> "3 ans", 12 -> "1 an", 9 -> "9 mois", 18 -> "18 mois". */
export function months(count: number): string {
  if (count % 12 === 0) return count === 12 ? '1 an' : `${count / 12} ans`;
  return `${count} mois`;
}

/** "M.", "Camille", "Durand" -> "M. Camille Durand"; absent parts are left out. */
export function fullName(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The parts of an address that are known, comma-separated; null when none is. */
export function joinAddress(...parts: (string | null | undefined)[]): string | null {
  const known = parts.map((part) => part?.trim()).filter(Boolean);
  return known.length > 0 ? known.join(', ') : null;
}

/** "oui" / "non". */
export function yesNo(value: boolean): string {
  return value ? 'oui' : 'non';
}
