// The cache of PDF renders (spec, Leases: GET /leases/cache/stats, POST /leases/cache/clear), per tenant.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, noBody, timestamp } from '../common.js';

const c = initContract();

export const pdfCacheStatsSchema = z.object({
  hits: z.number().int(),
  misses: z.number().int(),
  entries: z.number().int(),
  bytes: z.number().int(),
  hit_ratio: z.number().min(0).max(1).describe('hits / (hits + misses); 0 before the first render'),
  since: timestamp.describe('start of the counters: the first render, or the last clear'),
});

export const pdfCacheClearedSchema = z.object({
  cleared_entries: z.number().int(),
  cleared_bytes: z.number().int(),
  stats: pdfCacheStatsSchema,
});

export const leasePdfCacheContract = c.router(
  {
    stats: {
      method: 'GET',
      path: '/leases/cache/stats',
      responses: { 200: pdfCacheStatsSchema },
      summary: "Statistics of the tenant's cache of PDF renders",
      metadata: { permission: 'leases:read' },
    },
    clear: {
      method: 'POST',
      path: '/leases/cache/clear',
      body: noBody,
      responses: { 200: pdfCacheClearedSchema },
      summary: "Empty the tenant's cache of PDF renders (recorded PDFs stay) and restart its counters",
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
