export class Place {
  id!: string;
  tenant_id!: string;
  name!: string;
  type_id: string | null = null;
  country_id: string | null = null;
  owner_id: string | null = null;
  address_line1: string | null = null;
  postal_code: string | null = null;
  city: string | null = null;
  latitude: number | null = null;
  longitude: number | null = null;
  number_of_floor: number | null = null;
  place_category: string | null = null;
  legal_regime: string | null = null;
  digicode: string | null = null;
  construction_date: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}
