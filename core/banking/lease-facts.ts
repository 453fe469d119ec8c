// What one import reads of the account, once (docs/decisions.md 242): the leases whose tenancy began,
// their references, their current tenants, and the amounts they wait for; a few queries in all,
// whatever the number of lines.
import { LeaseLessee, Lease } from '../leasing/lease.js';
import { Lessee } from '../leasing/lessees/lessee.js';
import { RentPeriod } from '../billing/rent/rent.js';
import type { Store, View } from '../ports/store.js';
import { groupBy } from '../shared/collections.js';
import { compareDates } from '../shared/dates.js';
import { toCents } from '../shared/money.js';
import { TENANCY_STATUSES } from '../../contract/vocabulary/leasing.js';
import type { LeaseFacts } from './matcher.js';
import { ensurePaymentReferences } from './payment-references.js';
import { compactReference } from './rf-reference.js';

/** Large `in` lists go in slices, within PostgreSQL's limit of parameters. */
const SLICE = 5_000;

const byLease = <T extends { lease_id: string }>(rows: T[]) => groupBy(rows, (row) => row.lease_id);

async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let at = 0; at < ids.length; at += SLICE) out.push(...(await read(ids.slice(at, at + SLICE))));
  return out;
}

function fullName(lessee: Pick<Lessee, 'first_name' | 'last_name'>): string {
  return [lessee.first_name, lessee.last_name].filter(Boolean).join(' ');
}

/** Each open period's balance, all of them together, and the next instalment (rent and charges). */
function dueCents(lease: Pick<Lease, 'rent_amount' | 'charges_amount'>, open: View<RentPeriod>[]): number[] {
  const balances = open.map((period) => toCents(period.total_amount) - toCents(period.paid_amount));
  const instalment = toCents(lease.rent_amount) + toCents(lease.charges_amount ?? 0);
  const all = balances.reduce((sum, cents) => sum + cents, 0);
  return [...new Set([...balances, all, instalment].filter((cents) => cents > 0))];
}

/**
 * In `tx`: the facts of every lease a payment may go to (TENANCY_STATUSES), their references given.
 * Read untracked (viewAll): at 10,000 leases, some 50,000 records that the import's flushes would
 * otherwise walk (docs/decisions.md 323).
 */
export async function loadLeaseFacts(tx: Store, today: string): Promise<LeaseFacts[]> {
  const leases = await tx.repo(Lease).viewAll({ status: { $in: [...TENANCY_STATUSES] } });
  const ids = leases.map((lease) => lease.id);
  const references = await ensurePaymentReferences(tx, ids);
  const terms = (await inSlices(ids, (slice) => tx.repo(LeaseLessee).viewAll({ lease_id: { $in: slice } }))).filter(
    (term) => term.end_date === null || compareDates(term.end_date, today) >= 0,
  );
  const lesseeIds = [...new Set(terms.map((term) => term.lessee_id))];
  const lessees = new Map(
    (await inSlices(lesseeIds, (slice) => tx.repo(Lessee).viewAll({ id: { $in: slice } }))).map((l) => [l.id, l]),
  );
  const periods = byLease(
    await inSlices(ids, (slice) =>
      tx.repo(RentPeriod).viewAll({ lease_id: { $in: slice }, status: { $in: ['OPEN', 'PARTIALLY_PAID'] } }),
    ),
  );
  const termsOf = byLease(terms);
  return leases.map((lease) => {
    const tenants = (termsOf.get(lease.id) ?? []).flatMap((term) => lessees.get(term.lessee_id) ?? []);
    return {
      lease_id: lease.id,
      references: [references.get(lease.id)!, lease.reference_number].filter((r): r is string => Boolean(r)),
      names: tenants.map(fullName),
      ibans: tenants.flatMap((tenant) => (tenant.iban ? [compactReference(tenant.iban)] : [])),
      due_cents: dueCents(lease, periods.get(lease.id) ?? []),
    };
  });
}
