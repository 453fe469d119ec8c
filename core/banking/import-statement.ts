// POST /bank-statements (docs/decisions.md 240-244, 320): a statement parsed whole before anything
// is written (a malformed file is a 400 and nothing is imported), then, in one transaction under the
// tenant's import lock, its credits not imported before are matched against the leases read once and
// inserted together; the sure matches then become rent payments in slices of a transaction each
// (record-matches.ts), the others wait in the queue. The payments render no PDF in the request: the last
// transaction records, with the import's counts, a PAYMENT_RECEIPTS run of the leases paid, whose
// workflow issues and sends the receipts they owe (without a workflow engine, each payment issues
// its own, as before). Debits are counted, never kept.
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { fromCents } from '../shared/money.js';
import { paymentReceiptsRun } from '../runs/receipts-run.js';
import { BankEntry, BankStatementImport } from './bank-records.js';
import type { BankingDeps } from './deps.js';
import { loadLeaseFacts } from './lease-facts.js';
import { type MatchOutcome, matchCredit, matchIndex } from './matcher.js';
import { type Settlement, recordEntryPayment } from './record-entry.js';
import { recordMatchesInSlices } from './record-matches.js';
import type { ParsedStatement, StatementLine } from './statement.js';

/** One import at a time per tenant: the keys checked are the keys inserted. */
const IMPORTING = 'banking:import';
const SLICE = 5_000;
/** Without a workflow engine: payments recorded side by side, each with its receipts. */
const PARALLEL_PAYMENTS = 4;

/**
 * The credits of the file that no earlier import, nor an earlier line of the file, has; the keys
 * known are read untracked (viewAll), in slices.
 */
async function freshCredits(tx: Store, credits: StatementLine[]): Promise<StatementLine[]> {
  const seen = new Set<string>();
  const keys = [...new Set(credits.map((line) => line.entry_key))];
  for (let at = 0; at < keys.length; at += SLICE) {
    const slice = keys.slice(at, at + SLICE);
    const known = await tx.repo(BankEntry).viewAll({ entry_key: { $in: slice } });
    for (const entry of known) seen.add(entry.entry_key);
  }
  return credits.filter((line) => !seen.has(line.entry_key) && Boolean(seen.add(line.entry_key)));
}

function entryOf(importId: string, line: StatementLine, outcome: MatchOutcome): BankEntry {
  return Object.assign(new BankEntry(), {
    import_id: importId,
    entry_key: line.entry_key,
    booked_on: line.booked_on,
    value_date: line.value_date,
    amount: fromCents(line.amount_cents),
    currency: line.currency,
    payer_name: line.payer_name,
    payer_iban: line.payer_iban,
    remittance: line.remittance,
    // A sure match waits here only until its payment is recorded, just after this transaction.
    status: 'QUEUED',
    queue_reason: outcome.sure ? null : outcome.reason,
    match_method: outcome.sure ? outcome.method : null,
    confidence: outcome.sure ? outcome.confidence : null,
    candidates: outcome.candidates,
  });
}

/** In one transaction: the import and its new entries, matched; answers the sure matches to record. */
async function insertEntries(store: Store, deps: BankingDeps, statement: ParsedStatement) {
  return store.transaction(async (tx) => {
    await tx.lockName(IMPORTING);
    const credits = statement.lines.filter((line) => line.credit);
    const fresh = await freshCredits(tx, credits);
    const index = matchIndex(await loadLeaseFacts(tx, toDateOnly(deps.clock.now())));
    const record = Object.assign(new BankStatementImport(), {
      id: deps.ids.next(),
      format: statement.format,
      file_name: statement.file_name.slice(0, 255),
      statement_id: statement.statement_id,
      account_iban: statement.account_iban,
      credit_count: credits.length,
      debit_count: statement.lines.length - credits.length,
      imported_count: fresh.length,
      duplicate_count: credits.length - fresh.length,
    });
    tx.repo(BankStatementImport).persist(record);
    // Inserted first: its entries refer to it.
    await tx.flush();
    const sure: Settlement[] = [];
    for (const line of fresh) {
      const outcome = matchCredit(index, line);
      const entry = Object.assign(entryOf(record.id, line, outcome), { id: deps.ids.next() });
      tx.repo(BankEntry).persist(entry);
      if (outcome.sure)
        sure.push({
          entryId: entry.id,
          leaseId: outcome.lease_id,
          method: outcome.method,
          confidence: outcome.confidence,
        });
    }
    await tx.flush();
    return { record, sure };
  });
}

/**
 * Records the sure matches: with a workflow engine in slices, their receipts left to a run
 * (record-matches.ts); without, one by one, PARALLEL_PAYMENTS at a time, each issuing its receipts
 * on a store of its own (two entries of one lease wait for its row lock). Answers how many the
 * leases took, and the leases paid (once each).
 */
async function recordSureMatches(fresh: () => Store, deps: BankingDeps, sure: Settlement[]) {
  if (deps.workflows.enabled) {
    const taken = await recordMatchesInSlices(fresh, deps, sure);
    return { matched: taken.length, paid: [...new Set(taken.map((s) => s.leaseId))] };
  }
  let next = 0;
  let matched = 0;
  const paid = new Set<string>();
  const worker = async () => {
    while (next < sure.length) {
      const settlement = sure[next++];
      if (!(await recordEntryPayment(fresh(), deps, settlement))) continue;
      matched++;
      paid.add(settlement.leaseId);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAYMENTS, sure.length) }, worker));
  return { matched, paid: [...paid] };
}

/** `fresh` gives a store of the caller's tenant that holds no record yet (each step starts clean). */
export async function importStatement(
  fresh: () => Store,
  deps: BankingDeps,
  statement: ParsedStatement,
): Promise<BankStatementImport> {
  const { record, sure } = await insertEntries(fresh(), deps, statement);
  const { matched, paid } = await recordSureMatches(fresh, deps, sure);
  return fresh().transaction(async (tx) => {
    const saved = await tx.repo(BankStatementImport).getLocked(record.id);
    Object.assign(saved, { matched_count: matched, queued_count: saved.imported_count - matched });
    await tx.flush();
    // The receipts of the periods the payments went to (marked receipts_due until then).
    if (paid.length > 0 && deps.workflows.enabled) await paymentReceiptsRun(deps).leave(tx, paid);
    return saved;
  });
}
