import { Migration } from '@mikro-orm/migrations';

// An index, tenant first, for every filter and every sort the list endpoints offer
// (docs/decisions.md 78), so that a page of a tenant's 100,000 rows is an index range scan that
// stops after the page, never a scan and sort of the whole table.
//
// Lists order by the sort field then `id`, and put records without a value last in either
// direction (docs/decisions.md 8). A NOT NULL sort field needs one index (tenant, field, id): read
// forward for `asc`, backward for `desc` (the read path then leaves `nulls last` out, which means
// nothing on such a column). A nullable one needs an index per direction, since `desc nulls last`
// is not the backward order of `asc nulls last`.

interface Lists {
  table: string;
  notNull?: string[];
  nullable?: string[];
  /** Filters that are no sort field: equality, and for some the default sort after it. */
  filters?: string[][];
}

const LISTS: Lists[] = [
  {
    table: 'owners',
    notNull: ['created_at', 'updated_at'],
    nullable: ['last_name', 'first_name', 'legal_name', 'city'],
    filters: [['owner_category']],
  },
  {
    table: 'places',
    notNull: ['created_at', 'updated_at', 'name'],
    nullable: ['city', 'postal_code'],
    filters: [['owner_id'], ['place_category']],
  },
  {
    table: 'estates',
    notNull: ['created_at', 'updated_at', 'name'],
    nullable: ['area', 'floor', 'rent_amount', 'number_of_room'],
    filters: [['place_id', 'created_at'], ['rental_status']],
  },
  { table: 'rooms', filters: [['estate_id', 'created_at']] },
  {
    table: 'contacts',
    notNull: ['created_at', 'updated_at', 'type_contact'],
    nullable: ['last_name', 'first_name', 'company_name', 'email', 'city', 'country', 'category'],
  },
  {
    table: 'contact_links',
    filters: [
      ['contact_id', 'created_at'],
      ['entity_id', 'role'],
    ],
  },
  {
    table: 'energy_diagnoses',
    notNull: ['created_at', 'updated_at', 'diagnosis_date', 'valid_until', 'reference_number'],
    nullable: ['energy_consumption', 'ges_emission'],
    filters: [['place_id', 'diagnosis_date'], ['estate_id', 'diagnosis_date'], ['energy_label'], ['ges_label']],
  },
  {
    table: 'equipment',
    notNull: ['created_at', 'updated_at', 'name', 'category'],
    nullable: ['condition', 'installation_date', 'warranty_end'],
    filters: [['place_id'], ['estate_id'], ['room_id']],
  },
  { table: 'equipment_condition_history', filters: [['equipment_id', 'recorded_at']] },
  {
    table: 'lease_documents',
    filters: [
      ['lease_id', 'created_at'],
      ['lease_id', 'document_type'],
    ],
  },
  {
    table: 'leases',
    notNull: ['created_at', 'updated_at', 'start_date', 'end_date', 'rent_amount', 'status'],
    nullable: ['reference_number'],
    filters: [['status', 'start_date'], ['estate_id', 'start_date'], ['lease_type_id']],
  },
  { table: 'lease_lessees', filters: [['lease_id'], ['lessee_id']] },
  { table: 'lease_rent_revisions', filters: [['lease_id', 'created_at']] },
  {
    table: 'lessees',
    notNull: ['created_at', 'updated_at', 'last_name'],
    nullable: ['first_name', 'email', 'monthly_income'],
    filters: [['category']],
  },
];

/** Official zones have no tenant: their lists filter `tenant_id is null or tenant_id = ?`. */
const ZONE_INDEXES: Index[] = [
  { table: 'legislative_zones', name: 'legislative_zones_t_country_code', columns: '("tenant_id", "country_code")' },
  { table: 'legislative_zones', name: 'legislative_zones_t_zone_type', columns: '("tenant_id", "zone_type")' },
  { table: 'legislative_zones', name: 'legislative_zones_t_code', columns: '("tenant_id", upper("code"))' },
];

interface Index {
  table: string;
  name: string;
  columns: string;
}

function indexes(list: Lists): Index[] {
  const out: Index[] = [];
  const add = (suffix: string, columns: string[]) =>
    out.push({
      table: list.table,
      name: `${list.table}_t_${suffix}`.slice(0, 63),
      columns: `("tenant_id", ${[...columns, '"id"'].join(', ')})`,
    });
  for (const field of list.notNull ?? []) add(field, [`"${field}"`]);
  for (const field of list.nullable ?? []) {
    add(field, [`"${field}"`]);
    add(`${field}_desc`, [`"${field}" desc nulls last`]);
  }
  for (const columns of list.filters ?? [])
    add(
      columns.join('_'),
      columns.map((c) => `"${c}"`),
    );
  return out;
}

/**
 * Foreign keys a delete must check (`on delete set null` or a refusal): without an index on the
 * referencing column, deleting one owner or contact scans every estate or contact of the table.
 */
const FOREIGN_KEYS: Index[] = [
  { table: 'estates', name: 'estates_owner_id_index', columns: '("owner_id")' },
  { table: 'estates', name: 'estates_previous_owner_id_index', columns: '("previous_owner_id")' },
  { table: 'contacts', name: 'contacts_professional_guarantor_id_index', columns: '("professional_guarantor_id")' },
];

const ALL: Index[] = [...LISTS.flatMap(indexes), ...ZONE_INDEXES, ...FOREIGN_KEYS];

export class Migration20261123030000ListIndexes extends Migration {
  override async up(): Promise<void> {
    for (const index of ALL)
      this.addSql(`create index if not exists "${index.name}" on "${index.table}" ${index.columns};`);
  }

  override async down(): Promise<void> {
    for (const index of ALL) this.addSql(`drop index if exists "${index.name}";`);
  }
}
