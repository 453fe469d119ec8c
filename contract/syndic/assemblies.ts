// General assemblies of the co-owners (décret 67-223 art. 9: convened at least 21 clear days before,
// save urgency) and their resolutions, each with its votes by tantièmes and the result its majority
// gives (loi 65-557 art. 24, 25, 25-1, 26, 26-1; docs/decisions.md 262 and 263).
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
import { DECIDING_VOTES, MAJORITIES, RESOLUTION_RESULTS } from '../vocabulary/syndic.js';
import { syndicateParams } from './syndic-lots.js';

const c = initContract();

const majority = aliasedEnum(MAJORITIES, spellingAliases(MAJORITIES));
const votes = z.number().int().min(0).max(100_000_000);
const members = z.number().int().min(0).max(100_000);

export const assemblySchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  held_on: isoDate,
  convened_on: isoDate.describe('the day the convocation was first presented'),
  urgent: z.boolean(),
  short_notice: z.boolean().describe('convened less than 21 clear days before, under urgency'),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const tallySchema = {
  votes_for: z.number().int(),
  votes_against: z.number().int(),
  votes_abstaining: z.number().int(),
  votes_absent: z.number().int(),
};

export const resolutionSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  assembly_id: uuid,
  charge_key_id: uuid.describe('the key whose tantièmes carry the votes'),
  position: z.number().int(),
  subject: z.string(),
  majority: z.enum(MAJORITIES),
  votes_total: z.number().int().describe("all the co-owners' votes: the key's stated total"),
  ...tallySchema,
  members_total: z.number().int().nullable(),
  members_present: z.number().int().nullable(),
  members_for: z.number().int().nullable(),
  second_vote: z
    .object({ majority: z.enum(MAJORITIES), ...tallySchema, result: z.enum(RESOLUTION_RESULTS) })
    .nullable()
    .describe('the immediate second vote of art. 25-1 (under art. 24) or art. 26-1 (under art. 25)'),
  result: z.enum(RESOLUTION_RESULTS),
  deciding_vote: z.enum(DECIDING_VOTES),
  created_at: timestamp,
  updated_at: timestamp,
});

const tallyBody = {
  votes_for: votes,
  votes_against: votes,
  votes_abstaining: votes,
  votes_absent: votes.describe('the tantièmes of the co-owners neither present, represented nor voting by post'),
};

const assemblyParams = z.object({ syndicate_id: uuid, assembly_id: uuid });
const resolutionParams = z.object({ syndicate_id: uuid, assembly_id: uuid, resolution_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const assembliesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/assemblies',
      pathParams: syndicateParams,
      query: listQuery(['held_on', 'created_at']),
      responses: { 200: paginated(assemblySchema) },
      summary: 'The general assemblies of a syndicate',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/assemblies',
      pathParams: syndicateParams,
      body: z
        .object({
          held_on: isoDate,
          convened_on: isoDate.describe('the day the convocation was first presented to the co-owners'),
          urgent: z
            .boolean()
            .optional()
            .describe('urgency (art. 9 "sauf urgence"): allows fewer than 21 clear days, recorded as short_notice'),
          location: nonEmptyText().nullable().optional(),
          notes: text(5000).nullable().optional(),
        })
        .strict(),
      responses: { 201: assemblySchema, 422: problemSchema },
      summary: 'Record a general assembly; a convocation under 21 clear days is 422 unless urgent',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/assemblies/:assembly_id',
      pathParams: assemblyParams,
      responses: { 200: assemblySchema },
      summary: 'One general assembly',
      metadata: read,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:syndicate_id/assemblies/:assembly_id',
      pathParams: assemblyParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete an assembly that voted no budget and approved no accounts (409 otherwise)',
      metadata: { permission: 'properties:delete' },
    },
    resolutions: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/assemblies/:assembly_id/resolutions',
      pathParams: assemblyParams,
      query: listQuery(['position', 'created_at']),
      responses: { 200: paginated(resolutionSchema) },
      summary: 'The resolutions of an assembly',
      metadata: { ...read, list: true },
    },
    resolution: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/assemblies/:assembly_id/resolutions/:resolution_id',
      pathParams: resolutionParams,
      responses: { 200: resolutionSchema },
      summary: 'One resolution',
      metadata: read,
    },
    addResolution: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/assemblies/:assembly_id/resolutions',
      pathParams: assemblyParams,
      body: z
        .object({
          subject: nonEmptyText(2000),
          majority,
          charge_key_id: uuid.optional().describe('default the general key'),
          ...tallyBody,
          members_total: members.optional().describe('ART_26: all the members of the syndicate'),
          members_present: members.optional().describe('ART_26: members present, represented or voting by post'),
          members_for: members.optional().describe('ART_26: members voting for'),
          second_vote: z
            .object(tallyBody)
            .strict()
            .optional()
            .describe('the immediate second vote, required when art. 25-1 or 26-1 calls for it (422 otherwise)'),
        })
        .strict()
        .describe('the four tallies add up to the key total (422 otherwise)'),
      responses: { 201: resolutionSchema, 422: problemSchema },
      summary: 'Record a resolution and its votes; the result follows from its majority',
      metadata: write,
    },
  },
  { commonResponses },
);
