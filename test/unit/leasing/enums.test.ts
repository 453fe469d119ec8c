import {
  CHARGE_SETTLEMENT_MODES,
  ENUM_ALIASES,
  type EnumName,
  LEASE_STATUSES,
  LESSEE_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  RENT_FREQUENCIES,
  REVISION_INDEX_TYPES,
  TENANT_ROLES,
  USAGE_TYPES,
  acceptedSpellings,
  toReference,
} from '../../../core/leasing/enums.js';

describe('enum spellings', () => {
  it.each([
    ['LeaseRentFrequency', 'Monthly', 'MONTHLY'],
    ['LeaseRentFrequency', 'MONTHLY', 'MONTHLY'],
    ['LeasePaymentTerms', 'InAdvance', 'TERME_A_ECHOIR'],
    ['LeasePaymentTerms', 'InArrears', 'TERME_ECHU'],
    ['LeasePaymentMethod', 'BankTransfer', 'VIREMENT_BANCAIRE'],
    ['ChargeSettlementMode', 'Provision', 'PROVISION'],
    ['ChargeSettlementMode', 'Forfeit', 'FLAT_RATE'],
    ['LeaseUsageType', 'MainResidence', 'RESIDENTIAL_ONLY'],
    ['LeaseStatus', 'Draft', 'DRAFT'],
    ['LeaseStatus', 'PendingSignature', 'PENDING_SIGNATURE'],
    ['LeaseStatus', 'Finalization', 'FINALISATION'],
    ['TenantRole', 'PRIMARY_TENANT', 'PrimaryTenant'],
    ['LesseeCategory', 'Guarantor', 'guarantor'],
  ] as Array<[EnumName, string, string]>)('%s %s -> %s', (name, input, reference) => {
    expect(toReference(name, input)).toBe(reference);
  });

  it('rejects values that are no spelling of the enum', () => {
    expect(toReference('LeaseStatus', 'Cancelled')).toBeUndefined();
    expect(toReference('LeaseRentFrequency', 'monthly')).toBeUndefined();
    expect(toReference('LeaseStatus', 'toString')).toBeUndefined();
  });

  it('gives every reference value at least one workflow spelling and no spelling two meanings', () => {
    const references: Record<EnumName, readonly string[]> = {
      LeaseStatus: LEASE_STATUSES,
      LeaseRentFrequency: RENT_FREQUENCIES,
      LeaseRevisionIndexType: REVISION_INDEX_TYPES,
      LeaseUsageType: USAGE_TYPES,
      ChargeSettlementMode: CHARGE_SETTLEMENT_MODES,
      LeasePaymentTerms: PAYMENT_TERMS,
      LeasePaymentMethod: PAYMENT_METHODS,
      TenantRole: TENANT_ROLES,
      LesseeCategory: LESSEE_CATEGORIES,
    };
    for (const name of Object.keys(ENUM_ALIASES) as EnumName[]) {
      const table = ENUM_ALIASES[name] as Record<string, readonly string[]>;
      expect(Object.keys(table)).toEqual([...references[name]]);
      for (const aliases of Object.values(table)) expect(aliases.length).toBeGreaterThan(0);
      const spellings = acceptedSpellings(name);
      expect(new Set(spellings).size).toBe(spellings.length);
      for (const spelling of spellings) expect(references[name]).toContain(toReference(name, spelling));
    }
  });
});
