// Actual expenses of a building (spec, Charges: regularisation "from actual expenses"). Once a
// statement counting an expense was sent, the expense is kept as it was for the six months its
// supporting documents stay available to the tenants (loi 89-462 art. 23): changing or deleting it
// is a 409 until then.
import type { ChargeCategoryCode } from '../../contract/vocabulary/charges.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { type ListInput, requireReference } from '../shared/crud.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { auditedRecords } from './audit/audited-records.js';
import type { ChargesContext } from './deps.js';
import { BuildingService, CHARGE_EXPENSE_FIELDS, ChargeExpense } from './records.js';
import { ChargeRegularisation } from './regularisations/regularisation.js';

async function expenseErrors(tx: Store, e: ChargeExpense): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (compareDates(e.period_end, e.period_start) < 0)
    errors.push({ path: 'period_end', message: 'period_end is before period_start', code: 'before_start' });
  if (e.building_service_id) {
    const service = await requireReference(tx, BuildingService, e.building_service_id, 'building_service_id');
    if (service.place_id !== e.place_id)
      errors.push({ path: 'building_service_id', message: 'the service is another building’s', code: 'elsewhere' });
  }
  return errors;
}

/** 409 while a sent statement counting the expense keeps its documents available. */
async function assertDocumentsReleased(tx: Store, e: ChargeExpense, today: string): Promise<void> {
  const holding = await tx.repo(ChargeRegularisation).findOne({
    place_id: e.place_id,
    status: { $in: ['SENT', 'SETTLED'] },
    period_start: { $lte: e.period_end },
    period_end: { $gte: e.period_start },
    documents_available_until: { $gte: today },
  });
  if (holding) {
    throw new ConflictError(
      `Regularisation ${holding.id} counts this expense and was sent on ${holding.sent_on}: its supporting documents stay available until ${holding.documents_available_until}`,
      [],
      { documents_available_until: holding.documents_available_until },
    );
  }
}

export interface ExpenseListInput extends ListInput {
  category?: ChargeCategoryCode;
  building_service_id?: string;
  period_start_from?: string;
  period_start_to?: string;
}

export function chargeExpenseUseCases(store: Store, context: ChargesContext) {
  const today = () => toDateOnly(context.clock.now());
  const records = auditedRecords(store, context, {
    cls: ChargeExpense,
    entity: 'charge_expense',
    scope: 'place',
    fields: CHARGE_EXPENSE_FIELDS,
    defaultSort: [{ field: 'period_start', direction: 'desc' }],
    async check(tx, expense, before) {
      if (before) await assertDocumentsReleased(tx, before, today());
      const errors = await expenseErrors(tx, expense);
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
    },
    checkRemove: (tx, expense) => assertDocumentsReleased(tx, expense, today()),
  });
  return {
    ...records,
    list: (placeId: string, input: ExpenseListInput) =>
      records.list(
        placeId,
        {
          ...definedCriteria({ category: input.category, building_service_id: input.building_service_id }),
          ...rangeCriteria('period_start', input.period_start_from, input.period_start_to),
        },
        input,
      ),
  };
}
