// The operators of the complex filter language (POST /contacts/filter; docs/decisions.md): a
// condition is {field, operator, value}. Plain data for the contract and core.

export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'in',
  'not_in',
  'contains',
  'starts_with',
  'ends_with',
  'gt',
  'gte',
  'lt',
  'lte',
  'is_null',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
