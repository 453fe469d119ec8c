// A regularisation after it is computed (loi 89-462 art. 23 and 7-1): the statement is sent
// (DRAFT -> SENT, each tenant told: statement-notice.ts), the regularisation is settled a month
// later at the earliest (SENT -> SETTLED), and late ones may be paid in twelfths at the tenants'
// request. Each move's rules are in regularisation-moves; here, the transaction and the audit
// around them.
import { toDateOnly } from '../../shared/dates.js';
import type { Store } from '../../ports/store.js';
import { type AuditAction } from '../../../contract/vocabulary/charges.js';
import { recordChange, snapshot } from '../audit/audit.js';
import type { ChargesContext } from '../deps.js';
import { markInstalmentsRequested, markSent, markSettled } from './regularisation-moves.js';
import { type RegularisationView, regularisationOf, viewOf } from './regularisation-view.js';
import { publishStatement } from './statement-notice.js';
import type { ChargeRegularisation } from './regularisation.js';

export function regularisationLifecycle(store: Store, context: ChargesContext) {
  const today = () => toDateOnly(context.clock.now());

  /** Loads the regularisation, checks its status, applies the change, audits it, runs `then`, answers the view. */
  function change(
    leaseId: string,
    id: string,
    action: AuditAction,
    apply: (r: ChargeRegularisation) => void,
    then?: (tx: Store, view: RegularisationView) => Promise<void>,
  ) {
    return store.transaction(async (tx) => {
      const regularisation = await regularisationOf(tx, leaseId, id);
      const before = snapshot(regularisation);
      apply(regularisation);
      await tx.flush();
      recordChange(tx, context, {
        entity_type: 'charge_regularisation',
        action,
        before,
        after: snapshot(regularisation),
      });
      const view = await viewOf(tx, regularisation);
      await then?.(tx, view);
      return view;
    });
  }

  return {
    /** The statement goes out (DRAFT -> SENT) to each tenant, PDF attached; a time-barred claim is refused (422). */
    send: (leaseId: string, id: string, sentOn: string = today()) =>
      change(
        leaseId,
        id,
        'SEND',
        (r) => markSent(r, sentOn, today()),
        (tx, view) => publishStatement(tx, context, view),
      ),

    /** Art. 23: the statement is sent a month before the regularisation; settling earlier is refused (422). */
    settle: (leaseId: string, id: string, settledOn: string = today()) =>
      change(leaseId, id, 'SETTLE', (r) => markSettled(r, settledOn, today())),

    /** Art. 23: a late regularisation the tenants owe is paid in twelve monthly parts when they ask. */
    requestInstalments: (leaseId: string, id: string, requestedOn: string = today()) =>
      change(leaseId, id, 'INSTALMENTS', (r) => markInstalmentsRequested(r, requestedOn, today())),
  };
}
