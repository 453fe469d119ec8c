import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  idParam,
  isoDate,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { CONDITION_SOURCES, EQUIPMENT_CATEGORIES, EQUIPMENT_CONDITIONS } from '../vocabulary/equipment.js';

const c = initContract();

const category = aliasedEnum(EQUIPMENT_CATEGORIES, spellingAliases(EQUIPMENT_CATEGORIES));
const condition = aliasedEnum(EQUIPMENT_CONDITIONS, spellingAliases(EQUIPMENT_CONDITIONS));

export const equipmentSchema = z.object({
  id: uuid,
  name: z.string(),
  category: z.enum(EQUIPMENT_CATEGORIES),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  installation_date: isoDate.nullable(),
  warranty_end: isoDate.nullable(),
  condition: z.enum(EQUIPMENT_CONDITIONS).nullable(),
  condition_notes: z.string().nullable(),
  place_id: uuid.nullable().describe('the building; filled from the estate when linked to an estate or room'),
  estate_id: uuid.nullable().describe('the estate; filled from the room when linked to a room'),
  room_id: uuid.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EquipmentDto = z.infer<typeof equipmentSchema>;

export const conditionEntrySchema = z.object({
  id: uuid,
  equipment_id: uuid,
  condition: z.enum(EQUIPMENT_CONDITIONS).nullable(),
  condition_notes: z.string().nullable(),
  place_id: uuid.nullable(),
  estate_id: uuid.nullable(),
  room_id: uuid.nullable(),
  source: z.enum(CONDITION_SOURCES).describe('create, update (condition or notes changed) or link'),
  recorded_at: timestamp,
});

const fields = {
  category: category.describe('default OTHER'),
  brand: text(100).nullable(),
  model: text(100).nullable(),
  serial_number: text(100).nullable(),
  installation_date: isoDate.nullable(),
  warranty_end: isoDate.nullable().describe('on or after installation_date'),
  condition: condition.nullable(),
  condition_notes: text(2000).nullable(),
};

export const createEquipmentBody = z
  .object({
    name: nonEmptyText(),
    ...optionalFields(fields),
    place_id: uuid.optional(),
    estate_id: uuid.optional(),
    room_id: uuid.optional(),
  })
  .strict()
  .describe(
    'Location: a room, an estate, a place, or a place and one of its estates (422 otherwise); parents are filled in. None: not placed yet.',
  );

export const updateEquipmentBody = z
  .object({ name: nonEmptyText(), ...fields })
  .partial()
  .strict()
  .describe('absent keeps, null removes, a value replaces; the location changes through the link endpoints');

export const linkEquipmentBody = z
  .object({ equipment_id: uuid, condition, condition_notes: text(2000).nullable().optional() })
  .strict()
  .describe(
    'Moves the equipment here with the condition observed (notes absent: cleared); recorded in the condition history',
  );

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const linked = { 200: equipmentSchema, 422: commonResponses[400] } as const;

export const equipmentContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/equipment',
      query: listQuery([
        'created_at',
        'updated_at',
        'name',
        'category',
        'condition',
        'installation_date',
        'warranty_end',
      ]).extend({
        place_id: uuid.optional().describe('everything in the building, its estates and rooms included'),
        estate_id: uuid.optional().describe('everything in the estate, its rooms included'),
        room_id: uuid.optional(),
        condition: condition.optional(),
        category: category.optional(),
        search: text(100).optional().describe('name, brand, model or serial number'),
      }),
      responses: { 200: paginated(equipmentSchema) },
      summary: 'List equipment, by place, estate, room, condition or category',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/equipment',
      body: createEquipmentBody,
      responses: { 201: equipmentSchema, 422: commonResponses[400] },
      summary: 'Create an equipment with its location and condition',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/equipment/:id',
      pathParams: idParam,
      responses: { 200: equipmentSchema },
      summary: 'Get an equipment',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/equipment/:id',
      pathParams: idParam,
      body: updateEquipmentBody,
      responses: { 200: equipmentSchema, 422: commonResponses[400] },
      summary: 'Update an equipment; a new condition or notes adds a history line',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/equipment/:id',
      pathParams: idParam,
      body: null,
      responses: deleted,
      summary: 'Delete an equipment and its condition history',
      metadata: { permission: 'properties:delete' },
    },
    history: {
      method: 'GET',
      path: '/equipment/:id/condition-history',
      pathParams: idParam,
      query: listQuery(['recorded_at']),
      responses: { 200: paginated(conditionEntrySchema) },
      summary: 'The condition history of an equipment, newest first (for condition reports)',
      metadata: { ...read, list: true },
    },
    linkToRoom: {
      method: 'POST',
      path: '/rooms/:room_id/equipment',
      pathParams: z.object({ room_id: uuid }),
      body: linkEquipmentBody,
      responses: linked,
      summary: 'Put an existing equipment in a room, with its condition',
      metadata: write,
    },
    linkToEstate: {
      method: 'POST',
      path: '/estates/:estate_id/equipment',
      pathParams: z.object({ estate_id: uuid }),
      body: linkEquipmentBody,
      responses: linked,
      summary: 'Put an existing equipment in an estate, with its condition',
      metadata: write,
    },
    linkToPlace: {
      method: 'POST',
      path: '/places/:place_id/equipment',
      pathParams: z.object({ place_id: uuid }),
      body: linkEquipmentBody,
      responses: linked,
      summary: 'Put an existing equipment in a place (building, common parts), with its condition',
      metadata: write,
    },
    linkToPlaceEstate: {
      method: 'POST',
      path: '/places/:place_id/estates/:estate_id/equipment',
      pathParams: z.object({ place_id: uuid, estate_id: uuid }),
      body: linkEquipmentBody,
      responses: linked,
      summary: 'Put an existing equipment in an estate of the place (404 when the estate is not in the place)',
      metadata: write,
    },
  },
  { commonResponses },
);
