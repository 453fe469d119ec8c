// Issuing a statement (compte rendu de gestion, décret 72-678 art. 66-67; issue 35) for one period of
// a mandate: once per period (issuing it again answers the one issued), periods in order, only once
// the period has ended. Its lines are the entries dated up to the period's end not already rendered
// in an earlier statement (a late entry goes in the next one); the opening balance is the previous
// closing. The statement is published (`owner_statement.issued`) and sent to the owner, its PDF attached.
import { OWNER_ENTRY_KINDS } from '../../../contract/vocabulary/owner-accounts.js';
import { SecurityDeposit } from '../../billing/deposits/deposit.js';
import { Lease } from '../../leasing/lease.js';
import type { Notification } from '../../ports/notifier.js';
import type { Store } from '../../ports/store.js';
import { Owner } from '../../property/owner.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { OwnerAccountDeps } from '../accounts/deps.js';
import { syncMandate } from '../accounts/ledger.js';
import { OwnerLedgerEntry } from '../accounts/owner-entry.js';
import { ManagementMandate } from '../mandate.js';
import { estatesOfMandate } from '../managed-lots.js';
import { ownerName } from '../payouts/owner-name.js';
import { OwnerStatement } from './owner-statement.js';
import { type StatementFile, type StatementFileDeps, storeStatementFile } from './statement-file.js';
import { statementFigures } from './statement-figures.js';
import { type StatementPeriod, periodContaining } from './statement-periods.js';

export interface IssuedStatement {
  statement: OwnerStatement;
  created: boolean;
}

function periodRefusal(period: StatementPeriod, given: string, today: string): string | null {
  if (period.start !== given) return `period_start must start a period of the mandate (${period.start})`;
  if (compareDates(period.end, today) >= 0) return `The period ends on ${period.end}: it is issued once it has ended`;
  return null;
}

export async function issueStatement(
  store: Store,
  deps: Pick<OwnerAccountDeps, 'clock' | 'events' | 'notifier'> & StatementFileDeps,
  mandateId: string,
  periodStart: string,
  today: string = toDateOnly(deps.clock.now()),
): Promise<IssuedStatement> {
  const issued = await store.transaction((tx) => issueStatementIn(tx, deps, mandateId, periodStart, today));
  if (issued.created) {
    // Committed: a PDF that cannot be printed now (a renderer out of reach) does not hold the
    // owner's message back, which goes without it (the PDF stays readable at GET .../pdf).
    const file = await storeStatementFile(store, deps, issued.statement).catch(() => null);
    const message = await statementMessage(store, issued.statement, file);
    if (message) await deps.notifier.enqueue(message);
  }
  return issued;
}

/**
 * In `tx` (a transaction): the statement issued and published, or the one issued before; the
 * owner's message is the caller's once committed (`statementMessage`). A batch run issues it so, in
 * its item's transaction (docs/decisions.md 311).
 */
export async function issueStatementIn(
  tx: Store,
  deps: Pick<OwnerAccountDeps, 'clock' | 'events'>,
  mandateId: string,
  periodStart: string,
  today: string,
): Promise<IssuedStatement> {
  await tx.lockName(`owner-statement:${mandateId}`);
  const mandate = await tx.repo(ManagementMandate).get(mandateId);
  const period = periodContaining(mandate.statement_frequency, periodStart);
  const refusal = periodRefusal(period, periodStart, today);
  if (refusal)
    throw new BusinessRuleError(refusal, [{ path: 'period_start', message: refusal, code: 'statement_period' }]);
  const existing = await tx.repo(OwnerStatement).findOne({ mandate_id: mandateId, period_start: period.start });
  if (existing) return { statement: existing, created: false };
  const earlier = await tx
    .repo(OwnerStatement)
    .findAll({ mandate_id: mandateId }, [{ field: 'period_end', direction: 'asc' }]);
  const last = earlier.at(-1);
  if (last && compareDates(last.period_end, period.end) > 0)
    throw new ConflictError(`A later period (${last.period_start} to ${last.period_end}) is already issued`);
  await syncMandate(tx, mandate);
  const statement = await buildStatement(tx, mandate, period, earlier, deps.clock.now());
  tx.repo(OwnerStatement).persist(statement);
  await tx.flush();
  await deps.events.record(tx, {
    tenantId: statement.tenant_id,
    type: 'owner_statement.issued',
    key: statement.id,
    subjectType: 'owner_statement',
    subjectId: statement.id,
    payload: {
      mandate_id: mandate.id,
      owner_id: mandate.owner_id,
      period_start: statement.period_start,
      period_end: statement.period_end,
      closing_balance: statement.closing_balance,
    },
  });
  return { statement, created: true };
}

async function buildStatement(
  tx: Store,
  mandate: ManagementMandate,
  period: StatementPeriod,
  earlier: OwnerStatement[],
  now: Date,
): Promise<OwnerStatement> {
  const rendered = new Set(earlier.flatMap((s) => s.lines.map((line) => line.entry_id)));
  const entries = await tx
    .repo(OwnerLedgerEntry)
    .findAll({ mandate_id: mandate.id, occurred_on: { $lte: period.end } });
  const lines = entries
    .sort(entryOrder)
    .filter((entry) => !rendered.has(entry.id))
    .map((entry) => ({
      entry_id: entry.id,
      occurred_on: entry.occurred_on,
      kind: entry.kind,
      label: entry.label,
      estate_id: entry.estate_id,
      amount: entry.amount,
    }));
  const opening = toCents(earlier.at(-1)?.closing_balance ?? 0);
  return Object.assign(new OwnerStatement(), {
    mandate_id: mandate.id,
    owner_id: mandate.owner_id,
    frequency: mandate.statement_frequency,
    period_start: period.start,
    period_end: period.end,
    ...statementFigures(opening, lines),
    deposits_held: await depositsHeld(tx, mandate),
    lines,
    issued_at: now,
  });
}

/** By day, then as written (one source's entries together), then credit, fee, VAT in that order. */
function entryOrder(a: OwnerLedgerEntry, b: OwnerLedgerEntry): number {
  return (
    a.occurred_on.localeCompare(b.occurred_on) ||
    a.created_at.getTime() - b.created_at.getTime() ||
    a.source_id.localeCompare(b.source_id) ||
    OWNER_ENTRY_KINDS.indexOf(a.kind) - OWNER_ENTRY_KINDS.indexOf(b.kind)
  );
}

/** The deposits the agency holds on the mandate's leases: received and not yet given back. */
async function depositsHeld(tx: Store, mandate: ManagementMandate): Promise<number> {
  const estates = await estatesOfMandate(tx, mandate);
  if (estates.length === 0) return 0;
  const leases = await tx.repo(Lease).findAll({ estate_id: { $in: estates } });
  if (leases.length === 0) return 0;
  const deposits = await tx
    .repo(SecurityDeposit)
    .findAll({ lease_id: { $in: leases.map((l) => l.id) }, status: { $in: ['HELD', 'AWAITING_RESTITUTION'] } });
  return fromCents(deposits.reduce((sum, d) => sum + toCents(d.received_amount ?? 0), 0));
}

/**
 * The owner's message of a statement, keyed by the statement: an e-mail with the statement's PDF
 * when it is stored (`file`), else an SMS; null when the owner has neither an e-mail nor a mobile.
 */
export async function statementMessage(
  store: Store,
  statement: OwnerStatement,
  file: StatementFile | null,
): Promise<Notification | null> {
  const owner = await store.repo(Owner).get(statement.owner_id);
  const channel = owner.email ? 'email' : owner.mobile_phone ? 'sms' : null;
  if (!channel) return null;
  const euros = (n: number) => `${n.toFixed(2).replace('.', ',')} EUR`;
  const attached = channel === 'email' && file !== null;
  return {
    tenantId: statement.tenant_id,
    kind: 'owner_statement',
    channel,
    recipient: channel === 'email' ? owner.email! : owner.mobile_phone!,
    recipientId: owner.id,
    subject: `Compte rendu de gestion du ${statement.period_start} au ${statement.period_end}`,
    body:
      `Bonjour ${ownerName(owner)},\n\nVotre compte rendu de gestion du ${statement.period_start} au ${statement.period_end} est disponible${attached ? ' : vous le trouverez ci-joint' : ''}.\n` +
      `Solde d'ouverture : ${euros(statement.opening_balance)}\nEncaissements : ${euros(statement.collected)}\n` +
      `Honoraires TTC : ${euros(fromCents(toCents(statement.fees) + toCents(statement.fees_vat)))}\nDépenses : ${euros(statement.expenses)}\n` +
      `Reversé : ${euros(statement.paid_out)}\nSolde de clôture : ${euros(statement.closing_balance)}\n`,
    data: { statement_id: statement.id, mandate_id: statement.mandate_id, period_start: statement.period_start },
    attachments: attached ? [{ ...file, content_type: 'application/pdf' }] : [],
    idempotencyKey: `owner-statement:${statement.id}`,
  };
}
