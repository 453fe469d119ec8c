// Documents from posted data (the public tools): a receipt on the lease receipts' document (loi
// 89-462 art. 21) and the slip of keys and documents handed over.
import { describe, expect, it } from '@jest/globals';
import { handoverSlipDocument } from '../../../core/billing/deposits/handover-slip.js';
import { postedReceipt } from '../../../core/billing/receipts/posted-receipt.js';
import { receiptKind } from '../../../core/billing/rent/rent-documents.js';
import type { PrintableDocument } from '../../../core/ports/pdf-renderer.js';

const words = (document: PrintableDocument) =>
  JSON.stringify(document.sections.map((s) => [s.heading, s.paragraphs ?? [], s.blocks ?? []]));

const posted = {
  landlord: { name: 'SCI Les Tilleuls', address: null },
  tenant: { name: 'Camille Durand', address: null },
  property: { name: '12 rue Oberkampf, 75011 Paris', address: null },
  lease_reference: null,
  period_start: '2025-03-01',
  period_end: '2025-03-31',
  rent_cents: 85_000,
  charges_cents: 9_000,
  charges: [],
  paid_on: null,
  issued_on: '2025-03-05',
};

describe('receipt kind (art. 21)', () => {
  it('is a quittance when the period is paid in full, a reçu otherwise', () => {
    expect(receiptKind(94_000, 94_000)).toBe('QUITTANCE');
    expect(receiptKind(94_000, 93_999)).toBe('RECU');
  });
});

describe('a receipt from posted figures', () => {
  it('imputes a partial payment to rent and charges in proportion and counts the charges as one provision', () => {
    const { kind, document } = postedReceipt({ ...posted, paid_cents: 47_000 });
    expect(kind).toBe('RECU');
    expect(document.title).toBe('Reçu de paiement partiel de loyer');
    const text = words(document);
    expect(text).toContain('Somme reçue : 470,00 €, soit loyer 425,00 € et charges 45,00 €');
    expect(text).toContain('dont Provision pour charges : 90,00 €');
    expect(text).not.toContain('Paiement reçu le');
  });

  it('lists the charges by heading and the day of the payment on a quittance', () => {
    const { kind, document } = postedReceipt({
      ...posted,
      charges: [
        { category: 'ELEVATORS', cents: 3_000 },
        { category: 'HYGIENE', cents: 6_000 },
      ],
      paid_cents: 94_000,
      paid_on: '2025-03-03',
    });
    expect(kind).toBe('QUITTANCE');
    const text = words(document);
    expect(text).toContain('dont Ascenseurs et monte-charge : 30,00 €');
    expect(text).toContain('dont Hygiène : 60,00 €');
    expect(text).toContain('Paiement reçu le 03/03/2025');
  });
});

describe('the slip of keys and documents handed over', () => {
  const slip = {
    occasion: 'EXIT' as const,
    handed_over_on: '2025-01-31',
    handed_over_by: { name: 'Camille Durand', address: null },
    received_by: { name: 'SCI Les Tilleuls', address: null },
    property: { name: '12 rue Oberkampf, 75011 Paris', address: null },
    keys: [
      { label: 'Clé porte palière', count: 2 },
      { label: 'Badge', count: 1 },
    ],
    documents: [],
    notes: null,
  };

  it('counts the keys, leaves out the empty lists, and at the exit gives the deposit deadlines of art. 22', () => {
    const document = handoverSlipDocument(slip);
    expect(document.sections.map((s) => s.heading)).toEqual([
      'Remis par',
      'Reçu par',
      'Logement',
      'Clés et badges remis (3)',
      'Mentions légales',
      'Signatures',
    ]);
    // One month after 31 January is 28 February; two months, 31 March.
    expect(words(document)).toContain('au plus tard le 28/02/2025');
    expect(words(document)).toContain('le 31/03/2025 sinon');
  });

  it('has no deposit mention at the entry', () => {
    expect(words(handoverSlipDocument({ ...slip, occasion: 'ENTRY' }))).not.toContain('dépôt de garantie');
  });
});
