import { Migration } from '@mikro-orm/migrations';

// Keys and furniture become records of their own (docs/decisions.md, keys and inventory as records):
// - inventory_items: each piece of furniture a report recorded, linked to the report and its lease;
// - key_sets and key_handovers: the keys of an estate, their holder and the history of their handovers,
//   each handover with the condition report it belongs to;
// - deposit_retentions may keep the price of keys not returned (MISSING_KEYS), naming the handover.
// The JSON columns `keys` and `inventory` of condition_reports move to these records, losing nothing:
// every inventory line becomes an item in its order; every key line of an entry report becomes a set
// handed to the lease's tenant, the exit report's line of the same type (in order) its handover back,
// with the keys missing; an exit line without an entry line is a set handed back. Each handover keeps
// the line's comments, and its created_at the line's order, so `down` rebuilds the same JSON.
const KEY_TYPES = `'ENTRANCE_DOOR', 'BUILDING_DOOR', 'MAILBOX', 'GARAGE', 'CELLAR', 'BADGE', 'REMOTE_CONTROL', 'OTHER'`;
const KEY_HOLDERS = `'LANDLORD', 'AGENCY', 'TENANT', 'CONTRACTOR'`;
const ITEM_CODES = `'BEDDING', 'LIGHT_BLOCKING', 'HOB', 'OVEN_OR_MICROWAVE', 'FRIDGE_FREEZER', 'TABLEWARE', 'KITCHEN_UTENSILS', 'TABLE_AND_SEATS', 'STORAGE_SHELVES', 'LIGHTING', 'CLEANING_EQUIPMENT', 'OTHER'`;
const CONDITIONS = `'EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'DAMAGED', 'NEEDS_REPAIR', 'BROKEN', 'MISSING'`;
const RETENTIONS = `'REPAIRS', 'UNPAID_RENT', 'UNPAID_CHARGES', 'CHARGES_PROVISION', 'OTHER_DUE'`;
const TABLES = ['inventory_items', 'key_sets', 'key_handovers'];

const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;

function createTables(m: Migration) {
  m.addSql(`create table "inventory_items" (
    "id" uuid not null, ${tenant},
    "report_id" uuid not null references "condition_reports" ("id") on delete cascade,
    "lease_id" uuid not null references "leases" ("id") on delete cascade,
    "position" int not null, "item_code" text not null, "label" varchar(255) null, "quantity" int not null,
    "condition" text not null, "comments" text null, "created_at" timestamptz not null,
    primary key ("id"),
    constraint "inventory_items_position_unique" unique ("report_id", "position"),
    constraint "inventory_items_item_code_check" check ("item_code" in (${ITEM_CODES})),
    constraint "inventory_items_condition_check" check ("condition" in (${CONDITIONS})),
    constraint "inventory_items_quantity_check" check ("quantity" >= 0));`);
  m.addSql(`create table "key_sets" (
    "id" uuid not null, ${tenant}, "created_at" timestamptz not null, "updated_at" timestamptz not null,
    "estate_id" uuid not null references "estates" ("id") on delete cascade,
    "key_type" text not null, "label" varchar(255) null, "count" int not null, "holder" text not null,
    "holder_name" varchar(255) null, "lease_id" uuid null references "leases" ("id") on delete set null,
    "comments" text null,
    primary key ("id"),
    constraint "key_sets_key_type_check" check ("key_type" in (${KEY_TYPES})),
    constraint "key_sets_holder_check" check ("holder" in (${KEY_HOLDERS})),
    constraint "key_sets_count_check" check ("count" >= 0));`);
  m.addSql(`create table "key_handovers" (
    "id" uuid not null, ${tenant}, "created_at" timestamptz not null,
    "key_set_id" uuid not null references "key_sets" ("id") on delete cascade,
    "estate_id" uuid not null references "estates" ("id") on delete cascade,
    "handed_over_on" date not null,
    "from_holder" text not null, "from_name" varchar(255) null,
    "from_lease_id" uuid null references "leases" ("id") on delete set null,
    "to_holder" text not null, "to_name" varchar(255) null,
    "to_lease_id" uuid null references "leases" ("id") on delete set null,
    "count" int not null, "held_count" int not null, "missing_count" int not null,
    "condition_report_id" uuid null references "condition_reports" ("id") on delete set null,
    "comments" text null,
    primary key ("id"),
    constraint "key_handovers_holders_check" check ("from_holder" in (${KEY_HOLDERS}) and "to_holder" in (${KEY_HOLDERS})),
    constraint "key_handovers_counts_check" check ("count" >= 0 and "held_count" >= 0 and "missing_count" >= 0));`);
  const indexes: [string, string][] = [
    ['inventory_items', '"tenant_id", "report_id"'],
    ['inventory_items', '"tenant_id", "lease_id"'],
    ['key_sets', '"tenant_id", "estate_id", "created_at"'],
    ['key_sets', '"tenant_id", "estate_id", "key_type"'],
    ['key_sets', '"tenant_id", "estate_id", "holder"'],
    ['key_sets', '"tenant_id", "lease_id"'],
    ['key_handovers', '"tenant_id", "key_set_id", "handed_over_on"'],
    ['key_handovers', '"tenant_id", "key_set_id", "created_at"'],
    ['key_handovers', '"tenant_id", "from_lease_id"'],
    ['key_handovers', '"condition_report_id"'],
  ];
  for (const [table, columns] of indexes)
    m.addSql(
      `create index "${table}_${columns.replace(/"/g, '').replace(/, /g, '_')}_index" on "${table}" (${columns});`,
    );
  for (const table of TABLES) m.addSql(`select enable_tenant_rls('${table}');`);
}

function moveInventory(m: Migration) {
  m.addSql(`insert into "inventory_items" ("id", "tenant_id", "report_id", "lease_id", "position", "item_code", "label",
      "quantity", "condition", "comments", "created_at")
    select gen_random_uuid(), r."tenant_id", r."id", r."lease_id", (e.ord - 1)::int, e.item ->> 'item_code',
      e.item ->> 'label', (e.item ->> 'quantity')::int, e.item ->> 'condition', e.item ->> 'comments', r."created_at"
    from "condition_reports" r cross join lateral jsonb_array_elements(r."inventory") with ordinality as e(item, ord);`);
}

/** Each key line, and the entry line paired with the exit line of the same type and rank. */
function pairKeyLines(m: Migration) {
  m.addSql(`create temporary table "migrated_key_lines" on commit drop as
    select r."tenant_id", r."id" as "report_id", r."lease_id", l."estate_id", r."report_type", r."inspection_date",
      r."created_at" + e.ord * interval '1 microsecond' as "created_at", e.k ->> 'key_type' as "key_type",
      (e.k ->> 'count')::int as "count", e.k ->> 'comments' as "comments",
      row_number() over (partition by r."id", e.k ->> 'key_type' order by e.ord) as "rank"
    from "condition_reports" r join "leases" l on l."id" = r."lease_id"
    cross join lateral jsonb_array_elements(r."keys") with ordinality as e(k, ord);`);
  m.addSql(`create temporary table "migrated_key_pairs" on commit drop as
    select gen_random_uuid() as "key_set_id", coalesce(en."tenant_id", ex."tenant_id") as "tenant_id",
      coalesce(en."lease_id", ex."lease_id") as "lease_id", coalesce(en."estate_id", ex."estate_id") as "estate_id",
      coalesce(en."key_type", ex."key_type") as "key_type",
      en."report_id" as "entry_report_id", en."inspection_date" as "entry_date", en."count" as "entry_count",
      en."comments" as "entry_comments", en."created_at" as "entry_created_at",
      ex."report_id" as "exit_report_id", ex."inspection_date" as "exit_date", ex."count" as "exit_count",
      ex."comments" as "exit_comments", ex."created_at" as "exit_created_at"
    from (select * from "migrated_key_lines" where "report_type" = 'ENTRY') en
    full join (select * from "migrated_key_lines" where "report_type" = 'EXIT') ex
      on ex."lease_id" = en."lease_id" and ex."key_type" = en."key_type" and ex."rank" = en."rank";`);
}

function moveKeys(m: Migration) {
  pairKeyLines(m);
  m.addSql(`insert into "key_sets" ("id", "tenant_id", "created_at", "updated_at", "estate_id", "key_type", "count",
      "holder", "lease_id")
    select "key_set_id", "tenant_id", coalesce("entry_created_at", "exit_created_at"),
      coalesce("exit_created_at", "entry_created_at"), "estate_id", "key_type", coalesce("exit_count", "entry_count"),
      case when "exit_report_id" is null then 'TENANT' else 'LANDLORD' end,
      case when "exit_report_id" is null then "lease_id" end
    from "migrated_key_pairs";`);
  const columns = `("id", "tenant_id", "created_at", "key_set_id", "estate_id", "handed_over_on", "from_holder",
      "from_lease_id", "to_holder", "to_lease_id", "count", "held_count", "missing_count", "condition_report_id", "comments")`;
  m.addSql(`insert into "key_handovers" ${columns}
    select gen_random_uuid(), "tenant_id", "entry_created_at", "key_set_id", "estate_id", "entry_date", 'LANDLORD', null,
      'TENANT', "lease_id", "entry_count", "entry_count", 0, "entry_report_id", "entry_comments"
    from "migrated_key_pairs" where "entry_report_id" is not null;`);
  m.addSql(`insert into "key_handovers" ${columns}
    select gen_random_uuid(), "tenant_id", "exit_created_at", "key_set_id", "estate_id", "exit_date", 'TENANT', "lease_id",
      'LANDLORD', null, "exit_count", coalesce("entry_count", "exit_count"),
      greatest(coalesce("entry_count", "exit_count") - "exit_count", 0), "exit_report_id", "exit_comments"
    from "migrated_key_pairs" where "exit_report_id" is not null;`);
}

export class Migration20261130120100KeysAndInventory extends Migration {
  override async up(): Promise<void> {
    createTables(this);
    moveInventory(this);
    moveKeys(this);
    this.addSql(`alter table "condition_reports" drop column "keys", drop column "inventory";`);
    this.addSql(`alter table "deposit_retentions" drop constraint "deposit_retentions_category_check",
      add constraint "deposit_retentions_category_check" check ("category" in (${RETENTIONS}, 'MISSING_KEYS')),
      add column "key_handover_id" uuid null references "key_handovers" ("id") on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "deposit_retentions" where "category" = 'MISSING_KEYS';`);
    this.addSql(`alter table "deposit_retentions" drop column "key_handover_id",
      drop constraint "deposit_retentions_category_check",
      add constraint "deposit_retentions_category_check" check ("category" in (${RETENTIONS}));`);
    this.addSql(`alter table "condition_reports" add column "keys" jsonb not null default '[]',
      add column "inventory" jsonb not null default '[]';`);
    this.addSql(`update "condition_reports" r set "inventory" = coalesce((select jsonb_agg(jsonb_build_object(
        'item_code', i."item_code", 'label', i."label", 'quantity', i."quantity", 'condition', i."condition",
        'comments', i."comments") order by i."position") from "inventory_items" i where i."report_id" = r."id"), '[]');`);
    this.addSql(`update "condition_reports" r set "keys" = coalesce((select jsonb_agg(jsonb_build_object(
        'key_type', s."key_type", 'count', h."count", 'comments', h."comments") order by h."created_at", h."id")
        from "key_handovers" h join "key_sets" s on s."id" = h."key_set_id" where h."condition_report_id" = r."id"), '[]');`);
    for (const table of [...TABLES].reverse()) this.addSql(`drop table "${table}";`);
  }
}
