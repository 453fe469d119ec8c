// The keys of an estate (spec, named area "keys"): key sets, each of one type with its count and
// holder, and the history of their handovers, each with the condition report it belongs to (the
// entry report hands the keys to the tenant, the exit report takes them back; loi 89-462 art. 3-2
// and 22). Keys missing at the exit may be kept from the deposit (category MISSING_KEYS).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  isoDate,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { KEY_HOLDERS, KEY_TYPES } from '../vocabulary/inspections.js';

const c = initContract();

const keyType = aliasedEnum(KEY_TYPES, spellingAliases(KEY_TYPES));
const holder = aliasedEnum(KEY_HOLDERS, spellingAliases(KEY_HOLDERS));
const count = z.number().int().min(0).max(1000);

export const keySetSchema = z.object({
  id: uuid,
  estate_id: uuid,
  key_type: z.enum(KEY_TYPES),
  label: z.string().nullable(),
  count: z.number().int().describe('the keys of the set today'),
  holder: z.enum(KEY_HOLDERS),
  holder_name: z.string().nullable(),
  lease_id: uuid.nullable().describe('the lease whose tenant holds the set (holder TENANT)'),
  comments: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const keyHandoverSchema = z.object({
  id: uuid,
  key_set_id: uuid,
  estate_id: uuid,
  handed_over_on: isoDate,
  from_holder: z.enum(KEY_HOLDERS),
  from_name: z.string().nullable(),
  from_lease_id: uuid.nullable(),
  to_holder: z.enum(KEY_HOLDERS),
  to_name: z.string().nullable(),
  to_lease_id: uuid.nullable(),
  count: z.number().int().describe('the keys handed over'),
  held_count: z.number().int().describe('the keys the giver held'),
  missing_count: z.number().int().describe('held and not handed over: lost'),
  condition_report_id: uuid.nullable(),
  comments: z.string().nullable(),
  created_at: timestamp,
});

const estateParams = z.object({ estate_id: uuid });
const setParams = z.object({ estate_id: uuid, key_set_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const rules = { 422: problemSchema } as const;

export const keySetsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/estates/:estate_id/key-sets',
      pathParams: estateParams,
      query: listQuery(['created_at', 'key_type', 'holder']).extend({
        key_type: keyType.optional(),
        holder: holder.optional(),
        lease_id: uuid.optional(),
      }),
      responses: { 200: paginated(keySetSchema) },
      summary: 'The key sets of an estate (filters key_type, holder, lease_id)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/estates/:estate_id/key-sets',
      pathParams: estateParams,
      body: z
        .object({
          key_type: keyType,
          label: nonEmptyText(255).nullable().optional(),
          count: count.min(1),
          holder: holder.optional().describe('default LANDLORD'),
          holder_name: nonEmptyText(255).nullable().optional(),
          lease_id: uuid.nullable().optional().describe("the tenant's lease when the tenant holds the set"),
          comments: text(1000).nullable().optional(),
        })
        .strict(),
      responses: { 201: keySetSchema, ...rules },
      summary: 'Record a key set of the estate and who holds it',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/estates/:estate_id/key-sets/:key_set_id',
      pathParams: setParams,
      responses: { 200: keySetSchema },
      summary: 'One key set',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/estates/:estate_id/key-sets/:key_set_id',
      pathParams: setParams,
      body: z
        .object({
          label: nonEmptyText(255).nullable(),
          count: count.describe("changes while the landlord's side holds the set (422 while a tenant holds it)"),
          holder_name: nonEmptyText(255).nullable(),
          comments: text(1000).nullable(),
        })
        .partial()
        .strict()
        .describe('absent keeps, null removes; the holder changes by a handover'),
      responses: { 200: keySetSchema, ...rules },
      summary: 'Change the label, the count or the comments of a key set',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/estates/:estate_id/key-sets/:key_set_id',
      pathParams: setParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a key set never handed over (409 once it has a history)',
      metadata: { permission: 'properties:delete' },
    },
    handovers: {
      method: 'GET',
      path: '/estates/:estate_id/key-sets/:key_set_id/handovers',
      pathParams: setParams,
      query: listQuery(['handed_over_on', 'created_at']),
      responses: { 200: paginated(keyHandoverSchema) },
      summary: 'The handovers of a key set, oldest first',
      metadata: { ...read, list: true },
    },
    handOver: {
      method: 'POST',
      path: '/estates/:estate_id/key-sets/:key_set_id/handovers',
      pathParams: setParams,
      body: z
        .object({
          handed_over_on: isoDate
            .optional()
            .describe('not in the future, nor before the last handover; default the inspection day of the report'),
          to_holder: holder,
          to_name: nonEmptyText(255).nullable().optional(),
          lease_id: uuid
            .nullable()
            .optional()
            .describe("the receiving tenant's lease; default the entry report's lease"),
          count: count.describe('the keys handed over; fewer than held are recorded missing'),
          condition_report_id: uuid
            .nullable()
            .optional()
            .describe(
              "the entry report (keys to its lease's tenant) or the exit report (keys back from that tenant), not yet accepted",
            ),
          comments: text(1000).nullable().optional(),
        })
        .strict(),
      responses: { 201: keyHandoverSchema, 409: problemSchema, ...rules },
      summary: 'Hand a key set over: the holder gives its keys to another, with the condition report it belongs to',
      metadata: write,
    },
  },
  { commonResponses },
);
