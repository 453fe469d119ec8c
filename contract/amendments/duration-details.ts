import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { amendmentParams } from './amendments.js';

const c = initContract();

export const amendmentDurationDetailSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  old_end_date: isoDate,
  new_end_date: isoDate,
  extension_months: z.number().int().describe('whole months from the old end date to the new one (negative: earlier)'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const durationDetailBody = z
  .object({
    new_end_date: isoDate,
    extension_months: z.number().int().min(-120).max(120),
  })
  .partial()
  .strict()
  .describe('exactly one of new_end_date and extension_months');

const detailParams = amendmentParams.extend({ duration_detail_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const refusals = { 409: problemSchema, 422: problemSchema };

export const amendmentDurationDetailsContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/duration-details',
      pathParams: amendmentParams,
      body: durationDetailBody,
      responses: { 201: amendmentDurationDetailSchema, ...refusals },
      summary:
        'The new end date of a DRAFT DURATION_CHANGE amendment (409 not a draft or already given; 422 a duration the lease type does not allow)',
      metadata: { ...write, exactlyOneOf: ['new_end_date', 'extension_months'] },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/duration-details',
      pathParams: amendmentParams,
      query: listQuery(['created_at']),
      responses: { 200: paginated(amendmentDurationDetailSchema) },
      summary: 'The duration details of an amendment (at most one)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/duration-details/:duration_detail_id',
      pathParams: detailParams,
      responses: { 200: amendmentDurationDetailSchema },
      summary: 'Duration details',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/duration-details/:duration_detail_id',
      pathParams: detailParams,
      body: durationDetailBody,
      responses: { 200: amendmentDurationDetailSchema, ...refusals },
      summary: 'Change the duration details of a DRAFT amendment (same rules as create)',
      metadata: { ...write, exactlyOneOf: ['new_end_date', 'extension_months'] },
    },
  },
  { commonResponses },
);
