import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  OTP_CHANNELS,
  SIGNATURE_DOCUMENT_STATUSES,
  SIGNATURE_REQUEST_STATUSES,
  LEASE_SIGNER_TYPES,
  SIGNER_TYPES,
} from '../vocabulary/signature.js';
import { commonResponses, email, nonEmptyText, problemSchema, text, timestamp, uuid } from '../common.js';

const c = initContract();

/** Spec, "Signature document and signature requests". */

export const signatureRequestSchema = z.object({
  id: uuid,
  signer_type: z
    .enum(SIGNER_TYPES)
    .describe("PROPRIETAIRE for the owner, LOCATAIRE for the tenant, MANDATAIRE for the agency (a mandate's)"),
  signer_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  person_id: uuid,
  status: z
    .enum(SIGNATURE_REQUEST_STATUSES)
    .describe('PENDING, SIGNED by the signer, COMPLETED by the worker operation, EXPIRED unsigned at expires_at'),
  expires_at: timestamp,
  signed_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
});

export const signatureDocumentSchema = z.object({
  document_signature_id: uuid,
  lease_id: uuid,
  event_id: z.string().describe('id of the signature.initiated event (spec, Events 2)'),
  pdf_id: uuid,
  media_id: uuid.describe('the signed media: the generated lease PDF (same as pdf_id)'),
  pdf_url: z.string().describe('download of the PDF being signed'),
  status: z.enum(SIGNATURE_DOCUMENT_STATUSES),
  signature_requests: z.array(signatureRequestSchema),
  expires_at: timestamp,
  signed_pdf_url: z.string().nullable(),
  proof_url: z.string().nullable().describe('the proof file (hashes, events, signers), once finalized'),
  lease_status: z.string().describe('the lease status now (ACTIVE once every signer signed and it was finalized)'),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type SignatureDocumentDto = z.infer<typeof signatureDocumentSchema>;

/** The proof file (docs/decisions.md 70): what was signed, by whom, how and when. */
export const signatureProofSchema = z.object({
  format: z.string().describe('rental-service signature proof, version 1'),
  document_signature_id: uuid,
  lease_id: uuid.nullable().describe("null for a mandate's document"),
  amendment_id: uuid.nullable(),
  mandate_id: uuid.nullable().optional().describe("the management mandate signed, for a mandate's document"),
  lease_reference: z.string().nullable(),
  event_id: z.string(),
  files: z.array(
    z.object({ name: z.string(), role: z.string(), sha256: z.string().nullable().describe('hex SHA-256') }),
  ),
  signers: z.array(
    z.object({
      signer_type: z.enum(SIGNER_TYPES),
      person_id: uuid,
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string(),
      otp_channel: z.enum(OTP_CHANNELS).nullable(),
      signed_at: timestamp.nullable(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      signature_hash: z.string().nullable(),
    }),
  ),
  events: z.array(z.object({ type: z.string(), at: timestamp, signer_type: z.enum(SIGNER_TYPES).optional() })),
});
export type SignatureProof = z.infer<typeof signatureProofSchema>;

export const signerBody = z
  .object({
    signer_type: z.enum(LEASE_SIGNER_TYPES),
    first_name: nonEmptyText(100),
    last_name: nonEmptyText(100),
    person_id: uuid.describe('the owner (PROPRIETAIRE) or the lessee (LOCATAIRE) of the lease'),
    email,
    phone: text(30).describe('the signer mobile, for the one-time code (E.164, or a French national number)'),
  })
  .strict();

export const initiateSignatureBody = z
  .object({
    pdf_id: uuid.describe('a generated PDF of this lease (POST /leases/{lease_id}/pdf)'),
    signers: z.array(signerBody).min(1).max(2).describe('one PROPRIETAIRE and one LOCATAIRE'),
  })
  .strict();

const leaseParams = z.object({ lease_id: uuid });

export const signaturesContract = c.router(
  {
    initiate: {
      method: 'POST',
      path: '/leases/:lease_id/signature/initiate',
      pathParams: leaseParams,
      body: initiateSignatureBody,
      responses: {
        201: signatureDocumentSchema,
        200: signatureDocumentSchema.describe('the same request again: the document already under signature'),
        402: problemSchema.describe(
          "no signature credit left (`balance` tells how many there are), or over the plan's signatures per period (`limit`, `plan`)",
        ),
        409: problemSchema,
      },
      summary:
        'Send a lease PDF for electronic signature: one credit, the lease DRAFT -> PENDING_SIGNATURE, a guest link to each signer (503 when workflows are off)',
      metadata: { permission: 'signatures:write' },
    },
    status: {
      method: 'GET',
      path: '/leases/:lease_id/signature/status',
      pathParams: leaseParams,
      responses: { 200: signatureDocumentSchema },
      summary: 'The latest signature document of the lease with its request statuses (404 when never sent)',
      metadata: { permission: 'leases:read' },
    },
    signedPdf: {
      method: 'GET',
      path: '/leases/:lease_id/signature/signed-pdf',
      pathParams: leaseParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The signed PDF: the contract and its signature page (404 until finalized by this service)',
      metadata: { permission: 'leases:read' },
    },
    proof: {
      method: 'GET',
      path: '/leases/:lease_id/signature/proof',
      pathParams: leaseParams,
      responses: { 200: c.otherResponse({ contentType: 'application/json', body: signatureProofSchema }) },
      summary: 'The proof file: hashes of every file, events with timestamps, signers, OTP channels',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
