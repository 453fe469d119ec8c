// The credit ledger and the electronic signature (core/credits, core/signature).
import { defineEntity } from '@mikro-orm/core';
import { CREDIT_ENTRY_KINDS } from '../../../contract/vocabulary/credits.js';
import { CreditEntry } from '../../../core/credits/credit-entry.js';
import {
  OTP_CHANNELS,
  SIGNATURE_DOCUMENT_STATUSES,
  SIGNATURE_REQUEST_STATUSES,
  SIGNER_TYPES,
} from '../../../contract/vocabulary/signature.js';
import {
  type ActivationRefusal,
  SignatureDocument,
  SignatureRequest,
} from '../../../core/signature/signature-document.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

export const CreditEntryEntity = defineEntity({
  class: CreditEntry,
  tableName: 'credit_entries',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    kind: p.enum(CREDIT_ENTRY_KINDS),
    amount: p.integer(),
    reference: p.string().length(255).nullable(),
    note: p.string().length(500).nullable(),
    created_at: createdAt(),
  },
});

export const SignatureDocumentEntity = defineEntity({
  class: SignatureDocument,
  tableName: 'signature_documents',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().nullable(),
    amendment_id: p.uuid().nullable(),
    mandate_id: p.uuid().nullable(),
    pdf_id: p.uuid().nullable(),
    event_id: p.string().length(100),
    status: p.enum(SIGNATURE_DOCUMENT_STATUSES),
    request_fingerprint: p.string().length(64),
    expires_at: p.datetime(),
    reminder_days: p.json<number[]>(),
    signed_pdf_url: p.string().length(2048).nullable(),
    proof_url: p.string().length(2048).nullable(),
    signed_lease_document_id: p.uuid().nullable(),
    activation_refusal: p.json<ActivationRefusal>().nullable(),
    completed_at: p.datetime().nullable(),
    expired_at: p.datetime().nullable(),
  },
});

export const SignatureRequestEntity = defineEntity({
  class: SignatureRequest,
  tableName: 'signature_requests',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    document_id: p.uuid(),
    signer_type: p.enum(SIGNER_TYPES),
    first_name: p.string().length(100),
    last_name: p.string().length(100),
    person_id: p.uuid(),
    signer_email: p.string().length(255),
    phone: p.string().length(20),
    status: p.enum(SIGNATURE_REQUEST_STATUSES),
    expires_at: p.datetime(),
    token_hash: p.string().length(64).nullable(),
    otp_hash: p.string().length(64).nullable(),
    otp_channel: p.enum(OTP_CHANNELS).nullable(),
    otp_expires_at: p.datetime().nullable(),
    otp_sent_count: p.integer(),
    otp_last_sent_at: p.datetime().nullable(),
    otp_failed_attempts: p.integer(),
    locked_at: p.datetime().nullable(),
    signed_at: p.datetime().nullable(),
    signed_ip: p.string().length(64).nullable(),
    signed_user_agent: p.string().length(500).nullable(),
    signature_image_key: p.string().length(255).nullable(),
    signature_image_type: p.string().length(50).nullable(),
    signature_image_sha256: p.string().length(64).nullable(),
    signature_hash: p.string().length(255).nullable(),
    completed_at: p.datetime().nullable(),
  },
});

export const signatureEntities = [CreditEntryEntity, SignatureDocumentEntity, SignatureRequestEntity];
