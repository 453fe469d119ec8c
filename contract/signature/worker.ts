import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema, text, uuid } from '../common.js';
import { AMENDMENT_STATUSES } from '../vocabulary/amendments.js';
import { MANDATE_STATUSES } from '../vocabulary/mandates.js';
import { SIGNATURE_DOCUMENT_STATUSES, SIGNER_TYPES } from '../vocabulary/signature.js';

const c = initContract();

const documentParams = z.object({ document_signature_id: uuid });
const worker = { permission: 'signatures:write', worker: true } as const;

/** A URL the signed files can be fetched at (http or https). */
const fileUrl = z
  .string()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'an http or https URL');

export const completeSignatureResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  document_signature_id: uuid,
  signer_type: z.enum(SIGNER_TYPES),
  signature_request_id: uuid,
});

export const finalizeSignatureResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  document_signature_id: uuid,
  document_status: z.enum(SIGNATURE_DOCUMENT_STATUSES),
  lease_status: z.string().nullable().describe("the lease status now; null for a mandate's document"),
  mandate_id: uuid.nullable().optional().describe("the management mandate signed, for a mandate's document"),
  mandate_status: z
    .enum(MANDATE_STATUSES)
    .nullable()
    .optional()
    .describe('the mandate status now (ACTIVE once finalized, unless activation_refusal says why not)'),
  activation_refusal: z
    .object({ code: z.string(), message: z.string(), at: z.string() })
    .nullable()
    .optional()
    .describe('why a mandate signed by every party stays DRAFT (a lot under another ACTIVE mandate)'),
  amendment_id: uuid.nullable().describe("the amendment signed, when the document is an amendment's"),
  amendment_status: z
    .enum(AMENDMENT_STATUSES)
    .nullable()
    .describe('the amendment status now (ACTIVE once finalized in full), null for a lease signature'),
});

/**
 * Worker endpoints (spec, "Worker endpoints"): X-API-Key with a worker key and X-Tenant-ID. Our own
 * signature workflow calls them through this contract's typed client; any authorised worker may.
 */
export const signatureWorkerContract = c.router(
  {
    complete: {
      method: 'POST',
      path: '/leases/signatures/:document_signature_id/complete/:signer_type',
      pathParams: documentParams.extend({ signer_type: z.enum(SIGNER_TYPES) }),
      body: z
        .object({ signature_hash: text(255).optional().describe('hash of the signature, for traceability') })
        .strict()
        .optional(),
      responses: { 200: completeSignatureResponse, 409: problemSchema },
      summary:
        "Set the signer's request COMPLETED (rule 1); a replay answers the same and changes nothing (409 once expired or with another hash)",
      metadata: worker,
    },
    finalize: {
      method: 'POST',
      path: '/leases/signatures/:document_signature_id/finalize',
      pathParams: documentParams,
      body: z
        .object({
          signed_pdf_url: fileUrl.describe('where the signed PDF is'),
          archive_url: fileUrl.optional().describe('the timestamped archive (proof file)'),
        })
        .strict(),
      responses: { 200: finalizeSignatureResponse, 409: problemSchema },
      summary:
        "Mark the document COMPLETED; with every request COMPLETED the lease (or, for an amendment's document, the amendment) becomes ACTIVE and a finalization event is published (rules 2-3); a replay changes nothing",
      metadata: worker,
    },
  },
  { commonResponses },
);
