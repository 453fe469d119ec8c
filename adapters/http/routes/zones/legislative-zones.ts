// Legislative zones: CRUD, hierarchy, activation.
import { type AppRouteImplementation, initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { View } from '../../../../core/ports/store.js';
import { type Page, listMeta } from '../../../../core/shared/paging.js';
import { type LegislativeZone, isOfficial } from '../../../../core/zones/zone.js';
import { zoneUseCases } from '../../../../core/zones/index.js';
import { storeOf } from '../../context.js';
import { wire } from '../../wire.js';

const s = initServer();
type Req = Parameters<typeof storeOf>[0];
const zones = (req: Req) => zoneUseCases(storeOf(req));

export function zoneWire(zone: LegislativeZone | View<LegislativeZone>) {
  return { ...wire(zone), is_official: isOfficial(zone) };
}

function zonePage(page: Page<View<LegislativeZone>>) {
  return { data: page.items.map(zoneWire), meta: listMeta(page) };
}

/** The rent-control routes of the legislative-zones contract are the compliance area's (routes/compliance). */
export interface RentControlHandlers {
  referenceRent: AppRouteImplementation<typeof contract.legislativeZones.referenceRent>;
  rentControlCheck: AppRouteImplementation<typeof contract.legislativeZones.rentControlCheck>;
}

export function legislativeZonesRouter(rentControl: RentControlHandlers) {
  return s.router(contract.legislativeZones, {
    list: async ({ query, req }) => ({ status: 200, body: zonePage(await zones(req).list(query)) }),
    create: async ({ body, req }) => ({ status: 201, body: zoneWire(await zones(req).create(body)) }),
    search: async ({ body, req }) => ({
      status: 200,
      body: zonePage(await zones(req).list(body ?? { page: 1, per_page: 20 })),
    }),
    get: async ({ params, req }) => ({ status: 200, body: zoneWire(await zones(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: zoneWire(await zones(req).update(params.id, body)),
    }),
    children: async ({ params, query, req }) => ({
      status: 200,
      body: zonePage(await zones(req).children(params.id, query)),
    }),
    parent: async ({ params, req }) => ({ status: 200, body: zoneWire(await zones(req).parent(params.id)) }),
    ancestors: async ({ params, req }) => ({
      status: 200,
      body: (await zones(req).ancestors(params.id)).map(zoneWire),
    }),
    deactivate: async ({ params, req }) => ({ status: 200, body: zoneWire(await zones(req).deactivate(params.id)) }),
    reactivate: async ({ params, req }) => ({ status: 200, body: zoneWire(await zones(req).reactivate(params.id)) }),
    byCountry: async ({ params, query, req }) => ({
      status: 200,
      body: zonePage(await zones(req).byCountry(params.country_code, query)),
    }),
    ...rentControl,
  });
}
