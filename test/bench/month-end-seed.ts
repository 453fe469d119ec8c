// The month-end bench's data (issue 36 §4), written straight in SQL as seed.ts writes its own: for
// one tenant, `n` ACTIVE monthly leases from the first day of the month measured, each with its
// estate (an owner for every hundred, in a building of theirs), its one tenant (with an e-mail), rent
// and charges, and its payment reference (as the import gives it: core/banking/payment-references.ts).
// Ids are derived from the tenant and the row's number, so the rows link without reading back.
import type pg from 'pg';
import { paymentReferenceFor } from '../../core/banking/rf-reference.js';
import { addDays, addMonths } from '../../core/shared/dates.js';
import { LAST_NAMES } from './seed.js';

/** A lease of the bench: its id, what it waits for each month (cents) and its tenant's name. */
export interface BenchLease {
  id: string;
  dueCents: number;
  payer: string;
  reference: string;
}

const id = (kind: string, i: string) => `md5($1::text || ':${kind}:' || ${i})::uuid`;

async function seedParties(db: pg.Pool, tenantId: string, n: number): Promise<void> {
  const buildings = Math.ceil(n / 100);
  await db.query(
    `insert into owners (id, tenant_id, created_at, updated_at, last_name, first_name, street_number, street_name,
       postal_code, city, email)
     select ${id('owner', 'k')}, $1::uuid, now(), now(), 'Bailleur' || k, 'Claire', k::text, 'rue du Bac', '75007', 'Paris',
       'bailleur' || k || '@example.fr'
     from generate_series(1, $2::int) k`,
    [tenantId, buildings],
  );
  await db.query(
    `insert into places (id, tenant_id, created_at, updated_at, name, address_line1, city, postal_code, owner_id)
     select ${id('place', 'k')}, $1::uuid, now(), now(), 'Immeuble ' || k, k || ' rue Oberkampf', 'Paris', '75011', ${id('owner', 'k')}
     from generate_series(1, $2::int) k`,
    [tenantId, buildings],
  );
  await db.query(
    `insert into estates (id, tenant_id, created_at, updated_at, place_id, owner_id, name, fiscal_identifier, area,
       number_of_room, floor, rent_amount, rental_status)
     select ${id('estate', 'i')}, $1::uuid, now(), now(), ${id('place', '(1 + (i - 1) / 100)')}, ${id('owner', '(1 + (i - 1) / 100)')},
       'Lot ' || i, 'ME-' || i, 30 + i % 70, 1 + i % 5, i % 8, 500 + (i::bigint * 7877) % 1500, 'RENTED'
     from generate_series(1, $2::int) i`,
    [tenantId, n],
  );
  await db.query(
    `insert into lessees (id, tenant_id, created_at, updated_at, first_name, last_name, email)
     select ${id('lessee', 'i')}, $1::uuid, now(), now(), 'Prénom' || i, ($3::text[])[1 + (i::bigint * 31)::int % cardinality($3::text[])],
       'locataire' || i || '@example.fr'
     from generate_series(1, $2::int) i`,
    [tenantId, n, LAST_NAMES],
  );
}

/** Seeds the tenant's month-end portfolio for `month` (YYYY-MM); answers its leases. */
export async function seedMonthEnd(db: pg.Pool, tenantId: string, n: number, month: string): Promise<BenchLease[]> {
  const start = `${month}-01`;
  await seedParties(db, tenantId, n);
  await db.query(
    `insert into leases (id, tenant_id, created_at, updated_at, estate_id, lease_type_id, reference_number, start_date,
       end_date, rent_amount, charges_amount, deposit_amount, status, payment_day, payment_method)
     select ${id('lease', 'i')}, $1::uuid, now(), now(), ${id('estate', 'i')}, (select id from lease_types where code = 'HabitationVide'),
       'ME-' || i, $3::date, $4::date, 500 + (i::bigint * 7877) % 1500, 50, 500, 'ACTIVE', 5, 'VIREMENT_BANCAIRE'
     from generate_series(1, $2::int) i`,
    [tenantId, n, start, addDays(addMonths(start, 36), -1)],
  );
  await db.query(
    `insert into lease_lessees (id, tenant_id, created_at, updated_at, lease_id, lessee_id, role, start_date)
     select ${id('term', 'i')}, $1::uuid, now(), now(), ${id('lease', 'i')}, ${id('lessee', 'i')}, 'PrimaryTenant', $3::date
     from generate_series(1, $2::int) i`,
    [tenantId, n, start],
  );
  const { rows } = await db.query<{ id: string; due: string; payer: string }>(
    `select l.id, ((l.rent_amount + l.charges_amount) * 100)::int::text as due, p.first_name || ' ' || p.last_name as payer
     from leases l join lease_lessees t on t.lease_id = l.id join lessees p on p.id = t.lessee_id
     where l.tenant_id = $1 order by l.id`,
    [tenantId],
  );
  const leases = rows.map((r) => ({
    id: r.id,
    dueCents: Number(r.due),
    payer: r.payer,
    reference: paymentReferenceFor(r.id),
  }));
  await db.query(
    `insert into lease_payment_references (id, tenant_id, created_at, updated_at, lease_id, reference)
     select gen_random_uuid(), $1::uuid, now(), now(), lease_id, reference from unnest($2::uuid[], $3::text[]) as r(lease_id, reference)
     on conflict do nothing`,
    [tenantId, leases.map((l) => l.id), leases.map((l) => l.reference)],
  );
  for (const table of ['leases', 'lease_lessees', 'lessees', 'estates', 'lease_payment_references'])
    await db.query(`analyze ${table}`);
  return leases;
}
