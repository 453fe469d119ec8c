// The leasing enumerations of contract/vocabulary/leasing.ts by the spec's enum names, with their
// spelling tables, for the tests that walk them all.
import * as v from '../../contract/vocabulary/leasing.js';

export const LEASING_ENUMS = {
  LeaseStatus: { values: v.LEASE_STATUSES, spellings: v.LEASE_STATUS_SPELLINGS },
  LeaseRentFrequency: { values: v.RENT_FREQUENCIES, spellings: v.RENT_FREQUENCY_SPELLINGS },
  LeaseRevisionIndexType: { values: v.REVISION_INDEX_TYPES, spellings: v.REVISION_INDEX_TYPE_SPELLINGS },
  LeaseUsageType: { values: v.USAGE_TYPES, spellings: v.USAGE_TYPE_SPELLINGS },
  ChargeSettlementMode: { values: v.CHARGE_SETTLEMENT_MODES, spellings: v.CHARGE_SETTLEMENT_MODE_SPELLINGS },
  LeasePaymentTerms: { values: v.PAYMENT_TERMS, spellings: v.PAYMENT_TERMS_SPELLINGS },
  LeasePaymentMethod: { values: v.PAYMENT_METHODS, spellings: v.PAYMENT_METHOD_SPELLINGS },
  TenantRole: { values: v.TENANT_ROLES, spellings: v.TENANT_ROLE_SPELLINGS },
  LesseeCategory: { values: v.LESSEE_CATEGORIES, spellings: v.LESSEE_CATEGORY_SPELLINGS },
};
export type LeasingEnumName = keyof typeof LEASING_ENUMS;
