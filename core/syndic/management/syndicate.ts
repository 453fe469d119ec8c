// The records of a copropriété (loi 65-557): the syndicate attached to a place, its lots with their
// co-owners, its charge keys (art. 10) and each lot's shares in a key.
import type { ChargeKeyKind } from '../../../contract/vocabulary/syndic.js';

export class Syndicate {
  id!: string;
  tenant_id!: string;
  place_id!: string;
  /** The number in the national register of copropriétés (CCH L711-1). */
  registry_number: string | null = null;
  name!: string;
  /** The month its fiscal year starts (1-12). */
  fiscal_year_start_month = 1;
  /** Reception of the building's construction works: the works fund is compulsory 10 years later (art. 14-2-1). */
  building_completed_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** A lot of the règlement de copropriété: private parts and their co-owner (an owner or a contact). */
export class SyndicLot {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  /** The lot number in the règlement de copropriété. */
  number!: string;
  /** The account's estate when the lot is one of them. */
  estate_id: string | null = null;
  co_owner_owner_id: string | null = null;
  co_owner_contact_id: string | null = null;
  description: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** A charge key: its shares (tantièmes) add up to its stated total. */
export class ChargeKey {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  code!: string;
  name!: string;
  kind!: ChargeKeyKind;
  /** The total of the shares stated in the règlement de copropriété (e.g. 1000 or 10000 tantièmes). */
  stated_total!: number;
  created_at!: Date;
  updated_at!: Date;
}

/** A lot's share in a key. */
export class LotShare {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  charge_key_id!: string;
  lot_id!: string;
  shares!: number;
  created_at!: Date;
}

/** The co-owner of a lot, one of owner or contact (null while none is recorded). */
export function coOwnerOf(lot: Pick<SyndicLot, 'co_owner_owner_id' | 'co_owner_contact_id'>): string | null {
  return lot.co_owner_owner_id ?? lot.co_owner_contact_id ?? null;
}
