import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { tenantRows } from '../../support/db.js';
import { samples } from '../../support/files.js';
import { newEstate, newLease, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Estate diagnostics');
  client = tenant.client;
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);

function record(c: Client, estateId: string, body: Record<string, unknown>) {
  return c.estateDiagnostics.create({ params: { estate_id: estateId }, body: body as never });
}

describe('estate diagnostics', () => {
  it('records a diagnostic with the validity the law gives its type, and reads it back', async () => {
    const estate = await newEstate(client);
    const report = ok(await client.media.upload({ body: { file: new File([samples.pdf()], 'gaz.pdf') } }), 201);
    const gas = ok(
      await record(client, estate.id, {
        diagnostic_type: 'Gaz',
        diagnosis_date: '2024-02-10',
        reference_number: 'GAZ-2024-001',
        outcome: 'NEGATIVE',
        diagnostician: 'Cabinet Diag Plus',
        media_id: report.id,
      }),
      201,
    );
    expect(gas).toMatchObject({
      estate_id: estate.id,
      diagnostic_type: 'GAS',
      valid_until: '2030-02-09',
      is_active: true,
      is_valid_now: true,
      media_id: report.id,
    });
    expect(
      ok(await client.estateDiagnostics.get({ params: { estate_id: estate.id, diagnostic_id: gas.id } }), 200),
    ).toEqual(gas);
    const lead = ok(
      await record(client, estate.id, { diagnostic_type: 'CREP', diagnosis_date: '2001-01-01', outcome: 'NEGATIVE' }),
      201,
    );
    expect(lead).toMatchObject({ diagnostic_type: 'LEAD', valid_until: null, is_valid_now: true });
    const risks = ok(await record(client, estate.id, { diagnostic_type: 'ERP', diagnosis_date: '2020-01-01' }), 201);
    expect(risks).toMatchObject({ diagnostic_type: 'RISKS', valid_until: '2020-06-30', is_valid_now: false });
  });

  it('keeps one active diagnostic per type: a new one deactivates the previous one', async () => {
    const estate = await newEstate(client);
    const first = ok(
      await record(client, estate.id, { diagnostic_type: 'ELECTRICITY', diagnosis_date: '2018-05-01' }),
      201,
    );
    const other = ok(await record(client, estate.id, { diagnostic_type: 'GAS', diagnosis_date: '2018-05-01' }), 201);
    const second = ok(
      await record(client, estate.id, { diagnostic_type: 'ELECTRICITY', diagnosis_date: '2024-05-01' }),
      201,
    );
    const all = ok(
      await client.estateDiagnostics.list({
        params: { estate_id: estate.id },
        query: { sort: 'diagnostic_type,-diagnosis_date' },
      }),
      200,
    );
    expect(all.data.map((d) => [d.id, d.is_active])).toEqual([
      [second.id, true],
      [first.id, false],
      [other.id, true],
    ]);
    const active = ok(
      await client.estateDiagnostics.list({ params: { estate_id: estate.id }, query: { is_active: 'true' as never } }),
      200,
    );
    expect(active.data.map((d) => d.id).sort()).toEqual([second.id, other.id].sort());
    const electricity = ok(
      await client.estateDiagnostics.list({
        params: { estate_id: estate.id },
        query: { diagnostic_type: 'ELECTRICITY', diagnosis_date_to: '2020-01-01' },
      }),
      200,
    );
    expect(electricity.data.map((d) => d.id)).toEqual([first.id]);

    // Deleting the active one brings the previous one back.
    expect(
      (await client.estateDiagnostics.remove({ params: { estate_id: estate.id, diagnostic_id: second.id } })).status,
    ).toBe(204);
    expect(
      ok(await client.estateDiagnostics.get({ params: { estate_id: estate.id, diagnostic_id: first.id } }), 200)
        .is_active,
    ).toBe(true);
    expect(
      (await client.estateDiagnostics.remove({ params: { estate_id: estate.id, diagnostic_id: other.id } })).status,
    ).toBe(204);
  });

  it('updates a diagnostic; its validity follows the date and outcome', async () => {
    const estate = await newEstate(client);
    const lead = ok(await record(client, estate.id, { diagnostic_type: 'LEAD', diagnosis_date: '2020-01-15' }), 201);
    expect(lead.valid_until).toBe('2026-01-14');
    const negative = ok(
      await client.estateDiagnostics.update({
        params: { estate_id: estate.id, diagnostic_id: lead.id },
        body: { outcome: 'NEGATIVE', notes: 'aucun revêtement au-dessus du seuil' },
      }),
      200,
    );
    expect(negative).toMatchObject({
      outcome: 'NEGATIVE',
      valid_until: null,
      notes: 'aucun revêtement au-dessus du seuil',
    });
    const cleared = ok(
      await client.estateDiagnostics.update({
        params: { estate_id: estate.id, diagnostic_id: lead.id },
        body: { outcome: null, diagnosis_date: '2019-01-15' },
      }),
      200,
    );
    expect(cleared).toMatchObject({ outcome: null, valid_until: '2025-01-14', diagnosis_date: '2019-01-15' });
    problem(
      await client.estateDiagnostics.update({
        params: { estate_id: estate.id, diagnostic_id: lead.id },
        body: { diagnostic_type: 'GAS' } as never,
      }),
      400,
    );
  });

  it('refuses a future date, an outcome the type does not take, the DPE and unknown types, and writes nothing', async () => {
    const estate = await newEstate(client);
    const before = await tenantRows(tenant.tenantId);
    const future = problem(
      await record(client, estate.id, { diagnostic_type: 'GAS', diagnosis_date: '2999-01-01' }),
      422,
    );
    expect(future.errors?.[0]).toMatchObject({ path: 'diagnosis_date', code: 'future_date' });
    expect(
      problem(
        await record(client, estate.id, {
          diagnostic_type: 'LEAD',
          diagnosis_date: today(),
          outcome: 'NOT_APPLICABLE',
        }),
        422,
      ).errors?.[0],
    ).toMatchObject({ path: 'outcome' });
    problem(await record(client, estate.id, { diagnostic_type: 'DPE', diagnosis_date: today() }), 400);
    problem(await record(client, estate.id, { diagnostic_type: 'GAS' }), 400);
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
  });

  it('answers 404 across estates and tenants, for foreign media, and checks permissions', async () => {
    const estate = await newEstate(client);
    const otherEstate = await newEstate(client);
    const gas = ok(await record(client, estate.id, { diagnostic_type: 'GAS', diagnosis_date: today() }), 201);
    problem(await client.estateDiagnostics.get({ params: { estate_id: otherEstate.id, diagnostic_id: gas.id } }), 404);
    const other = await app.newTenant('Estate diagnostics other');
    problem(await other.client.estateDiagnostics.get({ params: { estate_id: estate.id, diagnostic_id: gas.id } }), 404);
    problem(await other.client.estateDiagnostics.list({ params: { estate_id: estate.id }, query: {} }), 404);
    problem(await record(other.client, estate.id, { diagnostic_type: 'GAS', diagnosis_date: today() }), 404);
    const foreignMedia = ok(
      await other.client.media.upload({ body: { file: new File([samples.pdf()], 'x.pdf') } }),
      201,
    );
    expect(
      problem(
        await record(client, estate.id, {
          diagnostic_type: 'NOISE',
          diagnosis_date: today(),
          media_id: foreignMedia.id,
        }),
        404,
      ).errors?.[0],
    ).toMatchObject({ path: 'media_id.0' });
    const reader = await tenant.clientWith(['properties:read']);
    problem(await record(reader, estate.id, { diagnostic_type: 'GAS', diagnosis_date: today() }), 403);
    ok(await reader.estateDiagnostics.list({ params: { estate_id: estate.id }, query: {} }), 200);
  }, 120_000);

  it('tells which diagnostics a lease signed on a date needs, and which are valid, expired or missing', async () => {
    const place = ok(
      await client.places.create({ body: { name: 'Immeuble ancien', legal_regime: 'Copropriete' } as never }),
      201,
    );
    const estate = ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: { name: 'Lot 3', fiscal_identifier: 'FI-OLD-3', construction_date: '1930-06-01' } as never,
      }),
      201,
    );
    ok(await record(client, estate.id, { diagnostic_type: 'ELECTRICITY', diagnosis_date: '2016-01-01' }), 201);
    ok(
      await record(client, estate.id, {
        diagnostic_type: 'GAS',
        diagnosis_date: '2024-01-01',
        outcome: 'NOT_APPLICABLE',
      }),
      201,
    );
    ok(
      await record(client, estate.id, { diagnostic_type: 'LEAD', diagnosis_date: '2010-01-01', outcome: 'NEGATIVE' }),
      201,
    );
    ok(
      await client.energyDiagnoses.create({
        body: {
          place_id: place.id,
          reference_number: 'DPE-IMMEUBLE',
          diagnosis_date: '2022-01-01',
          valid_until: '2031-12-31',
          energy_label: 'D',
          ges_label: 'D',
          construction_year: 1930,
        } as never,
      }),
      201,
    );
    const states = ok(
      await client.estateDiagnostics.compliance({ params: { estate_id: estate.id }, query: { at: '2025-06-01' } }),
      200,
    );
    expect(states.at).toBe('2025-06-01');
    expect(Object.fromEntries(states.states.map((s) => [s.kind, [s.required, s.status]]))).toEqual({
      DPE: [true, 'VALID'],
      LEAD: [true, 'VALID'],
      ASBESTOS: [true, 'MISSING'],
      ELECTRICITY: [true, 'EXPIRED'],
      GAS: [true, 'NOT_APPLICABLE'],
      RISKS: [true, 'MISSING'],
      NOISE: [false, 'NOT_REQUIRED'],
      COOWNERSHIP_RULES: [true, 'MISSING'],
    });
    const commercial = ok(
      await client.estateDiagnostics.compliance({
        params: { estate_id: estate.id },
        query: { at: '2025-06-01', lease_category: 'commercial' },
      }),
      200,
    );
    expect(commercial.states.filter((s) => s.required).map((s) => s.kind)).toEqual(['DPE', 'RISKS']);
  }, 120_000);

  it("lists in the lease compliance the diagnostics missing or expired at the lease's signature date", async () => {
    const estate = await newEstate(client);
    ok(await record(client, estate.id, { diagnostic_type: 'RISKS', diagnosis_date: today() }), 201);
    const draft = await newLease(client, { estate_id: estate.id, start_date: '2025-01-01' });
    const report = ok(await client.leaseCompliance.get({ params: { id: draft.id } }), 200);
    // A draft is judged as if signed today; the estate's construction date is unknown, so lead,
    // asbestos, electricity and gas are asked for.
    expect(report.documents_reference_date).toBe(today());
    expect(report.diagnostics.complete).toBe(false);
    expect(report.diagnostics.lacking).toEqual(['DPE', 'LEAD', 'ASBESTOS', 'ELECTRICITY', 'GAS']);
    expect(report.diagnostics.states.find((s) => s.kind === 'RISKS')).toMatchObject({ status: 'VALID' });
  });
});
