// The contract (the wire) and the domain keep the same enum spellings: every workflow spelling the
// domain knows is accepted by the contract and mapped to the same reference value.
import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { tenantRoleInput } from '../../../contract/lease-lessees.js';
import { leaseStatusInput, updateLeaseBody } from '../../../contract/leases.js';
import { lesseeCategoryInput } from '../../../contract/lessees.js';
import { ENUM_ALIASES, type EnumName } from '../../../core/leasing/enums.js';

const leaseField: Partial<Record<EnumName, string>> = {
  LeaseRentFrequency: 'rent_frequency',
  LeaseRevisionIndexType: 'revision_index_type',
  LeaseUsageType: 'usage_type',
  ChargeSettlementMode: 'charge_settlement_mode',
  LeasePaymentTerms: 'payment_terms',
  LeasePaymentMethod: 'payment_method',
};

function parse(name: EnumName, value: string): unknown {
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
  for (const name of Object.keys(ENUM_ALIASES) as EnumName[]) {
    it(`${name}: every domain spelling parses to its reference value`, () => {
      for (const [reference, aliases] of Object.entries(ENUM_ALIASES[name] as Record<string, readonly string[]>)) {
        for (const spelling of [reference, ...aliases])
          expect([spelling, parse(name, spelling)]).toEqual([spelling, reference]);
      }
    });
  }
});
