// The Store port's criteria as MikroORM's own queries take them (findOne, find, count): the same
// vocabulary but `$contains`, which MikroORM lacks and which becomes its ILIKE equivalent (the read
// path writes it otherwise: sql.ts).
import type { Criteria } from '../../core/ports/store.js';
import { escapeLike } from '../../core/shared/criteria.js';

function operators(value: Record<string, unknown>): Record<string, unknown> {
  const { $contains, ...rest } = value;
  return $contains === undefined ? value : { ...rest, $ilike: `%${escapeLike(String($contains))}%` };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

export function mikroCriteria(criteria: Criteria): Criteria {
  return Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and' || key === '$or') return [key, (value as Criteria[]).map(mikroCriteria)];
      if (key === '$not') return [key, mikroCriteria(value as Criteria)];
      return [key, isPlainObject(value) ? operators(value) : value];
    }),
  );
}
