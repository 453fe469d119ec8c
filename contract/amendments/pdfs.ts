// The amendment PDF (docs/decisions.md 147): the amendment stated as a document through the lease
// PDF renderer (template_type Amendment), recorded among the lease's PDFs and downloaded, like them,
// at GET /leases/pdf/{pdf_id}.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  documented,
  isoDate,
  listQuery,
  paginated,
  planLimitResponse,
  problemSchema,
} from '../common.js';
import { PDF_TEMPLATE_IDS } from '../vocabulary/leasing.js';
import { amendmentParams } from './amendments.js';
import { generatedLeasePdfSchema, leasePdfSchema } from '../leasing/lease-pdfs.js';

const c = initContract();

export const generateAmendmentPdfBody = z
  .object({
    template_type: z
      .literal('Amendment')
      .describe('the template type of the PDF record (as POST /leases/{lease_id}/pdf takes it)'),
    template_id: documented(z.string().uuid(), { enum: [PDF_TEMPLATE_IDS.Amendment] })
      .optional()
      .describe('the Amendment template (its id is on every amendment PDF record); another id is a 400 or a 404'),
  })
  .strict();

export const amendmentPdfsContract = c.router(
  {
    generate: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/pdf',
      pathParams: amendmentParams,
      body: generateAmendmentPdfBody,
      responses: {
        200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }),
        201: generatedLeasePdfSchema,
        422: problemSchema,
        ...planLimitResponse,
      },
      summary:
        'Generate the amendment PDF (avenant, in French): recorded (201 JSON) or, with Accept: application/pdf, streamed (200)',
      description: [
        'The document states the parties of the lease, the lease amended, the amendment (number, type, title,',
        'description, effective date) and its rent (old and new rent and charges) or duration details (old and new',
        'end date, extension), with signature boxes. It renders through the lease PDF renderer and its cache',
        '(template_type Amendment). Without `Accept: application/pdf` it is recorded among the lease PDFs with',
        '`amendment_id` and answered as POST /leases/{lease_id}/pdf answers (201); that record is the `pdf_id` to',
        'send for signature. Any status may be rendered; 404 for an amendment of another lease or tenant, 400 for',
        'a template_id of another type, 503 when the PDF renderer fails.',
      ].join(' '),
      metadata: { permission: 'leases:write' },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/pdfs',
      pathParams: amendmentParams,
      query: listQuery(['created_at', 'file_size', 'pages', 'template_type']).extend({
        created_at_from: isoDate.optional(),
        created_at_to: isoDate.optional(),
      }),
      responses: { 200: paginated(leasePdfSchema) },
      summary: 'The PDFs recorded for an amendment (newest first); download each at GET /leases/pdf/{pdf_id}',
      metadata: { permission: 'leases:read', list: true },
    },
  },
  { commonResponses },
);
