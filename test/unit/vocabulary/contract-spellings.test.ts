// The contract accepts every spelling of the vocabulary (contract/vocabulary/leasing.ts) and maps it
// to its reference value; other values are refused.
import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { tenantRoleInput } from '../../../contract/leasing/lease-lessees.js';
import { leaseStatusInput, updateLeaseBody } from '../../../contract/leasing/leases.js';
import { lesseeCategoryInput } from '../../../contract/leasing/lessees.js';
import { LEASING_ENUMS, type LeasingEnumName } from '../../support/leasing-enums.js';

const leaseField: Partial<Record<LeasingEnumName, string>> = {
  LeaseRentFrequency: 'rent_frequency',
  LeaseRevisionIndexType: 'revision_index_type',
  LeaseUsageType: 'usage_type',
  ChargeSettlementMode: 'charge_settlement_mode',
  LeasePaymentTerms: 'payment_terms',
  LeasePaymentMethod: 'payment_method',
};

function parse(name: LeasingEnumName, value: string): unknown {
  const field = leaseField[name];
  if (field) {
    const result = updateLeaseBody.safeParse({ [field]: value });
    return result.success ? (result.data as Record<string, unknown>)[field] : undefined;
  }
  const schema: z.ZodTypeAny =
    name === 'LeaseStatus' ? leaseStatusInput : name === 'TenantRole' ? tenantRoleInput : lesseeCategoryInput;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

describe('contract enum spellings', () => {
  for (const name of Object.keys(LEASING_ENUMS) as LeasingEnumName[]) {
    it(`${name}: every vocabulary spelling parses to its reference value`, () => {
      for (const [reference, aliases] of Object.entries(
        LEASING_ENUMS[name].spellings as Record<string, readonly string[]>,
      )) {
        for (const spelling of [reference, ...aliases])
          expect([spelling, parse(name, spelling)]).toEqual([spelling, reference]);
      }
    });
  }

  it('refuses a value that is no spelling of the enum, own properties only', () => {
    expect(parse('LeaseStatus', 'Cancelled')).toBeUndefined();
    expect(parse('LeaseStatus', 'toString')).toBeUndefined();
  });
});
