import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated } from '../common.js';
import { leaseSchema, leaseStatusInput } from './leases.js';

const c = initContract();

const leaseParams = z.object({ id: z.string().uuid() });

/** Tenant-facing endpoints (spec, Authentication 3): keys bound to a lessee, scopes lessee:leases:*. */
export const lesseePortalContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/lessee/leases',
      query: listQuery(['start_date', 'end_date', 'created_at', 'status']).extend({
        status: leaseStatusInput.optional(),
      }),
      responses: { 200: paginated(leaseSchema) },
      summary: "The caller lessee's own leases (drafts excepted)",
      metadata: { permission: 'lessee:leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/lessee/leases/:id',
      pathParams: leaseParams,
      responses: { 200: leaseSchema },
      summary: "One of the caller lessee's leases (404 for any other)",
      metadata: { permission: 'lessee:leases:read' },
    },
    signedPdf: {
      method: 'GET',
      path: '/lessee/leases/:id/signed-pdf',
      pathParams: leaseParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'Download the signed lease PDF (404 until the lease is signed)',
      metadata: { permission: 'lessee:leases:download' },
    },
  },
  { commonResponses },
);
