import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { energyDiagnosisUseCases } from '../../../../core/diagnostics/index.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

/** Spec: the page size is `limit`; `per_page` is accepted too and `limit` wins. */
const sized = <Q extends { limit?: number; per_page: number }>({ limit, ...query }: Q) => ({
  ...query,
  per_page: limit ?? query.per_page,
});

/** The clock gives today for is_valid_now / expires_in_days and the current year for construction_year. */
export const energyDiagnosesRouter = (clock: Clock) => {
  const diagnoses = (req: HasContext) => energyDiagnosisUseCases(storeOf(req), { clock });
  return s.router(contract.energyDiagnoses, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await diagnoses(req).list(sized(query))) }),
    create: async ({ body, req }) => ({ status: 201, body: wire(await diagnoses(req).create(body)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await diagnoses(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await diagnoses(req).update(params.id, body)),
    }),
    remove: async ({ params, req }) => {
      await diagnoses(req).remove(params.id);
      return { status: 204, body: undefined };
    },
    listForPlace: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await diagnoses(req).listForPlace(params.place_id, sized(query))),
    }),
    listForEstate: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await diagnoses(req).listForEstate(params.place_id, params.estate_id, sized(query))),
    }),
  });
};
