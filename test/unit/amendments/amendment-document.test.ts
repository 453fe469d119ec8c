import { describe, expect, it } from '@jest/globals';
import { type AmendmentPdfFacts, buildAmendmentDocument } from '../../../core/amendments/amendment-document.js';
import type { DocumentBlock, PrintableDocument } from '../../../core/ports/pdf-renderer.js';

const facts: AmendmentPdfFacts = {
  lease: {
    id: 'lease-1',
    reference_number: 'BAIL-42',
    type_name: 'Habitation vide',
    start_date: '2025-01-01',
    end_date: '2027-12-31',
  },
  dwelling: { name: 'Appartement 12', address: '12 rue des Lilas, 69003 Lyon' },
  lessor: { name: 'Claire Martin', address: '1 place Bellecour, 69002 Lyon' },
  tenants: ['Camille Durand', 'Hugo Petit'],
  amendment: {
    number: 2,
    type: 'RENT_CHANGE',
    title: 'Baisse du loyer',
    description: null,
    effective_date: '2026-02-01',
  },
  rent: {
    old_rent_cents: 85_000,
    new_rent_cents: 80_000,
    old_charges_cents: null,
    new_charges_cents: 6_000,
    effective_date: '2026-02-01',
    increase_basis: null,
    works_description: null,
    works_cost_cents: null,
  },
  duration: null,
};

/** Every text of the document, in order. */
function words(document: PrintableDocument): string {
  const block = (b: DocumentBlock): string[] => {
    if (b.kind === 'fields') return b.fields.map((f) => `${f.label} : ${f.value}`);
    if (b.kind === 'list') return b.items;
    if (b.kind === 'table') return [b.columns.join(' | '), ...b.rows.map((row) => row.join(' | '))];
    if (b.kind === 'signatures') return b.signers.map((s) => `${s.role} ${s.name}`);
    return [b.text];
  };
  return [
    document.title,
    document.subtitle ?? '',
    ...document.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.blocks ?? []).flatMap(block)]),
  ].join('\n');
}

describe('buildAmendmentDocument', () => {
  it('states the parties, the lease, the amendment and the rent before and after, in French', () => {
    const { document, missing } = buildAmendmentDocument(facts);
    const text = words(document);
    expect(document.title).toBe('Avenant n° 2 au contrat de location');
    expect(text).toContain('Bail BAIL-42 · Baisse du loyer');
    expect(text).toContain('Locataire 2 : Hugo Petit');
    expect(text).toContain('Nature : Modification du loyer');
    expect(text).toContain('Date d’effet : 1er février 2026');
    expect(text).toContain('Loyer mensuel hors charges | 850,00\u00a0€ | 800,00\u00a0€');
    expect(text).toContain('Charges mensuelles | néant | 60,00\u00a0€');
    expect(text).toContain('Total mensuel | 850,00\u00a0€ | 860,00\u00a0€');
    expect(text).toContain('Le locataire Hugo Petit');
    expect(text).not.toContain('Durée du bail');
    expect(missing).toEqual([]);
  });

  it('cites art. 17-1 II for an increase after works, and states a duration change instead of a rent change', () => {
    const works = buildAmendmentDocument({
      ...facts,
      rent: {
        ...facts.rent!,
        new_rent_cents: 90_000,
        increase_basis: 'IMPROVEMENT_WORKS',
        works_description: 'Isolation',
        works_cost_cents: 1_200_000,
      },
    });
    expect(words(works.document)).toContain(
      'art. 17-1 II) : Isolation ; coût réel des travaux : 12\u00a0000,00\u00a0€ TTC',
    );
    const duration = buildAmendmentDocument({
      ...facts,
      amendment: { ...facts.amendment, type: 'DURATION_CHANGE' },
      rent: null,
      duration: { old_end_date: '2027-12-31', new_end_date: '2028-06-30', extension_months: 6 },
    });
    const text = words(duration.document);
    expect(text).toContain('Nouvelle fin du bail : 30 juin 2028');
    expect(text).toContain('Prolongation : 6 mois');
    expect(text).not.toContain('Loyer mensuel');
  });

  it('leaves blanks for the parties the facts lack, and lists them as missing mentions', () => {
    const { document, missing } = buildAmendmentDocument({ ...facts, lessor: null, tenants: [] });
    expect(words(document)).toContain('Bailleur : ……………………………………');
    expect(missing.map((m) => m.source)).toEqual(['loi 89-462, art. 3 1°', 'loi 89-462, art. 3 2°']);
  });
});
