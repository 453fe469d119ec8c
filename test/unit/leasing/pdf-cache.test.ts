// The render cache's pure pieces and the template catalogue: canonical data, keys, statistics,
// template resolution; and the contract's reading of a generation request.
import { describe, expect, it } from '@jest/globals';
import { generateLeasePdfBody } from '../../../contract/leasing/lease-pdfs.js';
import { PdfCacheCounters, cacheStats, canonicalJson, pdfCacheKey } from '../../../core/leasing/pdf/pdf-cache.js';
import { LEASE_CONTRACT_TEMPLATE, templateFor } from '../../../core/leasing/pdf/pdf-templates.js';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../../core/shared/errors.js';

describe('canonicalJson', () => {
  it('gives the same text whatever the key order, without undefined members', () => {
    const a = canonicalJson({ b: 1, a: { d: [3, { y: 1, x: 2 }], c: null }, e: undefined });
    const b = canonicalJson({ a: { c: null, d: [3, { x: 2, y: 1 }] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toBe('{"a":{"c":null,"d":[3,{"x":2,"y":1}]},"b":1}');
    expect(canonicalJson([undefined, 'é'])).toBe('[null,"é"]');
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('cache keys and statistics', () => {
  it('keys a render by template type, builder version and data hash', () => {
    expect(pdfCacheKey({ type: 'LeaseContract', version: 3 }, 'ab12')).toBe('LeaseContract:v3:ab12');
  });

  it('computes the hit ratio, 0 before any lookup', () => {
    const counters = Object.assign(new PdfCacheCounters(), { since: new Date(0) });
    expect(cacheStats(counters).hit_ratio).toBe(0);
    Object.assign(counters, { hits: 2, misses: 1, entries: 1, bytes: 1234 });
    expect(cacheStats(counters)).toEqual({
      hits: 2,
      misses: 1,
      entries: 1,
      bytes: 1234,
      hit_ratio: 0.6667,
      since: new Date(0),
    });
  });
});

describe('templateFor', () => {
  it('finds the template of a type, or the one an id names', () => {
    expect(templateFor('LeaseContract')).toBe(LEASE_CONTRACT_TEMPLATE);
    expect(templateFor('LeaseContract', LEASE_CONTRACT_TEMPLATE.id)).toBe(LEASE_CONTRACT_TEMPLATE);
  });

  it('refuses an unknown id (404 naming template_id), an id of another type (400), a type without a template (422)', () => {
    expect(() => templateFor('LeaseContract', '00000000-0000-4000-8000-000000000000')).toThrow(NotFoundError);
    expect(() => templateFor('Amendment', LEASE_CONTRACT_TEMPLATE.id)).toThrow(ValidationError);
    expect(() => templateFor('Amendment', LEASE_CONTRACT_TEMPLATE.id)).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'template_id', message: 'renders LeaseContract, not Amendment', code: 'template_type_mismatch' },
        ],
      }),
    );
    expect(() => templateFor('RentReceipt')).toThrow(BusinessRuleError);
  });
});

describe('the generation request', () => {
  it('reads StandardLease as LeaseContract and production modes in French or English', () => {
    const body = generateLeasePdfBody.parse({ template_type: 'StandardLease', data: { heating: 'collectif' } });
    expect(body.template_type).toBe('LeaseContract');
    expect(body.data?.heating).toBe('COLLECTIVE');
  });
});
