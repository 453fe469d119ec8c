import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { IndexRevision } from '../../../../core/indexation/index-revision.js';
import type { RevisionComputation } from '../../../../core/indexation/revision-computation.js';
import { claimDeadline } from '../../../../core/indexation/rent-revision-rules.js';
import { rentRevisionUseCases } from '../../../../core/indexation/rent-revisions.js';
import type { Clock } from '../../../../core/ports/clock.js';
import type { EventOutbox } from '../../../../core/ports/event-outbox.js';
import type { View } from '../../../../core/ports/store.js';
import { fromCents } from '../../../../core/shared/money.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

function simulationWire(c: RevisionComputation) {
  return {
    revision_date: c.revision_date,
    claimed_on: c.claimed_on,
    claim_deadline: c.claim_deadline,
    effective_date: c.effective_date,
    index_series: c.index_series,
    reference_quarter: c.reference_quarter,
    new_index_quarter: c.new_index.quarter,
    new_index_value: c.new_index.value,
    old_index_quarter: c.old_index.quarter,
    old_index_value: c.old_index.value,
    previous_rent_amount: fromCents(c.previous_rent_cents),
    revised_rent_amount: fromCents(c.revised_rent_cents),
  };
}

const revisionWire = (revision: IndexRevision | View<IndexRevision>) => ({
  ...wire(revision),
  claim_deadline: claimDeadline(revision.revision_date),
});

export function rentRevisionsRouter(deps: { clock: Clock; events: EventOutbox }) {
  const revisions = (req: HasContext) => rentRevisionUseCases(storeOf(req), deps);
  return s.router(contract.rentRevisions, {
    simulate: async ({ params, body, req }) => ({
      status: 200,
      body: simulationWire(await revisions(req).simulate(params.lease_id, body)),
    }),
    list: async ({ params, query, req }) => {
      const page = await revisions(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(revisionWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: revisionWire(await revisions(req).get(params.lease_id, params.revision_id)),
    }),
    record: async ({ params, body, req }) => ({
      status: 201,
      body: revisionWire(await revisions(req).record(params.lease_id, body)),
    }),
    apply: async ({ params, req }) => ({
      status: 200,
      body: revisionWire((await revisions(req).apply(params.lease_id, params.revision_id)).revision),
    }),
  });
}
