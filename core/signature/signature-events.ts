// The webhook events of a signature document: each is about the document, and names its lease and,
// for an amendment's, the amendment, before what the event adds.
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import type { SignatureDocument } from './signature-document.js';

/** Records `event.type` about `document` in `tx`; its key is the document's unless given. */
export function recordDocumentEvent(
  tx: Store,
  events: EventOutbox,
  document: Pick<SignatureDocument, 'id' | 'tenant_id' | 'lease_id' | 'amendment_id'> & { mandate_id?: string | null },
  event: { type: string; key?: string; payload: Record<string, unknown> },
): Promise<string> {
  return events.record(tx, {
    tenantId: document.tenant_id,
    type: event.type,
    key: event.key ?? document.id,
    subjectType: 'signature_document',
    subjectId: document.id,
    payload: {
      ...(document.mandate_id ? { mandate_id: document.mandate_id } : { lease_id: document.lease_id }),
      ...(document.amendment_id ? { amendment_id: document.amendment_id } : {}),
      ...event.payload,
    },
  });
}
