import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { MANDATE_STATUSES } from '../vocabulary/mandates.js';
import { SIGNATURE_DOCUMENT_STATUSES } from '../vocabulary/signature.js';
import { commonResponses, email, nonEmptyText, problemSchema, text, timestamp, uuid } from '../common.js';
import { signatureProofSchema, signatureRequestSchema } from './signatures.js';

const c = initContract();

/** A management mandate signed through the signature process (docs/decisions.md 300). */

export const mandateSignatureSchema = z.object({
  document_signature_id: uuid,
  mandate_id: uuid,
  mandate_status: z.enum(MANDATE_STATUSES).describe('DRAFT until every party signed; then ACTIVE, unless refused'),
  signed_on: z.string().nullable().describe("the mandate's signature day, set once activated by the signatures"),
  event_id: z.string().describe('id of the signature.initiated event'),
  pdf_url: z.string().describe('download of the mandate PDF sent for signature'),
  status: z.enum(SIGNATURE_DOCUMENT_STATUSES),
  signature_requests: z
    .array(signatureRequestSchema)
    .describe('PROPRIETAIRE (the mandant) and MANDATAIRE (the agency)'),
  expires_at: timestamp,
  signed_pdf_url: z.string().nullable(),
  proof_url: z.string().nullable(),
  activation_refusal: z
    .object({ code: z.string(), message: z.string(), at: z.string() })
    .nullable()
    .describe(
      'why the mandate signed by every party stays DRAFT (409 of its activation: a lot under another ACTIVE mandate)',
    ),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type MandateSignatureDto = z.infer<typeof mandateSignatureSchema>;

export const initiateMandateSignatureBody = z
  .object({
    agency_signer: z
      .object({
        first_name: nonEmptyText(100),
        last_name: nonEmptyText(100),
        email,
        phone: text(30).describe('the mobile for the one-time code (E.164, or a French national number)'),
      })
      .strict()
      .describe('who signs for the agency (MANDATAIRE); the owner signs with the e-mail and mobile of their record'),
  })
  .strict();

const mandateParams = z.object({ mandate_id: uuid });
const read = { permission: 'properties:read' } as const;

export const mandateSignatureContract = c.router(
  {
    initiate: {
      method: 'POST',
      path: '/mandates/:mandate_id/signature/initiate',
      pathParams: mandateParams,
      body: initiateMandateSignatureBody,
      responses: {
        201: mandateSignatureSchema,
        200: mandateSignatureSchema.describe('the same request again: the document already under signature'),
        402: problemSchema.describe('no signature credit left; `balance` tells how many there are'),
        409: problemSchema,
        422: problemSchema.describe('owner_contact: the owner has no e-mail or mobile phone'),
      },
      summary:
        'Send a DRAFT management mandate for electronic signature by its owner and the agency: one credit, a guest link to each (503 when workflows are off)',
      metadata: { permission: 'signatures:write' },
    },
    status: {
      method: 'GET',
      path: '/mandates/:mandate_id/signature/status',
      pathParams: mandateParams,
      responses: { 200: mandateSignatureSchema },
      summary: 'The latest signature document of the mandate with its request statuses (404 when never sent)',
      metadata: read,
    },
    pdf: {
      method: 'GET',
      path: '/mandates/:mandate_id/signature/pdf',
      pathParams: mandateParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The mandate PDF sent for signature',
      metadata: read,
    },
    signedPdf: {
      method: 'GET',
      path: '/mandates/:mandate_id/signature/signed-pdf',
      pathParams: mandateParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The signed mandate: its PDF and the signature page (404 until finalized by this service)',
      metadata: read,
    },
    proof: {
      method: 'GET',
      path: '/mandates/:mandate_id/signature/proof',
      pathParams: mandateParams,
      responses: { 200: c.otherResponse({ contentType: 'application/json', body: signatureProofSchema }) },
      summary: 'The proof file of the mandate signature: hashes, events with timestamps, signers, OTP channels',
      metadata: read,
    },
  },
  { commonResponses },
);
