// POST /mandates/{id}/signature/initiate (docs/decisions.md 300): a DRAFT management mandate signed
// through the lease's signature process: its PDF rendered and kept with the document, a request for
// the owner (PROPRIETAIRE, the mandant, from the owner's record) and one for the agency (MANDATAIRE,
// the account's signer named in the body), one credit, the `signature.initiated` event and the
// `leaseSignature` workflow, all in one transaction. The mandate stays DRAFT until every party signed.
import { normalisePhone } from '../contacts/contact.js';
import { consumeCredits } from '../credits/credits.js';
import { SIGNATURE_CREDIT_COST } from '../credits/credit-entry.js';
import { ManagementMandate } from '../mandates/mandate.js';
import { moveOrConflict } from '../mandates/mandate-status.js';
import type { Store } from '../ports/store.js';
import { Owner } from '../property/owner.js';
import {
  BusinessRuleError,
  ConflictError,
  type FieldError,
  UnavailableError,
  assertNoFieldErrors,
} from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { mandateDocumentFacts, renderMandate } from './mandate-document.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { newRequest } from './signature-creation.js';
import { processOf, requestsOf, signatureFileKeys } from './signature-records.js';
import type { SignerInput } from './signers.js';

const DAY_MS = 86_400_000;

export interface MandateSignatureInput {
  agency_signer: { first_name: string; last_name: string; email: string; phone: string };
}

export interface MandateSignatureView {
  document: SignatureDocument;
  requests: SignatureRequest[];
  mandate: ManagementMandate;
}

/** The latest signature document of a mandate, or null. */
export async function latestMandateDocument(store: Store, mandateId: string): Promise<SignatureDocument | null> {
  const [latest] = await store.repo(SignatureDocument).findAll({ mandate_id: mandateId }, [
    { field: 'created_at', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ]);
  return latest ?? null;
}

/** The owner signs as mandant with the e-mail and mobile of the owner's record (422 without them). */
function signersOf(owner: Owner, tenantId: string, input: MandateSignatureInput): SignerInput[] {
  const missing: FieldError[] = [];
  if (!owner.email) missing.push({ path: 'owner.email', message: 'the owner has no e-mail', code: 'owner_contact' });
  if (!owner.mobile_phone || !normalisePhone(owner.mobile_phone, 'FR'))
    missing.push({ path: 'owner.mobile_phone', message: 'the owner has no valid mobile phone', code: 'owner_contact' });
  if (missing.length > 0)
    throw new BusinessRuleError(
      'owner_contact: the owner signs with a one-time code sent to their e-mail and mobile',
      missing,
    );
  const agency = input.agency_signer;
  const phone = normalisePhone(agency.phone, 'FR');
  assertNoFieldErrors(
    phone
      ? []
      : [
          {
            path: 'agency_signer.phone',
            message: `${agency.phone} is not a valid phone number`,
            code: 'invalid_phone',
          },
        ],
    'The agency signer is not valid',
  );
  return [
    {
      signer_type: 'PROPRIETAIRE',
      first_name: owner.first_name ?? owner.legal_name ?? '',
      last_name: owner.last_name ?? '',
      person_id: owner.id,
      email: owner.email!.trim().toLowerCase(),
      phone: normalisePhone(owner.mobile_phone!, 'FR')!,
    },
    {
      signer_type: 'MANDATAIRE',
      first_name: agency.first_name.trim(),
      last_name: agency.last_name.trim(),
      person_id: tenantId,
      email: agency.email.trim().toLowerCase(),
      phone: phone!,
    },
  ];
}

/** 409 while the mandate has a document under signature (another request) or signed already. */
function busy(current: SignatureDocument): ConflictError {
  return current.status === 'SIGNING'
    ? new ConflictError('The mandate is already under signature with another request; wait for it to end', [], {
        document_signature_id: current.id,
      })
    : new ConflictError(
        'The mandate was signed by every party but could not be activated; activate it with signed_on once the reason is settled',
        [{ path: 'status', message: 'signed already', code: 'already_signed' }],
        { document_signature_id: current.id, activation_refusal: current.activation_refusal },
      );
}

async function createMandateDocument(
  tx: Store,
  deps: SignatureDeps,
  mandate: ManagementMandate,
  signers: SignerInput[],
  fingerprint: string,
) {
  const id = deps.ids.next();
  const document = Object.assign(new SignatureDocument(), {
    id,
    tenant_id: mandate.tenant_id,
    mandate_id: mandate.id,
    event_id: deps.events.idOf({ tenantId: mandate.tenant_id, type: 'signature.initiated', key: id }),
    request_fingerprint: fingerprint,
    expires_at: new Date(deps.clock.now().getTime() + deps.settings.expiryDays * DAY_MS),
    reminder_days: [...deps.settings.reminderDays],
  });
  const pdf = await renderMandate(deps.renderer, await mandateDocumentFacts(tx, deps, mandate));
  await deps.files.put(signatureFileKeys.contract(document), pdf, 'application/pdf');
  tx.repo(SignatureDocument).persist(document);
  await tx.flush();
  const requests = signers.map((signer) => newRequest(deps, document, signer));
  for (const request of requests) tx.repo(SignatureRequest).persist(request);
  await tx.flush();
  await consumeCredits(tx, deps, {
    tenantId: mandate.tenant_id,
    credits: SIGNATURE_CREDIT_COST,
    reference: document.id,
    note: `signature of management mandate no. ${mandate.number}`,
  });
  await deps.events.record(tx, {
    tenantId: mandate.tenant_id,
    type: 'signature.initiated',
    key: document.id,
    subjectType: 'signature_document',
    subjectId: document.id,
    payload: {
      mandate_id: mandate.id,
      expires_at: document.expires_at.toISOString(),
      signers: requests.map((r) => ({
        signature_request_id: r.id,
        signer_type: r.signer_type,
        person_id: r.person_id,
      })),
    },
  });
  return document;
}

export async function initiateMandateSignature(
  store: Store,
  deps: SignatureDeps,
  mandateId: string,
  input: MandateSignatureInput,
): Promise<MandateSignatureView & { created: boolean }> {
  if (!deps.workflows.enabled)
    throw new UnavailableError('Electronic signature needs the workflow engine, which is off (see docs/peers.md)');
  const result = await store.transaction(async (tx) => {
    const mandate = await tx.repo(ManagementMandate).getLocked(mandateId);
    const current = await latestMandateDocument(tx, mandate.id);
    const signers = signersOf(await tx.repo(Owner).get(mandate.owner_id), mandate.tenant_id, input);
    const fingerprint = deps.secrets.hash(
      JSON.stringify({ mandate: mandate.id, version: mandate.updated_at.toISOString(), signers }),
    );
    if (current && current.status !== 'EXPIRED' && mandate.status === 'DRAFT') {
      if (current.status !== 'SIGNING' || current.request_fingerprint !== fingerprint) throw busy(current);
      await deps.workflows.in(tx).startLeaseSignature(processOf(current)); // the same request again
      return { document: current, mandate, created: false };
    }
    moveOrConflict(mandate.status, 'activate'); // only a DRAFT is signed: 409 with the allowed moves
    const document = await createMandateDocument(tx, deps, mandate, signers, fingerprint);
    await deps.workflows.in(tx).startLeaseSignature(processOf(document));
    return { document, mandate, created: true };
  });
  return { ...result, requests: await requestsOf(store, result.document.id) };
}
