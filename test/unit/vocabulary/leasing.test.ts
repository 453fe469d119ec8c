// The leasing vocabulary (contract/vocabulary/leasing.ts): the spec's example spellings map to their
// reference value, every reference value has a workflow spelling, and no spelling means two values.
import { LEASING_ENUMS, type LeasingEnumName } from '../../support/leasing-enums.js';

const table = (name: LeasingEnumName) => LEASING_ENUMS[name].spellings as Record<string, readonly string[]>;

/** Every spelling the table gives for an enum: the reference values first, then the workflow spellings. */
const spellingsOf = (name: LeasingEnumName) => [...Object.keys(table(name)), ...Object.values(table(name)).flat()];

/** The reference value a spelling of the table stands for. */
function referenceOf(name: LeasingEnumName, spelling: string): string | undefined {
  const entries = Object.entries(table(name));
  return entries.find(([reference, aliases]) => reference === spelling || aliases.includes(spelling))?.[0];
}

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
  ] as Array<[LeasingEnumName, string, string]>)('%s %s -> %s', (name, input, reference) => {
    expect(referenceOf(name, input)).toBe(reference);
  });

  it('lists workflow spellings only: no other value, no case variant (the contract derives those)', () => {
    expect(referenceOf('LeaseStatus', 'Cancelled')).toBeUndefined();
    expect(referenceOf('LeaseRentFrequency', 'monthly')).toBeUndefined();
  });

  it('gives every reference value at least one workflow spelling and no spelling two meanings', () => {
    for (const name of Object.keys(LEASING_ENUMS) as LeasingEnumName[]) {
      const references: readonly string[] = LEASING_ENUMS[name].values;
      expect(Object.keys(table(name))).toEqual([...references]);
      for (const aliases of Object.values(table(name))) expect(aliases.length).toBeGreaterThan(0);
      const spellings = spellingsOf(name);
      expect(new Set(spellings).size).toBe(spellings.length);
      for (const spelling of spellings) expect(references).toContain(referenceOf(name, spelling));
    }
  });
});
