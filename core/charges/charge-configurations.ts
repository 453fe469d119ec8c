// Charge configuration per building (spec, named area "charge configuration"): for each category,
// the distribution key, the meter or tantièmes it reads, and the recoverable share.
import type { ChargeCategoryCode, DistributionKey } from '../../contract/vocabulary/charges.js';
import { definedCriteria } from '../shared/criteria.js';
import { type ListInput, requireReference } from '../shared/crud.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Meter } from '../meters/meter.js';
import { buildingOf } from '../meters/meter-checks.js';
import { auditedRecords } from './audit/audited-records.js';
import { recoverablePercent } from './categories.js';
import type { ChargesContext } from './deps.js';
import { assertNotFrozen } from './freeze.js';
import { CHARGE_CONFIGURATION_FIELDS, ChargeConfiguration } from './records.js';

const rule = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/** What the key needs and nothing it does not: a meter for METER_CONSUMPTION, tantièmes for TANTIEMES, tasks for CARETAKER. */
export interface ConfigurationListInput extends ListInput {
  category?: ChargeCategoryCode;
  distribution_key?: DistributionKey;
}

export function configurationErrors(c: ChargeConfiguration): FieldError[] {
  const errors: FieldError[] = [];
  const meterKey = c.distribution_key === 'METER_CONSUMPTION';
  if (meterKey && !c.meter_id) errors.push(rule('meter_id', 'METER_CONSUMPTION needs the meter', 'meter_required'));
  if (!meterKey && c.meter_id)
    errors.push(rule('meter_id', 'a meter is only read with METER_CONSUMPTION', 'meter_without_key'));
  const tantiemesKey = c.distribution_key === 'TANTIEMES';
  if (tantiemesKey && c.tantiemes.length === 0)
    errors.push(rule('tantiemes', 'TANTIEMES needs the lots and their shares', 'tantiemes_required'));
  if (!tantiemesKey && c.tantiemes.length > 0)
    errors.push(rule('tantiemes', 'tantièmes are only read with TANTIEMES', 'tantiemes_without_key'));
  const estates = c.tantiemes.map((t) => t.estate_id);
  if (new Set(estates).size !== estates.length)
    errors.push(rule('tantiemes', 'each estate appears once', 'duplicate_estate'));
  if (c.category !== 'CARETAKER' && c.caretaker_tasks.length > 0)
    errors.push(rule('caretaker_tasks', 'caretaker tasks belong to the CARETAKER category', 'not_caretaker'));
  return errors;
}

async function placeErrors(tx: Store, c: ChargeConfiguration): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (c.meter_id) {
    const meter = await requireReference(tx, Meter, c.meter_id, 'meter_id');
    if ((await buildingOf(tx, meter)) !== c.place_id)
      errors.push(rule('meter_id', `meter ${meter.id} is in another building`, 'meter_elsewhere'));
  }
  for (const [i, share] of c.tantiemes.entries()) {
    const estate = await requireReference(tx, Estate, share.estate_id, `tantiemes.${i}.estate_id`);
    if (estate.place_id !== c.place_id)
      errors.push(rule(`tantiemes.${i}.estate_id`, `estate ${estate.id} is in another building`, 'estate_elsewhere'));
  }
  return errors;
}

export function chargeConfigurationUseCases(store: Store, context: ChargesContext) {
  const today = () => toDateOnly(context.clock.now());
  const records = auditedRecords(store, context, {
    cls: ChargeConfiguration,
    entity: 'charge_configuration',
    scope: 'place',
    fields: CHARGE_CONFIGURATION_FIELDS,
    defaultSort: [{ field: 'category', direction: 'asc' }],
    async check(tx, c) {
      await assertNotFrozen(tx, c.place_id, { from: today(), to: today() }, 'The charge configuration of the building');
      const errors = [...configurationErrors(c), ...(await placeErrors(tx, c))];
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      const other = await tx.repo(ChargeConfiguration).findOne({ place_id: c.place_id, category: c.category });
      if (other && other.id !== c.id)
        throw new ConflictError(`The building already configures ${c.category} (configuration ${other.id})`);
      c.recoverable_percent = recoverablePercent(c.category, c.caretaker_tasks);
    },
    checkRemove: (tx, c) =>
      assertNotFrozen(tx, c.place_id, { from: today(), to: today() }, 'The charge configuration of the building'),
  });
  return {
    ...records,
    list: (placeId: string, input: ConfigurationListInput) =>
      records.list(
        placeId,
        definedCriteria({ category: input.category, distribution_key: input.distribution_key }),
        input,
      ),
  };
}
