// The global catalogue of system annexes (spec, "Rules stated", lease annexes): shared by every tenant.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated } from '../common.js';
import { ANNEX_SOURCE_CATEGORIES, ANNEX_CODES } from '../vocabulary/annexes.js';

const c = initContract();

export const annexCatalogueEntrySchema = z.object({
  code: z.enum(ANNEX_CODES),
  name: z.string(),
  description: z.string(),
  source_category: z
    .enum(ANNEX_SOURCE_CATEGORIES)
    .describe(
      'STATIC_FILE: a file of the service; GENERATED: a PDF made from lease data; USER_UPLOAD: a file a user uploads',
    ),
  legal_reference: z.string().nullable(),
});
export type AnnexCatalogueEntryDto = z.infer<typeof annexCatalogueEntrySchema>;

export const annexCatalogueContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/annex-catalogue',
      query: listQuery(['code', 'source_category'], 50).extend({
        source_category: z.enum(ANNEX_SOURCE_CATEGORIES).optional(),
      }),
      responses: { 200: paginated(annexCatalogueEntrySchema) },
      summary: 'The global catalogue of system annexes, shared by all tenants',
      metadata: { permission: 'leases:read', list: true },
    },
  },
  { commonResponses },
);
