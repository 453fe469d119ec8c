// Adding, changing and removing what the landlord keeps from the deposit (loi 89-462 art. 22 al. 1:
// sums owed, "dûment justifiées", keys not returned among them; al. 5: a charges provision of at most
// 20 % in a collective building, settled within a month of the annual accounts).
import { Lease } from '../../leasing/lease.js';
import { Estate } from '../../property/estate.js';
import { Place } from '../../property/place.js';
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import {
  BusinessRuleError,
  ConflictError,
  type FieldError,
  NotFoundError,
  assertNoFieldErrors,
} from '../../shared/errors.js';
import { requireReference } from '../../shared/crud.js';
import { toCents } from '../../shared/money.js';
import { KeyHandover } from '../../inspections/keys/key-set.js';
import type { RetentionCategory } from '../../../contract/vocabulary/billing.js';
import { DepositRetention, type SecurityDeposit } from './deposit.js';
import { heldDepositErrors, isCollectiveBuilding } from './deposit-rules.js';
import { depositOf } from './load-deposit.js';

export interface RetentionFields {
  category: RetentionCategory;
  amount: number;
  justification: string;
  accounts_approved_on?: string | null;
  settled_amount?: number | null;
  settled_on?: string | null;
  key_handover_id?: string | null;
}

export type RetentionPatch = Partial<Omit<RetentionFields, 'category' | 'key_handover_id'>>;

const SETTLEMENT_FIELDS = ['accounts_approved_on', 'settled_amount', 'settled_on'] as const;

/** The key handover names the keys missing, and belongs to MISSING_KEYS only (400). */
function keyHandoverShapeErrors(retention: DepositRetention): FieldError[] {
  const missingKeys = retention.category === 'MISSING_KEYS';
  if (missingKeys === (retention.key_handover_id !== null)) return [];
  return [
    missingKeys
      ? { path: 'key_handover_id', message: 'a MISSING_KEYS retention names its key handover', code: 'required' }
      : {
          path: 'key_handover_id',
          message: 'key_handover_id applies to a MISSING_KEYS retention only',
          code: 'missing_keys_only',
        },
  ];
}

/** Art. 22: keys kept from the deposit are keys the lease's tenant did not hand back (422). */
async function missingKeysErrors(store: Store, leaseId: string, handoverId: string | null): Promise<FieldError[]> {
  if (handoverId === null) return [];
  const handover = await requireReference(store, KeyHandover, handoverId, 'key_handover_id');
  if (handover.from_holder === 'TENANT' && handover.from_lease_id === leaseId && handover.missing_count > 0) return [];
  return [
    {
      path: 'key_handover_id',
      message: `key handover ${handoverId} is not a handover back from this lease's tenant with keys missing`,
      code: 'no_missing_keys',
    },
  ];
}

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

async function collectiveBuilding(store: Store, leaseId: string): Promise<boolean> {
  const estate = await store.repo(Estate).get((await store.repo(Lease).get(leaseId)).estate_id);
  return isCollectiveBuilding(await store.repo(Place).get(estate.place_id));
}

/** One retention of the deposit; a 404 for another deposit's. */
export async function retentionOf(store: Store, deposit: SecurityDeposit, id: string): Promise<DepositRetention> {
  const found = await store.repo(DepositRetention).find(id);
  if (!found || found.deposit_id !== deposit.id) throw new NotFoundError('deposit retention', id);
  return found;
}

/** Runs a change on the locked deposit and checks every rule on the retentions it leaves. */
function change<R>(
  store: Store,
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

export function addRetention(store: Store, leaseId: string, fields: RetentionFields) {
  return change(store, leaseId, async (tx, deposit, all) => {
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
      key_handover_id: fields.key_handover_id ?? null,
    });
    assertNoFieldErrors([...shapeErrors(retention), ...keyHandoverShapeErrors(retention)]);
    const keyErrors = await missingKeysErrors(tx, leaseId, retention.key_handover_id);
    if (keyErrors.length > 0) throw new BusinessRuleError(keyErrors[0].message, keyErrors);
    all.push(retention);
    tx.repo(DepositRetention).persist(retention);
    return retention;
  });
}

export function updateRetention(store: Store, leaseId: string, id: string, patch: RetentionPatch) {
  return change(store, leaseId, async (tx, deposit) => {
    assertOpen(deposit, true, patch);
    const retention = await retentionOf(tx, deposit, id);
    for (const [key, value] of Object.entries(patch))
      if (value !== undefined) (retention as unknown as Record<string, unknown>)[key] = value;
    assertNoFieldErrors(shapeErrors(retention));
    return retention;
  });
}

/** A removal only lowers what is kept: it is not held to rules its retention did not break. */
export function removeRetention(store: Store, leaseId: string, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const deposit = await depositOf(tx, leaseId, { lock: true });
    assertOpen(deposit, false);
    tx.repo(DepositRetention).remove(await retentionOf(tx, deposit, id));
    await tx.flush();
  });
}
