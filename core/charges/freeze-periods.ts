// Freeze periods (spec, Charges: "legislative freeze periods block charge modifications"), kept by
// each tenant with the text that imposes them; changes to them are audited like any configuration.
import { definedCriteria } from '../shared/criteria.js';
import { type ListInput, requireReference } from '../shared/crud.js';
import { compareDates } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Place } from '../property/place.js';
import { auditedRecords } from './audit/audited-records.js';
import type { ChargesContext } from './deps.js';
import { CHARGE_FREEZE_PERIOD_FIELDS, ChargeFreezePeriod } from './records.js';

export interface FreezePeriodListInput extends ListInput {
  place_id?: string;
  active_on?: string;
}

export function freezePeriodUseCases(store: Store, context: ChargesContext) {
  const records = auditedRecords(store, context, {
    cls: ChargeFreezePeriod,
    entity: 'charge_freeze_period',
    scope: null,
    fields: CHARGE_FREEZE_PERIOD_FIELDS,
    defaultSort: [{ field: 'start_date', direction: 'desc' }],
    async check(tx, period) {
      if (period.place_id) await requireReference(tx, Place, period.place_id, 'place_id');
      if (compareDates(period.end_date, period.start_date) < 0)
        throw new BusinessRuleError('end_date is before start_date', [
          { path: 'end_date', message: 'end_date is before start_date', code: 'before_start' },
        ]);
    },
  });
  return {
    ...records,
    /** `active_on`: the periods covering that day. */
    list: (input: FreezePeriodListInput) =>
      records.list(
        null,
        {
          ...definedCriteria({ place_id: input.place_id }),
          ...(input.active_on ? { start_date: { $lte: input.active_on }, end_date: { $gte: input.active_on } } : {}),
        },
        input,
      ),
  };
}
