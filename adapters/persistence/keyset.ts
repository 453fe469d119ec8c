// Keyset pagination (docs/decisions.md 77): the records after a cursor's position, in the order of
// the list (each key `asc` or `desc`, records without a value last, `id` the final key), as criteria
// an index on the sort columns can seek to. The first key's bound (`area <= 42` for `-area`) is
// what lets PostgreSQL start the index scan at the position instead of walking every row before
// it; since that bound leaves out the records without a value, which come last, a nullable first
// key is read in two parts: values after the position, then the nulls.
import type { EntityMetadata } from '@mikro-orm/core';
import type { Criteria } from '../../core/ports/store.js';
import { ValidationError } from '../../core/shared/errors.js';
import type { PageRequest, SortKey } from '../../core/shared/paging.js';

type Nullable = (field: string) => boolean;

/** The records that come after `values` in the order of `sort`. */
function afterPosition(sort: SortKey[], values: unknown[], nullable: Nullable): Criteria {
  const branches: Criteria[] = [];
  sort.forEach((key, i) => {
    const value = values[i];
    // Nothing comes after a record without a value within its key: they sort last.
    if (value === null) return;
    const beyond = { [key.field]: key.direction === 'asc' ? { $gt: value } : { $lt: value } };
    const after = nullable(key.field) ? { $or: [beyond, { [key.field]: null }] } : beyond;
    // The keys before this one hold the same values (null matches IS NULL).
    const same = sort.slice(0, i).map((previous, j) => ({ [previous.field]: values[j] }));
    branches.push(same.length > 0 ? { $and: [...same, after] } : after);
  });
  return { $or: branches };
}

/** A cursor value must have the type of its column, or PostgreSQL would refuse the query (a 500). */
function checkValues(meta: EntityMetadata, sort: SortKey[], values: unknown[]): void {
  sort.forEach((key, i) => {
    const value = values[i];
    const prop = meta.properties[key.field as never] as { runtimeType?: string; nullable?: boolean } | undefined;
    const expected = prop?.runtimeType === 'Date' ? 'string' : prop?.runtimeType;
    const fits =
      value === null
        ? prop?.nullable === true
        : typeof value === expected && (prop?.runtimeType !== 'Date' || !Number.isNaN(Date.parse(value as string)));
    if (!fits)
      throw new ValidationError('Invalid cursor: not a cursor given by this service', [
        { path: 'cursor', message: 'not a cursor given by this service', code: 'invalid_cursor' },
      ]);
  });
}

/**
 * The criteria of each part of a page: one empty part without a cursor (the offset applies), else
 * the records after the cursor, in one part or two (see above).
 */
export function keysetCriteria(meta: EntityMetadata, page: PageRequest): Criteria[] {
  if (!page.after) return [{}];
  const { sort } = page;
  const values = page.after.values;
  checkValues(meta, sort, values);
  const nullable: Nullable = (field) =>
    (meta.properties[field as never] as { nullable?: boolean } | undefined)?.nullable === true;
  const after = afterPosition(sort, values, nullable);
  const [first] = sort;
  if (values[0] === null) return [after];
  const bound = { [first.field]: first.direction === 'asc' ? { $gte: values[0] } : { $lte: values[0] } };
  const parts: Criteria[] = [{ $and: [after, bound] }];
  if (nullable(first.field)) parts.push({ $and: [after, { [first.field]: null }] });
  return parts;
}
