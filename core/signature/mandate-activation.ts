// A mandate signed by every party (docs/decisions.md 300): once its document is finalized, the mandate
// is activated through its own move (core/mandates/move-mandate.ts: the register's checks, the lots
// lock, the statement schedule) with the day of the last signature as `signed_on`. A refusal (a lot
// under another ACTIVE mandate) leaves the signature recorded and the mandate DRAFT; the reason is
// kept on the document, where the mandate's signature status shows it.
import { ManagementMandate } from '../mandates/mandate.js';
import { mandateMoves } from '../mandates/move-mandate.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { type ActivationRefusal, SignatureDocument, type SignatureRequest } from './signature-document.js';
import { requestsOf } from './signature-records.js';

/** The day every party had signed: the last signature (or completion, for an outside signing provider). */
export function signedOn(requests: readonly Pick<SignatureRequest, 'signed_at' | 'completed_at'>[], now: Date) {
  const times = requests.map((r) => (r.signed_at ?? r.completed_at ?? now).getTime());
  return toDateOnly(new Date(Math.max(...times)));
}

function refusalOf(error: ConflictError | BusinessRuleError, now: Date): ActivationRefusal {
  return { code: error.errors[0]?.code ?? error.kind, message: error.message, at: now.toISOString() };
}

/** Activates a DRAFT mandate whose document is signed in full; records why not when refused. Idempotent. */
export async function activateSignedMandate(
  deps: Pick<SignatureDeps, 'clock' | 'ids' | 'workflows' | 'stores'>,
  document: SignatureDocument,
): Promise<{ mandate: ManagementMandate; refusal: ActivationRefusal | null }> {
  const mandateId = document.mandate_id;
  if (!mandateId) throw new Error(`signature document ${document.id} is not a mandate's`);
  // A store of its own: a refused move leaves nothing half-changed in the caller's unit of work.
  const store = deps.stores.forTenant(document.tenant_id);
  const before = await store.repo(ManagementMandate).get(mandateId);
  if (before.status !== 'DRAFT') return { mandate: before, refusal: document.activation_refusal };
  const day = signedOn(await requestsOf(store, document.id), deps.clock.now());
  let refusal: ActivationRefusal | null = null;
  try {
    await mandateMoves(store, deps).activate(mandateId, { signed_on: day });
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof BusinessRuleError)) throw error;
    refusal = refusalOf(error, deps.clock.now());
  }
  await deps.stores.forTenant(document.tenant_id).transaction(async (tx) => {
    const current = await tx.repo(SignatureDocument).getLocked(document.id);
    current.activation_refusal = refusal;
    await tx.flush();
  });
  document.activation_refusal = refusal;
  const after = await deps.stores.forTenant(document.tenant_id).repo(ManagementMandate).get(mandateId);
  return { mandate: after, refusal };
}
