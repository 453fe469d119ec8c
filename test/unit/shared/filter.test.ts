import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../../../core/shared/errors.js';
import { type FieldKind, type FilterNode, compileFilter } from '../../../core/shared/filter.js';
import { escapeLike } from '../../../core/shared/criteria.js';

const fields: Record<string, FieldKind> = {
  city: { kind: 'text' },
  category: { kind: 'enum', values: ['Tenant', 'Property Manager'] },
  created_at: { kind: 'timestamp' },
  expiry: { kind: 'date' },
  rooms: { kind: 'number' },
};

function errorsOf(node: FilterNode) {
  try {
    compileFilter(node, fields);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.map((e) => [e.path, e.code]);
    throw error;
  }
  return [];
}

describe('compileFilter', () => {
  it('compiles text equality to a case-insensitive literal match', () => {
    expect(compileFilter({ field: 'city', operator: 'eq', value: 'Saint_Denis%' }, fields)).toEqual({
      city: { $ilike: 'Saint\\_Denis\\%' },
    });
    expect(compileFilter({ field: 'city', operator: 'contains', value: 'par' }, fields)).toEqual({
      city: { $ilike: '%par%' },
    });
    expect(compileFilter({ field: 'city', operator: 'starts_with', value: 'P' }, fields)).toEqual({
      city: { $ilike: 'P%' },
    });
    expect(compileFilter({ field: 'city', operator: 'ends_with', value: 's' }, fields)).toEqual({
      city: { $ilike: '%s' },
    });
  });

  it('canonicalises enum values and uses $in for lists', () => {
    expect(compileFilter({ field: 'category', operator: 'eq', value: 'PROPERTY_MANAGER' }, fields)).toEqual({
      category: 'Property Manager',
    });
    expect(compileFilter({ field: 'category', operator: 'in', value: ['tenant'] }, fields)).toEqual({
      category: { $in: ['Tenant'] },
    });
    expect(compileFilter({ field: 'rooms', operator: 'in', value: [1, 2] }, fields)).toEqual({
      rooms: { $in: [1, 2] },
    });
  });

  it('counts a missing value as different for ne and not_in', () => {
    expect(compileFilter({ field: 'category', operator: 'ne', value: 'Tenant' }, fields)).toEqual({
      $or: [{ $not: { category: 'Tenant' } }, { category: null }],
    });
    expect(compileFilter({ field: 'rooms', operator: 'not_in', value: [3] }, fields)).toEqual({
      $and: [{ $or: [{ $not: { rooms: 3 } }, { rooms: null }] }],
    });
  });

  it('compiles comparisons, null tests and nested groups', () => {
    expect(compileFilter({ field: 'created_at', operator: 'gte', value: '2024-01-01T00:00:00Z' }, fields)).toEqual({
      created_at: { $gte: new Date('2024-01-01T00:00:00Z') },
    });
    expect(compileFilter({ field: 'expiry', operator: 'lt', value: '2025-01-01' }, fields)).toEqual({
      expiry: { $lt: '2025-01-01' },
    });
    expect(compileFilter({ field: 'city', operator: 'is_null', value: false }, fields)).toEqual({
      city: { $ne: null },
    });
    expect(compileFilter({ field: 'city', operator: 'eq', value: null }, fields)).toEqual({ city: null });
    expect(
      compileFilter(
        {
          and: [
            { field: 'rooms', operator: 'gt', value: 2 },
            {
              or: [
                { field: 'city', operator: 'is_null', value: true },
                { field: 'category', operator: 'eq', value: 'Tenant' },
              ],
            },
          ],
        },
        fields,
      ),
    ).toEqual({ $and: [{ rooms: { $gt: 2 } }, { $or: [{ city: null }, { category: 'Tenant' }] }] });
  });

  it('reports every unknown field, disallowed operator and ill-typed value with its path', () => {
    expect(
      errorsOf({
        or: [
          { field: 'iban', operator: 'eq', value: 'x' },
          { field: 'created_at', operator: 'contains', value: '2024' },
          { field: 'category', operator: 'eq', value: 'Plumber' },
          { field: 'rooms', operator: 'gt', value: 'three' },
          { field: 'city', operator: 'in', value: [] },
          { field: 'city', operator: 'is_null', value: 'yes' },
          { field: 'created_at', operator: 'lt', value: 'yesterday' },
        ],
      }),
    ).toEqual([
      ['filter.or.0.field', 'unknown_field'],
      ['filter.or.1.operator', 'invalid_operator'],
      ['filter.or.2.value', 'invalid_enum'],
      ['filter.or.3.value', 'invalid_type'],
      ['filter.or.4.value', 'invalid_type'],
      ['filter.or.5.value', 'invalid_type'],
      ['filter.or.6.value', 'invalid_date'],
    ]);
  });

  it('limits nesting to 4 levels and 50 conditions', () => {
    const leaf: FilterNode = { field: 'city', operator: 'eq', value: 'x' };
    expect(errorsOf({ and: [{ and: [{ and: [leaf] }] }] })).toEqual([]);
    expect(errorsOf({ and: [{ and: [{ and: [{ and: [leaf] }] }] }] })).toEqual([
      ['filter.and.0.and.0.and.0.and.0', 'too_deep'],
    ]);
    expect(errorsOf({ or: Array.from({ length: 50 }, () => leaf) })).toEqual([]);
    expect(errorsOf({ or: Array.from({ length: 51 }, () => leaf) })).toEqual([['filter.or.50', 'too_many_conditions']]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
