// The dates and limits the law sets on a regularisation (docs/legal.md): loi 89-462 art. 23 (the
// statement a month before, documents six months, payment in twelfths when late) and art. 7-1
// (three-year limitation).
import { addMonths, addYears, compareDates } from '../../shared/dates.js';
import { largestRemainder } from './distribution.js';

/**
 * Art. 23: "Un mois avant cette régularisation, le bailleur en communique au locataire le
 * décompte ... Durant six mois à compter de l'envoi de ce décompte, les pièces justificatives sont
 * tenues ... à la disposition des locataires."
 */
export function statementDates(sentOn: string): { payable_from: string; documents_available_until: string } {
  return { payable_from: addMonths(sentOn, 1), documents_available_until: addMonths(sentOn, 6) };
}

/**
 * Art. 23: "Lorsque la régularisation des charges n'a pas été effectuée avant le terme de
 * l'année civile suivant l'année de leur exigibilité, le paiement par le locataire est effectué par
 * douzième, s'il en fait la demande." The charges of a period are taken as exigible in the year it ends.
 */
export function isLate(periodEnd: string, sentOn: string): boolean {
  const followingYearEnd = `${Number(periodEnd.slice(0, 4)) + 1}-12-31`;
  return compareDates(sentOn, followingYearEnd) > 0;
}

/**
 * Art. 7-1: "Toutes actions dérivant d'un contrat de bail sont prescrites par trois ans à compter du
 * jour où le titulaire d'un droit a connu ou aurait dû connaître les faits lui permettant d'exercer
 * ce droit." Counted from the end of the period (docs/legal.md says why, and what is uncertain).
 */
export function limitationDate(periodEnd: string): string {
  return addYears(periodEnd, 3);
}

export function isTimeBarred(periodEnd: string, claimedOn: string): boolean {
  return compareDates(claimedOn, limitationDate(periodEnd)) > 0;
}

export interface Instalment {
  due_date: string;
  amount_cents: number;
}

/** Art. 23: the balance in twelve monthly parts (whole cents, summing to it), the first when payable. */
export function twelfths(balanceCents: number, firstDue: string): Instalment[] {
  return largestRemainder(balanceCents, Array<bigint>(12).fill(1n)).map((amount_cents, month) => ({
    due_date: addMonths(firstDue, month),
    amount_cents,
  }));
}
