// The charge statement (décompte) through both renderers of the PdfRenderer port: Gotenberg's
// Chromium and the embedded pdfkit renderer read back as the same words in the same order.
import { describe, expect, it } from '@jest/globals';
import { EmbeddedPdfRenderer } from '../../adapters/pdf/embedded-renderer.js';
import { GotenbergRenderer } from '../../adapters/pdf/gotenberg-renderer.js';
import type { RegularisationView } from '../../core/charges/regularisations/regularisation-view.js';
import { statementDocument } from '../../core/charges/regularisations/statement.js';
import { normaliseText, pdfToText } from '../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';

const gotenbergUrl = requirePeer(PEER_ENV.gotenbergUrl, 'the charge statement PDF tests');
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the charge statement PDF tests (reading text back)');

const at = new Date('2027-01-20T09:00:00Z');
const line = { id: 'l', tenant_id: 't', regularisation_id: 'r' };
/** A late regularisation the tenant asked to pay in twelfths, with collective heating. */
const view: RegularisationView = {
  id: 'r',
  tenant_id: 't',
  lease_id: 'lease',
  place_id: 'place',
  estate_id: 'estate',
  period_start: '2024-01-01',
  period_end: '2024-12-31',
  occupancy_start: '2024-01-01',
  occupancy_end: '2024-12-31',
  occupancy_days: 366,
  status: 'SENT',
  total_charges: 1200,
  total_provisions: 1320,
  balance: -120,
  sent_on: '2026-01-15',
  payable_from: '2026-02-15',
  documents_available_until: '2026-07-15',
  is_late: true,
  instalments_requested_on: null,
  settled_on: null,
  created_at: at,
  updated_at: at,
  lines: [
    {
      ...line,
      category: 'HEATING_ENERGY',
      distribution_key: 'METER_CONSUMPTION',
      building_total: 9000,
      share: 900,
      provisions: 960,
      balance: -60,
      basis: 'consommation relevée : 10 % du total des compteurs',
    },
    {
      ...line,
      category: 'HOUSEHOLD_WASTE_TAX',
      distribution_key: 'EQUAL_SHARES',
      building_total: 3000,
      share: 300,
      provisions: 360,
      balance: -60,
      basis: 'parts égales : 1 lot / 10; 366 j d’occupation sur 366',
    },
  ],
  tenants: [
    {
      id: 's',
      tenant_id: 't',
      regularisation_id: 'r',
      lessee_id: 'x',
      role: 'PrimaryTenant',
      days: 366,
      amount: -120,
      first_name: 'Zoé',
      last_name: 'Lefèvre',
    },
  ],
  instalments: [],
  limitation_date: '2027-12-31',
};
const document = statementDocument(view, {
  lease_reference: 'BAIL-2024-007',
  estate: 'Appartement 3B',
  address: 'Résidence Les Tilleuls, 12 rue des Lilas, 69003 Lyon',
  lessor: 'SCI Les Tilleuls',
});

(gotenbergUrl && pdftotext ? describe : describe.skip)('the charge statement PDF', () => {
  it('reads back the same from Gotenberg and the embedded renderer, with the heating note and the refund', async () => {
    const [viaGotenberg, embedded] = await Promise.all([
      new GotenbergRenderer({ url: gotenbergUrl!, timeoutMs: 60_000 }).render(document),
      new EmbeddedPdfRenderer(() => at).render(document),
    ]);
    const gotenbergText = normaliseText(await pdfToText(pdftotext!, viaGotenberg));
    const embeddedText = normaliseText(await pdfToText(pdftotext!, embedded));
    // Same words in the same order, but for the page footers, which fall where each engine breaks pages.
    const withoutFooters = (text: string) =>
      normaliseText(text.replace(/Décompte des charges — bail BAIL-2024-007 Page \d+ sur \d+/g, ' '));
    expect(withoutFooters(gotenbergText)).toBe(withoutFooters(embeddedText));
    expect(embeddedText).toMatch(/Page 1 sur \d/);
    for (const expected of [
      'Décompte de régularisation des charges locatives',
      'Période du 1er janvier 2024 au 31 décembre 2024 — bail BAIL-2024-007',
      'Bailleur : SCI Les Tilleuls',
      'Locataire(s) : Zoé Lefèvre',
      'Trop-perçu à restituer au(x) locataire(s) : 120,00 €',
      "Note d'information : chauffage et eau chaude sanitaire collectifs",
      "les frais de l'immeuble (9 000,00 €) sont répartis selon : consommation relevée aux compteurs",
      "Taxe ou redevance d'enlèvement des ordures ménagères (VIII) 3 000,00 € 300,00 € 360,00 € -60,00 €",
      'le locataire la paie par douzièmes (article 23)',
      'Décompte envoyé le 15 janvier 2026',
    ])
      expect(embeddedText).toContain(expected);
  });
});
