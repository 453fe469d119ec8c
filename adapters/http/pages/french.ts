// Dates and amounts as a French reader writes them (Europe/Paris time).
const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'long' });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "14 décembre 2026 à 10:32". */
export const frenchDateTime = (at: Date | string): string => dateTime.format(new Date(at));

/** "10:32". */
export const frenchTime = (at: Date | string): string => time.format(new Date(at));

/** A calendar date `YYYY-MM-DD` as "1 janvier 2025". */
export const frenchDate = (day: string): string => longDate.format(new Date(`${day}T00:00:00Z`));

/** "850,00 €". */
export const frenchEuros = (amount: number): string => euros.format(amount);

/** "1 essai", "3 essais". */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
