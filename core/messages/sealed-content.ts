// A queued message's body and data are stored sealed (docs/decisions.md 172): sealed on the way in
// (adapters/notify/table-outbox.ts), opened to be sent, sealed again once a one-time code is purged.
import type { SecretBox } from '../ports/secret-box.js';
import type { MessageData } from './message.js';

export function sealContent(box: SecretBox, body: string, data: MessageData): { body: string; data: MessageData } {
  return { body: box.seal(body), data: { sealed: box.seal(JSON.stringify(data)) } };
}

/** The body and data of a stored message; one queued before messages were sealed is clear (no `sealed`). */
export function openContent(box: SecretBox, stored: { body: string; data: MessageData }) {
  const { sealed } = stored.data;
  if (typeof sealed !== 'string') return { body: stored.body, data: stored.data };
  return { body: box.open(stored.body), data: JSON.parse(box.open(sealed)) as MessageData };
}
