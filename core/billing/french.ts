// French renderings for notices and documents: amounts "1 234,56 €", dates "05/02/2026".

/** Cents as French euros: thousands separated by a space, decimal comma, the euro sign after. */
export function frenchEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')} €`;
}

/** `YYYY-MM-DD` as `DD/MM/YYYY`. */
export function frenchDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
