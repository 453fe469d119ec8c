// What approved syndic accounts settle for a lot that is also a rented estate of the account: the
// co-owners' regularisations posted to their accounts, the recoverable part of the syndic's expenses
// (décret 87-713) reaching the lease's charge regularisation, and the 20 % charges provision kept from
// the deposit (loi 89-462 art. 22 al. 5) settled at that regularisation's balance.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { activeLease, estateIn } from '../../support/billing.js';
import { ok, problem } from '../../support/leasing.js';

let app: TestApp;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Syndic settlement')).client;
}, 60_000);
afterAll(() => app.close());

/** A co-owned building: lot 1 is the account's rented estate (600/1000), lot 2 another co-owner's (400). */
async function rentedLot() {
  const estate = await estateIn(client, { place_category: 'Collective', legal_regime: 'Copropriete' });
  const { lease } = await activeLease(client, { start_date: '2025-01-01', deposit_amount: 850, estate_id: estate.id });
  ok(
    await client.leaseDeposit.create({ params: { lease_id: lease.id }, body: { amount: 850, received_amount: 850 } }),
    201,
  );
  const provision = ok(
    await client.depositRetentions.add({
      params: { lease_id: lease.id },
      body: { category: 'CHARGES_PROVISION', amount: 170, justification: 'Arrêté provisoire des comptes' } as never,
    }),
    201,
  );
  ok(
    await client.chargeProvisions.create({
      params: { lease_id: lease.id },
      body: { category: 'COMMON_AREAS_MAINTENANCE', monthly_amount: 70, effective_from: '2025-01-01' },
    }),
    201,
  );
  const syndicate_id = ok(
    await client.syndicates.create({
      body: { place_id: estate.place_id, name: 'SDC du Parc', building_completed_on: '2022-01-01' },
    }),
    201,
  ).id;
  const owner = async (last_name: string) =>
    ok(await client.owners.create({ body: { first_name: 'M.', last_name } as never }), 201);
  const landlord = await owner('Bailleur');
  const other = await owner('Voisin');
  const lot1 = ok(
    await client.syndicLots.create({
      params: { syndicate_id },
      body: { number: '1', estate_id: estate.id, co_owner_owner_id: landlord.id },
    }),
    201,
  );
  const lot2 = ok(
    await client.syndicLots.create({ params: { syndicate_id }, body: { number: '2', co_owner_owner_id: other.id } }),
    201,
  );
  const key = ok(
    await client.chargeKeys.create({
      params: { syndicate_id },
      body: { code: 'GEN', name: 'Générales', kind: 'GENERAL', stated_total: 1000 },
    }),
    201,
  );
  const shares = [
    { lot_id: lot1.id, shares: 600 },
    { lot_id: lot2.id, shares: 400 },
  ];
  ok(await client.chargeKeys.setShares({ params: { syndicate_id, key_id: key.id }, body: { shares } }), 200);
  const expenses = [
    {
      charge_key_id: key.id,
      heading: 'Entretien des parties communes',
      amount: 2000,
      charge_category: 'COMMON_AREAS_MAINTENANCE' as const,
      recoverable: 1500,
    },
    { charge_key_id: key.id, heading: 'Honoraires du syndic', amount: 1000 },
  ];
  const accounts = ok(
    await client.syndicAccounts.create({ params: { syndicate_id }, body: { fiscal_year: 2025, expenses } }),
    201,
  );
  return { estate, lease, provision, syndicate_id, lot1, lot2, accounts, landlord, other };
}

describe('approved accounts of a co-owned, rented lot', () => {
  it('refuses to settle accounts not yet approved (422)', async () => {
    const { syndicate_id, accounts } = await rentedLot();
    const refused = problem(
      await client.coOwnerAccounts.settle({ params: { syndicate_id, accounts_id: accounts.id }, body: {} }),
      422,
    );
    expect(refused.errors?.[0].code).toBe('accounts_not_approved');
  });

  it("gives the lot's recoverable expenses to the lease's regularisation and settles the deposit's provision", async () => {
    const b = await rentedLot();
    const params = { syndicate_id: b.syndicate_id, accounts_id: b.accounts.id };
    const ag = ok(
      await client.assemblies.create({
        params: { syndicate_id: b.syndicate_id },
        body: { held_on: '2026-03-30', convened_on: '2026-02-28' },
      }),
      201,
    );
    ok(await client.syndicAccounts.approve({ params, body: { assembly_id: ag.id } }), 200);
    const settled = ok(await client.coOwnerAccounts.settle({ params, body: {} }), 201);
    // Lot 1 bears 600/1000 of 3,000.00 (1,800.00), of which 600/1000 of the 1,500.00 recoverable (900.00).
    // The lease's regularisation: 900.00 of charges less 12 × 70.00 of provisions = 60.00, within the 170.00 kept.
    expect(settled).toMatchObject({
      fiscal_year: 2025,
      regularisations: [
        { lot_id: b.lot1.id, amount: 1800 },
        { lot_id: b.lot2.id, amount: 1200 },
      ],
      charge_expenses: [
        {
          estate_id: b.estate.id,
          category: 'COMMON_AREAS_MAINTENANCE',
          amount: 900,
          heading: 'Entretien des parties communes',
        },
      ],
      deposit_settlements: [{ lease_id: b.lease.id, retention_id: b.provision.id, settled_amount: 60 }],
    });
    expect(problem(await client.coOwnerAccounts.settle({ params, body: {} }), 409).errors?.[0].code).toBe(
      'already_settled',
    );
    expect(ok(await client.coOwnerAccounts.settlement({ params }), 200).id).toBe(settled.id);

    const regularisation = ok(
      await client.chargeRegularisations.create({
        params: { lease_id: b.lease.id },
        body: { period_start: '2025-01-01', period_end: '2025-12-31' },
      }),
      201,
    );
    expect(regularisation).toMatchObject({ total_charges: 900, total_provisions: 840, balance: 60 });
    expect(regularisation.lines.map((l) => [l.category, l.building_total, l.share])).toEqual([
      ['COMMON_AREAS_MAINTENANCE', 900, 900],
    ]);

    const deposit = ok(await client.leaseDeposit.get({ params: { lease_id: b.lease.id } }), 200);
    expect(deposit.retentions.find((r) => r.id === b.provision.id)).toMatchObject({
      accounts_approved_on: '2026-03-30',
      settled_amount: 60,
      refund_due: 110,
    });
    const landlordAccount = ok(
      await client.coOwnerAccounts.list({ params: { syndicate_id: b.syndicate_id }, query: {} }),
      200,
    ).data.find((a) => a.owner_id === b.landlord.id)!;
    const entries = ok(
      await client.coOwnerAccounts.entries({
        params: { syndicate_id: b.syndicate_id, account_id: landlordAccount.id },
        query: {},
      }),
      200,
    ).data;
    expect(entries.map((e) => [e.kind, e.ledger, e.amount, e.entry_date])).toEqual([
      ['REGULARISATION', '4501', 1800, '2026-03-30'],
    ]);
  });
});
