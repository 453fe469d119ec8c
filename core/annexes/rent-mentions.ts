// The generated annex RENT_CONTROL_MENTIONS: what loi 89-462 art. 3 asks a lease to state where
// rents are regulated (the reference rent and increased reference rent, the base rent and any
// complément de loyer with its justification; in a tense zone the previous tenant's last rent, art.
// 17-2 and décret 2017-1198), from the lease and its recorded compliance inputs.
import { LeaseComplianceInputs } from '../compliance/lease-compliance-inputs.js';
import type { Lease } from '../leasing/lease.js';
import type { PrintableDocument } from '../ports/pdf-renderer.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { fromCents, toCents } from '../shared/money.js';

const euros = (amount: number) => `${fromCents(toCents(amount)).toFixed(2).replace('.', ',')} €`;

export interface RentMentionFacts {
  lease: Pick<
    Lease,
    | 'id'
    | 'reference_number'
    | 'rent_amount'
    | 'base_rent_amount'
    | 'reference_rent_per_m2'
    | 'reference_rent_increased_per_m2'
    | 'is_subject_to_reference_rent_cap'
    | 'is_subject_to_rent_evolution_decree'
    | 'special_conditions'
  >;
  area: number | null;
  previous_rent: number | null;
  justification: string | null;
}

export function rentMentionsDocument(facts: RentMentionFacts): PrintableDocument {
  const { lease } = facts;
  const cap: string[] = [];
  if (lease.is_subject_to_reference_rent_cap) {
    const supplement =
      lease.base_rent_amount !== null && lease.base_rent_amount < lease.rent_amount
        ? lease.rent_amount - lease.base_rent_amount
        : 0;
    cap.push(
      `Loyer de référence : ${lease.reference_rent_per_m2 !== null ? `${euros(lease.reference_rent_per_m2)} par m²` : 'non renseigné'}`,
      `Loyer de référence majoré : ${lease.reference_rent_increased_per_m2 !== null ? `${euros(lease.reference_rent_increased_per_m2)} par m²` : 'non renseigné'}`,
      `Surface habitable : ${facts.area !== null ? `${facts.area} m²` : 'non renseignée'}`,
      `Loyer de base : ${euros(lease.base_rent_amount ?? lease.rent_amount)} par mois`,
      supplement > 0
        ? `Complément de loyer : ${euros(supplement)} par mois, justifié par : ${facts.justification ?? lease.special_conditions ?? 'justification non renseignée'}`
        : 'Complément de loyer : aucun',
    );
  }
  const decree = lease.is_subject_to_rent_evolution_decree
    ? [
        `Montant du dernier loyer acquitté par le précédent locataire : ${facts.previous_rent !== null ? `${euros(facts.previous_rent)} par mois` : 'non renseigné'}`,
      ]
    : [];
  return {
    title: 'Mentions relatives au loyer',
    subtitle: `Bail ${lease.reference_number ?? lease.id} - loi n° 89-462 du 6 juillet 1989, art. 3`,
    language: 'fr',
    sections: [
      { heading: 'Loyer', paragraphs: [`Loyer mensuel hors charges : ${euros(lease.rent_amount)}`] },
      ...(cap.length ? [{ heading: 'Encadrement des loyers (loi ELAN, art. 140)', paragraphs: cap }] : []),
      ...(decree.length
        ? [{ heading: 'Évolution des loyers en zone tendue (décret n° 2017-1198)', paragraphs: decree }]
        : []),
    ],
  };
}

/** The facts of a lease's rent mentions, from the store. */
export async function rentMentionFacts(store: Store, lease: Lease): Promise<RentMentionFacts> {
  const estate = await store.repo(Estate).get(lease.estate_id);
  const inputs = await store.repo(LeaseComplianceInputs).findOne({ lease_id: lease.id });
  return {
    lease,
    area: estate.area,
    previous_rent: inputs?.previous_rent ?? null,
    justification: inputs?.rent_supplement_justification ?? null,
  };
}
