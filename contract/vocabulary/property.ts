// The property vocabulary: owner categories (spec, Owner) with the other spellings accepted on
// input, and an estate's rental status (spec, Estate). Plain data for the contract and core.

export const OWNER_CATEGORIES = ['individual', 'company', 'sc/sci'] as const;
export type OwnerCategory = (typeof OWNER_CATEGORIES)[number];

export const OWNER_CATEGORY_SPELLINGS = {
  individual: ['Individual', 'INDIVIDUAL'],
  company: ['Company', 'COMPANY'],
  'sc/sci': ['sc-sci', 'sci', 'SCI', 'SC/SCI'],
} as const satisfies Record<OwnerCategory, readonly string[]>;

/** Spec, Estate rental_status: derived from the estate's leases. */
export const RENTAL_STATUSES = ['VACANT', 'RENTED', 'NOTICE'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];
