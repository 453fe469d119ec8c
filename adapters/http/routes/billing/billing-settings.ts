import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { billingSettingsUseCases } from '../../../../core/billing/settings.js';
import { type HasContext, storeOf } from '../../context.js';

const s = initServer();
const settings = (req: HasContext) => billingSettingsUseCases(storeOf(req));

export const billingSettingsRouter = s.router(contract.billingSettings, {
  get: async ({ req }) => ({ status: 200, body: await settings(req).get() }),
  update: async ({ body, req }) => ({ status: 200, body: await settings(req).update(body) }),
});
