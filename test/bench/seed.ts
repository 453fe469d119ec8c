// Bench data, written straight in SQL (as the database owner, outside row-level security): one
// INSERT ... SELECT generate_series per chunk, with a progress bar. Values are spread
// deterministically (i * prime % range) so that filters select realistic fractions.
import { SingleBar, Presets } from 'cli-progress';
import type pg from 'pg';

export interface TenantData {
  estates: number;
  leases: number;
  contacts: number;
}

const CHUNK = 10_000;

/** 100 French family names: a search for one of them matches about 1 % of the contacts. */
export const LAST_NAMES = (
  'Martin Bernard Thomas Petit Robert Richard Durand Dubois Moreau Laurent Simon Michel Lefebvre Leroy Roux ' +
  'David Bertrand Morel Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefevre Faure ' +
  'Andre Mercier Blanc Guerin Boyer Garnier Chevalier Francois Legrand Gauthier Garcia Perrin Robin Clement ' +
  'Morin Nicolas Henry Roussel Mathieu Gautier Masson Marchand Duval Denis Dumont Marie Lemaire Noel Meyer ' +
  'Dufour Meunier Brun Blanchard Giraud Joly Riviere Lucas Brunet Gaillard Barbier Arnaud Martinez Gerard ' +
  'Roche Renard Schmitt Roy Leroux Colin Vidal Caron Picard Roger Fabre Aubert Lemoine Renaud Dumas Lacroix ' +
  'Olivier Philippe Bourgeois Pierre Benoit Rey Leclerc Payet Rolland Leclercq Guillaume Lecomte'
).split(' ');

const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'DRAFT', 'NOTICE', 'TERMINATED', 'EXPIRED', 'PENDING_SIGNATURE'];

type Progress = (rows: number) => void;

async function inChunks(total: number, progress: Progress, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await insert(from, to);
    progress(to - from + 1);
  }
}

/**
 * One tenant's places, estates, leases (one per estate, so at most as many as estates) and contacts;
 * created_at decreases with i (newest first).
 */
async function seedTenant(db: pg.Pool, tenantId: string, data: TenantData, progress: Progress): Promise<void> {
  const placeCount = Math.max(1, Math.ceil(data.estates / 100));
  await db.query(
    `insert into places (id, tenant_id, created_at, updated_at, name, city, postal_code)
     select gen_random_uuid(), $1, now() - make_interval(secs => i), now(), 'Building ' || i, 'Paris', '750' || lpad((i % 20 + 1)::text, 2, '0')
     from generate_series(1, $2::int) i`,
    [tenantId, placeCount],
  );
  const { rows: places } = await db.query<{ id: string }>('select id from places where tenant_id = $1 order by id', [
    tenantId,
  ]);
  await inChunks(data.estates, progress, (from, to) =>
    db.query(
      `insert into estates (id, tenant_id, created_at, updated_at, place_id, name, fiscal_identifier, area, number_of_room,
         floor, rent_amount, rental_status)
       select gen_random_uuid(), $1, now() - make_interval(secs => i), now(), ($4::uuid[])[1 + i % cardinality($4::uuid[])],
         'Lot ' || i, 'FI-' || i, 12 + (i::bigint * 7919) % 140, 1 + i % 6, i % 12, 400 + (i::bigint * 104729) % 2600,
         (array['VACANT','RENTED','NOTICE'])[1 + i % 3]
       from generate_series($2::int, $3::int) i`,
      [tenantId, from, to, places.map((p) => p.id)],
    ),
  );
  await inChunks(data.leases, progress, (from, to) =>
    db.query(
      `insert into leases (id, tenant_id, created_at, updated_at, estate_id, lease_type_id, start_date, end_date,
         rent_amount, deposit_amount, status, payment_day)
       select gen_random_uuid(), $1, now() - make_interval(secs => e.n), now(), e.id,
         (select id from lease_types where code = 'HabitationVide'),
         date '2012-01-01' + (e.n::bigint * 37)::int % 4000, date '2012-01-01' + (e.n::bigint * 37)::int % 4000 + 1095,
         400 + (e.n::bigint * 7877) % 2600, 400, ($4::text[])[1 + e.n % cardinality($4::text[])], 5
       from (select id, (row_number() over (order by created_at desc, id))::int as n from estates where tenant_id = $1) e
       where e.n between $2 and $3`,
      [tenantId, from, to, STATUSES],
    ),
  );
  await inChunks(data.contacts, progress, (from, to) =>
    db.query(
      `insert into contacts (id, tenant_id, created_at, updated_at, type_contact, category, first_name, last_name, email,
         mobile_phone, address, city, country)
       select gen_random_uuid(), $1, now() - make_interval(secs => i), now(), 'Individual', 'Tenant', 'Prénom' || i,
         ($4::text[])[1 + (i::bigint * 31)::int % cardinality($4::text[])], 'contact' || i || '@example.fr', '+33612345678',
         i || ' rue de la Paix', 'Paris', 'FR'
       from generate_series($2::int, $3::int) i`,
      [tenantId, from, to, LAST_NAMES],
    ),
  );
}

/** Seeds each tenant, then VACUUM ANALYZE: fresh statistics and a visibility map, as a live database has. */
export async function seed(
  db: pg.Pool,
  tenants: { tenantId: string; data: TenantData }[],
  options: { progress?: boolean } = {},
): Promise<void> {
  const total = tenants.reduce((sum, t) => sum + t.data.estates + t.data.leases + t.data.contacts, 0);
  const bar =
    options.progress === false
      ? undefined
      : new SingleBar(
          {
            format: 'seeding [{bar}] {percentage}% | {value}/{total} rows | {duration}s',
            stream: process.stderr,
            noTTYOutput: true,
            notTTYSchedule: 2000,
          },
          Presets.shades_classic,
        );
  bar?.start(total, 0);
  for (const tenant of tenants) await seedTenant(db, tenant.tenantId, tenant.data, (rows) => bar?.increment(rows));
  bar?.stop();
  for (const table of ['places', 'estates', 'leases', 'contacts']) await db.query(`vacuum analyze ${table}`);
}
