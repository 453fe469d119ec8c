// Routes of a building's charge setup: categories, services, configurations, expenses, freeze periods.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { buildingServiceUseCases } from '../../../../core/charges/building-services.js';
import { CHARGE_CATEGORIES } from '../../../../core/charges/categories.js';
import { chargeConfigurationUseCases } from '../../../../core/charges/charge-configurations.js';
import { chargeExpenseUseCases } from '../../../../core/charges/charge-expenses.js';
import type { ChargesDeps } from '../../../../core/charges/deps.js';
import { freezePeriodUseCases } from '../../../../core/charges/freeze-periods.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';
import { chargesContext } from './context.js';

const s = initServer();
/** A deletion's answer, once it is done. */
const removed = async (work: Promise<void>) => {
  await work;
  return { status: 204 as const, body: undefined };
};

export function chargeConfigurationRouters(deps: ChargesDeps) {
  const services = (req: HasContext) => buildingServiceUseCases(storeOf(req), chargesContext(deps, req));
  const configurations = (req: HasContext) => chargeConfigurationUseCases(storeOf(req), chargesContext(deps, req));
  const expenses = (req: HasContext) => chargeExpenseUseCases(storeOf(req), chargesContext(deps, req));
  const freezes = (req: HasContext) => freezePeriodUseCases(storeOf(req), chargesContext(deps, req));
  return {
    chargeCategories: s.router(contract.chargeCategories, {
      list: async () => ({ status: 200, body: [...CHARGE_CATEGORIES] }),
    }),
    buildingServices: s.router(contract.buildingServices, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await services(req).list(params.place_id, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await services(req).create(params.place_id, body)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await services(req).get(params.place_id, params.service_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await services(req).update(params.place_id, params.service_id, body)),
      }),
      remove: ({ params, req }) => removed(services(req).remove(params.place_id, params.service_id)),
    }),
    chargeConfigurations: s.router(contract.chargeConfigurations, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await configurations(req).list(params.place_id, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await configurations(req).create(params.place_id, body)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await configurations(req).get(params.place_id, params.configuration_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await configurations(req).update(params.place_id, params.configuration_id, body)),
      }),
      remove: ({ params, req }) => removed(configurations(req).remove(params.place_id, params.configuration_id)),
    }),
    chargeExpenses: s.router(contract.chargeExpenses, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await expenses(req).list(params.place_id, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await expenses(req).create(params.place_id, body)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await expenses(req).get(params.place_id, params.expense_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await expenses(req).update(params.place_id, params.expense_id, body)),
      }),
      remove: ({ params, req }) => removed(expenses(req).remove(params.place_id, params.expense_id)),
    }),
    chargeFreezePeriods: s.router(contract.chargeFreezePeriods, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await freezes(req).list(query)) }),
      create: async ({ body, req }) => ({ status: 201, body: wire(await freezes(req).create(null, body)) }),
      get: async ({ params, req }) => ({ status: 200, body: wire(await freezes(req).get(null, params.id)) }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await freezes(req).update(null, params.id, body)),
      }),
      remove: ({ params, req }) => removed(freezes(req).remove(null, params.id)),
    }),
  };
}
