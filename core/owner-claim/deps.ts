// What the owner claim and the owner's own view are built from.
import type { Clock } from '../ports/clock.js';
import type { GuestSecrets } from '../ports/guest-secrets.js';
import type { Ids } from '../ports/ids.js';
import type { Notifier } from '../ports/notifier.js';
import type { Secrets } from '../ports/secrets.js';
import type { Stores } from '../ports/store.js';

export interface OwnerClaimDeps {
  clock: Clock;
  ids: Ids;
  /** SHA-256 of the claim token and of the owner key; the owner key itself. */
  secrets: Secrets;
  /** The token of an invitation, and the one-time codes (the guest signature's). */
  guestSecrets: GuestSecrets;
  notifier: Notifier;
  /** The token names its tenant: it is looked up across tenants, then the work runs in that tenant. */
  stores: Stores;
}
