// The pure rules of outbound webhooks (docs/decisions.md 132-133): which events a subscription
// takes, the retry schedule, and which destinations are refused.
import { EVENT_TYPES } from '../../contract/vocabulary/webhooks.js';

/** A subscription's pattern: an exact type, `<area>.*`, or `*`. */
export function isEventPattern(pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return EVENT_TYPES.some((type) => type.startsWith(pattern.slice(0, -1)));
  return (EVENT_TYPES as readonly string[]).includes(pattern);
}

export function matchesEvent(patterns: readonly string[], type: string): boolean {
  return patterns.some((p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))));
}

/**
 * Seconds to wait after each failed attempt: the schedule the Standard Webhooks specification
 * suggests (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), 27.6 hours in all, so a receiver down for a
 * day still gets the event. After the last one the delivery fails.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** When to try again after `attempts` failed attempts; null once the schedule is spent. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** Standard Webhooks: any 2xx answer is a success; anything else (3xx included) is retried. */
export function isDelivered(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

function ipv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.map(Number);
}

/** IPv4 ranges no webhook may reach (RFC 6890 special-purpose: this host, private, loopback, link-local, shared, benchmark, multicast, reserved). */
function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && (b === 168 || b === 0)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** An IPv6 address that is unspecified, loopback, unique-local, link-local, multicast or a mapped private IPv4. */
function privateIpv6(address: string): boolean {
  const text = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return isPrivateAddress(mapped[1]);
  if (text === '::' || text === '::1') return true;
  return /^(fc|fd|fe[89ab]|ff)/.test(text);
}

/** True for an address (IPv4 or IPv6 literal) on a private, loopback or otherwise internal range. */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4(address);
  if (v4) return privateIpv4(v4);
  return address.includes(':') ? privateIpv6(address) : false;
}

/**
 * Why a subscription URL is refused, or null: https only, no credentials in it, and no private or
 * loopback host unless the dev flag allows them (WEBHOOKS_ALLOW_PRIVATE). Host names are checked
 * again on their resolved addresses at each delivery (adapters/webhooks).
 */
export function urlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return allowPrivate ? 'the URL must be http or https' : 'the URL must be https';
  if (url.username || url.password) return 'the URL must not carry credentials';
  const host = url.hostname.toLowerCase();
  if (allowPrivate) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))
    return 'the URL must not name a private or loopback address';
  return null;
}
