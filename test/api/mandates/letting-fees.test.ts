import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { mandateBody, ownerWithEstate } from '../../support/mandates.js';

let app: TestApp;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Letting fees')).client;
});
afterAll(() => app.close());

const codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);

/** A lease of an estate of 45.55 m² in the commune given; ACTIVE from `signed` when given, else DRAFT. */
async function leaseIn(postal_code: string, city: string, signed?: string) {
  const { owner, estate } = await ownerWithEstate(client, { postal_code, city }, { area: 45.55 });
  const { lease } = await leaseWithTenant(client, { estate_id: estate.id, start_date: signed ?? '2027-01-01' });
  if (signed) ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { owner, estate, lease };
}

const fees = (over: Record<string, number> = {}) => ({
  tenant_visits_file_lease: 0,
  landlord_visits_file_lease: 0,
  tenant_entry_report: 0,
  landlord_entry_report: 0,
  ...over,
});

describe('letting-fee caps of a lease', () => {
  it('reads the caps by zone and by the signature date, to the cent', async () => {
    // Figures by hand: euros per m² x 45.55 m², rounded down to the cent.
    const cases = [
      ['75011', 'Paris', '2025-06-01', 'TRES_TENDUE', 12, 546.6, 3, 136.65],
      ['69003', 'Lyon', '2025-06-01', 'TENDUE', 10, 455.5, 3, 136.65],
      ['23000', 'Guéret', '2025-06-01', 'OTHER', 8, 364.4, 3, 136.65],
      ['75011', 'Paris', undefined, 'TRES_TENDUE', 12.1, 551.15, 3.03, 138.01],
      ['69003', 'Lyon', undefined, 'TENDUE', 10.09, 459.59, 3.03, 138.01],
      ['23000', 'Guéret', undefined, 'OTHER', 8.07, 367.58, 3.03, 138.01],
    ] as const;
    for (const [postal, city, signed, zone, perM2, cap, reportPerM2, reportCap] of cases) {
      const { lease } = await leaseIn(postal, city, signed);
      const read = ok(await client.lettingFees.caps({ params: { lease_id: lease.id }, query: {} }), 200);
      expect([city, signed, read]).toEqual([
        city,
        signed,
        expect.objectContaining({
          zone,
          living_area: 45.55,
          per_m2: { visits_file_lease: perM2, entry_report: reportPerM2 },
          caps: { visits_file_lease: cap, entry_report: reportCap },
        }),
      ]);
    }
  });

  it('names the A bis commune and the version, and takes another living area', async () => {
    const { lease } = await leaseIn('75011', 'Paris', '2025-06-01');
    const read = ok(await client.lettingFees.caps({ params: { lease_id: lease.id }, query: { living_area: 10 } }), 200);
    expect(read).toMatchObject({
      signed_on: '2025-06-01',
      commune: { insee_code: '75056', name: 'Paris' },
      version: { code: 'DECRET_2014_890', to: '2025-12-31' },
      living_area: 10,
      caps: { visits_file_lease: 120, entry_report: 30 },
    });
  });
});

describe("a lease's letting fees", () => {
  it('records fees at the caps, refuses one cent more, and names each rule (422, nothing changes)', async () => {
    const { lease } = await leaseIn('75011', 'Paris', '2025-06-01');
    const params = { lease_id: lease.id };
    problem(await client.lettingFees.get({ params }), 404);
    const atCaps = fees({
      tenant_visits_file_lease: 546.6,
      landlord_visits_file_lease: 600,
      tenant_entry_report: 136.65,
      landlord_entry_report: 136.65,
    });
    const recorded = ok(await client.lettingFees.put({ params, body: atCaps }), 201);
    expect(recorded).toMatchObject({ ...atCaps, zone: 'TRES_TENDUE', living_area: 45.55, mandate_id: null });
    const over = problem(
      await client.lettingFees.put({ params, body: { ...atCaps, tenant_visits_file_lease: 546.61 } }),
      422,
    );
    expect(codes(over)).toEqual(['letting_fee_cap_visits_file_lease']);
    const report = problem(
      await client.lettingFees.put({
        params,
        body: { ...atCaps, tenant_entry_report: 136.66, landlord_entry_report: 200 },
      }),
      422,
    );
    expect(codes(report)).toEqual(['letting_fee_cap_entry_report']);
    const share = problem(
      await client.lettingFees.put({
        params,
        body: { ...atCaps, landlord_visits_file_lease: 546.59, landlord_entry_report: 100 },
      }),
      422,
    );
    expect(codes(share)).toEqual([
      'letting_fee_landlord_share_visits_file_lease',
      'letting_fee_landlord_share_entry_report',
    ]);
    const exit = problem(await client.lettingFees.put({ params, body: { ...atCaps, tenant_exit_report: 50 } }), 422);
    expect(codes(exit)).toEqual(['letting_fee_exit_report']);
    expect(ok(await client.lettingFees.get({ params }), 200)).toEqual(recorded);
    const lower = ok(await client.lettingFees.put({ params, body: { ...atCaps, tenant_visits_file_lease: 400 } }), 200);
    expect(lower).toMatchObject({ id: recorded.id, tenant_visits_file_lease: 400 });
  });

  it("names the ACTIVE mandate managing the lease's estate, keeps to its prices, and needs a living area", async () => {
    const { owner, estate, lease } = await leaseIn('23000', 'Guéret', '2025-06-01');
    // The mandate states 10 EUR/m² for visits, file and lease: 455.50 EUR for 45.55 m², both parties together.
    const letting_fees = { visits_file_lease_per_m2: 10 };
    const mandate = ok(
      await client.mandates.create({
        body: mandateBody(owner.id, [{ estate_id: estate.id }], { starts_on: '2025-01-01', letting_fees }) as never,
      }),
      201,
    );
    ok(await client.mandates.activate({ params: { mandate_id: mandate.id }, body: { signed_on: '2025-01-01' } }), 200);
    const beyond = problem(
      await client.lettingFees.put({
        params: { lease_id: lease.id },
        body: fees({ tenant_visits_file_lease: 200, landlord_visits_file_lease: 255.51 }),
      }),
      422,
    );
    expect(codes(beyond)).toEqual(['letting_fee_mandate_visits_file_lease']);
    const recorded = ok(
      await client.lettingFees.put({
        params: { lease_id: lease.id },
        body: fees({ tenant_visits_file_lease: 100, landlord_visits_file_lease: 100 }),
      }),
      201,
    );
    expect(recorded.mandate_id).toBe(mandate.id);
    const bare = await ownerWithEstate(client);
    const { lease: noArea } = await leaseWithTenant(client, { estate_id: bare.estate.id });
    const missing = problem(await client.lettingFees.put({ params: { lease_id: noArea.id }, body: fees() }), 422);
    expect(codes(missing)).toEqual(['letting_fee_living_area']);
    expect(ok(await client.lettingFees.caps({ params: { lease_id: noArea.id }, query: {} }), 200).caps).toBeNull();
  });

  it("answers 404 on another tenant's lease", async () => {
    const { lease } = await leaseIn('23000', 'Guéret', '2025-06-01');
    const other = (await app.newTenant('Other agency')).client;
    const params = { lease_id: lease.id };
    problem(await other.lettingFees.caps({ params, query: {} }), 404);
    problem(await other.lettingFees.get({ params }), 404);
    problem(await other.lettingFees.put({ params, body: fees({ living_area: 20 }) }), 404);
  });
});

describe('the living area given to the caps', () => {
  it('is bounded like a recorded one (400 over 10,000 m²): 5.47e307 m² gave caps of Infinity, answered as null', async () => {
    const { lease } = await leaseIn('69003', 'Lyon', '2025-01-01');
    for (const living_area of [5.473987628527373e307, 10_000.01]) {
      const refused = await client.lettingFees.caps({ params: { lease_id: lease.id }, query: { living_area } });
      expect(problem(refused, 400).errors).toEqual([expect.objectContaining({ path: 'query.living_area' })]);
    }
    const largest = ok(
      await client.lettingFees.caps({ params: { lease_id: lease.id }, query: { living_area: 10_000 } }),
      200,
    );
    expect(largest.caps).toEqual({ visits_file_lease: 100_000, entry_report: 30_000 });
  });
});
