import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseTypeUseCases } from '../../../../core/leasing/leases.js';
import { type HasContext, storeOf } from '../../context.js';
import { wire } from '../../wire.js';

const s = initServer();
const leaseTypes = (req: HasContext) => leaseTypeUseCases(storeOf(req));

export const leaseTypesRouter = s.router(contract.leaseTypes, {
  list: async ({ req }) => ({ status: 200, body: (await leaseTypes(req).list()).map(wire) }),
});
