// A key's IP ranges (docs/decisions.md 287): canonical on the way in, matched against the request's
// address on every request, an IPv4 address mapped into IPv6 read as IPv4.
import { describe, expect, it } from '@jest/globals';
import { addressAllowed, canonicalRanges } from '../../../adapters/http/ip-ranges.js';
import { ValidationError } from '../../../core/shared/errors.js';

describe('canonicalRanges', () => {
  it('writes addresses and ranges as CIDR, once each', () => {
    expect(canonicalRanges(['203.0.113.0/24', '198.51.100.7', '2001:DB8::/32', '198.51.100.7'])).toEqual([
      '203.0.113.0/24',
      '198.51.100.7/32',
      '2001:db8::/32',
    ]);
  });
  it('names what is not a range', () => {
    expect(() => canonicalRanges(['10.0.0.0/8', '300.1.1.1', '10.0.0.0/40'])).toThrow(ValidationError);
  });
});

describe('addressAllowed', () => {
  const ranges = ['203.0.113.0/24', '2001:db8::/32'];
  it('lets any address through without ranges, and only those in them otherwise', () => {
    expect(addressAllowed([], '192.0.2.1')).toBe(true);
    expect(addressAllowed(ranges, '203.0.113.200')).toBe(true);
    expect(addressAllowed(ranges, '::ffff:203.0.113.5')).toBe(true);
    expect(addressAllowed(ranges, '2001:db8:1::9')).toBe(true);
    expect(addressAllowed(ranges, '203.0.114.1')).toBe(false);
    expect(addressAllowed(ranges, '2001:db9::1')).toBe(false);
    expect(addressAllowed(ranges, undefined)).toBe(false);
    expect(addressAllowed(ranges, 'not an address')).toBe(false);
  });
});
