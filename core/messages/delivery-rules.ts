// The pure rules of message delivery (docs/decisions.md 178): how long to wait after a provider
// out of reach, which outcomes are final, and what is left of a one-time code once it is sent.
import type { DeliveryOutcome } from '../ports/message-channels.js';
import type { MessageStatus } from '../../contract/vocabulary/messages.js';

/**
 * Seconds to wait after each attempt that did not reach the provider: 10 s, 30 s, 1 min, 5 min,
 * 15 min, 30 min, then every hour. A provider out of reach loses nothing: the message stays queued.
 */
export const RETRY_DELAYS_SECONDS = [10, 30, 60, 300, 900, 1800, 3600] as const;

/** How long a relay holds a message it took before another may take it (a relay that died). */
export const CLAIM_SECONDS = 120;

/** What stands in the place of a purged one-time code. */
export const MASK = '••••••';

/** The wait after `attempts` attempts (1 and up), the last delay repeating. */
export function retryDelaySeconds(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index];
}

/** SENT and FAILED are final; QUEUED goes to either, or stays QUEUED to be tried again. */
export function isFinal(status: MessageStatus): boolean {
  return status !== 'QUEUED';
}

export interface AfterAttempt {
  status: MessageStatus;
  next_attempt_at: Date | null;
  failure_reason: string | null;
}

/**
 * Where a message stands after an attempt (`attempt_count` already counts it): SENT; FAILED when
 * refused, or when the next try would come after its end (a one-time code); QUEUED otherwise.
 */
export function afterAttempt(
  message: { attempt_count: number; expires_at: Date | null },
  outcome: DeliveryOutcome,
  now: Date,
): AfterAttempt {
  if (outcome.outcome === 'SENT') return { status: 'SENT', next_attempt_at: null, failure_reason: null };
  if (outcome.outcome === 'REFUSED') return { status: 'FAILED', next_attempt_at: null, failure_reason: outcome.reason };
  const next = new Date(now.getTime() + retryDelaySeconds(message.attempt_count) * 1000);
  if (message.expires_at && next >= message.expires_at)
    return {
      status: 'FAILED',
      next_attempt_at: null,
      failure_reason: `no longer worth sending after ${message.expires_at.toISOString()}: ${outcome.reason}`,
    };
  return { status: 'QUEUED', next_attempt_at: next, failure_reason: outcome.reason };
}

/** True when the message's end has passed: it is not sent any more. */
export function hasExpired(message: { expires_at: Date | null }, now: Date): boolean {
  return message.expires_at !== null && message.expires_at <= now;
}

/** The text with every sensitive value (a one-time code) masked. */
export function masked(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length > 0).reduce((out, secret) => out.split(secret).join(MASK), text);
}

/** The values of the sensitive keys of a message's data, as text. */
export function sensitiveValues(
  data: Record<string, string | number | boolean | null>,
  keys: readonly string[],
): string[] {
  return keys
    .map((key) => data[key])
    .flatMap((value) => (value === null || value === undefined ? [] : [String(value)]));
}
