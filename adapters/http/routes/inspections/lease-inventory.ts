// A lease's furniture as its reports recorded it (core/inspections/inventory/lease-inventory.ts).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseInventory } from '../../../../core/inspections/inventory/lease-inventory.js';
import { storeOf } from '../../context.js';

const s = initServer();

export const leaseInventoryRouter = s.router(contract.leaseInventory, {
  get: async ({ params, req }) => ({ status: 200, body: await leaseInventory(storeOf(req), params.lease_id) }),
});
