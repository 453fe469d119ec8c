// Who may sign a lease (spec, "Electronic signature": signers of type PROPRIETAIRE for the owner,
// LOCATAIRE for the tenant): exactly one of each, the owner of the leased estate (or of its
// building) and a tenant holding an open PrimaryTenant or CoTenant term on the lease.
import { normalisePhone } from '../contacts/contact.js';
import type { LeaseLessee } from '../leasing/lease.js';
import { PAYING_ROLES, isActiveOn } from '../leasing/tenants/rent-shares.js';
import type { FieldError } from '../shared/errors.js';
import { LEASE_SIGNER_TYPES, SIGNER_TYPES, type SignerType } from '../../contract/vocabulary/signature.js';

export interface SignerInput {
  signer_type: SignerType;
  first_name: string;
  last_name: string;
  person_id: string;
  email: string;
  phone: string;
}

/** Shape rules that need no lookup: one signer of each type, phone numbers that exist (E.164). */
export function signerShapeErrors(signers: readonly SignerInput[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<SignerType>();
  signers.forEach((signer, i) => {
    if (seen.has(signer.signer_type)) {
      errors.push({
        path: `signers.${i}.signer_type`,
        message: `${signer.signer_type} appears twice; one signer per type`,
        code: 'duplicate_signer_type',
      });
    }
    seen.add(signer.signer_type);
    if (!normalisePhone(signer.phone, 'FR')) {
      errors.push({
        path: `signers.${i}.phone`,
        message: `${signer.phone} is not a valid phone number`,
        code: 'invalid_phone',
      });
    }
  });
  for (const type of LEASE_SIGNER_TYPES.filter((t) => !seen.has(t))) {
    errors.push({
      path: 'signers',
      message: `a ${type} signer is required (${type === 'PROPRIETAIRE' ? 'the owner' : 'a tenant'} of the lease)`,
      code: 'missing_signer',
    });
  }
  return errors;
}

/** The signers in canonical form: phones in E.164, e-mails lower case, names trimmed, owner first. */
export function normaliseSigners(signers: readonly SignerInput[]): SignerInput[] {
  return [...signers]
    .map((s) => ({
      ...s,
      first_name: s.first_name.trim(),
      last_name: s.last_name.trim(),
      email: s.email.trim().toLowerCase(),
      phone: normalisePhone(s.phone, 'FR') ?? s.phone,
    }))
    .sort((a, b) => SIGNER_TYPES.indexOf(a.signer_type) - SIGNER_TYPES.indexOf(b.signer_type));
}

/** The owner signer must be the lease's owner: the estate's, else its building's. */
export function ownerSignerError(index: number, personId: string, leaseOwnerId: string | null): FieldError | null {
  if (leaseOwnerId === personId) return null;
  return {
    path: `signers.${index}.person_id`,
    message: leaseOwnerId
      ? `${personId} is not the owner of the leased estate`
      : 'the leased estate has no owner: set owner_id on the estate or its building first',
    code: 'not_lease_owner',
  };
}

/** The tenant signer must hold an open paying term (PrimaryTenant or CoTenant) on the lease today. */
export function tenantSignerError(
  index: number,
  personId: string,
  terms: readonly Pick<LeaseLessee, 'lessee_id' | 'role' | 'end_date'>[],
  today: string,
): FieldError | null {
  const holds = terms.some(
    (term) => term.lessee_id === personId && PAYING_ROLES.includes(term.role) && isActiveOn(term, today),
  );
  if (holds) return null;
  return {
    path: `signers.${index}.person_id`,
    message: `${personId} is not a tenant (PrimaryTenant or CoTenant) of the lease`,
    code: 'not_lease_tenant',
  };
}

/** What was asked for, as one string: the same pdf and signers give the same text. */
export function requestCanonicalForm(pdfId: string, signers: readonly SignerInput[]): string {
  return JSON.stringify({
    pdf_id: pdfId,
    signers: normaliseSigners(signers).map((s) => [
      s.signer_type,
      s.person_id,
      s.first_name,
      s.last_name,
      s.email,
      s.phone,
    ]),
  });
}
