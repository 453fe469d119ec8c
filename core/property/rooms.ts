import { type ListInput, createRecord, pageRequest, patchRecord, requireReference } from '../shared/crud.js';
import { NotFoundError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Store } from '../ports/store.js';
import { estateUseCases } from './estates.js';
import { RoomType } from './reference.js';
import { ROOM_WRITABLE_FIELDS, Room } from './room.js';

export type RoomFields = Pick<Room, (typeof ROOM_WRITABLE_FIELDS)[number]>;

export function roomUseCases(store: Store) {
  const rooms = store.repo(Room);
  const estates = estateUseCases(store);

  async function checkType(fields: Patch<RoomFields>) {
    if (fields.type_room_id) await requireReference(store, RoomType, fields.type_room_id, 'type_room_id');
  }

  async function getInEstate(placeId: string, estateId: string, roomId: string): Promise<Room> {
    await estates.getInPlace(placeId, estateId);
    const room = await rooms.get(roomId);
    if (room.estate_id !== estateId) throw new NotFoundError('room', roomId);
    return room;
  }

  return {
    async list(placeId: string, estateId: string, input: ListInput) {
      await estates.getInPlace(placeId, estateId);
      return rooms.list({ estate_id: estateId }, pageRequest(input, [{ field: 'created_at', direction: 'asc' }]));
    },
    getInEstate,
    async create(placeId: string, estateId: string, fields: Partial<RoomFields>) {
      await estates.getInPlace(placeId, estateId);
      await checkType(fields);
      const room = createRecord(rooms, Room, { ...fields, estate_id: estateId });
      await store.flush();
      return room;
    },
    async update(placeId: string, estateId: string, roomId: string, patch: Patch<RoomFields>) {
      const room = await getInEstate(placeId, estateId, roomId);
      await checkType(patch);
      patchRecord(room, patch, ROOM_WRITABLE_FIELDS);
      await store.flush();
      return room;
    },
  };
}
