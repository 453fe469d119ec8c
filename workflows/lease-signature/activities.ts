// Activities of the signature process: adapters from the workflow to core, built from ports
// (createActivities(deps)). Completing a signer and finalizing the document go through the
// service's own worker endpoints, with the typed client of `contract/` and a worker key, exactly as
// a third-party signing worker would (spec, "Worker endpoints"; docs/decisions.md 68). Each
// activity is idempotent.
import { ApplicationFailure } from '@temporalio/activity';
import { initClient } from '@ts-rest/core';
import { contract } from '../../contract/index.js';
import type { Clock } from '../../core/ports/clock.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { FileInspector } from '../../core/ports/file-inspector.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { GuestSecrets } from '../../core/ports/guest-secrets.js';
import type { Ids } from '../../core/ports/ids.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { SignedPdfBuilder } from '../../core/ports/signed-pdf.js';
import type { Stores } from '../../core/ports/store.js';
import type { Workflows } from '../../core/ports/workflows.js';
import type { SignerType } from '../../contract/vocabulary/signature.js';
import { SignatureDocument, SignatureRequest } from '../../core/signature/signature-document.js';
import { sealSignature } from '../../core/signature/seal-signature.js';
import { expireSignature } from '../../core/signature/expire-signature.js';
import { type SignatureProgress, notifySigners, signatureProgress } from '../../core/signature/signature-process.js';

/** How the activities reach the service's worker endpoints. */
export interface WorkerApi {
  /** The service's origin (`http://127.0.0.1:3000`); the contract's paths start with /api. */
  origin: string;
  /** The worker key (X-API-Key) for a tenant. */
  keyFor(tenantId: string): Promise<string>;
}

export interface LeaseSignatureActivityDeps {
  stores: Stores;
  notifier: Notifier;
  guestSecrets: GuestSecrets;
  /** The signer's link from a guest token (the public URL of the guest session). */
  guestLink(token: string): string;
  files: FileStore;
  inspector: Pick<FileInspector, 'sha256'>;
  signedPdf: SignedPdfBuilder;
  clock: Clock;
  ids: Ids;
  events: EventOutbox;
  workerApi: WorkerApi;
  /** The engine, told when an amendment's signature lapses (its own expiry timer ends). */
  workflows: Workflows;
}

export interface DocumentRef {
  tenantId: string;
  documentId: string;
}

/** 4xx answers a retry cannot change fail the activity for good; the others (and 5xx) are retried. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409]);

function unexpected(operation: string, response: { status: number; body: unknown }): Error {
  const message = `${operation} answered ${response.status}: ${JSON.stringify(response.body)}`;
  return FINAL_STATUSES.has(response.status)
    ? ApplicationFailure.nonRetryable(message, 'WorkerEndpointRefused')
    : new Error(message);
}

export function createActivities(deps: LeaseSignatureActivityDeps) {
  const storeOf = (ref: DocumentRef) => deps.stores.forTenant(ref.tenantId);
  async function workerClient(tenantId: string) {
    const key = await deps.workerApi.keyFor(tenantId);
    return initClient(contract, {
      baseUrl: deps.workerApi.origin,
      baseHeaders: { 'x-api-key': key, 'x-tenant-id': tenantId },
      throwOnUnknownStatus: false,
    });
  }

  return {
    /** Where the document stands; null when it does not exist (yet). */
    async loadSignature(ref: DocumentRef): Promise<SignatureProgress | null> {
      return signatureProgress(storeOf(ref), ref.documentId);
    },

    /** The invitation, or the reminder `reminderDays` before expiry, to each signer still to sign. */
    async sendSignatureNotices(ref: DocumentRef & { reminderDays?: number }): Promise<number> {
      return notifySigners(storeOf(ref), deps, ref.documentId, { reminderDays: ref.reminderDays });
    },

    /** POST /leases/signatures/{id}/complete/{signer_type}, with the hash of the drawn signature. */
    async completeSigner(ref: DocumentRef & { signerType: string }): Promise<void> {
      const request = await storeOf(ref)
        .repo(SignatureRequest)
        .findOne({ document_id: ref.documentId, signer_type: ref.signerType });
      const client = await workerClient(ref.tenantId);
      const response = await client.signatureWorker.complete({
        params: { document_signature_id: ref.documentId, signer_type: ref.signerType as SignerType },
        body: request?.signature_image_sha256 ? { signature_hash: `sha256:${request.signature_image_sha256}` } : {},
      });
      if (response.status !== 200) throw unexpected('complete', response);
    },

    /** The signed PDF and the proof file, built once and kept in the FileStore. */
    async sealSignedDocument(ref: DocumentRef): Promise<{ signedPdfSha256: string; proofSha256: string }> {
      const sealed = await sealSignature(storeOf(ref), deps, ref.documentId);
      return { signedPdfSha256: sealed.signedPdfSha256, proofSha256: sealed.proofSha256 };
    },

    /** POST /leases/signatures/{id}/finalize with the URLs the service serves the two files at (the lease's, the amendment's or the mandate's). */
    async finalizeSignature(ref: DocumentRef & { leaseId: string | null }): Promise<string | null> {
      const client = await workerClient(ref.tenantId);
      const document = await storeOf(ref).repo(SignatureDocument).find(ref.documentId);
      const amendment = document?.amendment_id ? `/amendments/${document.amendment_id}` : '';
      const base = document?.mandate_id
        ? `${deps.workerApi.origin}/api/mandates/${document.mandate_id}/signature`
        : `${deps.workerApi.origin}/api/leases/${ref.leaseId}${amendment}/signature`;
      const response = await client.signatureWorker.finalize({
        params: { document_signature_id: ref.documentId },
        body: { signed_pdf_url: `${base}/signed-pdf`, archive_url: `${base}/proof` },
      });
      if (response.status !== 200) throw unexpected('finalize', response);
      return response.body.lease_status;
    },

    /** Open requests and the document EXPIRED, the lease back to DRAFT (an amendment lapses), the credit refunded. */
    async expireSignature(ref: DocumentRef): Promise<boolean> {
      return expireSignature(storeOf(ref), deps, ref.documentId);
    },
  };
}

export type LeaseSignatureActivities = ReturnType<typeof createActivities>;
