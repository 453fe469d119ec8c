// Fixtures for the message tests: a lease under signature whose signers were invited (the
// invitation the signature workflow queues, by e-mail and SMS), and the typed messages of a tenant.
import { notifySigners } from '../../core/signature/signature-process.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import type { TestApp, TestTenant } from './app.js';
import { ok } from './leasing.js';
import { type SignableLease, grant, signableLease } from './signature.js';

export interface InvitedSignature {
  lease: SignableLease;
  documentId: string;
  /** The signature requests: the owner's, then the tenant's. */
  requests: { id: string; email: string; phone: string; personId: string }[];
}

/** A signature initiated, and its invitations queued as the workflow's first activity queues them. */
export async function invitedSignature(
  app: TestApp,
  tenant: TestTenant,
  options: { names?: { owner: string; tenant: string }; tenantEmail?: string; tenantPhone?: string } = {},
): Promise<InvitedSignature> {
  const signable = await signableLease(tenant.client, options.names);
  const lease = {
    ...signable,
    signers: signable.signers.map((s) =>
      s.signer_type === 'LOCATAIRE'
        ? { ...s, email: options.tenantEmail ?? s.email, phone: options.tenantPhone ?? s.phone }
        : s,
    ),
  };
  await grant(app, tenant, 1);
  const document = ok(
    await tenant.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers },
    }),
    201,
  );
  const store = new MikroStore(app.orm.em.fork(), tenant.tenantId);
  await notifySigners(
    store,
    {
      guestSecrets: app.services.signature.guestSecrets,
      notifier: app.services.signature.notifier,
      guestLink: (token) => `${app.baseUrl}/sign/${token}`,
    },
    document.document_signature_id,
    {},
  );
  return {
    lease,
    documentId: document.document_signature_id,
    requests: document.signature_requests.map((r) => {
      const signer = lease.signers.find((s) => s.signer_type === r.signer_type)!;
      return { id: r.id, email: r.signer_email, phone: signer.phone, personId: signer.person_id };
    }),
  };
}
