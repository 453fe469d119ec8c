// A lease that ends starts its deposit's restitution (loi 89-462 art. 22: the deadline runs from the
// keys' return). When the keys' day and the exit's conformity are known, stated with the termination
// or read from the signed exit report, the deposit is handed over in the termination's transaction
// and its deadline watched; otherwise it stays HELD until `POST /leases/{id}/deposit/handover`.
import type { Store } from '../../ports/store.js';
import type { BillingDeps } from '../deps.js';
import { SecurityDeposit } from './deposit.js';
import { type KeyHandover, handOverKeys, signedExitOf } from './deposit-handover.js';
import { handoverFacts } from './deposit-rules.js';
import { rulesError } from './restitution-dates.js';

/** In `tx`: hands a HELD deposit over when the facts are known; true when it did. Stated facts that do not hold: 422. */
export async function handOverOnTermination(
  tx: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows'>,
  leaseId: string,
  claim: KeyHandover,
): Promise<boolean> {
  const deposit = await tx.repo(SecurityDeposit).findOne({ lease_id: leaseId });
  if (!deposit || deposit.status !== 'HELD') return false;
  const stated = claim.keys_returned_on !== undefined || claim.exit_matches_entry !== undefined;
  const { facts, errors } = handoverFacts(claim, await signedExitOf(tx, leaseId));
  if (!facts) {
    if (stated) throw rulesError(errors);
    return false;
  }
  await handOverKeys(tx, deps, leaseId, claim);
  return true;
}
