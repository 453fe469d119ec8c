// Reading the messages of the account (docs/decisions.md 178): a list filtered by lease, recipient,
// status, channel and kind, and one message with its body and attempts. The body shows to the
// account only (these are account routes), and never with a one-time code in it: the code is
// masked while the message waits, and purged once it is sent.
import { Lease } from '../leasing/lease.js';
import type { SecretBox } from '../ports/secret-box.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import type { NotificationChannel } from '../ports/notifier.js';
import type { MessageStatus } from '../../contract/vocabulary/messages.js';
import { masked, sensitiveValues } from './delivery-rules.js';
import { Message, MessageAttempt } from './message.js';
import { openContent } from './sealed-content.js';

export interface MessageListInput extends ListInput {
  lease_id?: string;
  /** A person's id, or the address or role the message was queued for or sent to. */
  recipient?: string;
  status?: MessageStatus;
  channel?: NotificationChannel;
  kind?: string;
}

function criteria(input: MessageListInput) {
  const recipient = input.recipient?.trim();
  return {
    ...definedCriteria({ lease_id: input.lease_id, status: input.status, channel: input.channel, kind: input.kind }),
    ...(recipient
      ? {
          $or: [
            { recipient },
            { recipient_address: recipient.toLowerCase() },
            ...(/^[0-9a-f-]{36}$/i.test(recipient) ? [{ recipient_id: recipient.toLowerCase() }] : []),
          ],
        }
      : {}),
  };
}

/** The body as the account reads it: any one-time code still in it masked. */
function readableBody(box: SecretBox, message: Message): string {
  try {
    const content = openContent(box, message);
    return masked(content.body, sensitiveValues(content.data, message.sensitive));
  } catch {
    return '(sealed under another SERVICE_SECRET: it cannot be read)';
  }
}

export function messageUseCases(store: Store, box: SecretBox) {
  const list = (input: MessageListInput) =>
    store.repo(Message).list(criteria(input), pageRequest(input, [{ field: 'created_at', direction: 'desc' }]));
  return {
    list,
    async listOfLease(leaseId: string, input: MessageListInput) {
      await store.repo(Lease).get(leaseId);
      return list({ ...input, lease_id: leaseId });
    },
    async get(id: string) {
      const message = await store.repo(Message).get(id);
      const attempts = await store
        .repo(MessageAttempt)
        .findAll({ message_id: id }, [{ field: 'created_at', direction: 'asc' }]);
      return { message, body: readableBody(box, message), attempts };
    },
  };
}
