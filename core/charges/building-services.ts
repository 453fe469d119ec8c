// Building services (spec, named area "building services"): the contracts a building runs on, each
// for one category of charges; expenses may name the service they pay for.
import type { ChargeCategoryCode } from '../../contract/vocabulary/charges.js';
import { definedCriteria } from '../shared/criteria.js';
import { type ListInput } from '../shared/crud.js';
import { compareDates } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { auditedRecords } from './audit/audited-records.js';
import type { ChargesContext } from './deps.js';
import { BUILDING_SERVICE_FIELDS, BuildingService } from './records.js';

/** A service cannot end before it starts. */
export interface BuildingServiceListInput extends ListInput {
  category?: ChargeCategoryCode;
}

export function buildingServiceErrors(service: Pick<BuildingService, 'start_date' | 'end_date'>) {
  return service.start_date && service.end_date && compareDates(service.end_date, service.start_date) < 0
    ? [{ path: 'end_date', message: `end_date is before start_date ${service.start_date}`, code: 'before_start' }]
    : [];
}

export function buildingServiceUseCases(store: Store, context: ChargesContext) {
  const records = auditedRecords(store, context, {
    cls: BuildingService,
    entity: 'building_service',
    scope: 'place',
    fields: BUILDING_SERVICE_FIELDS,
    defaultSort: [{ field: 'name', direction: 'asc' }],
    async check(_tx, service) {
      const errors = buildingServiceErrors(service);
      if (errors.length > 0) throw new BusinessRuleError(errors[0].message, errors);
    },
  });
  return {
    ...records,
    list: (placeId: string, input: BuildingServiceListInput) =>
      records.list(placeId, definedCriteria({ category: input.category }), input),
  };
}
