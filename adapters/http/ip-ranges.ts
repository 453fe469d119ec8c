// A key's IP ranges (docs/decisions.md 287), with ipaddr.js: the ranges a key is created with, in
// canonical CIDR form, and whether a request's address (express's req.ip, after `trust proxy`) is in
// one of them. An IPv4 address mapped into IPv6 (::ffff:203.0.113.7) is compared as IPv4.
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../core/shared/errors.js';

function cidrOf(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (text.includes('/')) return ipaddr.parseCIDR(text);
  const address = ipaddr.parse(text);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** Each range in canonical form (`203.0.113.0/24`); a ValidationError naming those that are not ranges. */
export function canonicalRanges(ranges: readonly string[]): string[] {
  const bad: string[] = [];
  const canonical = ranges.flatMap((text) => {
    try {
      const [address, bits] = cidrOf(text.trim());
      return [`${address.toString()}/${bits}`];
    } catch {
      bad.push(text);
      return [];
    }
  });
  if (bad.length > 0)
    throw new ValidationError(
      `Not an IP address or CIDR range: ${bad.join(', ')}`,
      bad.map((text) => ({
        path: 'body.allowed_ips',
        message: `${text} is not an address or range`,
        code: 'invalid_ip',
      })),
    );
  return [...new Set(canonical)];
}

/** True when there are no ranges, or the address is in one of them. */
export function addressAllowed(ranges: readonly string[], address: string | undefined): boolean {
  if (ranges.length === 0) return true;
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some((range) => {
    try {
      const [base, bits] = ipaddr.parseCIDR(range);
      return parsed.kind() === base.kind() && parsed.match(base, bits);
    } catch {
      return false;
    }
  });
}
