// The signature process of one signature document (spec, "Electronic signature" and "Worker
// endpoints"). Workflows own time and order (docs/architecture.md): invitations with each signer's
// guest link, then wait for a `signerSigned` signal per signer, reminders before expiry (3 and 1
// days by default), and each signature completed through the worker endpoint; once all are
// completed the signed PDF and proof are sealed and the document finalized through the worker
// endpoint. At expiry, open requests expire, the lease goes back to DRAFT and the credit is
// refunded. The workflow also reads the document's state at start, at each reminder and at expiry,
// so a signature whose signal was lost is still found (docs/decisions.md 68).
//
// Deterministic workflow code: no Node built-ins, no I/O; core is used for types only.

import {
  ActivityFailure,
  condition,
  defineQuery,
  defineSignal,
  proxyActivities,
  setHandler,
  sleep,
} from '@temporalio/workflow';
import type { SignatureProgress } from '../../core/signature/signature-process.js';
import type { LeaseSignatureActivities } from './activities.js';

export interface LeaseSignatureInput {
  tenantId: string;
  documentId: string;
  /** Null for a mandate's document (docs/decisions.md 300). */
  leaseId: string | null;
  /** ISO 8601. */
  expiresAt: string;
  reminderDays: number[];
}

export interface SignerSignedSignal {
  requestId: string;
  signerType: string;
}

export interface LeaseSignatureState {
  signers: string[];
  signed: string[];
  completed: string[];
  remindersSent: number[];
}

export type LeaseSignatureOutcome = 'completed' | 'expired' | 'abandoned';

export interface LeaseSignatureResult {
  outcome: LeaseSignatureOutcome;
  completed: string[];
  remindersSent: number[];
}

export const signerSignedSignal = defineSignal<[SignerSignedSignal]>('signerSigned');
export const leaseSignatureStateQuery = defineQuery<LeaseSignatureState>('leaseSignatureState');

const DAY_MS = 86_400_000;
/** An initiate starts the workflow just before its transaction commits: the document may take a moment to show. */
const DOCUMENT_LOOKUPS = 24;

const activities = proxyActivities<LeaseSignatureActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/** The document's progress, looked up until the initiate's transaction has committed; null if it never shows. */
async function lookUpDocument(ref: { tenantId: string; documentId: string }): Promise<SignatureProgress | null> {
  for (let i = 0; i < DOCUMENT_LOOKUPS; i++) {
    const progress = await activities.loadSignature(ref);
    if (progress) return progress;
    await sleep('5 seconds');
  }
  return null;
}

/** The reminders still ahead at the start, `days` before expiry each, in time order. */
function reminderSchedule(reminderDays: number[], expiresAt: number, startedAt: number) {
  return reminderDays
    .map((days) => ({ days, at: expiresAt - days * DAY_MS }))
    .filter((r) => r.at > startedAt)
    .sort((a, b) => a.at - b.at);
}

export async function leaseSignature(input: LeaseSignatureInput): Promise<LeaseSignatureResult> {
  const ref = { tenantId: input.tenantId, documentId: input.documentId };
  const state: LeaseSignatureState = { signers: [], signed: [], completed: [], remindersSent: [] };
  const signed = new Set<string>();
  const completed = new Set<string>();
  setHandler(signerSignedSignal, ({ signerType }) => void signed.add(signerType));
  setHandler(leaseSignatureStateQuery, () => ({
    ...state,
    signed: [...signed],
    completed: [...completed],
  }));
  const result = (outcome: LeaseSignatureOutcome): LeaseSignatureResult => ({
    outcome,
    completed: [...completed],
    remindersSent: [...state.remindersSent],
  });
  const absorb = (progress: SignatureProgress) => {
    state.signers = progress.requests.map((r) => r.signerType);
    for (const r of progress.requests) {
      if (r.status === 'SIGNED' || r.status === 'COMPLETED') signed.add(r.signerType);
      if (r.status === 'COMPLETED') completed.add(r.signerType);
    }
  };
  const waiting = () => state.signers.filter((type) => signed.has(type) && !completed.has(type));

  const progress = await lookUpDocument(ref);
  if (!progress) return result('abandoned');
  absorb(progress);
  if (progress.status === 'EXPIRED') return result('expired');
  await activities.sendSignatureNotices(ref);

  const startedAt = Date.now();
  const expiresAt = Date.parse(input.expiresAt);
  const reminders = reminderSchedule(input.reminderDays, expiresAt, startedAt);

  for (;;) {
    for (const signerType of waiting()) {
      try {
        await activities.completeSigner({ ...ref, signerType });
        completed.add(signerType);
      } catch (error) {
        if (!(error instanceof ActivityFailure)) throw error;
        const now = await activities.loadSignature(ref);
        if (!now || now.status === 'EXPIRED') return result('expired');
        absorb(now);
        if (!completed.has(signerType)) throw error;
      }
    }
    if (state.signers.length > 0 && state.signers.every((type) => completed.has(type))) break;
    const now = Date.now();
    const due = reminders.find((r) => r.at <= now && !state.remindersSent.includes(r.days));
    if (due) {
      absorb((await activities.loadSignature(ref)) ?? progress);
      await activities.sendSignatureNotices({ ...ref, reminderDays: due.days });
      state.remindersSent.push(due.days);
      continue;
    }
    if (now >= expiresAt) {
      const last = await activities.loadSignature(ref);
      if (last) absorb(last);
      if (waiting().length > 0) continue; // signed in time: complete them first
      await activities.expireSignature(ref);
      return result('expired');
    }
    const nextAt = Math.min(
      expiresAt,
      ...reminders.filter((r) => !state.remindersSent.includes(r.days)).map((r) => r.at),
    );
    await condition(() => waiting().length > 0, nextAt - now);
  }

  await activities.sealSignedDocument(ref);
  await activities.finalizeSignature({ ...ref, leaseId: input.leaseId });
  return result('completed');
}
