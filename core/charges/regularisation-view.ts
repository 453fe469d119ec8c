// A regularisation as it is read: the record, its lines per category, its tenants with their names,
// the twelve instalments once the tenants asked for them, and the date its claim is time-barred.
import { NotFoundError } from '../shared/errors.js';
import { fromCents, toCents } from '../shared/money.js';
import type { Store } from '../ports/store.js';
import { Lease } from '../leasing/lease.js';
import { Lessee } from '../leasing/lessee.js';
import { limitationDate, twelfths } from './regularisation-law.js';
import { ChargeRegularisation, ChargeRegularisationLine, ChargeRegularisationTenantShare } from './regularisation.js';
import { CHARGE_CATEGORY_CODES } from '../../contract/vocabulary/charges.js';

export interface RegularisationView extends ChargeRegularisation {
  lines: ChargeRegularisationLine[];
  tenants: (ChargeRegularisationTenantShare & { first_name: string | null; last_name: string })[];
  instalments: { due_date: string; amount: number }[];
  limitation_date: string;
}

/** The regularisation of the lease (404 when the lease is not the caller's or does not hold it). */
export async function regularisationOf(s: Store, leaseId: string, id: string): Promise<ChargeRegularisation> {
  await s.repo(Lease).get(leaseId);
  const found = await s.repo(ChargeRegularisation).find(id);
  if (!found || found.lease_id !== leaseId) throw new NotFoundError('charge regularisation', id);
  return found;
}

export async function viewOf(s: Store, regularisation: ChargeRegularisation): Promise<RegularisationView> {
  const order = (code: string) => CHARGE_CATEGORY_CODES.indexOf(code as never);
  const lines = (await s.repo(ChargeRegularisationLine).findAll({ regularisation_id: regularisation.id })).sort(
    (a, b) => order(a.category) - order(b.category),
  );
  const shares = await s
    .repo(ChargeRegularisationTenantShare)
    .findAll({ regularisation_id: regularisation.id }, [{ field: 'days', direction: 'desc' }]);
  const ids = shares.map((share) => share.lessee_id);
  const lessees = new Map((ids.length ? await s.repo(Lessee).findAll({ id: { $in: ids } }) : []).map((l) => [l.id, l]));
  const instalments =
    regularisation.instalments_requested_on && regularisation.payable_from
      ? twelfths(toCents(regularisation.balance), regularisation.payable_from).map((i) => ({
          due_date: i.due_date,
          amount: fromCents(i.amount_cents),
        }))
      : [];
  return {
    ...regularisation,
    lines,
    tenants: shares.map((share) => ({
      ...share,
      first_name: lessees.get(share.lessee_id)?.first_name ?? null,
      last_name: lessees.get(share.lessee_id)?.last_name ?? '',
    })),
    instalments,
    limitation_date: limitationDate(regularisation.period_end),
  };
}
