import { Migration } from '@mikro-orm/migrations';

// The lists of the areas that came after Migration20261123030000 (billing, indexation, charges,
// meters, media, diagnostics of estates, condition reports, annexes, notices, lease PDFs), indexed
// as that migration does (docs/decisions.md 78): tenant first, then the record the list hangs from
// (the lease, the building, the meter...) when it is nested, then every sort field and `id`; a
// nullable sort field also `desc nulls last` (whether a column is nullable is read from the catalog,
// so that the index follows the table); an equality filter that is no sort field before the
// default sort. An index an earlier migration already has under another name is only duplicated
// where it lacked the trailing `id` or the scope.

export interface List {
  table: string;
  /** The column a nested list is always filtered by (the lease of /leases/{id}/...). */
  scope?: string;
  sorts: string[];
  /** Equality filters that are no sort field. */
  filters?: string[];
  /** The default sort, after a filter. */
  by: string;
}

const LISTS: List[] = [
  {
    table: 'building_services',
    scope: 'place_id',
    sorts: ['name', 'category', 'start_date', 'created_at'],
    by: 'name',
  },
  {
    table: 'charge_configurations',
    scope: 'place_id',
    sorts: ['category', 'created_at'],
    filters: ['distribution_key'],
    by: 'category',
  },
  {
    table: 'charge_expenses',
    scope: 'place_id',
    sorts: ['period_start', 'period_end', 'category', 'amount', 'created_at'],
    filters: ['building_service_id'],
    by: 'period_start',
  },
  {
    table: 'charge_freeze_periods',
    sorts: ['start_date', 'end_date', 'created_at'],
    filters: ['place_id'],
    by: 'start_date',
  },
  {
    table: 'charge_provisions',
    scope: 'lease_id',
    sorts: ['effective_from', 'category', 'created_at'],
    by: 'effective_from',
  },
  {
    table: 'charge_regularisations',
    scope: 'lease_id',
    sorts: ['period_start', 'created_at'],
    filters: ['status'],
    by: 'period_start',
  },
  {
    table: 'charge_audit_log',
    sorts: ['changed_at'],
    filters: ['entity_type', 'entity_id', 'action', 'place_id', 'lease_id', 'actor_key_id'],
    by: 'changed_at',
  },
  {
    table: 'condition_reports',
    scope: 'lease_id',
    sorts: ['inspection_date', 'created_at'],
    filters: ['report_type', 'status'],
    by: 'inspection_date',
  },
  { table: 'deposit_retentions', scope: 'deposit_id', sorts: ['created_at', 'amount', 'category'], by: 'created_at' },
  {
    table: 'estate_diagnostics',
    scope: 'estate_id',
    sorts: ['diagnosis_date', 'valid_until', 'created_at', 'diagnostic_type'],
    filters: ['is_active', 'outcome'],
    by: 'diagnosis_date',
  },
  {
    table: 'lease_annexes',
    scope: 'lease_id',
    sorts: ['created_at', 'code', 'valid_until'],
    filters: ['source_category'],
    by: 'created_at',
  },
  {
    table: 'lease_notices',
    scope: 'lease_id',
    sorts: ['received_date', 'end_date', 'created_at'],
    filters: ['given_by', 'status'],
    by: 'received_date',
  },
  {
    table: 'lease_pdfs',
    scope: 'lease_id',
    sorts: ['created_at', 'file_size', 'pages', 'template_type'],
    by: 'created_at',
  },
  {
    table: 'lease_index_revisions',
    scope: 'lease_id',
    sorts: ['revision_date', 'status', 'created_at'],
    by: 'revision_date',
  },
  {
    table: 'media',
    sorts: ['created_at', 'file_name', 'file_size'],
    filters: ['lease_id', 'estate_id', 'content_type'],
    by: 'created_at',
  },
  {
    table: 'meter_readings',
    scope: 'meter_id',
    sorts: ['reading_date', 'created_at'],
    filters: ['method', 'is_anomaly', 'lease_id'],
    by: 'reading_date',
  },
  {
    table: 'meters',
    sorts: ['created_at', 'serial_number', 'type', 'installed_on'],
    filters: ['place_id', 'estate_id', 'parent_meter_id', 'billing_type', 'replaced_by_meter_id'],
    by: 'created_at',
  },
  {
    table: 'rent_payments',
    scope: 'lease_id',
    sorts: ['paid_on', 'amount', 'method', 'created_at'],
    by: 'paid_on',
  },
  {
    table: 'rent_periods',
    scope: 'lease_id',
    sorts: ['due_date', 'period_start', 'total_amount', 'status', 'created_at'],
    by: 'due_date',
  },
  {
    table: 'rent_receipts',
    scope: 'lease_id',
    sorts: ['period_start', 'issued_on', 'kind', 'created_at'],
    filters: ['period_id', 'lessee_id'],
    by: 'period_start',
  },
  {
    table: 'rent_reminders',
    scope: 'lease_id',
    sorts: ['sent_on', 'step', 'created_at'],
    filters: ['period_id'],
    by: 'sent_on',
  },
];

interface Index {
  table: string;
  name: string;
  columns: string[];
  /** Created only when this column is nullable (the `desc nulls last` twin of a sort index). */
  ifNullable?: string;
}

function indexesOf(list: List): Index[] {
  const lead = ['tenant_id', ...(list.scope ? [list.scope] : [])].map((c) => `"${c}"`);
  const index = (suffix: string, columns: string[], ifNullable?: string): Index => ({
    table: list.table,
    name: `${list.table}_l_${suffix}`.slice(0, 63),
    columns: [...lead, ...columns, '"id"'],
    ifNullable,
  });
  return [
    ...list.sorts.flatMap((field) => [
      index(field, [`"${field}"`]),
      index(`${field}_desc`, [`"${field}" desc nulls last`], field),
    ]),
    ...(list.filters ?? []).map((filter) => index(filter, [`"${filter}"`, `"${list.by}"`])),
  ];
}

/** The statements that create (`up`) and drop (`down`) the indexes of these lists. */
export function listIndexes(lists: List[]): { up: string[]; down: string[] } {
  const all = lists.flatMap(indexesOf);
  if (new Set(all.map((index) => index.name)).size !== all.length) throw new Error('list index names collide');
  return { up: all.map(create), down: all.map((index) => `drop index if exists "${index.name}";`) };
}

const ALL = listIndexes(LISTS);

function create(index: Index): string {
  const statement = `create index if not exists "${index.name}" on "${index.table}" (${index.columns.join(', ')})`;
  if (!index.ifNullable) return `${statement};`;
  return `do $$ begin
    if exists (select 1 from pg_attribute where attrelid = '"${index.table}"'::regclass
               and attname = '${index.ifNullable}' and not attnotnull) then
      execute $i$${statement}$i$;
    end if;
  end $$;`;
}

export class Migration20261123030200ListIndexesOfLaterAreas extends Migration {
  override async up(): Promise<void> {
    for (const statement of ALL.up) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of ALL.down) this.addSql(statement);
  }
}
