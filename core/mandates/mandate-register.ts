// The register of mandates (décret 72-678 art. 65): each mandate gets the next number of its account's
// register, in chronological order, never reused, with no gap. The counter row is read and advanced
// under a per-account lock inside the creating transaction, so concurrent creations queue.
import type { Store } from '../ports/store.js';
import { MandateRegister } from './mandate.js';

export const registerLock = (tenantId: string) => `mandate-register:${tenantId}`;

/** The next register number of the account; only inside Store.transaction (the lock ends with it). */
export async function nextRegisterNumber(tx: Store, tenantId: string): Promise<number> {
  await tx.lockName(registerLock(tenantId));
  const registers = tx.repo(MandateRegister);
  const register =
    (await registers.findOne({})) ?? Object.assign(new MandateRegister(), { tenant_id: tenantId, last_number: 0 });
  register.last_number += 1;
  registers.persist(register);
  return register.last_number;
}
