// The billing vocabulary (spec, "Rules stated for those areas": rent receipts, security deposits;
// loi 89-462 art. 21, 22 and 24): charge headings, rent period and receipt kinds, reminder steps,
// deposit statuses and retentions, the occasions of a handover of keys. Plain data for the contract
// and core.

/**
 * Recoverable charges by the headings of the décret n° 87-713 du 26 août 1987 (annexe), and GENERAL
 * for a provision not broken down.
 */
export const CHARGE_CATEGORIES = [
  'ELEVATORS',
  'WATER_AND_HEATING',
  'INDIVIDUAL_INSTALLATIONS',
  'COMMON_AREAS',
  'OUTDOOR_AREAS',
  'HYGIENE',
  'MISCELLANEOUS_EQUIPMENT',
  'TAXES_AND_FEES',
  'GENERAL',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

export const PERIOD_STATUSES = ['OPEN', 'PARTIALLY_PAID', 'PAID'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** Art. 21: a fully paid period gives a quittance, a partly paid one a reçu. */
export const RECEIPT_KINDS = ['QUITTANCE', 'RECU'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** docs/decisions.md, "Rent reminders": the commandement de payer (art. 24) is recommended, never sent. */
export const ESCALATION_STEPS = ['FRIENDLY_REMINDER', 'FORMAL_NOTICE', 'GUARANTOR_AND_LANDLORD_FLAG'] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];

export const DEPOSIT_STATUSES = ['HELD', 'AWAITING_RESTITUTION', 'RESTITUTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Why an amount is kept from the deposit (art. 22 al. 1 and 5); MISSING_KEYS: keys not returned at the exit. */
export const RETENTION_CATEGORIES = [
  'REPAIRS',
  'UNPAID_RENT',
  'UNPAID_CHARGES',
  'CHARGES_PROVISION',
  'OTHER_DUE',
  'MISSING_KEYS',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/** ENTRY: the tenant receives the keys; EXIT: the landlord gets them back (art. 22: the deposit's deadline runs). */
export const HANDOVER_OCCASIONS = ['ENTRY', 'EXIT', 'OTHER'] as const;
export type HandoverOccasion = (typeof HANDOVER_OCCASIONS)[number];

/** Arrears age buckets, days past the due date (docs/decisions.md 235): 0-30, 31-60, 61-90, over 90. */
export const ARREARS_BUCKETS = ['DAYS_0_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];
