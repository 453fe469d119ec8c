// The signature vocabulary (spec, "Signature document and signature requests"; "States and
// transitions", Signature document): document and request statuses, signer types, one-time code
// channels. Plain data for the contract and core (docs/decisions.md 67).

export const SIGNATURE_DOCUMENT_STATUSES = ['SIGNING', 'COMPLETED', 'EXPIRED'] as const;
export type SignatureDocumentStatus = (typeof SIGNATURE_DOCUMENT_STATUSES)[number];

export const SIGNATURE_REQUEST_STATUSES = ['PENDING', 'SIGNED', 'COMPLETED', 'EXPIRED'] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

/**
 * Spec: PROPRIETAIRE for the owner, LOCATAIRE for the tenant; MANDATAIRE for the agency signing a
 * management mandate with its owner (docs/decisions.md 300).
 */
export const SIGNER_TYPES = ['PROPRIETAIRE', 'LOCATAIRE', 'MANDATAIRE'] as const;
export type SignerType = (typeof SIGNER_TYPES)[number];

/** Who signs a lease or an amendment: one of each. */
export const LEASE_SIGNER_TYPES = ['PROPRIETAIRE', 'LOCATAIRE'] as const satisfies readonly SignerType[];
export type LeaseSignerType = (typeof LEASE_SIGNER_TYPES)[number];

export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];
