// The lots of a syndicate: private parts numbered in the règlement de copropriété, each with its
// co-owner (an owner or a contact of this account; one co-owner may hold several lots) and, when the
// lot is one of this account's estates, that estate.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const syndicLotSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  number: z.string().describe('the lot number in the règlement de copropriété'),
  estate_id: uuid.nullable(),
  co_owner_owner_id: uuid.nullable(),
  co_owner_contact_id: uuid.nullable(),
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  number: nonEmptyText(30),
  estate_id: uuid.nullable(),
  co_owner_owner_id: uuid
    .nullable()
    .describe('the co-owner when an owner of this account (not with co_owner_contact_id)'),
  co_owner_contact_id: uuid.nullable().describe('the co-owner when a contact of this account'),
  description: text(2000).nullable(),
};

export const syndicateParams = z.object({ syndicate_id: uuid });
const lotParams = z.object({ syndicate_id: uuid, lot_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const syndicLotsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/lots',
      pathParams: syndicateParams,
      query: listQuery(['created_at', 'number']).extend({
        estate_id: uuid.optional(),
        co_owner_owner_id: uuid.optional(),
        co_owner_contact_id: uuid.optional(),
      }),
      responses: { 200: paginated(syndicLotSchema) },
      summary: 'The lots of a syndicate (filters estate_id, co_owner_owner_id, co_owner_contact_id)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/lots',
      pathParams: syndicateParams,
      body: z.object({ number: fields.number, ...z.object(fields).omit({ number: true }).partial().shape }).strict(),
      responses: { 201: syndicLotSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Add a lot (its number unique in the syndicate: 409)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/lots/:lot_id',
      pathParams: lotParams,
      responses: { 200: syndicLotSchema },
      summary: 'One lot',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/lots/:lot_id',
      pathParams: lotParams,
      body: z.object(fields).partial().strict().describe('absent keeps, null removes, a value replaces'),
      responses: { 200: syndicLotSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Update a lot: its number, estate, co-owner or description',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:syndicate_id/lots/:lot_id',
      pathParams: lotParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: "Delete a lot that has no shares in any key (409: set the keys' shares without it first)",
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
