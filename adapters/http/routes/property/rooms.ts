import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { roomUseCases } from '../../../../core/property/rooms.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const rooms = (req: HasContext) => roomUseCases(storeOf(req));

export const roomsRouter = s.router(contract.rooms, {
  list: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await rooms(req).list(params.place_id, params.estate_id, query)),
  }),
  create: async ({ params, body, req }) => ({
    status: 201,
    body: wire(await rooms(req).create(params.place_id, params.estate_id, body)),
  }),
  get: async ({ params, req }) => ({
    status: 200,
    body: wire(await rooms(req).getInEstate(params.place_id, params.estate_id, params.room_id)),
  }),
  update: async ({ params, body, req }) => ({
    status: 200,
    body: wire(await rooms(req).update(params.place_id, params.estate_id, params.room_id, body)),
  }),
});
