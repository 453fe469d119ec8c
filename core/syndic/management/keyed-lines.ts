// Lines by charge key and heading (a budget's, or a year's actual expenses): each on a key of the
// syndicate, each key and heading once.
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { ChargeKey } from './syndicate.js';

export interface KeyedLineInput {
  charge_key_id: string;
  heading: string;
}

export async function checkKeyedLines(
  store: Store,
  syndicateId: string,
  lines: readonly KeyedLineInput[],
  path: string,
) {
  const keys = new Set((await store.repo(ChargeKey).findAll({ syndicate_id: syndicateId })).map((k) => k.id));
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!keys.has(line.charge_key_id))
      throw new BusinessRuleError(`Line ${i + 1}: not a charge key of this syndicate`, [
        { path: `${path}.${i}.charge_key_id`, message: 'not a charge key of this syndicate', code: 'unknown_key' },
      ]);
    const pair = `${line.charge_key_id}\u0000${line.heading}`;
    if (seen.has(pair))
      throw new BusinessRuleError(`Line ${i + 1}: key and heading given twice`, [
        { path: `${path}.${i}.heading`, message: 'key and heading given twice', code: 'duplicate_line' },
      ]);
    seen.add(pair);
  });
}

/** The sum of the lines' cents. */
export const linesTotal = (lines: readonly { amount_cents: number }[]) =>
  lines.reduce((sum, l) => sum + l.amount_cents, 0);
