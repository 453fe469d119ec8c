// Annual regularisation per lease (loi 89-462 art. 23): read, printed as its statement, and
// deleted while still a draft.
// Computing one is in create-regularisation.ts; sending, settling and instalments in
// regularisation-lifecycle.ts.
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { ConflictError } from '../../shared/errors.js';
import type { Store } from '../../ports/store.js';
import { recordChange, snapshot } from '../audit/audit.js';
import type { ChargesContext } from '../deps.js';
import { regularisationOf, viewOf, viewsOf } from './regularisation-view.js';
import { statementPdf } from './statement-notice.js';
import { Lease } from '../../leasing/lease.js';
import { ChargeRegularisation } from './regularisation.js';
import { type RegularisationStatus } from '../../../contract/vocabulary/charges.js';

export function regularisationUseCases(store: Store, context: ChargesContext) {
  return {
    async list(leaseId: string, input: ListInput & { status?: RegularisationStatus }) {
      await store.repo(Lease).get(leaseId);
      const page = await store
        .repo(ChargeRegularisation)
        .list(
          { lease_id: leaseId, ...definedCriteria({ status: input.status }) },
          pageRequest(input, [{ field: 'period_start', direction: 'desc' }]),
        );
      return { ...page, items: await viewsOf(store, page.items) };
    },

    get: async (leaseId: string, id: string) => viewOf(store, await regularisationOf(store, leaseId, id)),

    /** The statement as a PDF, through the PdfRenderer port (a DRAFT prints as a draft). */
    statement: async (leaseId: string, id: string) =>
      statementPdf(store, context.renderer, await viewOf(store, await regularisationOf(store, leaseId, id))),

    /** Only a DRAFT goes: a sent statement is a record of what was claimed (409). */
    remove: (leaseId: string, id: string) =>
      store.transaction(async (tx) => {
        const regularisation = await regularisationOf(tx, leaseId, id);
        if (regularisation.status !== 'DRAFT')
          throw new ConflictError(`The regularisation is ${regularisation.status}: only a DRAFT can be deleted`);
        recordChange(tx, context, {
          entity_type: 'charge_regularisation',
          action: 'DELETE',
          before: snapshot(regularisation),
          after: null,
        });
        tx.repo(ChargeRegularisation).remove(regularisation);
      }),
  };
}
