// The pure rules of message delivery (core/messages/delivery-rules.ts, docs/decisions.md 178):
// the backoff after a provider out of reach, what is final, expiry, and the masking of one-time codes.
import { describe, expect, it } from '@jest/globals';
import {
  MASK,
  RETRY_DELAYS_SECONDS,
  afterAttempt,
  hasExpired,
  isFinal,
  masked,
  retryDelaySeconds,
  sensitiveValues,
} from '../../../core/messages/delivery-rules.js';

const now = new Date('2026-03-02T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('backoff', () => {
  it('waits 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, then every hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([10, 30, 60, 300, 900, 1800, 3600]);
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(500)).toBe(3600);
    expect(retryDelaySeconds(0)).toBe(RETRY_DELAYS_SECONDS[0]);
  });
});

describe('status after an attempt', () => {
  const queued = { attempt_count: 1, expires_at: null };

  it('SENT is final, with nothing left to try', () => {
    const next = afterAttempt(queued, { outcome: 'SENT', providerMessageId: 'abc' }, now);
    expect(next).toEqual({ status: 'SENT', next_attempt_at: null, failure_reason: null });
    expect(isFinal(next.status)).toBe(true);
  });

  it("a refusal is final: FAILED with the provider's reason", () => {
    const next = afterAttempt(queued, { outcome: 'REFUSED', reason: 'SMTP 550: mailbox unknown' }, now);
    expect(next).toEqual({ status: 'FAILED', next_attempt_at: null, failure_reason: 'SMTP 550: mailbox unknown' });
    expect(isFinal(next.status)).toBe(true);
  });

  it('a provider out of reach leaves the message QUEUED, tried again after the backoff, however often', () => {
    for (const [attempts, delay] of [
      [1, 10],
      [4, 300],
      [40, 3600],
    ]) {
      const next = afterAttempt(
        { attempt_count: attempts, expires_at: null },
        { outcome: 'UNREACHABLE', reason: 'ECONNREFUSED' },
        now,
      );
      expect(next).toEqual({ status: 'QUEUED', next_attempt_at: later(delay), failure_reason: 'ECONNREFUSED' });
      expect(isFinal(next.status)).toBe(false);
    }
  });

  it('a message whose end comes before the next try FAILS rather than wait past it (a one-time code)', () => {
    const code = { attempt_count: 5, expires_at: later(600) };
    const next = afterAttempt(code, { outcome: 'UNREACHABLE', reason: 'Brevo 503' }, now);
    expect(next.status).toBe('FAILED');
    expect(next.failure_reason).toBe(`no longer worth sending after ${later(600).toISOString()}: Brevo 503`);
    expect(
      afterAttempt({ attempt_count: 1, expires_at: later(600) }, { outcome: 'UNREACHABLE', reason: 'x' }, now),
    ).toMatchObject({ status: 'QUEUED', next_attempt_at: later(10) });
  });

  it('QUEUED is the only status that moves', () => {
    expect(isFinal('QUEUED')).toBe(false);
    expect(isFinal('SENT')).toBe(true);
    expect(isFinal('FAILED')).toBe(true);
  });

  it('a message is expired from its end on', () => {
    expect(hasExpired({ expires_at: null }, now)).toBe(false);
    expect(hasExpired({ expires_at: later(1) }, now)).toBe(false);
    expect(hasExpired({ expires_at: now }, now)).toBe(true);
  });
});

describe('one-time codes', () => {
  it('masks every occurrence of the sensitive values, and only those', () => {
    const data = { code: 482913, signature_request_id: 'r1', link: null };
    const secrets = sensitiveValues(data, ['code', 'link']);
    expect(secrets).toEqual(['482913']);
    expect(masked('Votre code : 482913. Code 482913, valable 10 minutes.', secrets)).toBe(
      `Votre code : ${MASK}. Code ${MASK}, valable 10 minutes.`,
    );
    expect(masked('Rien à masquer', [''])).toBe('Rien à masquer');
  });
});
