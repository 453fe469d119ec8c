import type { RentalStatus } from '../../contract/vocabulary/property.js';

export class Estate {
  id!: string;
  tenant_id!: string;
  place_id!: string;
  name!: string;
  estate_type_id: string | null = null;
  fiscal_identifier!: string;
  area: number | null = null;
  number_of_room: number | null = null;
  orientation: string | null = null;
  building: string | null = null;
  floor: number | null = null;
  owner_id: string | null = null;
  previous_owner_id: string | null = null;
  lot_number: string | null = null;
  housing_tax: number | null = null;
  property_tax: number | null = null;
  acquisition_price: number | null = null;
  rent_amount: number | null = null;
  /** Derived from the estate's leases (spec, Estate rule 1); never set by the caller. */
  rental_status: RentalStatus = 'VACANT';
  construction_date: string | null = null;
  renovation_date: string | null = null;
  address: string | null = null;
  other_detail: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Fields a caller may set on an estate; rental_status is not among them. */
export const ESTATE_WRITABLE_FIELDS = [
  'name',
  'estate_type_id',
  'fiscal_identifier',
  'area',
  'number_of_room',
  'orientation',
  'building',
  'floor',
  'owner_id',
  'previous_owner_id',
  'lot_number',
  'housing_tax',
  'property_tax',
  'acquisition_price',
  'rent_amount',
  'construction_date',
  'renovation_date',
  'address',
  'other_detail',
] as const satisfies readonly (keyof Estate)[];

/** Fields that stay mandatory: a PUT may change them but never null them. */
export const ESTATE_REQUIRED_FIELDS = ['name', 'fiscal_identifier'] as const satisfies readonly (keyof Estate)[];
