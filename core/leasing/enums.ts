// Lease enumerations (spec, Lease: "Enumerations (reference spelling)") and the workflow
// spellings the spec's examples use (Monthly, InAdvance, BankTransfer, Provision, Forfeit,
// MainResidence, Draft). docs/architecture.md: accept both on input, answer with the reference spelling.

export const LEASE_STATUSES = [
  'DRAFT',
  'PENDING_SIGNATURE',
  'ACTIVE',
  'NOTICE',
  'FINALISATION',
  'TERMINATED',
  'EXPIRED',
] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const RENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

export const REVISION_INDEX_TYPES = ['IRL', 'ICC', 'ILAT', 'ILC', 'NONE'] as const;
export type RevisionIndexType = (typeof REVISION_INDEX_TYPES)[number];

export const USAGE_TYPES = ['RESIDENTIAL_ONLY', 'MIXED_PROFESSIONAL'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export const CHARGE_SETTLEMENT_MODES = ['PROVISION', 'PERIODIC', 'FLAT_RATE'] as const;
export type ChargeSettlementMode = (typeof CHARGE_SETTLEMENT_MODES)[number];

export const PAYMENT_TERMS = ['TERME_A_ECHOIR', 'TERME_ECHU'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_METHODS = [
  'VIREMENT_BANCAIRE',
  'PRELEVEMENT_AUTOMATIQUE',
  'CHEQUE',
  'ESPECES',
  'CARTE_BANCAIRE',
  'MANDAT_CASH',
  'AUTRE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Lease-lessee roles (spec, Lease-lessee association: PrimaryTenant, Guarantor; CoTenant for colocation). */
export const TENANT_ROLES = ['PrimaryTenant', 'CoTenant', 'Guarantor'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** Lessee categories (spec, Lessee: individual, guarantor; company for a legal-person tenant). */
export const LESSEE_CATEGORIES = ['individual', 'company', 'guarantor'] as const;
export type LesseeCategory = (typeof LESSEE_CATEGORIES)[number];

/**
 * Workflow spellings per reference value. Every reference value has at least its PascalCase
 * English name; the spec's examples (Monthly, InAdvance, BankTransfer, Provision, Forfeit,
 * MainResidence, Draft) are among them.
 */
export const ENUM_ALIASES = {
  LeaseStatus: {
    DRAFT: ['Draft'],
    PENDING_SIGNATURE: ['PendingSignature'],
    ACTIVE: ['Active'],
    NOTICE: ['Notice', 'UnderNotice'],
    FINALISATION: ['Finalisation', 'Finalization'],
    TERMINATED: ['Terminated'],
    EXPIRED: ['Expired'],
  },
  LeaseRentFrequency: {
    MONTHLY: ['Monthly'],
    QUARTERLY: ['Quarterly'],
    ANNUALLY: ['Annually', 'Yearly'],
  },
  LeaseRevisionIndexType: {
    IRL: ['Irl'],
    ICC: ['Icc'],
    ILAT: ['Ilat'],
    ILC: ['Ilc'],
    NONE: ['None'],
  },
  LeaseUsageType: {
    RESIDENTIAL_ONLY: ['MainResidence', 'ResidentialOnly'],
    MIXED_PROFESSIONAL: ['MixedProfessional', 'MixedUse'],
  },
  ChargeSettlementMode: {
    PROVISION: ['Provision'],
    PERIODIC: ['Periodic', 'ActualCosts'],
    FLAT_RATE: ['Forfeit', 'FlatRate'],
  },
  LeasePaymentTerms: {
    TERME_A_ECHOIR: ['InAdvance'],
    TERME_ECHU: ['InArrears'],
  },
  LeasePaymentMethod: {
    VIREMENT_BANCAIRE: ['BankTransfer'],
    PRELEVEMENT_AUTOMATIQUE: ['DirectDebit'],
    CHEQUE: ['Cheque', 'Check'],
    ESPECES: ['Cash'],
    CARTE_BANCAIRE: ['Card', 'CreditCard'],
    MANDAT_CASH: ['MoneyOrder', 'MandatCash'],
    AUTRE: ['Other'],
  },
  TenantRole: {
    PrimaryTenant: ['PRIMARY_TENANT', 'Primary'],
    CoTenant: ['CO_TENANT', 'CoLessee'],
    Guarantor: ['GUARANTOR'],
  },
  LesseeCategory: {
    individual: ['Individual', 'INDIVIDUAL'],
    company: ['Company', 'COMPANY'],
    guarantor: ['Guarantor', 'GUARANTOR'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type EnumName = keyof typeof ENUM_ALIASES;
export type ReferenceValue<E extends EnumName> = keyof (typeof ENUM_ALIASES)[E] & string;

/** Every spelling accepted on input for an enum: the reference values first, then the aliases. */
export function acceptedSpellings<E extends EnumName>(name: E): string[] {
  const table = ENUM_ALIASES[name] as Record<string, readonly string[]>;
  return [...Object.keys(table), ...Object.values(table).flat()];
}

/** The reference spelling of an input value, or undefined when the value is no spelling of the enum. */
export function toReference<E extends EnumName>(name: E, value: string): ReferenceValue<E> | undefined {
  const table = ENUM_ALIASES[name] as Record<string, readonly string[]>;
  if (Object.hasOwn(table, value)) return value as ReferenceValue<E>;
  for (const [reference, aliases] of Object.entries(table)) {
    if (aliases.includes(value)) return reference as ReferenceValue<E>;
  }
  return undefined;
}
