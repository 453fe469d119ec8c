// POST /mandates and PUT /mandates/{id}: a DRAFT mandate with the next register number, its lots checked.
import type { Store } from '../ports/store.js';
import { Owner } from '../property/owner.js';
import { requireReference } from '../shared/crud.js';
import type { MandateDeps } from './deps.js';
import { ManagementMandate, MandateLot } from './mandate.js';
import { checkLots, writeLots } from './mandate-lots.js';
import { nextRegisterNumber } from './mandate-register.js';
import { assertEditable } from './mandate-status.js';
import type { MandateInput, MandatePatch, MandateWithLots } from './types.js';

export async function createMandate(store: Store, deps: MandateDeps, input: MandateInput): Promise<MandateWithLots> {
  return store.transaction(async (tx) => {
    const owner = await requireReference(tx, Owner, input.owner_id, 'owner_id');
    await checkLots(tx, owner.id, input.lots);
    const { lots, ...terms } = input;
    const mandate = Object.assign(new ManagementMandate(), terms, {
      id: deps.ids.next(),
      tenant_id: owner.tenant_id,
      status: 'DRAFT',
      number: await nextRegisterNumber(tx, owner.tenant_id),
    });
    tx.repo(ManagementMandate).persist(mandate);
    await tx.flush(); // the lots refer to it: the mandate row first
    const written = await writeLots(tx, mandate, lots, () => deps.ids.next());
    await tx.flush();
    return { mandate, lots: written };
  });
}

export async function updateMandate(
  store: Store,
  deps: MandateDeps,
  id: string,
  patch: MandatePatch,
): Promise<MandateWithLots> {
  return store.transaction(async (tx) => {
    const mandate = await tx.repo(ManagementMandate).getLocked(id);
    assertEditable(mandate.status);
    const { lots, ...terms } = patch;
    if (lots !== undefined) await checkLots(tx, mandate.owner_id, lots);
    for (const [field, value] of Object.entries(terms))
      if (value !== undefined) (mandate as unknown as Record<string, unknown>)[field] = value;
    const written = lots !== undefined ? await writeLots(tx, mandate, lots, () => deps.ids.next()) : null;
    await tx.flush();
    return { mandate, lots: written ?? (await tx.repo(MandateLot).findAll({ mandate_id: id })) };
  });
}
