// Reference records shared by every tenant (seeded by migration, read-only through the API).

export class PlaceType {
  id!: string;
  code!: string;
  name!: string;
}

export class EstateType {
  id!: string;
  code!: string;
  name!: string;
  is_residential!: boolean;
}

export class RoomType {
  id!: string;
  code!: string;
  name!: string;
  is_living_space!: boolean;
}

export class Country {
  id!: string;
  code!: string;
  name!: string;
  is_active!: boolean;
  created_at!: Date;
  updated_at!: Date;
}
