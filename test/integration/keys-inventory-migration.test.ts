// The migration that moves the keys and the furniture out of the condition reports into records of
// their own, on a database of its own seeded with reports as they were written before it: nothing
// lost on the way up, the same JSON back on the way down.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openOrm } from '../../adapters/persistence/orm.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { ConditionReport } from '../../core/inspections/condition-report.js';
import { reportViews } from '../../core/inspections/condition-reports.js';
import { keysReturned } from '../../core/inspections/keys/lease-keys.js';

const BEFORE = 'Migration20261130120000_zone_tendue_lists';
const MIGRATION = 'Migration20261130120100_keys_and_inventory';
const database = `keys_migration_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let orm: MikroORM;
let db: pg.Pool;

const ids = {
  tenant: randomUUID(),
  place: randomUUID(),
  estate: randomUUID(),
  other_estate: randomUUID(),
  lease: randomUUID(),
  entry_only: randomUUID(),
  exit_only: randomUUID(),
  entry: randomUUID(),
  exit: randomUUID(),
  lone_entry: randomUUID(),
  lone_exit: randomUUID(),
};

/** Today's reports: keys and furniture as JSON, as the service wrote them before the migration. */
const REPORTS = [
  {
    id: ids.entry,
    lease: ids.lease,
    type: 'ENTRY',
    date: '2024-01-01',
    keys: [
      { key_type: 'ENTRANCE_DOOR', count: 2, comments: 'porte palière' },
      { key_type: 'MAILBOX', count: 1, comments: null },
      { key_type: 'ENTRANCE_DOOR', count: 1, comments: 'porte de service' },
    ],
    inventory: [
      { item_code: 'TABLE_AND_SEATS', label: 'Table et 4 chaises', quantity: 5, condition: 'GOOD', comments: null },
      { item_code: 'BEDDING', label: null, quantity: 1, condition: 'EXCELLENT', comments: 'couette neuve' },
    ],
  },
  {
    id: ids.exit,
    lease: ids.lease,
    type: 'EXIT',
    date: '2025-06-30',
    keys: [
      { key_type: 'ENTRANCE_DOOR', count: 1, comments: 'une clé perdue' },
      { key_type: 'GARAGE', count: 1, comments: null },
    ],
    inventory: [
      { item_code: 'TABLE_AND_SEATS', label: 'Table et 4 chaises', quantity: 4, condition: 'FAIR', comments: null },
    ],
  },
  {
    id: ids.lone_entry,
    lease: ids.entry_only,
    type: 'ENTRY',
    date: '2024-03-01',
    keys: [{ key_type: 'BADGE', count: 2, comments: null }],
    inventory: [],
  },
  {
    id: ids.lone_exit,
    lease: ids.exit_only,
    type: 'EXIT',
    date: '2024-09-01',
    keys: [{ key_type: 'CELLAR', count: 1, comments: null }],
    inventory: [],
  },
];

async function seed() {
  const now = new Date().toISOString();
  await db.query(`insert into tenants (id, name, created_at) values ($1, 'Migration', $2)`, [ids.tenant, now]);
  await db.query(
    `insert into places (id, tenant_id, created_at, updated_at, name) values ($1, $2, $3, $3, 'Immeuble')`,
    [ids.place, ids.tenant, now],
  );
  for (const estate of [ids.estate, ids.other_estate])
    await db.query(
      `insert into estates (id, tenant_id, created_at, updated_at, place_id, name, fiscal_identifier) values ($1, $2, $3, $3, $4, 'Lot', $5)`,
      [estate, ids.tenant, now, ids.place, estate.slice(0, 8)],
    );
  for (const [lease, estate] of [
    [ids.lease, ids.estate],
    [ids.entry_only, ids.other_estate],
    [ids.exit_only, ids.other_estate],
  ])
    await db.query(
      `insert into leases (id, tenant_id, created_at, updated_at, estate_id, lease_type_id, start_date, end_date, rent_amount, status)
       values ($1, $2, $3, $3, $4, (select id from lease_types where code = 'HabitationVide'), '2024-01-01', '2026-12-31', 800, 'ACTIVE')`,
      [lease, ids.tenant, now, estate],
    );
  for (const [i, r] of REPORTS.entries())
    await db.query(
      `insert into condition_reports (id, tenant_id, created_at, updated_at, lease_id, report_type, inspection_date, keys, inventory)
       values ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
      [
        r.id,
        ids.tenant,
        new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        r.lease,
        r.type,
        r.date,
        JSON.stringify(r.keys),
        JSON.stringify(r.inventory),
      ],
    );
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  orm = await openOrm(url.toString(), { poolMax: 2 });
  await orm.migrator.up({ to: BEFORE });
  db = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await seed();
  await orm.migrator.up({ to: MIGRATION });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await orm?.close(true);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;

describe('keys and inventory moved out of the condition reports', () => {
  it('makes every furniture line an inventory item of its report, in its order', async () => {
    const items = await rows(
      `select report_id, lease_id, position, item_code, label, quantity, condition, comments from inventory_items order by report_id, position`,
    );
    const expected = REPORTS.flatMap((r) =>
      r.inventory.map((item, position) => ({ report_id: r.id, lease_id: r.lease, position, ...item })),
    ).sort((a, b) => a.report_id.localeCompare(b.report_id) || a.position - b.position);
    expect(items).toEqual(expected);
  });

  it('makes every key line a key set handed to the tenant, and handed back with the exit report', async () => {
    const sets = await rows(
      `select s.key_type, s.count, s.holder, s.lease_id, s.estate_id,
         (select json_agg(json_build_object('from', h.from_holder, 'to', h.to_holder, 'on', h.handed_over_on::text,
            'count', h.count, 'held', h.held_count, 'missing', h.missing_count, 'report', h.condition_report_id,
            'comments', h.comments) order by h.created_at) from key_handovers h where h.key_set_id = s.id) as handovers
       from key_sets s order by s.created_at`,
    );
    const to = (report: string, on: string, count: number, comments: string | null) => ({
      from: 'LANDLORD',
      to: 'TENANT',
      on,
      count,
      held: count,
      missing: 0,
      report,
      comments,
    });
    const back = (report: string, on: string, count: number, held: number, comments: string | null) => ({
      from: 'TENANT',
      to: 'LANDLORD',
      on,
      count,
      held,
      missing: Math.max(held - count, 0),
      report,
      comments,
    });
    expect(sets).toEqual([
      {
        key_type: 'ENTRANCE_DOOR',
        count: 1,
        holder: 'LANDLORD',
        lease_id: null,
        estate_id: ids.estate,
        handovers: [
          to(ids.entry, '2024-01-01', 2, 'porte palière'),
          back(ids.exit, '2025-06-30', 1, 2, 'une clé perdue'),
        ],
      },
      {
        key_type: 'MAILBOX',
        count: 1,
        holder: 'TENANT',
        lease_id: ids.lease,
        estate_id: ids.estate,
        handovers: [to(ids.entry, '2024-01-01', 1, null)],
      },
      {
        key_type: 'ENTRANCE_DOOR',
        count: 1,
        holder: 'TENANT',
        lease_id: ids.lease,
        estate_id: ids.estate,
        handovers: [to(ids.entry, '2024-01-01', 1, 'porte de service')],
      },
      {
        key_type: 'GARAGE',
        count: 1,
        holder: 'LANDLORD',
        lease_id: null,
        estate_id: ids.estate,
        handovers: [back(ids.exit, '2025-06-30', 1, 1, null)],
      },
      {
        key_type: 'BADGE',
        count: 2,
        holder: 'TENANT',
        lease_id: ids.entry_only,
        estate_id: ids.other_estate,
        handovers: [to(ids.lone_entry, '2024-03-01', 2, null)],
      },
      {
        key_type: 'CELLAR',
        count: 1,
        holder: 'LANDLORD',
        lease_id: null,
        estate_id: ids.other_estate,
        handovers: [back(ids.lone_exit, '2024-09-01', 1, 1, null)],
      },
    ]);
    const columns = await rows(
      `select column_name from information_schema.columns where table_name = 'condition_reports' and column_name in ('keys', 'inventory')`,
    );
    expect(columns).toEqual([]);
  });

  it('reads back through the service: the reports show their keys and furniture, the exit its keys short', async () => {
    const store = new MikroStore(orm.em.fork(), ids.tenant);
    const reports = await store
      .repo(ConditionReport)
      .findAll({ lease_id: ids.lease }, [{ field: 'inspection_date', direction: 'asc' }]);
    const [entry, exit] = await reportViews(store, reports);
    expect(entry.keys.map((k) => [k.key_type, k.count, k.comments])).toEqual([
      ['ENTRANCE_DOOR', 2, 'porte palière'],
      ['MAILBOX', 1, null],
      ['ENTRANCE_DOOR', 1, 'porte de service'],
    ]);
    expect(exit.inventory.map((i) => [i.item_code, i.quantity, i.condition])).toEqual([['TABLE_AND_SEATS', 4, 'FAIR']]);
    const keys = await keysReturned(store, ids.lease);
    expect(keys.returned).toBe(false);
    expect(keys.short.map((s) => [s.key_type, s.handed_over, s.returned]).sort()).toEqual([
      ['ENTRANCE_DOOR', 1, 0],
      ['ENTRANCE_DOOR', 2, 1],
      ['MAILBOX', 1, 0],
    ]);
  });

  it('rebuilds the same JSON on the way down', async () => {
    await orm.migrator.down({ to: BEFORE });
    const reports = await rows(`select id, keys, inventory from condition_reports`);
    expect(Object.fromEntries(reports.map((r) => [r.id, { keys: r.keys, inventory: r.inventory }]))).toEqual(
      Object.fromEntries(REPORTS.map((r) => [r.id, { keys: r.keys, inventory: r.inventory }])),
    );
    expect(await rows(`select to_regclass('key_sets') as t`)).toEqual([{ t: null }]);
    await orm.migrator.up({ to: MIGRATION });
    expect((await rows(`select count(*)::int as n from key_handovers`))[0].n).toBe(7);
  });
});
