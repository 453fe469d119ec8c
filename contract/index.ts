// The whole API: one router per resource, nested under /api. Also the typed client's contract.
import { initContract } from '@ts-rest/core';
import { catalogueContract } from './catalogue.js';
import { estatesContract } from './estates.js';
import { healthContract } from './health.js';
import { ownersContract } from './owners.js';
import { placesContract } from './places.js';
import { roomsContract } from './rooms.js';

const c = initContract();

export const contract = c.router(
  {
    health: healthContract,
    catalogue: catalogueContract,
    owners: ownersContract,
    places: placesContract,
    estates: estatesContract,
    rooms: roomsContract,
  },
  { pathPrefix: '/api' },
);

export type Contract = typeof contract;
export * from './common.js';
