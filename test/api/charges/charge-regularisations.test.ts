// The worked example of test/unit/charges/regularisation.test.ts through the API: a building of two
// lots, a tenant all year and two co-tenants moving in mid-year, three distribution keys; then the
// statement, its dates in law, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChargeRegularisationDto } from '../../../contract/charges/regularisations.js';
import { PdfRenderError } from '../../../core/ports/pdf-renderer.js';
import { type Client, type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { leaseTypes, newLease, newLessee, ok, problem } from '../../support/leasing.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { PEER_ENV, peerPath, requirePeer } from '../../support/peers.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the charge statement tests (reading the PDF back)');

let app: TestApp;
let tenant: TestTenant;
let client: Client;
const ids: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);

async function activeLease(estateId: string, start: string, end: string, tenants: [string, string, string][]) {
  const types = await leaseTypes(client);
  const lease = ok(
    await client.leases.create({
      body: {
        estate_id: estateId,
        lease_type_id: types.HabitationVide.id,
        start_date: start,
        end_date: end,
        rent_amount: 900,
      },
    }),
    201,
  );
  for (const [first_name, role, start_date] of tenants) {
    const lessee = await newLessee(client, { first_name, last_name: 'Martin', email: `${first_name}@example.fr` });
    ids[first_name] = lessee.id;
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: lessee.id, role: role as 'PrimaryTenant', start_date },
      }),
      201,
    );
  }
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return lease.id;
}

async function readings(meterId: string, values: [string, number][]) {
  for (const [reading_date, value] of values)
    ok(
      await client.meterReadings.create({
        params: { meter_id: meterId },
        body: { reading_date, value, method: 'MANUAL' },
      }),
      201,
    );
}

const year = { period_start: '2024-01-01', period_end: '2024-12-31' };

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Regularisations');
  client = tenant.client;
  const owner = ok(await client.owners.create({ body: { first_name: 'Hélène', last_name: 'Bailleur' } as never }), 201);
  const place = ok(
    await client.places.create({
      body: {
        name: 'Résidence du Parc',
        address_line1: '3 rue du Parc',
        postal_code: '69006',
        city: 'Lyon',
        owner_id: owner.id,
      },
    }),
    201,
  );
  ids.place = place.id;
  const lot = async (name: string, area: number) =>
    ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: { name, fiscal_identifier: `FI-${name}`, area, rent_amount: 900 },
      }),
      201,
    ).id;
  ids.a = await lot('Lot A', 60);
  ids.b = await lot('Lot B', 40);

  const collective = ok(
    await client.meters.create({
      body: { type: 'WATER_COLD', serial_number: 'EAU-GEN', place_id: place.id, billing_type: 'COLLECTIVE' },
    }),
    201,
  );
  const subA = ok(
    await client.meters.create({
      body: { type: 'WATER_COLD', serial_number: 'EAU-A', estate_id: ids.a, parent_meter_id: collective.id },
    }),
    201,
  );
  const subB = ok(
    await client.meters.create({
      body: { type: 'WATER_COLD', serial_number: 'EAU-B', estate_id: ids.b, parent_meter_id: collective.id },
    }),
    201,
  );
  await readings(subA.id, [
    ['2024-01-01', 100],
    ['2025-01-01', 160],
  ]);
  await readings(subB.id, [
    ['2024-01-01', 50],
    ['2024-07-16', 50],
    ['2025-01-01', 90],
  ]);

  const params = { place_id: place.id };
  ok(
    await client.chargeConfigurations.create({
      params,
      body: {
        category: 'ELEVATOR_MAINTENANCE',
        distribution_key: 'TANTIEMES',
        tantiemes: [
          { estate_id: ids.a, shares: 600 },
          { estate_id: ids.b, shares: 400 },
        ],
      },
    }),
    201,
  );
  ok(
    await client.chargeConfigurations.create({
      params,
      body: { category: 'COMMON_AREAS_CLEANING', distribution_key: 'SURFACE' },
    }),
    201,
  );
  ok(
    await client.chargeConfigurations.create({
      params,
      body: { category: 'COLD_WATER', distribution_key: 'METER_CONSUMPTION', meter_id: collective.id },
    }),
    201,
  );
  for (const [category, label, amount] of [
    ['ELEVATOR_MAINTENANCE', 'Contrat ascenseur 2024', 1830],
    ['COMMON_AREAS_CLEANING', 'Nettoyage des parties communes 2024', 1000],
    ['COLD_WATER', 'Eau froide 2024', 900],
  ] as const)
    ok(await client.chargeExpenses.create({ params, body: { category, label, amount, ...year } }), 201);
  ok(
    await client.chargeExpenses.create({
      params,
      body: {
        category: 'SWEEPING_TAX',
        label: 'Taxe de balayage 2022',
        amount: 300,
        period_start: '2022-01-01',
        period_end: '2022-12-31',
      },
    }),
    201,
  );

  ids.l1 = await activeLease(ids.a, '2021-01-01', '2026-12-31', [['Alice', 'PrimaryTenant', '2021-01-01']]);
  ids.l2 = await activeLease(ids.b, '2024-07-16', '2027-07-15', [
    ['Bruno', 'PrimaryTenant', '2024-07-16'],
    ['Chloe', 'CoTenant', '2024-10-01'],
  ]);
  const provision = (lease_id: string, category: string, monthly_amount: number, effective_from: string) =>
    client.chargeProvisions.create({
      params: { lease_id },
      body: { category: category as 'COLD_WATER', monthly_amount, effective_from },
    });
  ok(await provision(ids.l1, 'COLD_WATER', 40, '2024-01-01'), 201);
  ok(await provision(ids.l1, 'ELEVATOR_MAINTENANCE', 80, '2024-01-01'), 201);
  ok(await provision(ids.l2, 'COLD_WATER', 30, '2024-07-16'), 201);
  ok(await provision(ids.l2, 'COMMON_AREAS_CLEANING', 20, '2024-07-16'), 201);
}, 60_000);
afterAll(() => app.close());

const create = (leaseId: string, body = year) =>
  client.chargeRegularisations.create({ params: { lease_id: leaseId }, body });

let l2: ChargeRegularisationDto;

describe('annual regularisation', () => {
  it('charges the co-tenants who moved in mid-year for their days and their consumption, by three keys', async () => {
    l2 = ok(await create(ids.l2), 201);
    expect(l2).toMatchObject({
      status: 'DRAFT',
      estate_id: ids.b,
      occupancy_start: '2024-07-16',
      occupancy_end: '2024-12-31',
      occupancy_days: 169,
      total_charges: 882.7,
      total_provisions: 275.8,
      balance: 606.9,
      sent_on: null,
      limitation_date: '2027-12-31',
      instalments: [],
    });
    expect(
      l2.lines.map((l) => [l.category, l.distribution_key, l.building_total, l.share, l.provisions, l.balance]),
    ).toEqual([
      ['ELEVATOR_MAINTENANCE', 'TANTIEMES', 1830, 338, 0, 338],
      ['COLD_WATER', 'METER_CONSUMPTION', 900, 360, 165.48, 194.52],
      ['COMMON_AREAS_CLEANING', 'SURFACE', 1000, 184.7, 110.32, 74.38],
    ]);
    expect(l2.tenants.map((t) => [t.first_name, t.role, t.days, t.amount])).toEqual([
      ['Bruno', 'PrimaryTenant', 169, 441.71],
      ['Chloe', 'CoTenant', 92, 165.19],
    ]);
    expect(
      ok(await client.chargeRegularisations.get({ params: { lease_id: ids.l2, regularisation_id: l2.id } }), 200),
    ).toEqual(l2);
  });

  it('charges the tenant of the whole year his part; the vacant months stay with the lessor', async () => {
    const l1 = ok(await create(ids.l1), 201);
    expect(l1.lines.map((l) => [l.category, l.share, l.provisions])).toEqual([
      ['ELEVATOR_MAINTENANCE', 1098, 960],
      ['COLD_WATER', 540, 480],
      ['COMMON_AREAS_CLEANING', 600, 0],
    ]);
    expect(l1).toMatchObject({ total_charges: 2238, total_provisions: 1440, balance: 798 });
    ids.l1Regularisation = l1.id;
  });

  it('refuses a period already regularised (409), too long, outside the lease or on a draft lease (422)', async () => {
    problem(await create(ids.l2, { period_start: '2024-12-01', period_end: '2025-03-31' }), 409);
    expect(problem(await create(ids.l2, { period_start: '2025-01-01', period_end: '2026-01-05' }), 422).errors).toEqual(
      [expect.objectContaining({ code: 'too_long' })],
    );
    expect(problem(await create(ids.l2, { period_start: '2023-01-01', period_end: '2023-12-31' }), 422).errors).toEqual(
      [expect.objectContaining({ code: 'no_occupancy' })],
    );
    const draft = await newLease(client, { estate_id: ids.a, start_date: '2024-01-01' });
    expect(problem(await create(draft.id), 422).errors).toEqual([
      expect.objectContaining({ code: 'lease_not_signed' }),
    ]);
    problem(await create(ids.l2, { period_start: '2024-13-01', period_end: '2024-12-31' }), 400);
    const list = ok(
      await client.chargeRegularisations.list({ params: { lease_id: ids.l2 }, query: { status: 'DRAFT' } }),
      200,
    );
    expect(list.data.map((r) => r.id)).toEqual([l2.id]);
  });

  it('prints the statement by nature of charges, with the way they are shared (PDF read back)', async () => {
    const response = await client.chargeRegularisations.statement({
      params: { lease_id: ids.l2, regularisation_id: l2.id },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = normaliseText(
      await pdfToText(
        peerPath(pdftotext, PEER_ENV.pdftotextPath),
        Buffer.from(await (response.body as Blob).arrayBuffer()),
      ),
    );
    for (const expected of [
      'Décompte de régularisation des charges locatives',
      'Période du 1er janvier 2024 au 31 décembre 2024',
      'Logement : Lot B, Résidence du Parc, 3 rue du Parc, 69006 Lyon',
      'Bailleur : Hélène Bailleur',
      'Locataire(s) : Bruno Martin, Chloe Martin',
      'du 16 juillet 2024 au 31 décembre 2024 (169 jours)',
      // One row per nature of charges: building, share, provisions, balance.
      'Ascenseurs et monte-charge : exploitation, entretien courant, menues réparations (I.2) 1 830,00 € 338,00 € 0,00 € 338,00 €',
      'Eau froide (II.1) 900,00 € 360,00 € 165,48 € 194,52 €',
      '(IV.3) 1 000,00 € 184,70 € 110,32 € 74,38 €',
      '882,70 € 275,80 € 606,90 €',
      'décret n° 87-713 du 26 août 1987',
      'Eau froide (II.1) : consommation relevée aux compteurs (consommation relevée : 40 % du total des compteurs)',
      "surface des lots (surface : 40 m² / 100 m²; 169 j d'occupation sur 366)",
      'Solde dû par le(s) locataire(s) : 606,90 €',
      'Bruno Martin : 441,71 € (169 jours)',
      'Chloe Martin : 165,19 € (92 jours)',
      "Projet : ce décompte n'a pas encore été envoyé",
      'à compter du 31 décembre 2027',
      'Page 1 sur 1',
    ])
      expect(text).toContain(expected);
  });

  it('answers 503 when the PDF renderer is out of reach', async () => {
    const broken = await startTestApp({
      renderer: {
        kind: 'gotenberg',
        render: () => Promise.reject(new PdfRenderError('Gotenberg is unreachable')),
      },
    });
    try {
      const viaBroken = clientFor(broken.baseUrl, { authorization: `Bearer ${tenant.apiKey}` });
      const refused = problem(
        await viaBroken.chargeRegularisations.statement({ params: { lease_id: ids.l2, regularisation_id: l2.id } }),
        503,
      );
      expect(refused.detail).toContain('Gotenberg is unreachable');
    } finally {
      await broken.close();
    }
  });

  it('sends the statement a month before the regularisation and keeps documents six months (loi 89-462 art. 23)', async () => {
    const route = { lease_id: ids.l2, regularisation_id: l2.id };
    problem(await client.chargeRegularisations.settle({ params: route, body: {} }), 409);
    problem(await client.chargeRegularisations.send({ params: route, body: { sent_on: '2099-01-01' } }), 422);
    const sent = ok(await client.chargeRegularisations.send({ params: route, body: { sent_on: '2025-03-01' } }), 200);
    expect(sent).toMatchObject({
      status: 'SENT',
      sent_on: '2025-03-01',
      payable_from: '2025-04-01',
      documents_available_until: '2025-09-01',
      is_late: false,
    });
    problem(await client.chargeRegularisations.send({ params: route, body: {} }), 409);
    problem(await client.chargeRegularisations.remove({ params: route }), 409);
    expect(problem(await client.chargeRegularisations.instalments({ params: route, body: {} }), 422).errors).toEqual([
      expect.objectContaining({ code: 'not_late' }),
    ]);
    const early = problem(
      await client.chargeRegularisations.settle({ params: route, body: { settled_on: '2025-03-15' } }),
      422,
    );
    expect(early).toMatchObject({
      payable_from: '2025-04-01',
      errors: [expect.objectContaining({ code: 'statement_notice' })],
    });
    const settled = ok(
      await client.chargeRegularisations.settle({ params: route, body: { settled_on: '2025-04-01' } }),
      200,
    );
    expect(settled).toMatchObject({ status: 'SETTLED', settled_on: '2025-04-01' });
  });

  it('gives each tenant the statement by category, its PDF and the documents’ date, and publishes the sending', async () => {
    const messages = (await app.outbox.list({ tenantId: tenant.tenantId, kind: 'charges_regularisation' })).filter(
      (m) => m.data.regularisation_id === l2.id,
    );
    expect(messages.map((m) => m.recipientId).sort()).toEqual([ids.Bruno, ids.Chloe].sort());
    for (const message of messages) {
      expect(message.leaseId).toBe(ids.l2);
      expect(message.body).toContain('par nature de charges');
      expect(message.body).toContain('Eau froide');
      expect(message.body).toContain('jusqu’au 1er septembre 2025');
      expect(message.body).toContain('exigible à compter du 1er avril 2025');
      expect(message.attachments).toEqual([
        {
          file_name: 'decompte-charges-2024-01-01-2024-12-31.pdf',
          content_type: 'application/pdf',
          storage_key: expect.stringContaining(l2.id),
        },
      ]);
      expect(await app.files.get(message.attachments![0].storage_key)).not.toBeNull();
    }
    const events = await withPool(
      async (pool) =>
        (
          await pool.query(
            `select payload from outbox_events where tenant_id = $1 and type = 'charges.regularisation_sent' and subject_id = $2`,
            [tenant.tenantId, l2.id],
          )
        ).rows as { payload: Record<string, unknown> }[],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        lease_id: ids.l2,
        sent_on: '2025-03-01',
        documents_available_until: '2025-09-01',
        lines: expect.arrayContaining([expect.objectContaining({ category: 'COLD_WATER' })]),
      }),
    ]);
  });

  it('prints the dates of a sent statement', async () => {
    const pdf = await client.chargeRegularisations.statement({
      params: { lease_id: ids.l2, regularisation_id: l2.id },
    });
    const text = normaliseText(
      await pdfToText(peerPath(pdftotext, PEER_ENV.pdftotextPath), Buffer.from(await (pdf.body as Blob).arrayBuffer())),
    );
    expect(text).toContain('Décompte envoyé le 1er mars 2025');
    expect(text).toContain('exigible à compter du 1er avril 2025');
    expect(text).toContain("soit jusqu'au 1er septembre 2025");
  });

  it('lets the tenant of a late regularisation pay it in twelve monthly parts, and holds its expenses while documents are available', async () => {
    const route = { lease_id: ids.l1, regularisation_id: ids.l1Regularisation };
    const sent = ok(await client.chargeRegularisations.send({ params: route, body: {} }), 200);
    expect(sent).toMatchObject({ sent_on: today, is_late: true });
    const asked = ok(await client.chargeRegularisations.instalments({ params: route, body: {} }), 200);
    expect(asked.instalments_requested_on).toBe(today);
    expect(asked.instalments).toHaveLength(12);
    expect(asked.instalments.map((i) => i.amount)).toEqual(Array(12).fill(66.5));
    expect(asked.instalments[0].due_date).toBe(sent.payable_from);
    problem(await client.chargeRegularisations.instalments({ params: route, body: {} }), 409);
    // The 2024 expenses were counted in a statement sent today: kept for six months (409).
    const expenses = ok(
      await client.chargeExpenses.list({ params: { place_id: ids.place }, query: { category: 'COLD_WATER' } }),
      200,
    ).data;
    const held = problem(
      await client.chargeExpenses.update({
        params: { place_id: ids.place, expense_id: expenses[0].id },
        body: { amount: 950 },
      }),
      409,
    );
    expect(held.documents_available_until).toBe(sent.documents_available_until);
    problem(await client.chargeExpenses.remove({ params: { place_id: ids.place, expense_id: expenses[0].id } }), 409);
  });

  it('refuses a claim sent more than three years after its period (loi 89-462 art. 7-1), not a refund', async () => {
    const old = ok(await create(ids.l1, { period_start: '2022-01-01', period_end: '2022-12-31' }), 201);
    // Sweeping tax of 2022 shared in equal parts (no configuration): half of 300,00; no provision then.
    expect(old).toMatchObject({ total_charges: 150, total_provisions: 0, balance: 150, limitation_date: '2025-12-31' });
    const route = { lease_id: ids.l1, regularisation_id: old.id };
    const barred = problem(
      await client.chargeRegularisations.send({ params: route, body: { sent_on: '2026-01-02' } }),
      422,
    );
    expect(barred).toMatchObject({
      limitation_date: '2025-12-31',
      errors: [expect.objectContaining({ code: 'time_barred' })],
    });
    expect(
      ok(await client.chargeRegularisations.send({ params: route, body: { sent_on: '2025-06-01' } }), 200),
    ).toMatchObject({
      is_late: true,
    });
  });

  it('deletes a draft and computes it again', async () => {
    const draft = ok(await create(ids.l1, { period_start: '2023-01-01', period_end: '2023-12-31' }), 201);
    expect(draft).toMatchObject({ balance: 0, lines: [] });
    expect(
      (await client.chargeRegularisations.remove({ params: { lease_id: ids.l1, regularisation_id: draft.id } })).status,
    ).toBe(204);
    ok(await create(ids.l1, { period_start: '2023-01-01', period_end: '2023-12-31' }), 201);
  });

  it('writes every step to the audit log of the lease', async () => {
    const log = ok(
      await client.chargeAuditLog.list({
        query: { lease_id: ids.l2, entity_type: 'charge_regularisation', sort: 'changed_at' },
      }),
      200,
    ).data;
    expect(log.map((e) => e.action)).toEqual(['CREATE', 'SEND', 'SETTLE']);
    expect(log[1].before).toMatchObject({ status: 'DRAFT' });
    expect(log[1].after).toMatchObject({ status: 'SENT', sent_on: '2025-03-01' });
    expect(log[0].after).toMatchObject({
      balance: 606.9,
      lines: expect.arrayContaining([expect.objectContaining({ category: 'COLD_WATER' })]),
    });
  });
});
