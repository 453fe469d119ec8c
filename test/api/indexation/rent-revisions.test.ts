import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { activeLease, estateIn } from '../../support/billing.js';
import { publishedEvents } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';

let app: TestApp;
let client: Client;
let tenant: TestTenant;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Rent revisions');
  client = tenant.client;
});
afterAll(() => app.close());

/** A lease signed on 20 October 2024 (last IRL published then: 2024-Q3), first revision on 20 October 2025. */
async function leaseAt(postalCode: string, fields: Record<string, unknown> = {}) {
  const estate = await estateIn(client, { postal_code: postalCode, city: 'Ville' });
  return (await activeLease(client, { estate_id: estate.id, start_date: '2024-10-20', rent_amount: 850, ...fields }))
    .lease;
}
const simulate = (leaseId: string, body: Record<string, unknown>) =>
  client.rentRevisions.simulate({ params: { lease_id: leaseId }, body: body as never });

describe('rent revisions', () => {
  it('simulates the revision from the IRL of the reference quarter, truncated to the cent, without changing anything', async () => {
    const lease = await leaseAt('75011');
    expect(ok(await simulate(lease.id, { claimed_on: '2025-10-20' }), 200)).toEqual({
      revision_date: '2025-10-20',
      claimed_on: '2025-10-20',
      claim_deadline: '2026-10-20',
      effective_date: '2025-10-20',
      index_series: 'IRL',
      reference_quarter: 3,
      new_index_quarter: '2025-Q3',
      new_index_value: 145.77,
      old_index_quarter: '2024-Q3',
      old_index_value: 144.51,
      previous_rent_amount: 850,
      revised_rent_amount: 857.41,
    });
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).rent_amount).toBe(850);
    expect(ok(await client.rentRevisions.list({ params: { lease_id: lease.id }, query: {} }), 200).data).toEqual([]);
  });

  it("uses the IRL series of the dwelling's location: Corsica, overseas (naming an index not loaded)", async () => {
    const corsica = await leaseAt('20000', { rent_amount: 720 });
    expect(ok(await simulate(corsica.id, { claimed_on: '2025-10-20' }), 200)).toMatchObject({
      index_series: 'IRL_CORSICA',
      new_index_value: 141.58,
      old_index_value: 140.36,
      revised_rent_amount: 726.25,
    });
    const overseas = await leaseAt('97400', { start_date: '2025-01-20' });
    const missing = problem(await simulate(overseas.id, { claimed_on: '2026-01-20' }), 422);
    expect(missing.errors?.[0].code).toBe('index_missing');
    expect(missing.missing_index).toEqual({ series: 'IRL_OVERSEAS', quarter: '2025-Q4' });
    expect(missing.detail).toContain('IRL (outre-mer) 2025-Q4');
  });

  it('records a claim, applies it from the claim date through the rent history, and moves next_revision_date a year on', async () => {
    const lease = await leaseAt('69003');
    const recorded = ok(
      await client.rentRevisions.record({ params: { lease_id: lease.id }, body: { claimed_on: '2025-11-05' } }),
      201,
    );
    expect(recorded).toMatchObject({
      status: 'RECORDED',
      revision_date: '2025-10-20',
      effective_date: '2025-11-05',
      revised_rent_amount: 857.41,
      applied_at: null,
    });
    const again = await client.rentRevisions.record({
      params: { lease_id: lease.id },
      body: { claimed_on: '2025-11-06' },
    });
    expect(problem(again, 409).errors?.[0].code).toBe('duplicate_revision');
    expect(
      ok(await client.rentRevisions.get({ params: { lease_id: lease.id, revision_id: recorded.id } }), 200),
    ).toEqual(recorded);

    const applied = ok(
      await client.rentRevisions.apply({ params: { lease_id: lease.id, revision_id: recorded.id }, body: {} }),
      200,
    );
    expect(applied.status).toBe('APPLIED');
    expect(applied.applied_at).not.toBeNull();
    const after = ok(await client.leases.get({ params: { id: lease.id } }), 200);
    expect(after).toMatchObject({ rent_amount: 857.41, next_revision_date: '2026-10-20' });
    const [change] = ok(await client.leases.rentHistory({ params: { id: lease.id } }), 200);
    expect(change).toMatchObject({ old_rent_amount: 850, new_rent_amount: 857.41, effective_date: '2025-11-05' });
    expect(change.reason).toContain('IRL 2025-Q3 145.77');
    const twice = await client.rentRevisions.apply({
      params: { lease_id: lease.id, revision_id: recorded.id },
      body: {},
    });
    expect(problem(twice, 409).revision_status).toBe('APPLIED');
    const published = (await publishedEvents(tenant.tenantId, 'revision.')).filter((e) => e.subject_id === recorded.id);
    expect(published.map((e) => [e.type, e.payload.revised_rent_amount])).toEqual([['revision.applied', 857.41]]);
    const listed = ok(
      await client.rentRevisions.list({ params: { lease_id: lease.id }, query: { status: 'APPLIED' } }),
      200,
    );
    expect(listed.data.map((r) => r.id)).toEqual([recorded.id]);
  });

  it('refuses a revision claimed more than a year late, on a day that is no revision date, or claimed in the future', async () => {
    const lease = await leaseAt('75011');
    expect(
      problem(await simulate(lease.id, { revision_date: '2025-10-20', claimed_on: '2026-10-21' }), 422).errors?.[0]
        .code,
    ).toBe('revision_forfeited');
    expect(
      problem(await simulate(lease.id, { revision_date: '2025-10-21', claimed_on: '2025-10-21' }), 422).errors?.[0]
        .code,
    ).toBe('not_a_revision_date');
    const future = await client.rentRevisions.record({
      params: { lease_id: lease.id },
      body: { claimed_on: addDays(today, 1) },
    });
    expect(problem(future, 422).errors?.[0].code).toBe('future_date');
    problem(await simulate(lease.id, { reference_quarter: 5 }), 400);
  });

  it('refuses to revise an F or G dwelling and a bail mobilité', async () => {
    const lease = await leaseAt('75011');
    const estateId = lease.estate_id;
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: estateId,
          reference_number: 'DPE-F-1',
          diagnosis_date: '2024-01-10',
          valid_until: '2034-01-10',
          energy_label: 'F',
          ges_label: 'F',
          construction_year: 1960,
        } as never,
      }),
      201,
    );
    expect(problem(await simulate(lease.id, { claimed_on: '2025-10-20' }), 422).errors?.[0].code).toBe(
      'dpe_rent_freeze',
    );
    const mobility = await leaseAt('75011', {
      type: 'MobiliteEtudiante',
      start_date: '2025-09-01',
      end_date: '2026-06-30',
    });
    expect(problem(await simulate(mobility.id, {}), 422).errors?.map((e) => e.code)).toContain('mobility_lease');
  });

  it('refuses to apply a revision computed on a rent that changed since', async () => {
    const lease = await leaseAt('75011');
    const recorded = ok(
      await client.rentRevisions.record({ params: { lease_id: lease.id }, body: { claimed_on: '2025-10-20' } }),
      201,
    );
    ok(
      await client.leases.changeRent({
        params: { id: lease.id },
        body: { rent_amount: 800, effective_date: '2025-06-01' },
      }),
      200,
    );
    const stale = await client.rentRevisions.apply({
      params: { lease_id: lease.id, revision_id: recorded.id },
      body: {},
    });
    expect(problem(stale, 409).errors?.[0].code).toBe('stale_revision');
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).rent_amount).toBe(800);
  });
});
