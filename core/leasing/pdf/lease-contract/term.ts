// III. Date de prise d'effet et durée du contrat (loi 89-462 art. 3 3°, 10, 15, 25-7, 25-8,
// titre Ier ter for the bail mobilité).
import type { DocumentBlock, DocumentSection } from '../../../ports/pdf-renderer.js';
import { addDays, addMonths, compareDates } from '../../../shared/dates.js';
import type { LeaseContractFacts, LeaseContractVariables, MissingMention } from './facts.js';
import { longDate, months } from './french.js';
import { MOBILITY_REASON_LABELS, type LeaseRegime } from './regime.js';

/**
 * Whole months from the start to the day after the last day: a term of N months ends the day
 * before the N-month anniversary or on it (docs/decisions.md, lease types and durations).
 */
export function termMonths(startDate: string, endDate: string): number {
  const after = addDays(endDate, 1);
  let count = 0;
  while (compareDates(addMonths(startDate, count + 1), after) <= 0) count += 1;
  return count;
}

export function termSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
  missing: MissingMention[],
): DocumentSection {
  const { lease } = facts;
  const term = termMonths(lease.start_date, lease.end_date);
  const blocks: DocumentBlock[] = [
    {
      kind: 'fields',
      fields: [
        { label: 'Date de prise d’effet', value: longDate(lease.start_date) },
        { label: 'Durée du contrat', value: months(term) },
        { label: 'Terme du contrat', value: longDate(lease.end_date) },
      ],
    },
    { kind: 'paragraph', text: regime.renewal(term) },
  ];
  if (regime.kind === 'mobility') {
    // Loi 89-462 art. 25-12 and 25-13: the motif is a mandatory mention of the bail mobilité.
    const reason = variables.mobility_reason ? MOBILITY_REASON_LABELS[variables.mobility_reason] : null;
    if (!reason) missing.push({ mention: 'motif justifiant le bail mobilité', source: 'loi 89-462, art. 25-13' });
    blocks.push({
      kind: 'paragraph',
      text: `Le locataire justifie, à la date de prise d'effet du contrat, être ${reason ?? '……………………………………'} (art. 25-12).`,
    });
  }
  blocks.push({ kind: 'paragraph', text: regime.tenantNotice });
  blocks.push({ kind: 'paragraph', text: regime.lessorNotice });
  return { heading: 'Date de prise d’effet et durée du contrat', blocks };
}
