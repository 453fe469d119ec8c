import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, timestamp, uuid } from '../common.js';
import { amendmentParams } from './amendments.js';
import { HISTORY_CHANGE_TYPES } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentHistoryEntrySchema = z.object({
  id: uuid,
  amendment_id: uuid,
  change_type: z.enum(HISTORY_CHANGE_TYPES),
  change_date: timestamp,
  performed_by: uuid.describe('the API key (principal) that made the change'),
  previous_values: z.record(z.unknown()).nullable(),
  new_values: z.record(z.unknown()).nullable(),
  change_reason: z.string().nullable(),
});

const read = { permission: 'leases:read' } as const;

export const amendmentHistoryContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/history',
      pathParams: amendmentParams,
      query: listQuery(['change_date', 'change_type']).extend({ change_type: z.enum(HISTORY_CHANGE_TYPES).optional() }),
      responses: { 200: paginated(amendmentHistoryEntrySchema) },
      summary: 'The history of an amendment, oldest first (read-only: any write is a 405)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/history/:history_entry_id',
      pathParams: amendmentParams.extend({ history_entry_id: uuid }),
      responses: { 200: amendmentHistoryEntrySchema },
      summary: 'One history entry',
      metadata: read,
    },
  },
  { commonResponses },
);
