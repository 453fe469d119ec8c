import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { amendmentUseCases } from '../../../../core/amendments/amendments.js';
import { changeAmendmentStatus } from '../../../../core/amendments/change-status.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { paged } from '../../wire.js';
import { amendmentWire } from './wire.js';

const s = initServer();

export function leaseAmendmentsRouter(deps: AmendmentDeps) {
  const amendments = (req: HasContext) => amendmentUseCases(storeOf(req), deps, ctx(req).actor);
  return s.router(contract.leaseAmendments, {
    create: async ({ params, body, req }) => ({
      status: 201,
      body: amendmentWire(await amendments(req).create(params.lease_id, body)),
    }),
    list: async ({ params, query, req }) => {
      const page = await amendments(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(amendmentWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: amendmentWire(await amendments(req).get(params.lease_id, params.amendment_id)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: amendmentWire(await amendments(req).update(params.lease_id, params.amendment_id, body)),
    }),
    remove: async ({ params, req }) => {
      await amendments(req).remove(params.lease_id, params.amendment_id);
      return { status: 204, body: undefined };
    },
    changeStatus: async ({ params, body, req }) => ({
      status: 200,
      body: amendmentWire(
        await changeAmendmentStatus(
          storeOf(req),
          deps,
          ctx(req).actor,
          { leaseId: params.lease_id, amendmentId: params.amendment_id },
          body,
        ),
      ),
    }),
  });
}
