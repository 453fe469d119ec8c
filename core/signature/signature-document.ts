// Signature document and signature requests (spec, "Signature document and signature requests";
// "States and transitions", Signature document). A document is SIGNING after initiation and
// COMPLETED once finalized; EXPIRED when its requests passed expires_at unsigned (the spec leaves
// that behaviour open: docs/decisions.md 67). A request is PENDING, SIGNED by its signer (guest
// signature), COMPLETED by the worker operation, or EXPIRED.
import type {
  SignatureDocumentStatus,
  SignatureRequestStatus,
  SignerType,
  OtpChannel,
} from '../../contract/vocabulary/signature.js';

export class SignatureDocument {
  id!: string;
  tenant_id!: string;
  /** The lease signed (or whose amendment is); null for a mandate's document. */
  lease_id: string | null = null;
  /** The amendment signed, when the document is an amendment's (docs/decisions.md 148); null for the lease itself. */
  amendment_id: string | null = null;
  /** The management mandate signed, when the document is a mandate's (docs/decisions.md 300). */
  mandate_id: string | null = null;
  /** The generated lease PDF being signed; null for a mandate's (its PDF is kept with the document's files). */
  pdf_id: string | null = null;
  /** Spec, Events 2: the id of the `signature.initiated` event in the outbox. */
  event_id!: string;
  status: SignatureDocumentStatus = 'SIGNING';
  /** What was asked for (pdf and signers, normalised): a second initiate is the same request or a conflict. */
  request_fingerprint!: string;
  expires_at!: Date;
  /** Days before expires_at the signers still to sign are reminded. */
  reminder_days: number[] = [];
  signed_pdf_url: string | null = null;
  /** Spec: proof_url; given to finalize as archive_url. */
  proof_url: string | null = null;
  /** The lease document (type SignedLease) made of the signed PDF at finalization. */
  signed_lease_document_id: string | null = null;
  /** A mandate signed by every party that could not become ACTIVE (a lot under another mandate): why. */
  activation_refusal: ActivationRefusal | null = null;
  completed_at: Date | null = null;
  expired_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** The refusal of a signed mandate's activation, as the 409 said it. */
export interface ActivationRefusal {
  code: string;
  message: string;
  at: string;
}

export class SignatureRequest {
  id!: string;
  tenant_id!: string;
  document_id!: string;
  signer_type!: SignerType;
  first_name!: string;
  last_name!: string;
  /** The owner (PROPRIETAIRE), lessee (LOCATAIRE) or, for a mandate's agency (MANDATAIRE), the account who signs. */
  person_id!: string;
  signer_email!: string;
  /** E.164. */
  phone!: string;
  status: SignatureRequestStatus = 'PENDING';
  expires_at!: Date;
  /** SHA-256 of the signer's guest token (the token itself is never stored). */
  token_hash: string | null = null;
  /** SHA-256 of the current one-time code with the request id; null when none is out. */
  otp_hash: string | null = null;
  otp_channel: OtpChannel | null = null;
  otp_expires_at: Date | null = null;
  otp_sent_count = 0;
  otp_last_sent_at: Date | null = null;
  otp_failed_attempts = 0;
  locked_at: Date | null = null;
  signed_at: Date | null = null;
  signed_ip: string | null = null;
  signed_user_agent: string | null = null;
  /** FileStore key and facts of the drawn signature. */
  signature_image_key: string | null = null;
  signature_image_type: string | null = null;
  signature_image_sha256: string | null = null;
  /** Given by the worker's complete operation, for traceability. */
  signature_hash: string | null = null;
  completed_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}
