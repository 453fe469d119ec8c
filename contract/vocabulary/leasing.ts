// The leasing vocabulary: the lease enumerations in their reference spelling (spec, Lease:
// "Enumerations (reference spelling)"), tenant roles, lessee categories and lease types, each with
// its other spellings accepted on input: the spec's workflow examples (Monthly, InAdvance,
// BankTransfer, Provision, Forfeit, MainResidence, Draft) and their siblings, at least the
// PascalCase English name of every value. The contract also accepts the case variants of each
// reference value (contract/common.ts, spellingAliases) and answers the reference spelling
// (docs/architecture.md, "One vocabulary"). Plain data: it imports nothing.

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
export const LEASE_STATUS_SPELLINGS = {
  DRAFT: ['Draft'],
  PENDING_SIGNATURE: ['PendingSignature'],
  ACTIVE: ['Active'],
  NOTICE: ['Notice', 'UnderNotice'],
  FINALISATION: ['Finalisation', 'Finalization'],
  TERMINATED: ['Terminated'],
  EXPIRED: ['Expired'],
} as const satisfies Record<LeaseStatus, readonly string[]>;

export const RENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
export const RENT_FREQUENCY_SPELLINGS = {
  MONTHLY: ['Monthly'],
  QUARTERLY: ['Quarterly'],
  ANNUALLY: ['Annually', 'Yearly'],
} as const satisfies Record<RentFrequency, readonly string[]>;

export const REVISION_INDEX_TYPES = ['IRL', 'ICC', 'ILAT', 'ILC', 'NONE'] as const;
export type RevisionIndexType = (typeof REVISION_INDEX_TYPES)[number];
export const REVISION_INDEX_TYPE_SPELLINGS = {
  IRL: ['Irl'],
  ICC: ['Icc'],
  ILAT: ['Ilat'],
  ILC: ['Ilc'],
  NONE: ['None'],
} as const satisfies Record<RevisionIndexType, readonly string[]>;

export const USAGE_TYPES = ['RESIDENTIAL_ONLY', 'MIXED_PROFESSIONAL'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
export const USAGE_TYPE_SPELLINGS = {
  RESIDENTIAL_ONLY: ['MainResidence', 'ResidentialOnly'],
  MIXED_PROFESSIONAL: ['MixedProfessional', 'MixedUse'],
} as const satisfies Record<UsageType, readonly string[]>;

export const CHARGE_SETTLEMENT_MODES = ['PROVISION', 'PERIODIC', 'FLAT_RATE'] as const;
export type ChargeSettlementMode = (typeof CHARGE_SETTLEMENT_MODES)[number];
export const CHARGE_SETTLEMENT_MODE_SPELLINGS = {
  PROVISION: ['Provision'],
  PERIODIC: ['Periodic', 'ActualCosts'],
  FLAT_RATE: ['Forfeit', 'FlatRate'],
} as const satisfies Record<ChargeSettlementMode, readonly string[]>;

export const PAYMENT_TERMS = ['TERME_A_ECHOIR', 'TERME_ECHU'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERMS_SPELLINGS = {
  TERME_A_ECHOIR: ['InAdvance'],
  TERME_ECHU: ['InArrears'],
} as const satisfies Record<PaymentTerms, readonly string[]>;

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
export const PAYMENT_METHOD_SPELLINGS = {
  VIREMENT_BANCAIRE: ['BankTransfer'],
  PRELEVEMENT_AUTOMATIQUE: ['DirectDebit'],
  CHEQUE: ['Cheque', 'Check'],
  ESPECES: ['Cash'],
  CARTE_BANCAIRE: ['Card', 'CreditCard'],
  MANDAT_CASH: ['MoneyOrder', 'MandatCash'],
  AUTRE: ['Other'],
} as const satisfies Record<PaymentMethod, readonly string[]>;

/** Lease-lessee roles (spec, Lease-lessee association: PrimaryTenant, Guarantor; CoTenant for colocation). */
export const TENANT_ROLES = ['PrimaryTenant', 'CoTenant', 'Guarantor'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];
export const TENANT_ROLE_SPELLINGS = {
  PrimaryTenant: ['PRIMARY_TENANT', 'Primary'],
  CoTenant: ['CO_TENANT', 'CoLessee'],
  Guarantor: ['GUARANTOR'],
} as const satisfies Record<TenantRole, readonly string[]>;

/** How a tenant's rent share is set: explicitly, an equal split of the rest, or none (guarantor, ended term). */
export const RENT_SHARE_MODES = ['explicit', 'equal_split', 'none'] as const;
export type RentShareMode = (typeof RENT_SHARE_MODES)[number];

/** Lessee categories (spec, Lessee: individual, guarantor; company for a legal-person tenant). */
export const LESSEE_CATEGORIES = ['individual', 'company', 'guarantor'] as const;
export type LesseeCategory = (typeof LESSEE_CATEGORIES)[number];
export const LESSEE_CATEGORY_SPELLINGS = {
  individual: ['Individual', 'INDIVIDUAL'],
  company: ['Company', 'COMPANY'],
  guarantor: ['Guarantor', 'GUARANTOR'],
} as const satisfies Record<LesseeCategory, readonly string[]>;

/** Lease types (spec, Lease type): the legal frameworks, and their families. */
export const LEASE_TYPE_CODES = [
  'HabitationVide',
  'HabitationMeublee',
  'MobiliteEtudiante',
  'Commercial',
  'Professionnel',
] as const;
export type LeaseTypeCode = (typeof LEASE_TYPE_CODES)[number];

export const LEASE_TYPE_CATEGORIES = ['residential', 'commercial', 'professional'] as const;
export type LeaseTypeCategory = (typeof LEASE_TYPE_CATEGORIES)[number];

/** The two parties of a lease: who gives a notice, who accepts a condition report. */
export const LEASE_PARTIES = ['TENANT', 'LANDLORD'] as const;
export type LeaseParty = (typeof LEASE_PARTIES)[number];

/** The statuses of a lease whose tenancy began: rent is payable and charges are settled for it. */
export const TENANCY_STATUSES = [
  'ACTIVE',
  'NOTICE',
  'FINALISATION',
  'TERMINATED',
  'EXPIRED',
] as const satisfies readonly LeaseStatus[];

/** Template types of the spec's generated lease PDF record. */
export const PDF_TEMPLATE_TYPES = [
  'LeaseContract',
  'Amendment',
  'InventoryReport',
  'RentReceipt',
  'NoticeToVacate',
  'OtherDocument',
] as const;
export type PdfTemplateType = (typeof PDF_TEMPLATE_TYPES)[number];

/** The id of the template that renders each type of PDF (core/leasing/pdf/pdf-templates.ts). */
export const PDF_TEMPLATE_IDS = {
  LeaseContract: '5f0c2d7e-3b1a-4c8e-9a6d-2e4f1b7c9d30',
  Amendment: '9b3e6a41-7c2d-4f58-8e1a-5d0c3b7f2a64',
} as const;

/** Loi 89-462 art. 25-12: the situations that open a bail mobilité, one of which the tenant justifies. */
export const MOBILITY_REASONS = [
  'VOCATIONAL_TRAINING',
  'HIGHER_EDUCATION',
  'APPRENTICESHIP',
  'INTERNSHIP',
  'CIVIC_SERVICE',
  'PROFESSIONAL_TRANSFER',
  'TEMPORARY_ASSIGNMENT',
] as const;
export type MobilityReason = (typeof MOBILITY_REASONS)[number];
