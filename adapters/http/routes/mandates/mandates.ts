// Management mandates (core/mandates/): the register, the terms, the status moves.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MandateDeps } from '../../../../core/mandates/deps.js';
import { mandateUseCases } from '../../../../core/mandates/mandates.js';
import { type HasContext, storeOf } from '../../context.js';
import { mandateInput, mandatePage, mandatePatch, mandateWire } from './mandate-wire.js';

const s = initServer();

export function mandatesRouter(deps: MandateDeps) {
  const mandates = (req: HasContext) => mandateUseCases(storeOf(req), deps);
  const ok = (body: ReturnType<typeof mandateWire>) => ({ status: 200 as const, body });
  return s.router(contract.mandates, {
    list: async ({ query, req }) => ({ status: 200, body: mandatePage(await mandates(req).list(query)) }),
    create: async ({ body, req }) => ({
      status: 201,
      body: mandateWire(await mandates(req).create(mandateInput(body))),
    }),
    get: async ({ params, req }) => ok(mandateWire(await mandates(req).get(params.mandate_id))),
    update: async ({ params, body, req }) =>
      ok(mandateWire(await mandates(req).update(params.mandate_id, mandatePatch(body)))),
    activate: async ({ params, body, req }) => ok(mandateWire(await mandates(req).activate(params.mandate_id, body))),
    suspend: async ({ params, req }) => ok(mandateWire(await mandates(req).suspend(params.mandate_id))),
    resume: async ({ params, req }) => ok(mandateWire(await mandates(req).resume(params.mandate_id))),
    terminate: async ({ params, body, req }) => ok(mandateWire(await mandates(req).terminate(params.mandate_id, body))),
  });
}
