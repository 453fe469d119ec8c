import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, text, timestamp, uuid } from '../common.js';

const c = initContract();

export const roomSchema = z.object({
  id: uuid,
  estate_id: uuid,
  type_room_id: uuid.nullable(),
  designation: z.string().nullable(),
  carrez_surface: z.number().nullable(),
  habitable_surface: z.number().nullable(),
  created_at: timestamp.nullable(),
  updated_at: timestamp.nullable(),
});
export type RoomDto = z.infer<typeof roomSchema>;

const surface = () => z.number().min(0).max(100_000);

/**
 * Both spellings are accepted (docs/architecture.md): room_type_id/type_room_id, area/carrez_surface,
 * name/designation. The reference name wins when both are sent.
 */
const roomBody = z
  .object({
    type_room_id: uuid.nullable(),
    room_type_id: uuid.nullable(),
    carrez_surface: surface().nullable(),
    area: surface().nullable(),
    habitable_surface: surface().nullable(),
    designation: text().nullable(),
    name: text().nullable(),
  })
  .partial()
  .strict()
  .transform(({ room_type_id, area, name, ...reference }) => {
    const pick = <T>(value: T | undefined, alias: T | undefined) => (value !== undefined ? value : alias);
    return {
      type_room_id: pick(reference.type_room_id, room_type_id),
      carrez_surface: pick(reference.carrez_surface, area),
      habitable_surface: reference.habitable_surface,
      designation: pick(reference.designation, name),
    };
  });

const estateParams = z.object({ place_id: uuid, estate_id: uuid });
const roomParams = estateParams.extend({ room_id: uuid });

export const roomsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/places/:place_id/estates/:estate_id/rooms',
      pathParams: estateParams,
      query: listQuery(['created_at', 'updated_at', 'designation', 'carrez_surface', 'habitable_surface']),
      responses: { 200: paginated(roomSchema) },
      summary: 'List the rooms of an estate',
      metadata: { permission: 'properties:read', list: true },
    },
    create: {
      method: 'POST',
      path: '/places/:place_id/estates/:estate_id/rooms',
      pathParams: estateParams,
      body: roomBody,
      responses: { 201: roomSchema },
      summary: 'Create a room',
      metadata: { permission: 'properties:write' },
    },
    get: {
      method: 'GET',
      path: '/places/:place_id/estates/:estate_id/rooms/:room_id',
      pathParams: roomParams,
      responses: { 200: roomSchema },
      summary: 'Get a room',
      metadata: { permission: 'properties:read' },
    },
    update: {
      method: 'PUT',
      path: '/places/:place_id/estates/:estate_id/rooms/:room_id',
      pathParams: roomParams,
      body: roomBody,
      responses: { 200: roomSchema },
      summary: 'Update a room',
      metadata: { permission: 'properties:write' },
    },
  },
  { commonResponses },
);
