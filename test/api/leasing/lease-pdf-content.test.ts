// What the lease contract PDF says, read back with pdftotext: the parties, the dwelling, the rent,
// the deposit, the rent-control mentions when capped, the mentions of each lease type, page
// numbers; rendered by the embedded renderer and by the real Gotenberg alike; and a 503 when
// Gotenberg fails.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GotenbergRenderer } from '../../../adapters/pdf/gotenberg-renderer.js';
import { freePort } from '../../../adapters/peers/process.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { contractLease, expectPdf, rawCall, textOf } from '../../support/lease-pdfs.js';
import { ok, problem } from '../../support/leasing.js';
import { samples } from '../../support/files.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the lease PDF content tests (reading text back)');
const gotenbergUrl = requirePeer(PEER_ENV.gotenbergUrl, 'the lease PDF tests through Gotenberg');

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lease PDF content');
}, 60_000);
afterAll(() => app.close());

/** Shape A, then the recorded PDF's text. */
async function recordedText(on: TestApp, who: TestTenant, leaseId: string, body: Record<string, unknown> = {}) {
  const pdf = ok(
    await who.client.leasePdfs.generate({
      params: { lease_id: leaseId },
      body: { template_type: 'LeaseContract', ...body } as never,
    }),
    201,
  );
  const { bytes } = await rawCall(on.baseUrl, who, 'GET', pdf.download_url);
  expectPdf(bytes);
  return { pdf, text: await textOf(pdftotext!, bytes) };
}

/** Shape B's bytes. */
async function streamed(on: TestApp, who: TestTenant, leaseId: string, data: Record<string, unknown>) {
  const { response, bytes } = await rawCall(on.baseUrl, who, 'POST', `/api/leases/${leaseId}/pdf`, {
    body: { template_type: 'LeaseContract', data },
  });
  expect(response.status).toBe(200);
  return { response, bytes };
}

/** The words of a text without the page footers and the table headers repeated on a new page. */
function bodyWords(text: string): string {
  return text
    .replace(/Bail BAIL-\w+ — 8 rue Oberkampf, 75011 Paris/g, ' ')
    .replace(/Page \d+ sur \d+/g, ' ')
    .replace(/(Poste Montant )(?=.*\1)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

(pdftotext ? describe : describe.skip)('the unfurnished lease contract under the rent cap', () => {
  let text: string;
  let pages: number;

  beforeAll(async () => {
    const { leaseId } = await contractLease(tenant.client);
    const read = await recordedText(app, tenant, leaseId);
    text = read.text;
    pages = read.pdf.pages;
  });

  it('names the contract, its legal basis and the parties', () => {
    expect(text).toContain("Contrat de location d'un logement nu à usage de résidence principale");
    expect(text).toContain('Soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989');
    expect(text).toContain('Bailleur : SCI Les Tilleuls');
    expect(text).toContain('Siège social : 12 rue des Lilas, 75011 Paris');
    expect(text).toContain('Locataire 1 : M. François Lefèvre');
    expect(text).toContain('Né(e) : le 3 avril 1990 à Nantes');
    expect(text).toContain('Locataire 2 : Mme Inès Bernard');
    expect(text).toContain('Caution : Mme Hélène Dubois');
  });

  it('describes the dwelling: address, surface, equipment, common parts and DPE', () => {
    expect(text).toContain('Adresse du logement : 8 rue Oberkampf, 75011 Paris');
    expect(text).toContain('Surface habitable : 48,5 m²');
    expect(text).toContain('Période de construction : avant 1949');
    expect(text).toContain("Régime juridique de l'immeuble : copropriété");
    expect(text).toContain('Chaudière gaz');
    expect(text).toContain("C. Parties, équipements et accessoires de l'immeuble à usage commun • Ascenseur");
    expect(text).toContain('Performance énergétique : classe D (190 kWh/m²/an)');
  });

  it('states the term, the rent and its payment, the charges and the deposit', () => {
    expect(text).toContain("Date de prise d'effet : 1er février 2025");
    expect(text).toContain('Durée du contrat : 3 ans');
    expect(text).toContain('Loyer mensuel hors charges : 1 450,00 €');
    expect(text).toContain('Provision sur charges : 90,00 € par mois');
    expect(text).toContain('Date de paiement : le 5 de chaque mois');
    expect(text).toContain('Moyen de paiement : virement bancaire');
    expect(text).toContain('Paiement : à échoir');
    expect(text).toContain('Total 1 540,00 €');
    expect(text).toContain('Dépôt de garantie : 1 300,00 €');
    expect(text).toMatch(/indice de référence des loyers \(IRL\)/);
  });

  it('carries the rent-control mentions: reference rent, increased reference, base rent and complément', () => {
    expect(text).toContain('Loyer soumis au loyer de référence majoré fixé par arrêté préfectoral : oui');
    expect(text).toContain('Loyer de référence : 27,20 €/m² de surface habitable par mois');
    expect(text).toContain('Loyer de référence majoré : 32,64 €/m² de surface habitable par mois');
    expect(text).toContain('Loyer de référence majoré du logement : 1 583,04 € par mois');
    expect(text).toContain('Loyer de base : 1 300,00 €');
    expect(text).toContain('Complément de loyer : 150,00 €');
    expect(text).toContain('commission départementale de conciliation');
  });

  it('ends with the annexes and the signatures, every page numbered', () => {
    expect(text).toContain('Diagnostic de performance énergétique n° 2475E0123456X');
    expect(text).toContain("Constat de risque d'exposition au plomb");
    expect(text).toContain('Extrait du règlement de copropriété');
    expect(text).toContain("Notice d'information relative aux droits et obligations des locataires et des bailleurs");
    expect(text).toContain('Acte de cautionnement (art. 22-1)');
    expect(text).toContain('en 3 exemplaires originaux');
    expect(text).toMatch(/Le bailleur SCI Les Tilleuls/);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} sur ${pages}`);
    expect(text).not.toContain(`Page ${pages + 1} sur`);
  });
});

(pdftotext ? describe : describe.skip)('each lease type and the variables', () => {
  it('a lease outside rent control says so and prints no reference rents', async () => {
    const { leaseId } = await contractLease(tenant.client, {
      lease: {
        is_subject_to_reference_rent_cap: false,
        is_subject_to_rent_evolution_decree: false,
        reference_rent_per_m2: null,
        reference_rent_increased_per_m2: null,
        base_rent_amount: null,
      },
    });
    const { text, pdf } = await recordedText(app, tenant, leaseId);
    expect(text).toContain('Loyer soumis au loyer de référence majoré fixé par arrêté préfectoral : non');
    expect(text).not.toContain('Loyer de référence majoré :');
    expect(text).not.toContain('Complément de loyer');
    expect(pdf.missing_mentions).toEqual([]);
  });

  it('a furnished lease: one year, the furniture and its inventory, a two-month deposit cap', async () => {
    const { leaseId } = await contractLease(tenant.client, {
      type: 'HabitationMeublee',
      lease: { deposit_amount: 2900 },
    });
    const { text } = await recordedText(app, tenant, leaseId);
    expect(text).toContain("Contrat de location d'un logement meublé à usage de résidence principale");
    expect(text).toContain('titre Ier bis');
    expect(text).toContain('Durée du contrat : 1 an');
    expect(text).toContain('décret n° 2015-981 du 31 juillet 2015');
    expect(text).toContain('Inventaire et état détaillé du mobilier (art. 25-5)');
    expect(text).toContain('Dépôt de garantie : 2 900,00 €, soit 2 mois de loyer hors charges');
    expect(text).toContain('ne peut excéder 2 mois de loyer hors charges (art. 25-6)');
    expect(text).toContain("préavis d'un mois (art. 25-8)");
  });

  it('a bail mobilité: its own mentions, the motif from data, no deposit, charges as a flat rate', async () => {
    const { leaseId } = await contractLease(tenant.client, {
      type: 'MobiliteEtudiante',
      lease: { end_date: '2025-07-31', deposit_amount: null, charge_settlement_mode: 'FLAT_RATE' },
    });
    const { pdf } = await recordedText(app, tenant, leaseId);
    expect(pdf.missing_mentions).toContainEqual({
      mention: 'motif justifiant le bail mobilité',
      source: 'loi 89-462, art. 25-13',
    });
    const { bytes } = await streamed(app, tenant, leaseId, { mobility_reason: 'HIGHER_EDUCATION' });
    const text = await textOf(pdftotext!, bytes);
    expect(text).toContain('Bail mobilité');
    expect(text).toContain('bail mobilité régi par les dispositions du titre Ier ter');
    expect(text).toContain('Durée du contrat : 6 mois');
    expect(text).toContain('être en études supérieures (art. 25-12)');
    expect(text).toContain("Il n'est ni renouvelable ni reconductible");
    expect(text).toContain(
      "Le bailleur ne peut exiger du locataire d'un bail mobilité le versement d'aucun dépôt de garantie",
    );
    expect(text).toContain("Le loyer n'est pas révisable en cours de contrat.");
    expect(text).not.toContain('commission départementale de conciliation');
    expect(text).not.toContain('Clause résolutoire');
    expect(text).toContain('Forfait de charges : 90,00 € par mois');
    expect(text).toContain('Aucune solidarité ne peut être stipulée');
  });

  it('prints the lessees without their personal details when include_tenant_info is false', async () => {
    const { leaseId } = await contractLease(tenant.client);
    const { text, pdf } = await recordedText(app, tenant, leaseId, { include_tenant_info: false });
    expect(text).toContain('Locataire 1 : M. François Lefèvre');
    expect(text).not.toContain('Nantes');
    expect(pdf.custom_variables).toEqual({ include_tenant_info: false });
  });

  it('lists the amendment documents among the annexes when include_amendments is true', async () => {
    const { leaseId } = await contractLease(tenant.client);
    ok(
      await tenant.client.leaseDocuments.upload({
        params: { lease_id: leaseId },
        body: {
          document_type: 'Amendment',
          description: 'Avenant n° 1 : place de parking',
          file: new File([samples.pdf()], 'avenant-1.pdf'),
        },
      }),
      201,
    );
    const without = await recordedText(app, tenant, leaseId);
    expect(without.text).not.toContain('Avenant n° 1');
    const { text } = await recordedText(app, tenant, leaseId, { include_amendments: true });
    expect(text).toContain('Avenant : Avenant n° 1 : place de parking (avenant-1.pdf');
  });

  it('fills the contract from data: signature place and date, heating, works, previous rent, justification', async () => {
    const { leaseId } = await contractLease(tenant.client);
    const { bytes } = await streamed(app, tenant, leaseId, {
      signature_place: 'Paris',
      signature_date: '2025-01-20',
      heating: 'COLLECTIVE',
      hot_water: 'individual',
      works: 'Réfection complète de la salle de bains en 2024, 8 500 € TTC.',
      previous_rent: 1250,
      previous_rent_revised_on: '2024-03-01',
      rent_supplement_justification: 'Terrasse de 20 m² avec vue dégagée',
      special_clauses: ['Les animaux de compagnie sont acceptés.'],
    });
    const text = await textOf(pdftotext!, bytes);
    expect(text).toContain('Fait à Paris, le 20 janvier 2025, en 3 exemplaires originaux.');
    expect(text).toContain('Production de chauffage : collective');
    expect(text).toContain("Production d'eau chaude sanitaire : individuelle");
    expect(text).toContain('Réfection complète de la salle de bains en 2024');
    expect(text).toContain('Dernier loyer acquitté par le précédent locataire : 1 250,00 € par mois');
    expect(text).toContain('Caractéristiques du logement justifiant le complément de loyer : Terrasse de 20 m²');
    expect(text).toContain('Les animaux de compagnie sont acceptés.');
  });
});

(gotenbergUrl && pdftotext ? describe : describe.skip)('through the real Gotenberg', () => {
  let viaGotenberg: TestApp;
  let owner: TestTenant;

  beforeAll(async () => {
    viaGotenberg = await startTestApp({ renderer: new GotenbergRenderer({ url: gotenbergUrl!, timeoutMs: 60_000 }) });
    owner = await viaGotenberg.newTenant('Lease PDF via Gotenberg');
  }, 60_000);
  afterAll(() => viaGotenberg.close());

  it('renders the same contract, word for word, as the embedded renderer, and caches it', async () => {
    const { leaseId } = await contractLease(owner.client);
    const data = { signature_place: 'Paris', rent_supplement_justification: 'Terrasse de 20 m²' };
    const first = await streamed(viaGotenberg, owner, leaseId, data);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(first.response.headers.get('server-timing')).toContain('desc="gotenberg"');
    const second = await streamed(viaGotenberg, owner, leaseId, data);
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    const gotenbergText = await textOf(pdftotext!, first.bytes);
    expect(gotenbergText).toContain('Loyer mensuel hors charges : 1 450,00 €');
    expect(gotenbergText).toContain('Complément de loyer : 150,00 €');
    expect(gotenbergText).toMatch(/Page 1 sur \d/);
    // The same lease through the embedded renderer (another app over the same database).
    const embedded = await streamed(app, { ...owner, apiKey: owner.apiKey }, leaseId, data);
    expect(bodyWords(gotenbergText)).toBe(bodyWords(await textOf(pdftotext!, embedded.bytes)));
  });
});

describe('a Gotenberg that fails', () => {
  let broken: TestApp;
  let owner: TestTenant;

  beforeAll(async () => {
    const port = await freePort();
    broken = await startTestApp({
      renderer: new GotenbergRenderer({ url: `http://127.0.0.1:${port}`, timeoutMs: 5_000 }),
    });
    owner = await broken.newTenant('Lease PDF, Gotenberg down');
  }, 60_000);
  afterAll(() => broken.close());

  it('is a 503 problem naming the renderer, and nothing is recorded or cached', async () => {
    const { leaseId } = await contractLease(owner.client);
    const refusal = problem(
      await owner.client.leasePdfs.generate({
        params: { lease_id: leaseId },
        body: { template_type: 'LeaseContract' },
      }),
      503,
    );
    expect(refusal.detail).toMatch(
      /The PDF renderer \(gotenberg\) failed: Gotenberg at http:\/\/127\.0\.0\.1:\d+ is unreachable/,
    );
    const listed = ok(await owner.client.leasePdfs.list({ params: { lease_id: leaseId }, query: {} }), 200);
    expect(listed.meta.pagination.total).toBe(0);
    expect(ok(await owner.client.leasePdfCache.stats(), 200)).toMatchObject({ entries: 0, misses: 0 });
  });
});
