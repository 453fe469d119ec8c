// The contacts search through the covering index (docs/decisions.md 330): the page read from an
// index-only walk of `search_text` finds exactly what the four fields' case-insensitive substring
// finds (accents, partial words, e-mails, LIKE's wildcards as plain characters, never across two
// fields), in the list's order, counted, and only the tenant's rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityMetadata } from '@mikro-orm/core';
import pg from 'pg';
import { type Orm, openOrm } from '../../adapters/persistence/orm.js';
import type { ReadContext, Row } from '../../adapters/persistence/query.js';
import { type CoveredPage, coveredRows } from '../../adapters/persistence/search.js';
import { withTenantSession } from '../../adapters/persistence/session.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import { Contact } from '../../core/contacts/contact.js';
import { contactUseCases } from '../../core/contacts/contacts.js';
import type { SortKey } from '../../core/shared/paging.js';
import { keyUseCases } from '../../core/tenancy/keys.js';

interface Seeded {
  id: string;
  type_contact: 'Individual' | 'Company';
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
}

let orm: Orm;
let db: pg.Pool;
let tenantId: string;
let otherId: string;
const mine: Seeded[] = [];

const someone = (fields: Partial<Seeded>): Seeded => ({
  id: randomUUID(),
  type_contact: 'Individual',
  first_name: null,
  last_name: null,
  company_name: null,
  email: null,
  ...fields,
});

/** The tenant's contacts, newest first: each a minute older than the one before. */
async function insert(tenant: string, contacts: Seeded[]): Promise<void> {
  for (const [i, c] of contacts.entries())
    await db.query(
      `insert into contacts (id, tenant_id, created_at, updated_at, type_contact, first_name, last_name, company_name,
         email, mobile_phone, address)
       values ($1, $2, now() - make_interval(mins => $3), now(), $4, $5, $6, $7, $8, '+33612345678', '1 rue de la Paix')`,
      [c.id, tenant, i, c.type_contact, c.first_name, c.last_name, c.company_name, c.email],
    );
}

beforeAll(async () => {
  orm = await openOrm(process.env.TEST_DATABASE_URL!);
  db = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  const keys = keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets);
  tenantId = (await keys.createTenant('Contact search')).tenant_id;
  otherId = (await keys.createTenant('Contact search, the other tenant')).tenant_id;
  mine.push(
    someone({ first_name: 'Éloïse', last_name: 'Bérénger', email: 'eloise.berenger@example.fr' }),
    someone({ last_name: 'MOREAU' }),
    someone({ type_contact: 'Company', company_name: 'Boulangerie Dupré', last_name: 'Martin' }),
    someone({ first_name: 'Luc', last_name: 'Moreau-Lefèvre' }),
    someone({ first_name: 'Anne', last_name: 'Lemoreau' }),
    someone({ last_name: 'Dupont', email: 'jean.moreau@example.fr' }),
    someone({ first_name: 'Ab', last_name: 'cd' }),
    someone({ type_contact: 'Company', company_name: 'Cent_Pour%' }),
    ...Array.from({ length: 30 }, (_, i) => someone({ first_name: `Filler ${i}`, last_name: 'Remplissage' })),
  );
  await insert(tenantId, mine);
  await insert(otherId, [
    someone({ last_name: 'Moreau' }),
    someone({ first_name: 'Éloïse', last_name: 'Bérénger' }),
    someone({ first_name: 'Filler', last_name: 'Remplissage' }),
  ]);
});

afterAll(async () => {
  await db?.end();
  await orm?.close(true);
});

const NEWEST_FIRST: SortKey[] = [
  { field: 'created_at', direction: 'desc' },
  { field: 'id', direction: 'asc' },
];

/** The contacts of the tenant whose four searched fields contain the term, newest first. */
function expected(term: string, keep: (c: Seeded) => boolean = () => true): string[] {
  const lower = term.toLowerCase();
  return mine
    .filter((c) => [c.first_name, c.last_name, c.company_name, c.email].some((v) => v?.toLowerCase().includes(lower)))
    .filter(keep)
    .map((c) => c.id);
}

async function covered(term: string, page: Partial<CoveredPage> = {}, rest = {}): Promise<Row[]> {
  const em = orm.em.fork();
  const meta = em.getMetadata().find(Contact as never) as EntityMetadata;
  const ctx: ReadContext = { em, filterParams: { tenant: { tenantId } }, meta, tenantId };
  const search = { kind: 'covered' as const, term, column: 'search_text', rest };
  const request = { part: {}, sort: NEWEST_FIRST, limit: 101, offset: 0, count: true, ...page };
  return withTenantSession(tenantId, () => coveredRows(ctx, search, request));
}

const TERMS = ['moreau', 'MOREAU', 'bérén', 'BÉRÉNGER', 'dupré', 'eloise.b', 'oreau-lef', '_pour%', 'filler', 'zzz'];

describe('contacts search through the covering index (search_text)', () => {
  it.each(TERMS)('"%s": the same contacts as the four fields, in the list order, counted', async (term) => {
    const rows = await covered(term);
    const ids = expected(term);
    expect(rows.map((row) => row.id)).toEqual(ids);
    for (const row of rows) expect(row.__total).toBe(ids.length);
  });

  it('never matches across two fields', async () => {
    expect(expected('bcd')).toEqual([]);
    expect(await covered('bcd')).toEqual([]);
  });

  it('pages by offset and in either direction of created_at, with the criteria besides the search', async () => {
    const all = expected('filler');
    expect(all).toHaveLength(30);
    expect((await covered('filler', { limit: 5, offset: 10 })).map((row) => row.id)).toEqual(all.slice(10, 15));
    const oldest = [{ field: 'created_at', direction: 'asc' as const }, NEWEST_FIRST[1]];
    expect((await covered('filler', { sort: oldest, limit: 3 })).map((row) => row.id)).toEqual(all.slice(-3).reverse());
    const companies = await covered('e', {}, { type_contact: 'Company' });
    expect(companies.map((row) => row.id)).toEqual(expected('e', (c) => c.type_contact === 'Company'));
  });

  it('is the service list answer, and only the tenant sees its contacts', async () => {
    for (const term of TERMS) {
      const page = await contactUseCases(new MikroStore(orm.em.fork(), tenantId)).list({
        search_term: term,
        page: 1,
        per_page: 100,
      });
      expect(page.items.map((contact) => contact.id)).toEqual(expected(term));
    }
    const theirs = await contactUseCases(new MikroStore(orm.em.fork(), otherId)).list({
      search_term: 'moreau',
      page: 1,
      per_page: 100,
    });
    expect(theirs.items.map((contact) => contact.last_name)).toEqual(['Moreau']);
  });
});
