// A payout to the owner (reversement): the sum paid out of the owner's account, to the IBAN the owner
// record held then (validated when it was written: ibantools).
export class OwnerPayout {
  id!: string;
  tenant_id!: string;
  mandate_id!: string;
  owner_id!: string;
  amount!: number;
  paid_on!: string;
  iban!: string;
  bic: string | null = null;
  /** The name the transfer is made out to. */
  creditor_name!: string;
  reference: string | null = null;
  created_at!: Date;
}
