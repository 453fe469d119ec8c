// The wire and the domain spell the meter and charge enumerations alike (the contract imports
// nothing of ours, so each keeps its list), and the décret's numbering holds together.
import { describe, expect, it } from '@jest/globals';
import * as wireAudit from '../../../contract/charge-audit-log.js';
import * as wireCategories from '../../../contract/charge-categories.js';
import { REGULARISATION_STATUSES as WIRE_STATUSES } from '../../../contract/charge-regularisations.js';
import { READING_METHODS as WIRE_METHODS } from '../../../contract/meter-readings.js';
import * as wireMeters from '../../../contract/meters.js';
import { AUDITED_ENTITIES, AUDIT_ACTIONS } from '../../../core/charges/audit.js';
import {
  CARETAKER_TASKS,
  CHARGE_CATEGORIES,
  CHARGE_CATEGORY_CODES,
  DECREE_CHAPTERS,
  DISTRIBUTION_KEYS,
} from '../../../core/charges/categories.js';
import { REGULARISATION_STATUSES } from '../../../core/charges/regularisation.js';
import { METER_BILLING_TYPES, METER_TYPES, METER_UNITS, READING_METHODS } from '../../../core/meters/meter.js';

describe('enumerations on the wire and in the domain', () => {
  it.each([
    ['charge categories', wireCategories.CHARGE_CATEGORY_CODES, CHARGE_CATEGORY_CODES],
    ['distribution keys', wireCategories.DISTRIBUTION_KEYS, DISTRIBUTION_KEYS],
    ['caretaker tasks', wireCategories.CARETAKER_TASKS, CARETAKER_TASKS],
    ['décret chapters', wireCategories.DECREE_CHAPTERS, DECREE_CHAPTERS],
    ['audited entities', wireAudit.AUDITED_ENTITIES, AUDITED_ENTITIES],
    ['audit actions', wireAudit.AUDIT_ACTIONS, AUDIT_ACTIONS],
    ['regularisation statuses', WIRE_STATUSES, REGULARISATION_STATUSES],
    ['meter types', wireMeters.METER_TYPES, METER_TYPES],
    ['billing types', wireMeters.METER_BILLING_TYPES, METER_BILLING_TYPES],
    ['units', wireMeters.METER_UNITS, METER_UNITS],
    ['reading methods', WIRE_METHODS, READING_METHODS],
  ])('%s are the same list', (_name, wire, domain) => {
    expect([...wire]).toEqual([...domain]);
  });

  it('accepts other spellings of a category and answers the code', () => {
    expect(wireCategories.chargeCategory.parse('household-waste-tax')).toBe('HOUSEHOLD_WASTE_TAX');
    expect(wireCategories.chargeCategory.parse('Cold Water')).toBe('COLD_WATER');
    expect(wireCategories.chargeCategory.safeParse('PARKING').success).toBe(false);
  });
});

describe('the décret 87-713 list', () => {
  it('has one entry per code, in the order of the codes', () => {
    expect(CHARGE_CATEGORIES.map((c) => c.code)).toEqual([...CHARGE_CATEGORY_CODES]);
  });

  it('numbers each entry of the annex by chapter and item, and cites it', () => {
    for (const c of CHARGE_CATEGORIES.filter((c) => c.chapter !== null)) {
      expect(c.reference).toBe(
        `décret n° 87-713 du 26 août 1987, annexe, ${c.chapter}${c.item === null ? '' : `.${c.item}`}`,
      );
    }
    const chapters = new Set(CHARGE_CATEGORIES.map((c) => c.chapter).filter(Boolean));
    expect([...chapters]).toEqual([...DECREE_CHAPTERS]);
    expect(CHARGE_CATEGORIES.filter((c) => c.chapter === 'VIII').map((c) => c.code)).toEqual([
      'HOUSEHOLD_WASTE_TAX',
      'SWEEPING_TAX',
    ]);
  });
});
