export class Room {
  id!: string;
  tenant_id!: string;
  estate_id!: string;
  type_room_id: string | null = null;
  designation: string | null = null;
  carrez_surface: number | null = null;
  habitable_surface: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ROOM_WRITABLE_FIELDS = [
  'type_room_id',
  'designation',
  'carrez_surface',
  'habitable_surface',
] as const satisfies readonly (keyof Room)[];
