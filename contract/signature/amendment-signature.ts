// The signature of an amendment (docs/decisions.md 148): the same process as a lease's (signature
// documents and requests, guest links, the worker endpoints keyed by the document), on a PDF of
// the amendment; the amendment goes VALIDATED -> PENDING_SIGNATURE on initiate and ACTIVE once finalized.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema, uuid } from '../common.js';
import { amendmentParams } from '../amendments/amendments.js';
import { signatureDocumentSchema, signatureProofSchema, signerBody } from './signatures.js';
import { AMENDMENT_STATUSES } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentSignatureSchema = signatureDocumentSchema.extend({
  amendment_id: uuid,
  amendment_status: z
    .enum(AMENDMENT_STATUSES)
    .describe('the amendment status now (ACTIVE once every signer signed and it was finalized)'),
});
export type AmendmentSignatureDto = z.infer<typeof amendmentSignatureSchema>;

export const initiateAmendmentSignatureBody = z
  .object({
    pdf_id: uuid.describe('a PDF of this amendment (POST /leases/{lease_id}/amendments/{amendment_id}/pdf)'),
    signers: z.array(signerBody).min(1).max(2).describe('one PROPRIETAIRE and one LOCATAIRE of the lease'),
  })
  .strict();

const read = { permission: 'leases:read' } as const;

export const amendmentSignatureContract = c.router(
  {
    initiate: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/signature/initiate',
      pathParams: amendmentParams,
      body: initiateAmendmentSignatureBody,
      responses: {
        201: amendmentSignatureSchema,
        200: amendmentSignatureSchema.describe('the same request again: the document already under signature'),
        402: problemSchema.describe(
          "no signature credit left (`balance` tells how many there are), or over the plan's signatures per period (`limit`, `plan`)",
        ),
        409: problemSchema,
      },
      summary:
        'Send an amendment PDF for electronic signature: one credit, the amendment VALIDATED -> PENDING_SIGNATURE, a guest link to each signer (409 with allowed_next_statuses otherwise, or for a PDF out of date; 503 when workflows are off)',
      metadata: { permission: 'signatures:write' },
    },
    status: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/signature/status',
      pathParams: amendmentParams,
      responses: { 200: amendmentSignatureSchema },
      summary: 'The latest signature document of the amendment with its request statuses (404 when never sent)',
      metadata: read,
    },
    signedPdf: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/signature/signed-pdf',
      pathParams: amendmentParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The signed amendment PDF with its signature page (404 until finalized by this service)',
      metadata: read,
    },
    proof: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/signature/proof',
      pathParams: amendmentParams,
      responses: { 200: c.otherResponse({ contentType: 'application/json', body: signatureProofSchema }) },
      summary: 'The proof file of the amendment signature: hashes, events with timestamps, signers, OTP channels',
      metadata: read,
    },
  },
  { commonResponses },
);
