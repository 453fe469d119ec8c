// What happens at a lease's term when no notice ends it (docs/legal.md, "Term"): an unfurnished
// lease is renewed for 3 years, 6 for a legal-person lessor (loi 89-462 art. 10; an SC/SCI may be a
// family SCI: 3, core/leasing/lessor.ts); a furnished one for
// 1 year (art. 25-7), except the 9-month student lease which ends; a bail mobilité ends (art. 25-14);
// a professional lease is renewed for its own term (loi 86-1290 art. 57 A); a commercial lease
// continues by tacit prolongation (C. com. L145-9).
import type { LeaseTypeCode } from '../../contract/vocabulary/leasing.js';
import { type LessorKind, unfurnishedTermMonths } from '../leasing/lessor.js';
import { addDays, addMonths } from '../shared/dates.js';
import { isStudentLease } from './notice-rules.js';

export type TermOutcome =
  | { kind: 'RENEW'; months: number; legal_reference: string }
  | { kind: 'EXPIRE'; legal_reference: string }
  | { kind: 'PROLONG'; legal_reference: string };

/** Whole months from `start` to the day after `end` (a 6-year lease: 72). */
function termMonths(start: string, end: string): number {
  const next = addDays(end, 1);
  const [sy, sm] = start.split('-').map(Number);
  const [ny, nm] = next.split('-').map(Number);
  return (ny - sy) * 12 + (nm - sm);
}

export function termOutcome(lease: {
  lease_type: LeaseTypeCode;
  start_date: string;
  end_date: string;
  lessor: LessorKind;
}): TermOutcome {
  switch (lease.lease_type) {
    case 'HabitationVide': {
      const months = unfurnishedTermMonths(lease.lessor);
      return {
        kind: 'RENEW',
        months,
        legal_reference: `Loi n° 89-462, art. 10${months === 72 ? ' (bailleur personne morale)' : ''}`,
      };
    }
    case 'HabitationMeublee':
      return isStudentLease(lease.lease_type, lease.start_date, lease.end_date)
        ? { kind: 'EXPIRE', legal_reference: 'Loi n° 89-462, art. 25-7 al. 2 (bail étudiant de neuf mois)' }
        : { kind: 'RENEW', months: 12, legal_reference: 'Loi n° 89-462, art. 25-7' };
    case 'MobiliteEtudiante':
      return { kind: 'EXPIRE', legal_reference: 'Loi n° 89-462, art. 25-14' };
    case 'Professionnel':
      return {
        kind: 'RENEW',
        months: termMonths(lease.start_date, lease.end_date),
        legal_reference: 'Loi n° 86-1290, art. 57 A',
      };
    case 'Commercial':
      return { kind: 'PROLONG', legal_reference: 'Code de commerce, art. L145-9' };
  }
}

/**
 * The last day of the renewed term, which starts the day after the old one ends: the day before
 * the anniversary, or the month's last day when the anniversary day does not exist (C. proc. civ.
 * art. 641: a term starting 29 February 2024 for a year ends on 28 February 2025).
 */
export function renewedEndDate(endDate: string, months: number): string {
  const start = addDays(endDate, 1);
  const anniversary = addMonths(start, months);
  return Number(anniversary.slice(8)) < Number(start.slice(8)) ? anniversary : addDays(anniversary, -1);
}
