// The signature process of a document seen from the API process: its workflow id, and the Workflows
// port's calls that start and signal it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { leaseSignature, signerSignedSignal } from './workflow.js';

/** Workflow id of the signature process of a signature document: one per document. */
export function leaseSignatureWorkflowId(documentId: string): string {
  return `lease-signature:${documentId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'startLeaseSignature' | 'signerSigned'> {
  return {
    startLeaseSignature: (process) =>
      engine.startOnce(leaseSignature, leaseSignatureWorkflowId(process.documentId), [{ ...process }]),
    // A signal sent before the workflow runs (or after it was lost) starts it.
    signerSigned: (process, signal) =>
      engine.signalWithStart(
        leaseSignature,
        leaseSignatureWorkflowId(process.documentId),
        [{ ...process }],
        signerSignedSignal,
        [{ ...signal }],
      ),
  };
}
