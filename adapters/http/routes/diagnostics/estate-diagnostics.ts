import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { estateDiagnosticStates } from '../../../../core/diagnostics/diagnostics-compliance.js';
import { estateDiagnosticUseCases } from '../../../../core/diagnostics/estate-diagnostics.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { toDateOnly } from '../../../../core/shared/dates.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export const estateDiagnosticsRouter = (clock: Clock) => {
  const diagnostics = (req: HasContext) => estateDiagnosticUseCases(storeOf(req), { clock });
  return s.router(contract.estateDiagnostics, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await diagnostics(req).list(params.estate_id, query)),
    }),
    create: async ({ params, body, req }) => ({
      status: 201,
      body: wire(await diagnostics(req).create(params.estate_id, body)),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: wire(await diagnostics(req).get(params.estate_id, params.diagnostic_id)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await diagnostics(req).update(params.estate_id, params.diagnostic_id, body)),
    }),
    remove: async ({ params, req }) => {
      await diagnostics(req).remove(params.estate_id, params.diagnostic_id);
      return { status: 204, body: undefined };
    },
    compliance: async ({ params, query, req }) => {
      const at = query.at ?? toDateOnly(clock.now());
      const states = await estateDiagnosticStates(storeOf(req), params.estate_id, query.lease_category, at);
      return { status: 200, body: { estate_id: params.estate_id, at, states } };
    },
  });
};
