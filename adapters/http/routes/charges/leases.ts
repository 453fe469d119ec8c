// Routes of a lease's charges: provisions and regularisations with their statement; and the audit log.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { auditLogUseCases } from '../../../../core/charges/audit/audit-log.js';
import { chargeProvisionUseCases } from '../../../../core/charges/charge-provisions.js';
import { createRegularisation } from '../../../../core/charges/regularisations/create-regularisation.js';
import type { ChargesDeps } from '../../../../core/charges/deps.js';
import { regularisationLifecycle } from '../../../../core/charges/regularisations/regularisation-lifecycle.js';
import { regularisationUseCases } from '../../../../core/charges/regularisations/regularisations.js';
import { type HasContext, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { paged, wire } from '../../wire.js';
import { chargesContext } from './context.js';

const s = initServer();

export function leaseChargeRouters(deps: ChargesDeps) {
  const provisions = (req: HasContext) => chargeProvisionUseCases(storeOf(req), chargesContext(deps, req));
  const regularisations = (req: HasContext) => regularisationUseCases(storeOf(req), chargesContext(deps, req));
  const lifecycle = (req: HasContext) => regularisationLifecycle(storeOf(req), chargesContext(deps, req));
  return {
    chargeProvisions: s.router(contract.chargeProvisions, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await provisions(req).list(params.lease_id, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await provisions(req).create(params.lease_id, body)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await provisions(req).get(params.lease_id, params.provision_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await provisions(req).update(params.lease_id, params.provision_id, body)),
      }),
      remove: async ({ params, req }) => {
        await provisions(req).remove(params.lease_id, params.provision_id);
        return { status: 204, body: undefined };
      },
    }),
    chargeRegularisations: s.router(contract.chargeRegularisations, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await regularisations(req).list(params.lease_id, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(
          await createRegularisation(storeOf(req), chargesContext(deps, req), params.lease_id, {
            start: body.period_start,
            end: body.period_end,
          }),
        ),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await regularisations(req).get(params.lease_id, params.regularisation_id)),
      }),
      remove: async ({ params, req }) => {
        await regularisations(req).remove(params.lease_id, params.regularisation_id);
        return { status: 204, body: undefined };
      },
      send: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await lifecycle(req).send(params.lease_id, params.regularisation_id, body?.sent_on)),
      }),
      settle: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await lifecycle(req).settle(params.lease_id, params.regularisation_id, body?.settled_on)),
      }),
      instalments: async ({ params, body, req }) => ({
        status: 200,
        body: wire(
          await lifecycle(req).requestInstalments(params.lease_id, params.regularisation_id, body?.requested_on),
        ),
      }),
      statement: async ({ params, req, res }) => {
        const { file_name, bytes } = await regularisations(req).statement(params.lease_id, params.regularisation_id);
        return { status: 200, body: fileResponse(res, { fileName: file_name, contentType: 'application/pdf' }, bytes) };
      },
    }),
    chargeAuditLog: s.router(contract.chargeAuditLog, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await auditLogUseCases(storeOf(req)).list(query)) }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await auditLogUseCases(storeOf(req)).get(params.entry_id)),
      }),
    }),
  };
}
