import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { draftMandate, mandateBody, ownerWithEstate } from '../../support/mandates.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Mandates');
  client = tenant.client;
});
afterAll(() => app.close());

const codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);
const today = () => new Date().toISOString().slice(0, 10);

describe('management mandates', () => {
  it('creates a DRAFT with the next register number, reads it, lists it by filter', async () => {
    const { owner, estate, mandate } = await draftMandate(client);
    expect(mandate).toMatchObject({
      owner_id: owner.id,
      status: 'DRAFT',
      signed_on: null,
      starts_on: '2026-01-01',
      duration_months: 12,
      tacit_renewal: true,
      notice_months: 3,
      fee_rate: 7.5,
      vat_rate: 20,
      fee_base: 'RENT_AND_CHARGES',
      statement_frequency: 'MONTHLY',
      allows_advances: false,
      powers: { collect_rents: true, sign_leases: false, order_works_up_to: null, represent_owner: false },
      letting_fees: { visits_file_lease_per_m2: null, entry_report_per_m2: null },
      lots: [{ id: expect.any(String), estate_id: estate.id, place_id: null }],
    });
    expect(mandate.number).toBeGreaterThanOrEqual(1);
    const second = await draftMandate(client);
    expect(second.mandate.number).toBe(mandate.number + 1);
    expect(ok(await client.mandates.get({ params: { mandate_id: mandate.id } }), 200)).toEqual(mandate);
    const byOwner = ok(await client.mandates.list({ query: { owner_id: owner.id } }), 200);
    expect(byOwner.data.map((m) => m.id)).toEqual([mandate.id]);
    const byEstate = ok(await client.mandates.list({ query: { estate_id: estate.id, status: 'DRAFT' } }), 200);
    expect(byEstate.data.map((m) => m.id)).toEqual([mandate.id]);
    const sorted = ok(await client.mandates.list({ query: { sort: '-number', per_page: 2 } }), 200);
    expect(sorted.data.map((m) => m.number)).toEqual([second.mandate.number, mandate.number]);
  });

  it('changes a DRAFT, then refuses a change once ACTIVE (409)', async () => {
    const { mandate, owner } = await draftMandate(client);
    const other = await ownerWithEstate(client);
    const params = { mandate_id: mandate.id };
    const changed = ok(
      await client.mandates.update({
        params,
        body: {
          fee_rate: 6.25,
          powers: { collect_rents: true, sign_leases: true, order_works_up_to: 1500, represent_owner: false },
          statement_frequency: 'Quarterly',
        } as never,
      }),
      200,
    );
    expect(changed).toMatchObject({
      fee_rate: 6.25,
      statement_frequency: 'QUARTERLY',
      powers: { collect_rents: true, sign_leases: true, order_works_up_to: 1500, represent_owner: false },
    });
    const foreignLot = problem(
      await client.mandates.update({ params, body: { lots: [{ estate_id: other.estate.id }] } }),
      422,
    );
    expect(codes(foreignLot)).toContain('lot_owner');
    ok(await client.mandates.activate({ params, body: { signed_on: '2025-12-15' } }), 200);
    const refused = problem(await client.mandates.update({ params, body: { fee_rate: 5 } }), 409);
    expect(codes(refused)).toEqual(['not_draft']);
    expect(ok(await client.mandates.get({ params }), 200)).toMatchObject({ fee_rate: 6.25, owner_id: owner.id });
  });

  it('moves through activate, suspend, resume and terminate; an illegal move is a 409', async () => {
    const { mandate } = await draftMandate(client);
    const params = { mandate_id: mandate.id };
    expect(problem(await client.mandates.suspend({ params, body: {} }), 409).allowed_moves).toEqual([
      'activate',
      'terminate',
    ]);
    const future = problem(await client.mandates.activate({ params, body: { signed_on: '2999-01-01' } }), 422);
    expect(codes(future)).toEqual(['future_date']);
    const active = ok(await client.mandates.activate({ params, body: { signed_on: '2025-12-15' } }), 200);
    expect(active).toMatchObject({ status: 'ACTIVE', signed_on: '2025-12-15' });
    expect(ok(await client.mandates.suspend({ params, body: {} }), 200).status).toBe('SUSPENDED');
    expect(ok(await client.mandates.resume({ params, body: {} }), 200).status).toBe('ACTIVE');
    const early = problem(
      await client.mandates.terminate({
        params,
        body: { terminated_on: '2026-03-31', notice_given_on: '2026-01-01', reason: 'Vente du bien' },
      }),
      422,
    );
    expect(codes(early)).toEqual(['mandate_notice']);
    expect(early.detail).toContain('2026-04-01');
    expect(ok(await client.mandates.get({ params }), 200).status).toBe('ACTIVE');
    const ended = ok(
      await client.mandates.terminate({
        params,
        body: { terminated_on: '2026-04-01', notice_given_on: '2026-01-01', reason: 'Vente du bien' },
      }),
      200,
    );
    expect(ended).toMatchObject({
      status: 'TERMINATED',
      terminated_on: '2026-04-01',
      termination_notice_given_on: '2026-01-01',
      termination_reason: 'Vente du bien',
    });
    expect(problem(await client.mandates.resume({ params, body: {} }), 409).allowed_moves).toEqual([]);
  });

  it('refuses to activate a mandate over a lot under another ACTIVE mandate (409), directly or through its place', async () => {
    const { owner, estate, place, mandate } = await draftMandate(client);
    ok(await client.mandates.activate({ params: { mandate_id: mandate.id }, body: { signed_on: today() } }), 200);
    const sameEstate = ok(
      await client.mandates.create({ body: mandateBody(owner.id, [{ estate_id: estate.id }]) as never }),
      201,
    );
    const wholePlace = ok(
      await client.mandates.create({ body: mandateBody(owner.id, [{ place_id: place.id }]) as never }),
      201,
    );
    for (const draft of [sameEstate, wholePlace]) {
      const conflict = problem(
        await client.mandates.activate({ params: { mandate_id: draft.id }, body: { signed_on: today() } }),
        409,
      );
      expect(codes(conflict)).toEqual(['lot_under_active_mandate']);
      expect(conflict.conflicting_mandates).toEqual([{ id: mandate.id, number: mandate.number }]);
    }
    ok(await client.mandates.suspend({ params: { mandate_id: mandate.id }, body: {} }), 200);
    ok(await client.mandates.activate({ params: { mandate_id: wholePlace.id }, body: { signed_on: today() } }), 200);
    const back = problem(await client.mandates.resume({ params: { mandate_id: mandate.id }, body: {} }), 409);
    expect(codes(back)).toEqual(['lot_under_active_mandate']);
  });

  it('refuses a fee rate outside 0 to 100 % and unknown lots (400, 404)', async () => {
    const { owner, estate } = await ownerWithEstate(client);
    for (const fee_rate of [-0.01, 100.01, 250]) {
      const bad = problem(
        await client.mandates.create({
          body: mandateBody(owner.id, [{ estate_id: estate.id }], { fee_rate }) as never,
        }),
        400,
      );
      expect(bad.errors?.map((e) => e.path)).toEqual(['body.fee_rate']);
    }
    ok(
      await client.mandates.create({
        body: mandateBody(owner.id, [{ estate_id: estate.id }], { fee_rate: 100 }) as never,
      }),
      201,
    );
    const both = problem(
      await client.mandates.create({
        body: mandateBody(owner.id, [{ estate_id: estate.id, place_id: estate.place_id }]) as never,
      }),
      400,
    );
    expect(both.errors?.[0].path).toBe('body.lots.0');
    const unknown = problem(
      await client.mandates.create({
        body: mandateBody(owner.id, [{ estate_id: '00000000-0000-4000-8000-000000000000' }]) as never,
      }),
      404,
    );
    expect(codes(unknown)).toEqual(['not_found']);
  });

  it("answers 404 on another tenant's mandate, and lists none of them", async () => {
    const { mandate, owner } = await draftMandate(client);
    const other = (await app.newTenant('Other agency')).client;
    const params = { mandate_id: mandate.id };
    problem(await other.mandates.get({ params }), 404);
    problem(await other.mandates.update({ params, body: { fee_rate: 1 } }), 404);
    problem(await other.mandates.activate({ params, body: { signed_on: today() } }), 404);
    problem(
      await other.mandates.create({
        body: mandateBody(owner.id, [{ estate_id: mandate.lots[0].estate_id! }]) as never,
      }),
      404,
    );
    expect(ok(await other.mandates.list({ query: { owner_id: owner.id } }), 200).data).toEqual([]);
    const estate_id = mandate.lots[0].estate_id!;
    expect(ok(await other.mandates.list({ query: { estate_id } }), 200).data).toEqual([]);
  });
});

describe('the register of mandates', () => {
  it('gives 1..20, without gap or repeat, to 20 mandates created at once', async () => {
    const fresh = (await app.newTenant('Register')).client;
    const { owner, estate } = await ownerWithEstate(fresh);
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        fresh.mandates.create({ body: mandateBody(owner.id, [{ estate_id: estate.id }]) as never }),
      ),
    );
    const numbers = created.map((response) => ok(response, 201).number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const next = ok(
      await fresh.mandates.create({ body: mandateBody(owner.id, [{ estate_id: estate.id }]) as never }),
      201,
    );
    expect(next.number).toBe(21);
    // The register read by keyset pages: every number once, in order.
    const numbers2: number[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(await fresh.mandates.list({ query: { sort: 'number', per_page: 5, cursor } }), 200);
      numbers2.push(...page.data.map((m) => m.number));
      cursor = page.meta.next_cursor ?? undefined;
    } while (cursor);
    expect(numbers2).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });
});
