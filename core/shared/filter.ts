// A small, whitelisted filter language for "complex filter" endpoints (e.g. POST /contacts/filter):
// a tree of `and` / `or` groups whose leaves are `{field, operator, value}` conditions. Each
// resource declares which fields may be filtered and of what kind; the kind decides the operators.
// The result is Criteria in the Store's operator vocabulary (core/ports/store.ts).
import type { FilterOperator } from '../../contract/vocabulary/filters.js';
import { canonicalEnumValue } from './enums.js';
import { type FieldError, ValidationError } from './errors.js';
import { type Criteria } from '../ports/store.js';
import { escapeLike } from './criteria.js';

export type FilterValue = string | number | boolean | null | (string | number)[];

export interface FilterCondition {
  field: string;
  operator: FilterOperator;
  value?: FilterValue;
}
export type FilterNode = FilterCondition | { and: FilterNode[] } | { or: FilterNode[] };

export type FieldKind =
  | { kind: 'text' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'date' }
  | { kind: 'timestamp' }
  | { kind: 'number' };

export const OPERATORS_BY_KIND: Record<FieldKind['kind'], readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'in', 'not_in', 'contains', 'starts_with', 'ends_with', 'is_null'],
  enum: ['eq', 'ne', 'in', 'not_in', 'is_null'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'is_null'],
  timestamp: ['gt', 'gte', 'lt', 'lte', 'is_null'],
  number: ['eq', 'ne', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'is_null'],
};

export const FILTER_MAX_DEPTH = 4;
export const FILTER_MAX_CONDITIONS = 50;

/** Case-insensitive equality (`$ilike` with no wildcard). */
export function equalsIgnoreCase(field: string, value: string | undefined): Criteria {
  return value === undefined ? {} : { [field]: { $ilike: escapeLike(value) } };
}

/** Equality; text compares without case, like the list filters. */
function equal(field: string, kind: FieldKind, value: unknown): Criteria {
  return kind.kind === 'text' && typeof value === 'string' ? equalsIgnoreCase(field, value) : { [field]: value };
}

/** Inequality; a missing value (null) counts as different. */
function notEqual(field: string, kind: FieldKind, value: unknown): Criteria {
  return { $or: [{ $not: equal(field, kind, value) }, { [field]: null }] };
}

const SQL_OPERATOR: Partial<Record<FilterOperator, string>> = { gt: '$gt', gte: '$gte', lt: '$lt', lte: '$lte' };

/** One compilation: the fields the resource allows, the errors found so far, the conditions counted. */
interface Compilation {
  fields: Readonly<Record<string, FieldKind>>;
  errors: FieldError[];
  conditions: number;
}

function fail(state: Compilation, path: string, message: string, code: string): Criteria {
  state.errors.push({ path, message, code });
  return {};
}

function scalar(state: Compilation, kind: FieldKind, value: unknown, path: string): unknown {
  switch (kind.kind) {
    case 'enum': {
      const canonical = typeof value === 'string' ? canonicalEnumValue(value, kind.values) : undefined;
      return canonical ?? fail(state, path, `expected one of ${kind.values.join(', ')}`, 'invalid_enum');
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? value
        : fail(state, path, 'expected a number', 'invalid_type');
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? value
        : fail(state, path, 'expected a date YYYY-MM-DD', 'invalid_date');
    case 'timestamp': {
      const instant = typeof value === 'string' ? new Date(value) : undefined;
      return instant && !Number.isNaN(instant.getTime())
        ? instant
        : fail(state, path, 'expected an ISO 8601 date-time', 'invalid_date');
    }
    case 'text':
      return typeof value === 'string' ? value : fail(state, path, 'expected a string', 'invalid_type');
  }
}

function condition(state: Compilation, c: FilterCondition, path: string): Criteria {
  const kind = state.fields[c.field];
  if (!kind)
    return fail(
      state,
      `${path}.field`,
      `field must be one of ${Object.keys(state.fields).join(', ')}`,
      'unknown_field',
    );
  if (!OPERATORS_BY_KIND[kind.kind].includes(c.operator)) {
    return fail(
      state,
      `${path}.operator`,
      `operator ${c.operator} is not allowed on ${c.field}; use one of ${OPERATORS_BY_KIND[kind.kind].join(', ')}`,
      'invalid_operator',
    );
  }
  const valuePath = `${path}.value`;
  switch (c.operator) {
    case 'is_null':
      if (typeof c.value !== 'boolean') return fail(state, valuePath, 'is_null takes true or false', 'invalid_type');
      return { [c.field]: c.value ? null : { $ne: null } };
    case 'in':
    case 'not_in': {
      if (!Array.isArray(c.value) || c.value.length === 0 || c.value.length > 100) {
        return fail(state, valuePath, `${c.operator} takes a list of 1 to 100 values`, 'invalid_type');
      }
      const values = c.value.map((v, i) => scalar(state, kind, v, `${valuePath}.${i}`));
      if (c.operator === 'not_in') return { $and: values.map((v) => notEqual(c.field, kind, v)) };
      return kind.kind === 'text'
        ? { $or: values.map((v) => equal(c.field, kind, v)) }
        : { [c.field]: { $in: values } };
    }
    case 'contains':
    case 'starts_with':
    case 'ends_with': {
      if (typeof c.value !== 'string' || c.value.length === 0)
        return fail(state, valuePath, `${c.operator} takes a non-empty string`, 'invalid_type');
      const text = escapeLike(c.value);
      const pattern = c.operator === 'contains' ? `%${text}%` : c.operator === 'starts_with' ? `${text}%` : `%${text}`;
      return { [c.field]: { $ilike: pattern } };
    }
    case 'eq':
      return c.value === null ? { [c.field]: null } : equal(c.field, kind, scalar(state, kind, c.value, valuePath));
    case 'ne':
      return c.value === null
        ? { [c.field]: { $ne: null } }
        : notEqual(c.field, kind, scalar(state, kind, c.value, valuePath));
    default:
      return { [c.field]: { [SQL_OPERATOR[c.operator]!]: scalar(state, kind, c.value, valuePath) } };
  }
}

function walk(state: Compilation, n: FilterNode, path: string, depth: number): Criteria {
  if (depth > FILTER_MAX_DEPTH) return fail(state, path, `filters nest at most ${FILTER_MAX_DEPTH} levels`, 'too_deep');
  if ('and' in n || 'or' in n) {
    const key = 'and' in n ? 'and' : 'or';
    const children = (n as Record<string, FilterNode[]>)[key];
    if (!Array.isArray(children) || children.length === 0)
      return fail(state, `${path}.${key}`, `${key} takes a non-empty list`, 'invalid_type');
    return { [`$${key}`]: children.map((child, i) => walk(state, child, `${path}.${key}.${i}`, depth + 1)) };
  }
  state.conditions += 1;
  if (state.conditions > FILTER_MAX_CONDITIONS)
    return fail(state, path, `at most ${FILTER_MAX_CONDITIONS} conditions`, 'too_many_conditions');
  return condition(state, n, path);
}

/**
 * Compiles a filter tree to Criteria, or throws a ValidationError (400) listing every unknown
 * field, operator not allowed for the field's kind, and ill-typed value, with its path in the body.
 */
export function compileFilter(
  node: FilterNode,
  fields: Readonly<Record<string, FieldKind>>,
  rootPath = 'filter',
): Criteria {
  const state: Compilation = { fields, errors: [], conditions: 0 };
  const criteria = walk(state, node, rootPath, 1);
  if (state.errors.length > 0) throw new ValidationError('Invalid filter', state.errors);
  return criteria;
}
