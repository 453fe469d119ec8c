// Lease PDFs (spec, Lease PDFs and "Generated lease PDF record"): generation in the spec's two
// shapes on one path, the PDFs recorded for a lease, their download and deletion.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  documented,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  planLimitResponse,
  problemSchema,
  timestamp,
  uuid,
} from '../common.js';
import { MOBILITY_REASONS, PDF_TEMPLATE_IDS, PDF_TEMPLATE_TYPES } from '../vocabulary/leasing.js';
import { templateValues } from '../templates/template-preview.js';
import { SYSTEM_TEMPLATE_IDS } from '../vocabulary/templates.js';

const c = initContract();

/** The spec's shape A example sends `StandardLease`: the lease contract. */
export const pdfTemplateType = aliasedEnum(PDF_TEMPLATE_TYPES, { StandardLease: 'LeaseContract' }).describe(
  "LeaseContract (alias StandardLease), Amendment, InventoryReport, RentReceipt, NoticeToVacate, OtherDocument; LeaseContract is rendered here by the built-in builder, Amendment under its amendment (POST /leases/{lease_id}/amendments/{amendment_id}/pdf); any type but Amendment prints from a template of the catalogue or of the account (template_id, else the account's default template of the type); a type with neither is a 422",
);

const productionMode = aliasedEnum(['INDIVIDUAL', 'COLLECTIVE'] as const, {
  individual: 'INDIVIDUAL',
  collective: 'COLLECTIVE',
  individuel: 'INDIVIDUAL',
  collectif: 'COLLECTIVE',
});
const items = (max: number) => z.array(nonEmptyText(300)).max(max);

/** The values a caller inserts into the lease contract: items of the contrat type the service does not record. */
export const leaseContractData = z
  .object({
    include_tenant_info: z.boolean().describe("print the lessees' birth, address, e-mail and phone (default true)"),
    include_amendments: z.boolean().describe('list the amendment documents of the lease among the annexes'),
    signature_place: nonEmptyText(100),
    signature_date: isoDate,
    lessor_agent: nonEmptyText(500).describe("the lessor's agent (mandataire): name and address"),
    mobility_reason: z
      .enum(MOBILITY_REASONS)
      .describe('bail mobilité: the situation the tenant justifies (art. 25-12)'),
    heating: productionMode.describe('heating production: INDIVIDUAL or COLLECTIVE'),
    hot_water: productionMode.describe('hot water production: INDIVIDUAL or COLLECTIVE'),
    equipment: items(50).describe('dwelling equipment besides the recorded equipment'),
    ancillary_premises: items(20).describe('private ancillary premises: cellar, parking space ...'),
    common_parts: items(50).describe('parts and equipment in common use besides those recorded on the building'),
    telecom: nonEmptyText(500).describe('TV reception, internet connection'),
    works: nonEmptyText(2000).describe('nature and amount of the works since the last lease (art. 3 9°)'),
    previous_rent: money(100_000_000, 0.01).describe("the previous tenant's last monthly rent, euros"),
    previous_rent_paid_on: isoDate,
    previous_rent_revised_on: isoDate,
    rent_supplement_justification: nonEmptyText(2000),
    irl_reference_quarter: nonEmptyText(50).describe('e.g. "2e trimestre 2024"'),
    special_clauses: z.array(nonEmptyText(2000)).max(30),
  })
  .partial()
  .strict();

export const generateLeasePdfBody = z
  .object({
    template_type: pdfTemplateType,
    // Documented: the two ids every account has; an account's own templates (GET /templates) are accepted too.
    template_id: documented(z.string().uuid(), {
      enum: [PDF_TEMPLATE_IDS.LeaseContract, SYSTEM_TEMPLATE_IDS.LeaseContract],
    })
      .optional()
      .describe(
        `the built-in LeaseContract builder (${PDF_TEMPLATE_IDS.LeaseContract}), a system template of GET /template-catalogue or one of the account's templates (GET /templates) of the same type; another id is a 404`,
      ),
    template_version: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("with an account template's template_id: the published version to print (its last one when absent)"),
    values: templateValues
      .optional()
      .describe("with a template_id of the catalogue or the account: values of the template type's own variables"),
    include_amendments: z.boolean().optional(),
    include_tenant_info: z.boolean().optional(),
    data: leaseContractData.optional(),
    options: z
      .object({
        page_numbers: z.boolean().describe('"Page n sur N" on every page (default true)'),
        signature_blocks: z.boolean().describe('signature boxes at the end (default true)'),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const key of ['include_amendments', 'include_tenant_info'] as const) {
      const inData = body.data?.[key];
      if (body[key] !== undefined && inData !== undefined && inData !== body[key])
        ctx.addIssue({ code: 'custom', path: ['data', key], message: `contradicts ${key} of the body` });
    }
  });

export const leasePdfSchema = z.object({
  id: uuid,
  lease_id: uuid,
  amendment_id: uuid.nullable().describe('the amendment the PDF states (template_type Amendment), else null'),
  template_id: uuid,
  template_type: z.enum(PDF_TEMPLATE_TYPES),
  template_version: z.number().int(),
  file_path: z.string().describe('URL path of the file (GET it for the bytes)'),
  file_size: z.number().int().describe('bytes'),
  pages: z.number().int(),
  sha256: z.string().describe('hex SHA-256 of the file, its ETag'),
  custom_variables: z.record(z.unknown()).nullable().describe('the variables the PDF was generated with'),
  creation_timestamp: timestamp,
  created_at: timestamp,
});
export type LeasePdfDto = z.infer<typeof leasePdfSchema>;

export const generatedLeasePdfSchema = leasePdfSchema.extend({
  pdf_id: uuid,
  status: z.literal('Generated'),
  download_url: z.string(),
  missing_mentions: z
    .array(z.object({ mention: z.string(), source: z.string() }))
    .describe('mandatory mentions the recorded facts could not fill: left blank in the PDF, to complete'),
});

const pdfBytes = c.otherResponse({ contentType: 'application/pdf', body: z.any() });
const leaseParams = z.object({ lease_id: uuid });
const pdfParams = z.object({ pdf_id: uuid });

export const leasePdfsContract = c.router(
  {
    generate: {
      method: 'POST',
      path: '/leases/:lease_id/pdf',
      pathParams: leaseParams,
      body: generateLeasePdfBody,
      responses: { 200: pdfBytes, 201: generatedLeasePdfSchema, 422: problemSchema, ...planLimitResponse },
      summary:
        'Generate the lease contract PDF: shape A records it (201 JSON), shape B streams it (200 application/pdf)',
      description: [
        'One path, the two shapes of the spec. **Shape B** when the body has `data` or the request sends',
        '`Accept: application/pdf` (and not application/json first): the answer is the PDF itself (200,',
        '`application/pdf`) with `X-Cache: HIT|MISS` and `Server-Timing` (facts, cache, render), and nothing is',
        'recorded. **Shape A** otherwise (`template_type` without `data`): the PDF is recorded and the answer is',
        '201 JSON `{pdf_id, status: "Generated", download_url, pages, created_at}` with the record and the',
        'mandatory mentions the recorded facts could not fill. Both render through the content-addressed cache',
        '(template type and builder version plus a hash of the data). 404 for a lease of another tenant or an',
        'unknown template_id; 422 for a template type without a template, a template of another type, a',
        'template broken at render (its budget: time, memory, output size) or a non-residential lease. With a',
        "`template_id` of GET /template-catalogue or GET /templates (or the account's default template of the type),",
        "that template's published version (or `template_version`) prints over the lease's facts and `values`; the",
        'record names the template and its version (docs/decisions.md 255). 503 when',
        'the PDF renderer (Gotenberg) fails.',
      ].join(' '),
      metadata: { permission: 'leases:write' },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/pdfs',
      pathParams: leaseParams,
      query: listQuery(['created_at', 'file_size', 'pages', 'template_type']).extend({
        template_type: pdfTemplateType.optional(),
        created_at_from: isoDate.optional(),
        created_at_to: isoDate.optional(),
      }),
      responses: { 200: paginated(leasePdfSchema) },
      summary: 'The PDFs recorded for a lease (newest first)',
      metadata: { permission: 'leases:read', list: true },
    },
    download: {
      method: 'GET',
      path: '/leases/pdf/:pdf_id',
      pathParams: pdfParams,
      responses: {
        200: pdfBytes,
        206: pdfBytes,
        304: c.noBody(),
        416: problemSchema,
      },
      summary: 'The PDF file: strong ETag, If-None-Match (304) and single byte ranges (206, 416)',
      description:
        'application/pdf with `ETag` (the SHA-256), `Accept-Ranges: bytes`, `Content-Disposition`. `If-None-Match` with the ETag answers 304. `Range: bytes=a-b` (one range) answers 206 with `Content-Range`; a range outside the file answers 416 with `Content-Range: bytes */size`; several ranges or a malformed header are ignored (200, the whole file).',
      metadata: { permission: 'leases:read' },
    },
    remove: {
      method: 'DELETE',
      path: '/leases/pdf/:pdf_id',
      pathParams: pdfParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a recorded PDF: the record, then its file (409 while a signature refers to it)',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
