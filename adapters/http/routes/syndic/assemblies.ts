// General assemblies and their resolutions (core/syndic/assemblies/).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { assemblyUseCases } from '../../../../core/syndic/assemblies/assemblies.js';
import { resolutionUseCases } from '../../../../core/syndic/assemblies/resolutions.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const assemblies = (req: HasContext) => assemblyUseCases(storeOf(req));
const resolutions = (req: HasContext) => resolutionUseCases(storeOf(req));

export const assembliesRouter = s.router(contract.assemblies, {
  list: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await assemblies(req).list(params.syndicate_id, query)),
  }),
  create: async ({ params, body, req }) => ({
    status: 201,
    body: wire(await assemblies(req).create(params.syndicate_id, body)),
  }),
  get: async ({ params, req }) => ({
    status: 200,
    body: wire(await assemblies(req).get(params.syndicate_id, params.assembly_id)),
  }),
  remove: async ({ params, req }) => {
    await assemblies(req).remove(params.syndicate_id, params.assembly_id);
    return { status: 204, body: undefined };
  },
  resolutions: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await resolutions(req).list(params.syndicate_id, params.assembly_id, query)),
  }),
  resolution: async ({ params, req }) => ({
    status: 200,
    body: wire(await resolutions(req).get(params.syndicate_id, params.assembly_id, params.resolution_id)),
  }),
  addResolution: async ({ params, body, req }) => ({
    status: 201,
    body: wire(await resolutions(req).add(params.syndicate_id, params.assembly_id, body)),
  }),
});
