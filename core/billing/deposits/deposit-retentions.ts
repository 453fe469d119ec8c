// What the landlord keeps from the deposit, each amount justified (loi 89-462 art. 22 al. 1: sums
// still owed and sums owed in the tenant's place, "dûment justifiées"; al. 5: a charges provision of
// at most 20 % in a collective building, settled within a month of the annual accounts).
import { Lease } from '../../leasing/lease.js';
import { Estate } from '../../property/estate.js';
import { Place } from '../../property/place.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { compareDates } from '../../shared/dates.js';
import {
  BusinessRuleError,
  ConflictError,
  type FieldError,
  NotFoundError,
  assertNoFieldErrors,
} from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import { DepositRetention, type RetentionCategory, type SecurityDeposit } from './deposit.js';
import { heldDepositErrors, isCollectiveBuilding } from './deposit-rules.js';
import { depositOf } from './deposits.js';

export interface RetentionFields {
  category: RetentionCategory;
  amount: number;
  justification: string;
  accounts_approved_on?: string | null;
  settled_amount?: number | null;
  settled_on?: string | null;
}

export type RetentionPatch = Partial<Omit<RetentionFields, 'category'>>;

const SETTLEMENT_FIELDS = ['accounts_approved_on', 'settled_amount', 'settled_on'] as const;

/** Settlement fields belong to the charges provision only (400), and come in order. */
function shapeErrors(retention: DepositRetention): FieldError[] {
  if (retention.category !== 'CHARGES_PROVISION')
    return SETTLEMENT_FIELDS.filter((field) => retention[field] !== null).map((field) => ({
      path: field,
      message: `${field} applies to a CHARGES_PROVISION retention only`,
      code: 'provision_only',
    }));
  const errors: FieldError[] = [];
  if ((retention.settled_amount === null) !== (retention.settled_on === null))
    errors.push({ path: 'settled_on', message: 'give settled_amount and settled_on together', code: 'required' });
  if (retention.settled_on !== null && retention.accounts_approved_on === null)
    errors.push({ path: 'accounts_approved_on', message: 'required to settle the provision', code: 'required' });
  if (
    retention.settled_on !== null &&
    retention.accounts_approved_on !== null &&
    compareDates(retention.settled_on, retention.accounts_approved_on) < 0
  )
    errors.push({ path: 'settled_on', message: 'settled_on is before the accounts were approved', code: 'date_order' });
  return errors;
}

/** Art. 22: the total kept within the deposit held; the provision needs a collective building and is settled within it. */
function ruleErrors(deposit: SecurityDeposit, all: DepositRetention[], collective: boolean): FieldError[] {
  const errors = heldDepositErrors(toCents(deposit.received_amount ?? deposit.amount), all, 'amount');
  const provisions = all.filter((r) => r.category === 'CHARGES_PROVISION');
  if (provisions.length > 0 && !collective)
    errors.push({
      path: 'category',
      message: 'a charges provision may be kept only in a collective building (art. 22 al. 5)',
      code: 'not_collective_building',
    });
  for (const r of provisions)
    if (r.settled_amount !== null && toCents(r.settled_amount) > toCents(r.amount))
      errors.push({
        path: 'settled_amount',
        message: 'the settled charges exceed the provision kept',
        code: 'settled_over_provision',
      });
  return errors;
}

export function depositRetentionUseCases(store: Store) {
  async function collectiveBuilding(tx: Store, leaseId: string): Promise<boolean> {
    const estate = await tx.repo(Estate).get((await tx.repo(Lease).get(leaseId)).estate_id);
    return isCollectiveBuilding(await tx.repo(Place).get(estate.place_id));
  }

  async function retentionOf(tx: Store, deposit: SecurityDeposit, id: string): Promise<DepositRetention> {
    const found = await tx.repo(DepositRetention).find(id);
    if (!found || found.deposit_id !== deposit.id) throw new NotFoundError('deposit retention', id);
    return found;
  }

  /** Runs a change on the locked deposit and checks every rule on the retentions it leaves. */
  function change<R>(
    leaseId: string,
    work: (tx: Store, deposit: SecurityDeposit, all: DepositRetention[]) => Promise<R>,
  ) {
    return store.transaction(async (tx) => {
      const deposit = await depositOf(tx, leaseId, { lock: true });
      const all = await tx.repo(DepositRetention).findAll({ deposit_id: deposit.id });
      const result = await work(tx, deposit, all);
      const errors = ruleErrors(deposit, all, await collectiveBuilding(tx, leaseId));
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      await tx.flush();
      return result;
    });
  }

  function assertOpen(deposit: SecurityDeposit, allowSettlement: boolean, patch?: RetentionPatch): void {
    const settlingOnly = patch && Object.keys(patch).every((k) => (SETTLEMENT_FIELDS as readonly string[]).includes(k));
    if (deposit.status === 'RESTITUTED' && !(allowSettlement && settlingOnly))
      throw new ConflictError(
        'The deposit was returned: its retentions are final (a provision may still be settled)',
        [],
        {
          deposit_status: deposit.status,
        },
      );
  }

  return {
    async list(leaseId: string, input: ListInput & { category?: RetentionCategory }) {
      const deposit = await depositOf(store, leaseId);
      return store
        .repo(DepositRetention)
        .list(
          { deposit_id: deposit.id, ...definedCriteria({ category: input.category }) },
          pageRequest(input, [{ field: 'created_at', direction: 'asc' }]),
        );
    },
    get: async (leaseId: string, id: string) => retentionOf(store, await depositOf(store, leaseId), id),
    add: (leaseId: string, fields: RetentionFields) =>
      change(leaseId, async (tx, deposit, all) => {
        assertOpen(deposit, false);
        const retention = Object.assign(new DepositRetention(), {
          deposit_id: deposit.id,
          lease_id: leaseId,
          category: fields.category,
          amount: fields.amount,
          justification: fields.justification,
          accounts_approved_on: fields.accounts_approved_on ?? null,
          settled_amount: fields.settled_amount ?? null,
          settled_on: fields.settled_on ?? null,
        });
        assertNoFieldErrors(shapeErrors(retention));
        all.push(retention);
        tx.repo(DepositRetention).persist(retention);
        return retention;
      }),
    update: (leaseId: string, id: string, patch: RetentionPatch) =>
      change(leaseId, async (tx, deposit) => {
        assertOpen(deposit, true, patch);
        const retention = await retentionOf(tx, deposit, id);
        for (const [key, value] of Object.entries(patch))
          if (value !== undefined) (retention as unknown as Record<string, unknown>)[key] = value;
        assertNoFieldErrors(shapeErrors(retention));
        return retention;
      }),
    // A removal only lowers what is kept: it is not held to rules its retention did not break.
    remove: (leaseId: string, id: string) =>
      store.transaction(async (tx) => {
        const deposit = await depositOf(tx, leaseId, { lock: true });
        assertOpen(deposit, false);
        tx.repo(DepositRetention).remove(await retentionOf(tx, deposit, id));
        await tx.flush();
      }),
  };
}
