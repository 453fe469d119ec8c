import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { catalogueUseCases } from '../../../../core/property/catalogue.js';
import { type HasContext, storeOf } from '../../context.js';
import { wire } from '../../wire.js';

const s = initServer();
const catalogue = (req: HasContext) => catalogueUseCases(storeOf(req));

export const catalogueRouter = s.router(contract.catalogue, {
  placeTypes: async ({ req }) => ({ status: 200, body: (await catalogue(req).placeTypes()).map(wire) }),
  estateTypes: async ({ req }) => ({ status: 200, body: (await catalogue(req).estateTypes()).map(wire) }),
  roomTypes: async ({ req }) => ({ status: 200, body: (await catalogue(req).roomTypes()).map(wire) }),
  countries: async ({ req }) => ({ status: 200, body: (await catalogue(req).activeCountries()).map(wire) }),
  countryByCode: async ({ params, req }) => ({
    status: 200,
    body: wire(await catalogue(req).countryByCode(params.code)),
  }),
  country: async ({ params, req }) => ({ status: 200, body: wire(await catalogue(req).country(params.id)) }),
});
