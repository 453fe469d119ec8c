// The property area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { catalogueContract } from './catalogue.js';
import { estatesContract } from './estates.js';
import { ownersContract } from './owners.js';
import { placesContract } from './places.js';
import { roomsContract } from './rooms.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const catalogue = c.router(catalogueContract, api);
const estates = c.router(estatesContract, api);
const owners = c.router(ownersContract, api);
const places = c.router(placesContract, api);
const rooms = c.router(roomsContract, api);

export type PropertyRouters = {
  catalogue: typeof catalogue;
  estates: typeof estates;
  owners: typeof owners;
  places: typeof places;
  rooms: typeof rooms;
};

export const propertyRouters: PropertyRouters = { catalogue, estates, owners, places, rooms };
