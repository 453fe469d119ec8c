// Bank statements matched to leases (issue 36, section 3): camt.053 samples (an exact reference, a
// reference with a typo matched by amount and name, a duplicate and an overlapping file, malformed
// files), a CSV with its mapping, the queue and its one-click assignment, and another tenant's 404.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonths } from '../../../core/shared/dates.js';
import { isValidRfReference } from '../../../core/banking/rf-reference.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { importStatement, namedLease, statementFixture } from '../../support/banking.js';
import { ok, problem } from '../../support/leasing.js';
import { driveRun, runActivities } from '../../support/runs.js';
import { activeLease } from '../../support/billing.js';
import { withPool } from '../../support/db.js';
import { activeMandate } from '../../support/owner-accounts.js';
import { RecordingWorkflows } from '../../support/workflows.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;
const today = new Date().toISOString().slice(0, 10);
const start = addMonths(`${today.slice(0, 8)}01`, -2);
const leases: Record<'a' | 'b' | 'c', { id: string; reference: string }> = {} as never;
let values: Record<string, string>;
/** The workflow engine's double: the runs the imports record are driven here as their workflow would. */
const workflows = new RecordingWorkflows();
const clock = { now: () => new Date() };

/** The reference with one character changed: its ISO 11649 check digits no longer hold. */
function typo(reference: string): string {
  const last = reference.at(-1)!;
  return `${reference.slice(0, -1)}${last === 'X' ? 'Y' : 'X'}`;
}

const payments = async (leaseId: string) =>
  ok(await client.rentPayments.list({ params: { lease_id: leaseId }, query: {} }), 200).data;
const entriesOf = async (importId: string) =>
  ok(await client.bankEntries.list({ query: { import_id: importId, sort: 'amount', per_page: 50 } }), 200).data;
const countEntries = async () => ok(await client.bankEntries.list({ query: {} }), 200).meta.pagination.total;

beforeAll(async () => {
  app = await startTestApp({ workflows });
  tenant = await app.newTenant('Bank statements');
  client = tenant.client;
  const terms = (rent: number, charges: number) => ({ rent_amount: rent, charges_amount: charges, start_date: start });
  const made = {
    a: await namedLease(client, { first_name: 'Jeanne', last_name: 'Martin' }, terms(700, 50)),
    b: await namedLease(client, { first_name: 'Paul', last_name: 'Lefebvre' }, terms(820, 30)),
    c: await namedLease(client, { first_name: 'Sophie', last_name: 'Bernard' }, terms(910, 40)),
  };
  for (const key of ['a', 'b', 'c'] as const) {
    const read = ok(await client.leasePaymentReference.get({ params: { lease_id: made[key].lease.id } }), 200);
    leases[key] = { id: made[key].lease.id, reference: read.reference };
  }
  values = {
    BOOKED: today,
    RUN: `R${Date.now()}`,
    // As a tenant types it: lower case, in groups of four.
    REF_A: ok(await client.leasePaymentReference.get({ params: { lease_id: leases.a.id } }), 200).printed.toLowerCase(),
    REF_C_TYPO: typo(leases.c.reference),
  };
}, 60_000);
afterAll(() => app.close());

describe('payment references', () => {
  it('gives each lease an ISO 11649 reference once, unique in the account, and 404 for an unknown lease', async () => {
    const again = ok(await client.leasePaymentReference.get({ params: { lease_id: leases.a.id } }), 200);
    expect(again.reference).toBe(leases.a.reference);
    expect(again.reference).toMatch(/^RF\d{2}[0-9A-Z]{8}$/);
    expect(again.printed).toBe(again.reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(Object.values(leases).every((lease) => isValidRfReference(lease.reference))).toBe(true);
    expect(new Set(Object.values(leases).map((lease) => lease.reference)).size).toBe(3);
    expect(isValidRfReference(values.REF_C_TYPO)).toBe(false);
    problem(
      await client.leasePaymentReference.get({ params: { lease_id: '00000000-0000-4000-8000-000000000000' } }),
      404,
    );
  });
});

describe('camt.053 import', () => {
  let firstImport: string;

  it('matches an exact reference and a sure amount and name as payments, queues the rest, and keeps no debit', async () => {
    const imported = ok(
      await importStatement(client, 'releve-1.xml', statementFixture('exact-reference.xml', values)),
      201,
    );
    firstImport = imported.id;
    expect(imported).toMatchObject({
      format: 'CAMT053',
      statement_id: `STMT-${today}-1`,
      account_iban: 'FR7630006000011234567890189',
      credit_count: 3,
      debit_count: 1,
      imported_count: 3,
      duplicate_count: 0,
      matched_count: 2,
      queued_count: 1,
    });
    const [nobody, byReference, byName] = await entriesOf(imported.id);
    expect(byReference).toMatchObject({
      amount: 750,
      status: 'MATCHED',
      match_method: 'REFERENCE',
      confidence: 1,
      lease_id: leases.a.id,
      payer_name: 'MLLE JEANNE MARTIN',
      entry_key: `ref:FR7630006000011234567890189:${values.RUN}-0001`,
    });
    expect(byName).toMatchObject({
      amount: 850,
      status: 'MATCHED',
      match_method: 'AMOUNT_AND_NAME',
      lease_id: leases.b.id,
    });
    expect(byName.confidence).toBeGreaterThanOrEqual(0.85);
    expect(byName.entry_key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(nobody).toMatchObject({ amount: 123.45, status: 'QUEUED', queue_reason: 'NO_CANDIDATE', candidates: [] });
    expect(nobody.entry_key).toBe(`ref:FR7630006000011234567890189:${values.RUN}-N3`);
    // Recorded through the payment use case: allocated to the oldest period; its quittance is issued
    // by the PAYMENT_RECEIPTS run the import recorded for the leases it paid (docs/decisions.md 320).
    const [paid] = await payments(leases.a.id);
    expect(paid).toMatchObject({
      id: byReference.payment_id,
      amount: 750,
      paid_on: today,
      method: 'VIREMENT_BANCAIRE',
    });
    const periods = ok(await client.rentPeriods.list({ params: { lease_id: leases.a.id }, query: {} }), 200).data;
    expect(periods.find((period) => period.period_start === start)).toMatchObject({ status: 'PAID', paid_amount: 750 });
    // Each payment's `payment.received` (written together for the slice: decision 323), with the
    // periods it paid, and the escalation of those periods stopped.
    const received = await withPool(
      async (pool) =>
        (
          await pool.query(
            `select subject_id, payload from outbox_events where tenant_id = $1 and type = 'payment.received'`,
            [tenant.tenantId],
          )
        ).rows as { subject_id: string; payload: { lease_id: string; paid_periods: string[] } }[],
    );
    const paidPeriod = periods.find((period) => period.period_start === start)!.id;
    expect(received.find((event) => event.subject_id === paid.id)?.payload).toMatchObject({
      lease_id: leases.a.id,
      paid_periods: [paidPeriod],
    });
    expect(received.filter((event) => event.subject_id === byName.payment_id)).toHaveLength(1);
    expect(workflows.paid).toContainEqual({ leaseId: leases.a.id, periodIds: [paidPeriod] });
    const receiptsOf = async (leaseId: string) =>
      ok(await client.rentReceipts.list({ params: { lease_id: leaseId }, query: {} }), 200).data;
    expect(await receiptsOf(leases.a.id)).toEqual([]);
    const [run] = ok(await client.runs.list({ query: { kind: 'PAYMENT_RECEIPTS' } }), 200).data;
    expect(run).toMatchObject({ status: 'PENDING', period: today.slice(0, 7) });
    expect([...run.lease_ids].sort()).toEqual([leases.a.id, leases.b.id].sort());
    expect(workflows.batchRuns).toContainEqual({ runId: run.id, cancel: false });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, run.id)).toMatchObject({
      status: 'COMPLETED',
      done: 2,
    });
    const receipts = await receiptsOf(leases.a.id);
    expect(receipts.map((receipt) => [receipt.kind, receipt.period_start])).toEqual([['QUITTANCE', start]]);
    expect((await receiptsOf(leases.b.id)).map((receipt) => receipt.kind)).toEqual(['QUITTANCE']);
    // Driven again (a retried workflow), the run issues nothing twice.
    await driveRun(runActivities(app, { clock }), tenant.tenantId, run.id);
    expect(await receiptsOf(leases.a.id)).toHaveLength(1);
    expect((await payments(leases.b.id)).map((payment) => payment.amount)).toEqual([850]);
    expect(ok(await client.bankStatements.get({ params: { id: imported.id } }), 200)).toEqual(imported);
  });

  it('imports the same file twice once, and of an overlapping file only its new credit', async () => {
    const again = ok(
      await importStatement(client, 'releve-1-bis.xml', statementFixture('exact-reference.xml', values)),
      201,
    );
    expect(again).toMatchObject({
      credit_count: 3,
      imported_count: 0,
      duplicate_count: 3,
      matched_count: 0,
      queued_count: 0,
    });
    const overlap = ok(await importStatement(client, 'releve-3.xml', statementFixture('overlap.xml', values)), 201);
    expect(overlap).toMatchObject({
      credit_count: 2,
      imported_count: 1,
      duplicate_count: 1,
      matched_count: 0,
      queued_count: 1,
    });
    expect((await entriesOf(overlap.id)).map((entry) => entry.amount)).toEqual([12]);
    expect((await payments(leases.a.id)).length).toBe(1);
    expect((await entriesOf(firstImport)).length).toBe(3);
  });

  it('matches a reference with a typo by the amount due and the payer name, and queues a namesake', async () => {
    const imported = ok(
      await importStatement(client, 'releve-2.xml', statementFixture('typo-reference.xml', values)),
      201,
    );
    expect(imported).toMatchObject({ imported_count: 2, matched_count: 1, queued_count: 1 });
    const [namesake, typoed] = await entriesOf(imported.id);
    expect(typoed).toMatchObject({
      amount: 950,
      status: 'MATCHED',
      match_method: 'AMOUNT_AND_NAME',
      lease_id: leases.c.id,
      payer_name: 'M OU MME BERNARD SOPHIE',
      remittance: values.REF_C_TYPO,
    });
    expect(namesake).toMatchObject({ amount: 750, status: 'QUEUED', queue_reason: 'LOW_CONFIDENCE', lease_id: null });
    expect(namesake.candidates[0]).toMatchObject({ lease_id: leases.a.id });
    expect(namesake.candidates[0].score).toBeLessThan(0.85);
    expect((await payments(leases.c.id)).map((payment) => payment.amount)).toEqual([950]);
  });

  it('refuses a file that is not well-formed with its line, and one with an element missing with its path; nothing imported', async () => {
    const before = await countEntries();
    expect(before).toBeGreaterThan(0);
    const broken = problem(await importStatement(client, 'broken.xml', statementFixture('malformed.xml', values)), 400);
    expect(broken.errors?.[0]).toMatchObject({ path: 'file', code: 'malformed_statement' });
    expect(broken.errors?.[0].message).toMatch(/^line 12, column \d+: .*Ntry/);
    const missing = problem(
      await importStatement(client, 'missing.xml', statementFixture('missing-amount.xml', values)),
      400,
    );
    expect(missing.errors?.[0].message).toBe('Document/BkToCstmrStmt/Stmt[1]/Ntry[2]/Amt: required');
    const notCamt = problem(
      await importStatement(client, 'pain.xml', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>'),
      400,
    );
    expect(notCamt.errors?.[0].message).toMatch(/^Document: the namespace .* is not camt\.053/);
    expect(await countEntries()).toBe(before);
    expect((await payments(leases.a.id)).length).toBe(1);
  });
});

describe('CSV import', () => {
  const mapping = {
    booked_on: 'Date opération',
    remittance: 'Libellé',
    credit: 'Crédit',
    debit: 'Débit',
    payer_name: 'Donneur d’ordre',
    bank_reference: 'Réf.',
  };
  const date = today.split('-').reverse().join('/');
  const csv = (rows: string[]) => ['Date opération;Libellé;Débit;Crédit;Donneur d’ordre;Réf.', ...rows].join('\n');

  it('reads the columns its mapping names, credit and debit apart, dates as DD/MM/YYYY', async () => {
    const body = csv([
      `${date};VIR ${leases.b.reference.toLowerCase()};;850,00;PAUL LEFEBVRE;CSV-${values.RUN}-1`,
      `${date};PRLV EDF;"62,10";;;CSV-${values.RUN}-2`,
      `${date};VIREMENT;;1 000,00;INCONNU;CSV-${values.RUN}-3`,
    ]);
    const fields = { format: 'CSV', csv_mapping: mapping, csv_date_format: 'DD/MM/YYYY' };
    const imported = ok(await importStatement(client, 'releve.csv', body, fields), 201);
    expect(imported).toMatchObject({
      format: 'CSV',
      credit_count: 2,
      debit_count: 1,
      matched_count: 1,
      queued_count: 1,
    });
    const [reference, unknown] = await entriesOf(imported.id);
    expect(reference).toMatchObject({
      match_method: 'REFERENCE',
      lease_id: leases.b.id,
      entry_key: `ref:CSV-${values.RUN}-1`,
    });
    expect(unknown).toMatchObject({ amount: 1000, status: 'QUEUED', queue_reason: 'NO_CANDIDATE' });
    const twice = ok(await importStatement(client, 'releve.csv', body, fields), 201);
    expect(twice).toMatchObject({ imported_count: 0, duplicate_count: 2 });
  });

  it('reads a CSV written in Windows-1252, as bank web sites export it', async () => {
    const latin1 = Buffer.from(`Date;Libellé;Montant\n${date};Régularisation chèque;42,00\n`, 'latin1');
    const fields = { format: 'CSV', csv_mapping: { booked_on: 'Date', remittance: 'Libellé', amount: 'Montant' } };
    const imported = ok(
      await client.bankStatements.import({
        body: { file: new File([latin1], 'latin1.csv'), ...fields, csv_date_format: 'DD/MM/YYYY' } as never,
      }),
      201,
    );
    expect((await entriesOf(imported.id))[0]).toMatchObject({ amount: 42, remittance: 'Régularisation chèque' });
  });

  it('queues a sure match the lease refuses (a day before it starts), with the refusal', async () => {
    const body = csv([`01/01/2020;LOYER ${leases.a.reference};;750,00;JEANNE MARTIN;CSV-${values.RUN}-OLD`]);
    const fields = { format: 'CSV', csv_mapping: mapping, csv_date_format: 'DD/MM/YYYY' };
    const imported = ok(await importStatement(client, 'ancien.csv', body, fields), 201);
    expect(imported).toMatchObject({ imported_count: 1, matched_count: 0, queued_count: 1 });
    const [refused] = await entriesOf(imported.id);
    expect(refused).toMatchObject({
      status: 'QUEUED',
      queue_reason: 'PAYMENT_REFUSED',
      payment_id: null,
      lease_id: null,
    });
    expect(refused.note).toMatch(/before the lease starts/);
    expect(refused.candidates).toEqual([{ lease_id: leases.a.id, score: 1, reason: 'reference' }]);
  });

  it('records two credits of one lease in one file, beside a refused one, each payment once (decision 322)', async () => {
    const body = csv([
      `${date};LOYER ${leases.c.reference};;100,00;SOPHIE BERNARD;CSV-${values.RUN}-C1`,
      `${date};LOYER ${leases.c.reference} SOLDE;;20,00;SOPHIE BERNARD;CSV-${values.RUN}-C2`,
      `01/01/2020;LOYER ${leases.b.reference};;850,00;PAUL LEFEBVRE;CSV-${values.RUN}-B-OLD`,
    ]);
    const fields = { format: 'CSV', csv_mapping: mapping, csv_date_format: 'DD/MM/YYYY' };
    const before = (await payments(leases.c.id)).length;
    const imported = ok(await importStatement(client, 'deux.csv', body, fields), 201);
    expect(imported).toMatchObject({ imported_count: 3, matched_count: 2, queued_count: 1 });
    const entries = await entriesOf(imported.id);
    const matched = entries.filter((entry) => entry.status === 'MATCHED');
    expect(matched.map((entry) => entry.amount).sort()).toEqual([100, 20].sort());
    expect(new Set(matched.map((entry) => entry.payment_id)).size).toBe(2);
    expect(entries.find((entry) => entry.status === 'QUEUED')).toMatchObject({ queue_reason: 'PAYMENT_REFUSED' });
    const paid = await payments(leases.c.id);
    expect(paid).toHaveLength(before + 2);
    expect(
      paid
        .filter((p) => matched.some((entry) => entry.payment_id === p.id))
        .map((p) => p.amount)
        .sort(),
    ).toEqual([100, 20].sort());
    const [run] = ok(await client.runs.list({ query: { kind: 'PAYMENT_RECEIPTS' } }), 200).data;
    expect(run.lease_ids).toEqual([leases.c.id]);
  });

  it('imports each credit once when the same new file is imported twice at the same moment', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `${date};DIVERS ${i};;${i + 1},00;X;CSV-${values.RUN}-P${i}`);
    const fields = { format: 'CSV', csv_mapping: mapping, csv_date_format: 'DD/MM/YYYY' };
    const both = await Promise.all([1, 2].map(() => importStatement(client, 'paralleles.csv', csv(rows), fields)));
    const counts = both.map((res) => ok(res, 201)).map((answer) => [answer.imported_count, answer.duplicate_count]);
    expect(counts.sort()).toEqual([
      [0, 30],
      [30, 0],
    ]);
  });

  it('names the line of a malformed row, the missing column, and wants a mapping', async () => {
    const fields = { format: 'CSV', csv_mapping: mapping, csv_date_format: 'DD/MM/YYYY' };
    const before = await countEntries();
    const badAmount = csv([`${date};A;;10,00;X;CSV-${values.RUN}-9`, `${date};B;;dix euros;Y;CSV-${values.RUN}-10`]);
    const wrong = problem(await importStatement(client, 'bad.csv', badAmount, fields), 400);
    expect(wrong.errors?.[0].message).toBe('line 3: Crédit: dix euros is not an amount');
    const badDate = csv([`${today};A;;10,00;X;R`]);
    expect(problem(await importStatement(client, 'bad.csv', badDate, fields), 400).errors?.[0].message).toMatch(
      /^line 2: /,
    );
    const unbalanced = `${csv([])}\n${date};"open quote;;1,00;;R`;
    expect(problem(await importStatement(client, 'bad.csv', unbalanced, fields), 400).errors?.[0].message).toMatch(
      /^line \d+: /,
    );
    const noColumn = problem(
      await importStatement(client, 'bad.csv', 'a;b\n1;2', {
        ...fields,
        csv_mapping: { booked_on: 'date', amount: 'b' },
      }),
      400,
    );
    expect(noColumn.errors?.[0].message).toBe('line 1: no column date (booked_on)');
    expect(problem(await importStatement(client, 'bad.csv', 'a;b\n1;2', { format: 'CSV' }), 400).errors?.[0].path).toBe(
      'csv_mapping',
    );
    problem(
      await importStatement(client, 'bad.csv', 'a;b\n1;2', { format: 'CSV', csv_mapping: { booked_on: 'a' } }),
      400,
    );
    expect(await countEntries()).toBe(before);
  });
});

describe('the queue', () => {
  it('lists the credits waiting, assigns one to a lease in one call (its payment recorded), dismisses another', async () => {
    const queue = ok(
      await client.bankEntries.list({ query: { status: 'QUEUED', sort: 'amount', per_page: 100 } }),
      200,
    ).data;
    const namesake = queue.find((entry) => entry.queue_reason === 'LOW_CONFIDENCE')!;
    const interest = queue.find((entry) => entry.amount === 12)!;
    const assigned = ok(
      await client.bankEntries.assign({ params: { id: namesake.id }, body: { lease_id: leases.a.id } }),
      200,
    );
    expect(assigned).toMatchObject({
      status: 'ASSIGNED',
      match_method: 'MANUAL',
      lease_id: leases.a.id,
      queue_reason: null,
    });
    expect(assigned.confidence).toBe(namesake.candidates[0].score);
    expect((await payments(leases.a.id)).map((payment) => payment.id)).toContain(assigned.payment_id);
    problem(await client.bankEntries.assign({ params: { id: namesake.id }, body: { lease_id: leases.b.id } }), 409);
    const dismissed = ok(
      await client.bankEntries.dismiss({ params: { id: interest.id }, body: { note: 'intérêts, pas un loyer' } }),
      200,
    );
    expect(dismissed).toMatchObject({ status: 'DISMISSED', note: 'intérêts, pas un loyer' });
    problem(await client.bankEntries.dismiss({ params: { id: interest.id }, body: {} }), 409);
    const left = ok(await client.bankEntries.list({ query: { status: 'QUEUED', per_page: 100 } }), 200).data.map(
      (entry) => entry.id,
    );
    expect(left).not.toContain(namesake.id);
    expect(left).not.toContain(interest.id);
    expect(ok(await client.bankEntries.get({ params: { id: interest.id } }), 200)).toEqual(dismissed);
    problem(
      await client.bankEntries.assign({
        params: { id: left[0] },
        body: { lease_id: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
    );
  });

  it('answers 404 to another tenant for the import, the entries and the leases of this one', async () => {
    const other = (await app.newTenant('Bank statements B')).client;
    const [entry] = ok(await client.bankEntries.list({ query: { status: 'QUEUED' } }), 200).data;
    problem(await other.bankEntries.get({ params: { id: entry.id } }), 404);
    problem(await other.bankStatements.get({ params: { id: entry.import_id } }), 404);
    problem(await other.bankEntries.assign({ params: { id: entry.id }, body: { lease_id: leases.a.id } }), 404);
    problem(await other.bankEntries.dismiss({ params: { id: entry.id }, body: {} }), 404);
    problem(await other.leasePaymentReference.get({ params: { lease_id: leases.a.id } }), 404);
    expect(ok(await other.bankEntries.list({ query: {} }), 200).data).toEqual([]);
    // A statement with tenant A's reference imported by B matches nothing of A's.
    const imported = ok(
      await importStatement(other, 'a.xml', statementFixture('exact-reference.xml', { ...values, RUN: 'B' })),
      201,
    );
    expect(imported).toMatchObject({ imported_count: 3, matched_count: 0, queued_count: 3 });
    expect(ok(await client.bankEntries.get({ params: { id: entry.id } }), 200).status).toBe('QUEUED');
  });
});

describe('a managed lot', () => {
  it("posts a matched credit to its owner's account, in the import, beside a credit of a lot no mandate covers", async () => {
    const { mandate, lots } = await activeMandate(client);
    const terms = { rent_amount: 800, charges_amount: 50, start_date: start };
    const managed = (await activeLease(client, { estate_id: lots.a.id, ...terms })).lease;
    const unmanaged = (await namedLease(client, { first_name: 'Luc', last_name: 'Garnier' }, terms)).lease;
    const referenceOf = async (leaseId: string) =>
      ok(await client.leasePaymentReference.get({ params: { lease_id: leaseId } }), 200).reference;
    const body = [
      'Date;Libellé;Montant',
      `${today};LOYER ${await referenceOf(managed.id)};850.00`,
      `${today};LOYER ${await referenceOf(unmanaged.id)};850.00`,
    ].join('\n');
    const fields = { format: 'CSV', csv_mapping: { booked_on: 'Date', remittance: 'Libellé', amount: 'Montant' } };
    const imported = ok(await importStatement(client, 'gestion.csv', body, fields), 201);
    expect(imported).toMatchObject({ imported_count: 2, matched_count: 2, queued_count: 0 });
    const entries = ok(await client.ownerAccounts.entries({ params: { mandate_id: mandate.id }, query: {} }), 200).data;
    // Entries of one day come in the order of their ids.
    const posted = entries.map((entry) => [entry.kind, entry.amount, entry.estate_id, entry.occurred_on]);
    expect(posted.sort()).toEqual(
      [
        ['RENT', 800, lots.a.id, today],
        ['CHARGES', 50, lots.a.id, today],
        ['FEE', -63.75, lots.a.id, today],
        ['FEE_VAT', -12.75, lots.a.id, today],
      ].sort(),
    );
    expect((await payments(unmanaged.id)).map((payment) => payment.amount)).toEqual([850]);
  });
});
