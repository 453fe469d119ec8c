// The delivery relay (docs/decisions.md 178): the messages due are taken one by one under a row
// lock (so that two relays never send one twice), resolved to an address, sent by their channel,
// and every attempt recorded; a provider out of reach leaves the message queued for later, a
// refusal fails it with the provider's reason, and a one-time code is purged once it is final. A
// message that cannot be prepared (a file store out of reach) is an attempt out of reach too: it
// is not held for the claim's two minutes, and the pass goes on to the next.
import type { NotificationChannel } from '../ports/notifier.js';
import type { DeliveryOutcome } from '../ports/message-channels.js';
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import type { AttemptOutcome } from '../../contract/vocabulary/messages.js';
import type { MessagesDeps } from './deps.js';
import { CLAIM_SECONDS, afterAttempt, hasExpired, isFinal, masked, sensitiveValues } from './delivery-rules.js';
import { Message, MessageAttempt } from './message.js';
import { resolveRecipient } from './recipients.js';
import { openContent, sealContent } from './sealed-content.js';
import { effectiveSender, senderIdentityOf } from './sender-identity.js';

/** The message locked until the transaction ends, or null when it is gone (its tenant deleted). */
function lockedMessage(tx: Store, id: string): Promise<Message | null> {
  return tx
    .repo(Message)
    .getLocked(id)
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
}

/** Takes the message for this relay if it is still due; null when another took or finished it. */
function claim(deps: MessagesDeps, store: Store, id: string): Promise<Message | null> {
  return store.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    const now = deps.clock.now();
    if (!message || message.status !== 'QUEUED' || !message.next_attempt_at || message.next_attempt_at > now)
      return null;
    message.next_attempt_at = new Date(now.getTime() + CLAIM_SECONDS * 1000);
    await tx.flush();
    return message;
  });
}

const refused = (reason: string): DeliveryOutcome => ({ outcome: 'REFUSED', reason });

interface Prepared {
  address: string | null;
  send(): Promise<DeliveryOutcome>;
}

/** The attached files, read from the file store; the name of a missing one. */
async function attachmentsOf(deps: MessagesDeps, message: Message) {
  const files = [];
  for (const attachment of message.attachments) {
    const content = await deps.files.get(attachment.storage_key);
    if (!content) return { missing: attachment.file_name };
    files.push({ fileName: attachment.file_name, contentType: attachment.content_type, content });
  }
  return { files };
}

/** What goes out, or the outcome that stops it before any provider is asked. */
async function prepare(deps: MessagesDeps, store: Store, message: Message): Promise<Prepared> {
  const stop = (reason: string): Prepared => ({ address: null, send: async () => refused(reason) });
  if (hasExpired(message, deps.clock.now())) return stop('expired before it could be sent');
  const identity = await senderIdentityOf(store);
  const resolved = await resolveRecipient(store, message, identity);
  if ('problem' in resolved) return stop(resolved.problem);
  let text: string;
  try {
    text = openContent(deps.box, message).body;
  } catch {
    return stop('the message cannot be opened: it was sealed under another SERVICE_SECRET');
  }
  const { address } = resolved;
  if (message.channel === 'sms') {
    const sms = { messageId: message.id, sender: deps.defaults.sms_sender, to: address, text, tag: message.kind };
    return { address, send: () => deps.channels.sms.send(sms) };
  }
  const attached = await attachmentsOf(deps, message);
  if ('missing' in attached) return stop(`the attached file ${attached.missing} is missing`);
  const { from, replyTo } = effectiveSender(identity, deps.defaults);
  const email = { messageId: message.id, from, replyTo, to: address, subject: message.subject, text };
  return { address, send: () => deps.channels.email.send({ ...email, attachments: attached.files }) };
}

/** A failure while preparing (the file store, the database): an attempt out of reach, tried again soon. */
const unprepared = (error: unknown): Prepared => ({
  address: null,
  send: async () => ({ outcome: 'UNREACHABLE', reason: `not prepared: ${(error as Error).message}` }),
});

/** The one-time code taken out of the body, subject and data, sealed again (docs/decisions.md 178). */
function purgeSensitive(deps: MessagesDeps, message: Message): void {
  if (message.sensitive.length === 0) return;
  let content;
  try {
    content = openContent(deps.box, message);
  } catch {
    content = { body: '', data: {} };
  }
  const secrets = sensitiveValues(content.data, message.sensitive);
  const data = Object.fromEntries(Object.entries(content.data).filter(([key]) => !message.sensitive.includes(key)));
  Object.assign(message, sealContent(deps.box, masked(content.body, secrets), data), {
    subject: masked(message.subject, secrets),
  });
}

/** Records the attempt and where the message stands after it. */
function record(
  deps: MessagesDeps,
  store: Store,
  sent: { id: string; address: string | null },
  outcome: DeliveryOutcome,
  latencyMs: number,
) {
  return store.transaction(async (tx) => {
    const message = await lockedMessage(tx, sent.id);
    if (!message || isFinal(message.status)) return;
    const now = deps.clock.now();
    message.attempt_count += 1;
    const next = afterAttempt(message, outcome, now);
    const providerId = outcome.outcome === 'SENT' ? outcome.providerMessageId : null;
    tx.repo(MessageAttempt).persist(
      Object.assign(new MessageAttempt(), {
        id: deps.ids.next(),
        message_id: message.id,
        outcome: outcome.outcome,
        detail: outcome.outcome === 'SENT' ? null : outcome.reason.slice(0, 1000),
        provider_message_id: providerId,
        latency_ms: Math.round(latencyMs),
      }),
    );
    Object.assign(message, next, { recipient_address: sent.address ?? message.recipient_address });
    if (next.status === 'SENT') Object.assign(message, { sent_at: now, provider_message_id: providerId });
    if (next.status === 'FAILED') message.failed_at = now;
    if (isFinal(next.status)) purgeSensitive(deps, message);
    await tx.flush();
  });
}

export interface RelayPass {
  attempted: number;
  /** The last outcome per channel in this pass (the health endpoint says when a provider is out of reach). */
  last: Partial<Record<NotificationChannel, AttemptOutcome>>;
}

export interface RelayScope {
  /** At most this many messages a pass (20). */
  limit?: number;
  /** Only these tenants' messages (a test's, apart from the others sharing its database). */
  tenantIds?: string[];
}

/** Sends the messages due now, oldest first. */
export async function deliverDueMessages(deps: MessagesDeps, scope: RelayScope = {}): Promise<RelayPass> {
  const due = await deps.stores
    .system()
    .repo(Message)
    .viewAll(
      {
        status: 'QUEUED',
        next_attempt_at: { $lte: deps.clock.now() },
        ...(scope.tenantIds ? { tenant_id: { $in: scope.tenantIds } } : {}),
      },
      [{ field: 'next_attempt_at', direction: 'asc' }],
      scope.limit ?? 20,
    );
  const pass: RelayPass = { attempted: 0, last: {} };
  for (const { id, tenant_id, channel } of due) {
    const store = deps.stores.forTenant(tenant_id);
    const message = await claim(deps, store, id);
    if (!message) continue;
    const prepared = await prepare(deps, store, message).catch(unprepared);
    const started = performance.now();
    const outcome = await prepared.send();
    await record(deps, store, { id, address: prepared.address }, outcome, performance.now() - started);
    pass.attempted += 1;
    pass.last[channel] = outcome.outcome;
  }
  return pass;
}
