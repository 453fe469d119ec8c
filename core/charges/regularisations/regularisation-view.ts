// A regularisation as it is read: the record, its lines per category, its tenants with their names,
// the twelve instalments once the tenants asked for them, and the date its claim is time-barred.
import { NotFoundError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { Store, View } from '../../ports/store.js';
import { groupBy } from '../../shared/collections.js';
import { Lease } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import { limitationDate, twelfths } from './regularisation-law.js';
import { ChargeRegularisation, ChargeRegularisationLine, ChargeRegularisationTenantShare } from './regularisation.js';
import { CHARGE_CATEGORY_CODES } from '../../../contract/vocabulary/charges.js';

type RegularisationRecord = ChargeRegularisation | View<ChargeRegularisation>;

export type RegularisationView = RegularisationRecord & {
  lines: ChargeRegularisationLine[];
  tenants: (ChargeRegularisationTenantShare & { first_name: string | null; last_name: string })[];
  instalments: { due_date: string; amount: number }[];
  limitation_date: string;
};

/** The regularisation of the lease (404 when the lease is not the caller's or does not hold it). */
export async function regularisationOf(s: Store, leaseId: string, id: string): Promise<ChargeRegularisation> {
  await s.repo(Lease).get(leaseId);
  const found = await s.repo(ChargeRegularisation).find(id);
  if (!found || found.lease_id !== leaseId) throw new NotFoundError('charge regularisation', id);
  return found;
}

/** Regularisations as read, in three reads for all of them (a list page reads no more per record). */
export async function viewsOf(s: Store, regularisations: RegularisationRecord[]): Promise<RegularisationView[]> {
  if (regularisations.length === 0) return [];
  const ids = regularisations.map((r) => r.id);
  const order = (code: string) => CHARGE_CATEGORY_CODES.indexOf(code as never);
  const lines = (await s.repo(ChargeRegularisationLine).findAll({ regularisation_id: { $in: ids } })).sort(
    (a, b) => order(a.category) - order(b.category),
  );
  const shares = await s
    .repo(ChargeRegularisationTenantShare)
    .findAll({ regularisation_id: { $in: ids } }, [{ field: 'days', direction: 'desc' }]);
  const lesseeIds = [...new Set(shares.map((share) => share.lessee_id))];
  const lessees = new Map(
    (lesseeIds.length ? await s.repo(Lessee).findAll({ id: { $in: lesseeIds } }) : []).map((l) => [l.id, l]),
  );
  const linesOf = groupBy(lines, (line) => line.regularisation_id);
  const sharesOf = groupBy(shares, (share) => share.regularisation_id);
  return regularisations.map((regularisation) => ({
    ...regularisation,
    lines: linesOf.get(regularisation.id) ?? [],
    tenants: (sharesOf.get(regularisation.id) ?? []).map((share) => ({
      ...share,
      first_name: lessees.get(share.lessee_id)?.first_name ?? null,
      last_name: lessees.get(share.lessee_id)?.last_name ?? '',
    })),
    instalments:
      regularisation.instalments_requested_on && regularisation.payable_from
        ? twelfths(toCents(regularisation.balance), regularisation.payable_from).map((i) => ({
            due_date: i.due_date,
            amount: fromCents(i.amount_cents),
          }))
        : [],
    limitation_date: limitationDate(regularisation.period_end),
  }));
}

export async function viewOf(s: Store, regularisation: RegularisationRecord): Promise<RegularisationView> {
  const [view] = await viewsOf(s, [regularisation]);
  return view;
}
