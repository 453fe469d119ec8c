// The charge keys of a syndicate (loi 65-557 art. 10): the general key, the tantièmes of the common
// parts (al. 2), and special keys by the utility of a service or equipment (al. 1: lift, heating).
// Each lot's shares in a key are set as a whole set in one PUT, which must add up exactly to the key's
// stated total (422 otherwise): a key is never left half-filled (docs/decisions.md 260).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import { CHARGE_KEY_KINDS } from '../vocabulary/syndic.js';
import { syndicateParams } from './syndic-lots.js';

const c = initContract();

const kind = aliasedEnum(CHARGE_KEY_KINDS, spellingAliases(CHARGE_KEY_KINDS));
const tantiemes = z.number().int().min(1).max(100_000_000);

export const chargeKeySchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  code: z.string(),
  name: z.string(),
  kind: z.enum(CHARGE_KEY_KINDS).describe('GENERAL: common parts (art. 10 al. 2); SPECIAL: by utility (al. 1)'),
  stated_total: z.number().int().describe('the total of the shares stated in the règlement de copropriété'),
  shares_total: z.number().int().describe('the sum of the shares set: equal to stated_total once the key is complete'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const lotShareSchema = z.object({
  lot_id: uuid,
  lot_number: z.string(),
  shares: z.number().int(),
});

export const keySharesSchema = z.object({
  charge_key_id: uuid,
  stated_total: z.number().int(),
  complete: z.boolean().describe('the shares add up to the stated total'),
  shares: z.array(lotShareSchema).describe('in lot order'),
});

const keyParams = z.object({ syndicate_id: uuid, key_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const chargeKeysContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/charge-keys',
      pathParams: syndicateParams,
      query: listQuery(['created_at', 'code']).extend({ kind: kind.optional() }),
      responses: { 200: paginated(chargeKeySchema) },
      summary: 'The charge keys of a syndicate (filter kind)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/charge-keys',
      pathParams: syndicateParams,
      body: z.object({ code: nonEmptyText(30), name: nonEmptyText(), kind, stated_total: tantiemes }).strict(),
      responses: { 201: chargeKeySchema, 409: problemSchema },
      summary: 'Add a charge key (its code unique in the syndicate, one GENERAL key: 409)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id',
      pathParams: keyParams,
      responses: { 200: chargeKeySchema },
      summary: 'One charge key',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id',
      pathParams: keyParams,
      body: z
        .object({ code: nonEmptyText(30), name: nonEmptyText(), stated_total: tantiemes })
        .partial()
        .strict(),
      responses: { 200: chargeKeySchema, 409: problemSchema, 422: problemSchema },
      summary: 'Update a key; a stated total that its shares no longer add up to is 422 (set the shares with it)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id',
      pathParams: keyParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a key no budget, account or resolution uses (409 otherwise); its shares go with it',
      metadata: { permission: 'properties:delete' },
    },
    shares: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id/shares',
      pathParams: keyParams,
      responses: { 200: keySharesSchema },
      summary: "The lots' shares in a key",
      metadata: read,
    },
    setShares: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id/shares',
      pathParams: keyParams,
      body: z
        .object({
          shares: z
            .array(z.object({ lot_id: uuid, shares: tantiemes }).strict())
            .min(1)
            .max(10_000)
            .describe('the whole set: each lot of the syndicate at most once; lots left out have no share'),
        })
        .strict(),
      responses: { 200: keySharesSchema, 422: problemSchema },
      summary: "Replace a key's shares; they must add up exactly to its stated total (422 otherwise)",
      metadata: write,
    },
  },
  { commonResponses },
);
