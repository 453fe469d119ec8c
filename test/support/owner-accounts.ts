// Fixtures of the owner accounts (issue 35): an owner with an IBAN, a place with two lots under one
// ACTIVE quarterly mandate (7.50 % of rent and charges, VAT 20 %), a lease on each, three months of
// payments on each (the third on lot B partial), one works invoice and one payout; the first quarter's
// statement issued. Its figures are written out by hand in test/api/mandates/statements.test.ts.
import type { Client } from './app.js';
import { samples } from './files.js';
import { activeLease } from './billing.js';
import { ok } from './leasing.js';

export const OWNER_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';
export const OWNER_BIC = 'PSSTFRPPPAR';

export async function ownerWithIban(client: Client, fields: Record<string, unknown> = {}) {
  return ok(
    await client.owners.create({
      body: {
        first_name: 'Hélène',
        last_name: 'Mandant',
        email: 'helene.mandant@example.fr',
        mobile_phone: '+33612345678',
        iban: OWNER_IBAN,
        bic: OWNER_BIC,
        ...fields,
      } as never,
    }),
    201,
  );
}

async function lot(client: Client, placeId: string, name: string, rent: number) {
  return ok(
    await client.estates.createInPlace({
      params: { id: placeId },
      body: { name, fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`, rent_amount: rent } as never,
    }),
    201,
  );
}

/** An ACTIVE mandate of a new owner over two new lots (no lease yet). */
export async function activeMandate(client: Client, fields: Record<string, unknown> = {}) {
  const owner = await ownerWithIban(client);
  const place = ok(await client.places.create({ body: { name: 'Résidence du Mail' } as never }), 201);
  const a = await lot(client, place.id, 'Lot A', 800);
  const b = await lot(client, place.id, 'Lot B', 600);
  const mandate = ok(
    await client.mandates.create({
      body: {
        owner_id: owner.id,
        starts_on: '2026-01-01',
        duration_months: 36,
        fee_rate: 7.5,
        vat_rate: 20,
        fee_base: 'RENT_AND_CHARGES',
        statement_frequency: 'QUARTERLY',
        lots: [{ estate_id: a.id }, { estate_id: b.id }],
        ...fields,
      } as never,
    }),
    201,
  );
  ok(await client.mandates.activate({ params: { mandate_id: mandate.id }, body: { signed_on: '2025-12-15' } }), 200);
  return { owner, place, lots: { a, b }, mandate };
}

const pay = async (client: Client, leaseId: string, amount: number, paidOn: string) =>
  ok(
    await client.rentPayments.create({
      params: { lease_id: leaseId },
      body: { amount, paid_on: paidOn, method: 'BankTransfer', payer: 'Locataire' } as never,
    }),
    201,
  );

/** The whole first quarter of 2026 of a managed owner, its statement issued. */
export async function managedQuarter(client: Client) {
  const seeded = await activeMandate(client);
  const { lots } = seeded;
  const leaseA = (
    await activeLease(client, {
      estate_id: lots.a.id,
      start_date: '2026-01-01',
      end_date: '2028-12-31',
      rent_amount: 800,
      charges_amount: 50,
    })
  ).lease;
  const leaseB = (
    await activeLease(client, {
      estate_id: lots.b.id,
      start_date: '2026-01-01',
      end_date: '2028-12-31',
      rent_amount: 600,
      charges_amount: 40,
    })
  ).lease;
  for (const [leaseId, amount, day] of [
    [leaseA.id, 850, '2026-01-05'],
    [leaseB.id, 640, '2026-01-10'],
    [leaseA.id, 850, '2026-02-05'],
    [leaseB.id, 640, '2026-02-10'],
    [leaseA.id, 850, '2026-03-05'],
    [leaseB.id, 300, '2026-03-10'],
  ] as const)
    await pay(client, leaseId, amount, day);
  const invoice = ok(
    await client.media.upload({ body: { file: new File([samples.pdf()], 'facture-plomberie.pdf') } }),
    201,
  );
  const expense = ok(
    await client.ownerAccounts.recordExpense({
      params: { mandate_id: seeded.mandate.id },
      body: {
        estate_id: lots.a.id,
        label: 'Remplacement du chauffe-eau',
        supplier: 'Plomberie Martin',
        amount: 420,
        paid_on: '2026-02-20',
        document_id: invoice.id,
      },
    }),
    201,
  );
  const payout = ok(
    await client.ownerPayouts.create({
      params: { mandate_id: seeded.mandate.id },
      body: { amount: 2000, paid_on: '2026-03-25', reference: 'Reversement T1 2026' },
    }),
    201,
  );
  const statement = ok(
    await client.ownerStatements.issue({
      params: { mandate_id: seeded.mandate.id },
      body: { period_start: '2026-01-01' },
    }),
    201,
  );
  return { ...seeded, leases: { a: leaseA, b: leaseB }, invoice, expense, payout, statement };
}
