// The pure rules of outbound webhooks (docs/decisions.md 132-133).
import { describe, expect, it } from '@jest/globals';
import {
  RETRY_DELAYS_SECONDS,
  isDelivered,
  isEventPattern,
  isPrivateAddress,
  matchesEvent,
  nextAttemptAfter,
  urlProblem,
} from '../../../core/webhooks/webhook-rules.js';

describe('event patterns', () => {
  it('accepts known types, areas and *; matches them', () => {
    expect(['*', 'signature.*', 'signature.finalized', 'rent.*'].map(isEventPattern)).toEqual([true, true, true, true]);
    expect(['lease.exploded', 'nothing.*', 'signature'].map(isEventPattern)).toEqual([false, false, false]);
    expect(matchesEvent(['signature.*'], 'signature.finalized')).toBe(true);
    expect(matchesEvent(['signature.finalized'], 'signature.expired')).toBe(false);
    expect(matchesEvent(['*'], 'credits.purchased')).toBe(true);
    expect(matchesEvent(['rent.*'], 'rent.reminder.sent')).toBe(true);
  });
});

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: more than 24 hours, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAfter(1, now)?.toISOString()).toBe('2026-01-01T00:00:05.000Z');
    expect(nextAttemptAfter(2, now)?.toISOString()).toBe('2026-01-01T00:05:00.000Z');
    expect(nextAttemptAfter(RETRY_DELAYS_SECONDS.length + 1, now)).toBeNull();
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3600);
    expect([200, 204, 299, 301, 404, 500, null].map(isDelivered)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('destinations', () => {
  it('classifies private, loopback and special addresses', () => {
    const blocked = ['127.0.0.1', '10.0.0.8', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254'];
    const more = ['100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '[::1]'];
    expect([...blocked, ...more].filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(
      ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', 'example.com'].filter(isPrivateAddress),
    ).toEqual([]);
  });

  it('wants https without credentials to a public host, unless the dev flag is on', () => {
    const problem = (url: string, allow = false) => urlProblem(new URL(url), allow);
    expect(problem('https://hooks.example.com/x')).toBeNull();
    expect(problem('http://hooks.example.com/x')).toContain('https');
    expect(problem('https://localhost/x')).toContain('private');
    expect(problem('https://[::1]/x')).toContain('private');
    expect(problem('https://a:b@hooks.example.com/')).toContain('credentials');
    expect(problem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(problem('ftp://127.0.0.1/x', true)).toContain('http');
  });
});
