// Activities of the amendment expiry timer: adapters from the workflow to core, built from ports
// (createActivities(deps), as workflows/rent-revision-reminder). Idempotent (core/amendments/expiry.ts).
import { amendmentExpiryUseCases } from '../../core/amendments/expiry.js';
import type { Clock } from '../../core/ports/clock.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { TenantStores } from '../../core/ports/store.js';

export interface AmendmentExpiryActivityDeps {
  stores: TenantStores;
  clock: Clock;
  /** AMENDMENT_EXPIRING is also the `amendment.expiring` webhook event. */
  events: EventOutbox;
}

export interface ExpiringAmendment {
  tenantId: string;
  amendmentId: string;
}

export function createActivities(deps: AmendmentExpiryActivityDeps) {
  const expiry = (tenantId: string) => amendmentExpiryUseCases(deps.stores.forTenant(tenantId), deps);
  return {
    /** AMENDMENT_EXPIRING for the owner and lessees, once; `pending` false once the amendment is settled. */
    warnAmendmentExpiring: (input: ExpiringAmendment) => expiry(input.tenantId).warnExpiring(input.amendmentId),
    /** EXPIRED when still unsigned at expires_at; `at` is the workflow's time when its timer fired. */
    expireAmendment: (input: ExpiringAmendment & { at: string }) =>
      expiry(input.tenantId).expire(input.amendmentId, new Date(input.at)),
  };
}

export type AmendmentExpiryActivities = ReturnType<typeof createActivities>;
