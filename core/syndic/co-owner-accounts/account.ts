// A co-owner's account with the syndicate (décret 2005-240: one account per co-owner, class 45 of
// its chart of accounts): entries that are never changed (calls, payments, regularisations,
// interest), whose sum is the balance; payments allocated to the oldest calls first; the steps of
// the recovery of unpaid calls. Amounts are integer cents; a positive balance is owed by the co-owner.
import type { CoOwnerEntryKind, RecoveryStep } from '../../../contract/vocabulary/syndic.js';
import type { PaymentMethod } from '../../../contract/vocabulary/leasing.js';
import type { ChargeCategoryCode } from '../../../contract/vocabulary/charges.js';

export class CoOwnerAccount {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  /** One of: an owner of this service's account, or a contact. */
  owner_id: string | null = null;
  contact_id: string | null = null;
  /** The individual account in class 45: 450 and a sequence (4500001 …). */
  number!: string;
  name!: string;
  created_at!: Date;
  updated_at!: Date;
}

export class CoOwnerEntry {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  account_id!: string;
  entry_date!: string;
  kind!: CoOwnerEntryKind;
  /** The class-45 sub-account (4501 budget, 4502 works and exceptional operations). */
  ledger!: string;
  label!: string;
  /** Positive: owed by the co-owner (debit); negative: paid or credited (credit). */
  amount_cents!: number;
  fund_call_id: string | null = null;
  notice_id: string | null = null;
  payment_id: string | null = null;
  recovery_id: string | null = null;
  created_at!: Date;
}

export class CoOwnerPayment {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  account_id!: string;
  paid_on!: string;
  amount_cents!: number;
  method!: PaymentMethod;
  reference: string | null = null;
  /** The call the payer named, when one; it must be open (409). */
  fund_call_id: string | null = null;
  /** What no notice owed: the co-owner's credit, used by the next calls. */
  unallocated_cents = 0;
  created_at!: Date;
}

export class CoOwnerPaymentAllocation {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  payment_id!: string;
  notice_id!: string;
  cents!: number;
  created_at!: Date;
}

/** A step of the recovery of a co-owner's unpaid calls. */
export class CoOwnerRecovery {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  account_id!: string;
  step!: RecoveryStep;
  taken_on!: string;
  /** The notices claimed, and what was still owed on them. */
  notice_ids: string[] = [];
  amount_claimed_cents!: number;
  /** The nature of what is claimed, as the letter states it. */
  nature!: string;
  /** FORMAL_NOTICE: the first presentation of the registered letter (décret 67-223 art. 64). */
  first_presented_on: string | null = null;
  /** FORMAL_NOTICE: interest at the legal rate posted so far (décret 67-223 art. 36). */
  interest_posted_cents = 0;
  /** FORMAL_NOTICE: the day the account was cleared, which ends the recovery. */
  answered_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** What approved accounts settled, once per syndicate and year (approved-accounts.ts). */
export class AccountsSettlement {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  fiscal_year!: number;
  accounts_id!: string;
  settled_on!: string;
  regularisations: { lot_id: string; amount_cents: number }[] = [];
  charge_expenses: {
    estate_id: string;
    category: ChargeCategoryCode;
    amount_cents: number;
    heading: string;
    syndic_expense_id: string;
  }[] = [];
  deposit_settlements: { lease_id: string; retention_id: string; settled_amount_cents: number }[] = [];
  created_at!: Date;
}
