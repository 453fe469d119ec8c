// The Store port's contract (core/ports/store.ts), run against both implementations: MikroStore on
// real PostgreSQL and the in-memory store the use-case unit tests use (test/support/memory-store.ts).
// Same records, same criteria, same expected answers: the memory store may stand in for PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '../../adapters/persistence/orm.js';
import { MikroStore, mikroStores } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import type { Criteria, Store } from '../../core/ports/store.js';
import { Estate } from '../../core/property/estate.js';
import { Place } from '../../core/property/place.js';
import { searchCriteria } from '../../core/shared/criteria.js';
import { NotFoundError } from '../../core/shared/errors.js';
import type { PageRequest } from '../../core/shared/paging.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { MemoryDatabase } from '../support/memory-store.js';

interface Subject {
  /** A new store (a new unit of work) of tenant A. */
  store(): Store;
  /** A new store of tenant B. */
  otherTenant(): Store;
  close(): Promise<void>;
}

const subjects: Array<[string, () => Promise<Subject>]> = [
  [
    'memory',
    async () => {
      const db = new MemoryDatabase();
      const [a, b] = [randomUUID(), randomUUID()];
      return { store: () => db.store(a), otherTenant: () => db.store(b), close: async () => undefined };
    },
  ],
  [
    'PostgreSQL (MikroStore)',
    async () => {
      const orm = await openOrm(process.env.TEST_DATABASE_URL!, { poolMax: 2 });
      const keys = keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets);
      const a = (await keys.createTenant('Store contract A')).tenant_id;
      const b = (await keys.createTenant('Store contract B')).tenant_id;
      return {
        store: () => new MikroStore(orm.em.fork(), a),
        otherTenant: () => new MikroStore(orm.em.fork(), b),
        close: () => orm.close(true),
      };
    },
  ],
  [
    // The stores a request gets: forked at the first write or tracked read (docs/decisions.md 339).
    'PostgreSQL (MikroStore forked at first use)',
    async () => {
      const orm = await openOrm(process.env.TEST_DATABASE_URL!, { poolMax: 2 });
      const stores = mikroStores(orm);
      const keys = keyUseCases(stores.system(), nodeSecrets);
      const a = (await keys.createTenant('Store contract lazy A')).tenant_id;
      const b = (await keys.createTenant('Store contract lazy B')).tenant_id;
      return { store: () => stores.forTenant(a), otherTenant: () => stores.forTenant(b), close: () => orm.close(true) };
    },
  ],
];

type Seed = Pick<
  Estate,
  'name' | 'area' | 'floor' | 'rent_amount' | 'construction_date' | 'rental_status' | 'lot_number'
>;
const EARLY: Seed[] = [
  {
    name: 'alpha',
    area: 30,
    floor: 0,
    rent_amount: 500,
    construction_date: '1950-01-01',
    rental_status: 'VACANT',
    lot_number: 'A_1',
  },
  {
    name: 'beta',
    area: 45.5,
    floor: 2,
    rent_amount: 800,
    construction_date: '1975-06-30',
    rental_status: 'RENTED',
    lot_number: 'B%2',
  },
  {
    name: 'gamma',
    area: null,
    floor: 5,
    rent_amount: null,
    construction_date: null,
    rental_status: 'NOTICE',
    lot_number: null,
  },
  {
    name: 'delta',
    area: 60,
    floor: null,
    rent_amount: 800,
    construction_date: '2001-12-31',
    rental_status: 'RENTED',
    lot_number: 'a_9',
  },
];
const LATE: Seed = {
  name: 'epsilon',
  area: 45.5,
  floor: 1,
  rent_amount: 1200,
  construction_date: '1975-06-30',
  rental_status: 'VACANT',
  lot_number: 'ab5',
};

const BY_NAME: PageRequest['sort'] = [{ field: 'name', direction: 'asc' }];

async function seedEstates(store: Store, placeName: string, seeds: Seed[]): Promise<Estate[]> {
  const place = Object.assign(new Place(), { name: placeName });
  store.repo(Place).persist(place);
  await store.flush();
  const estates = seeds.map((seed) =>
    Object.assign(new Estate(), { ...seed, place_id: place.id, fiscal_identifier: `FI-${seed.name}` }),
  );
  for (const estate of estates) store.repo(Estate).persist(estate);
  await store.flush();
  return estates;
}

describe.each(subjects)('Store contract: %s', (_name, open) => {
  let subject: Subject;
  let estates: Record<string, Estate>;
  let between: Date;
  let foreign: Estate;

  const names = async (criteria: Criteria, sort: PageRequest['sort'] = BY_NAME) =>
    (await subject.store().repo(Estate).findAll(criteria, sort)).map((estate) => estate.name);

  beforeAll(async () => {
    subject = await open();
    const early = await seedEstates(subject.store(), 'Résidence', EARLY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await seedEstates(subject.store(), 'Annexe', [LATE]);
    estates = Object.fromEntries([...early, ...late].map((estate) => [estate.name, estate]));
    [foreign] = await seedEstates(subject.otherTenant(), 'Ailleurs', [{ ...LATE, name: 'zeta' }]);
  });
  afterAll(() => subject?.close());

  it.each<[string, Criteria, string[]]>([
    ['no criteria', {}, ['alpha', 'beta', 'delta', 'epsilon', 'gamma']],
    ['equality', { rental_status: 'RENTED' }, ['beta', 'delta']],
    ['null is IS NULL', { area: null }, ['gamma']],
    ['$eq null is IS NULL', { floor: { $eq: null } }, ['delta']],
    ['$eq', { floor: { $eq: 5 } }, ['gamma']],
    ['$ne null is IS NOT NULL', { area: { $ne: null } }, ['alpha', 'beta', 'delta', 'epsilon']],
    ['$ne leaves NULL out', { floor: { $ne: 2 } }, ['alpha', 'epsilon', 'gamma']],
    ['$in', { rental_status: { $in: ['VACANT', 'NOTICE'] } }, ['alpha', 'epsilon', 'gamma']],
    ['$in of nothing', { rental_status: { $in: [] } }, []],
    ['$nin leaves NULL out', { floor: { $nin: [0, 1] } }, ['beta', 'gamma']],
    ['$gte on a number', { area: { $gte: 45.5 } }, ['beta', 'delta', 'epsilon']],
    ['$gt', { area: { $gt: 45.5 } }, ['delta']],
    ['$lt', { area: { $lt: 45.5 } }, ['alpha']],
    ['$gte and $lte together', { area: { $gte: 40, $lte: 45.5 } }, ['beta', 'epsilon']],
    ['a date range', { construction_date: { $gte: '1975-06-30', $lte: '2000-01-01' } }, ['beta', 'epsilon']],
    ['$ilike, case-insensitive', { name: { $ilike: '%ETA' } }, ['beta']],
    ['$ilike, _ is one character', { lot_number: { $ilike: 'a_%' } }, ['alpha', 'delta', 'epsilon']],
    ['$ilike, \\_ is a literal _', { lot_number: { $ilike: 'a\\_%' } }, ['alpha', 'delta']],
    ['$contains, case-insensitive', { name: { $contains: 'ET' } }, ['beta']],
    ['$contains, % and _ are literal', { lot_number: { $contains: 'a_' } }, ['alpha', 'delta']],
    ['searchCriteria takes the term literally', searchCriteria('b%', ['lot_number']), ['beta']],
    ['$or', { $or: [{ floor: 0 }, { rent_amount: 1200 }] }, ['alpha', 'epsilon']],
    [
      '$and of an $or, NULL unknown',
      { $and: [{ $or: [{ rental_status: 'RENTED' }, { area: null }] }, { floor: { $gte: 2 } }] },
      ['beta', 'gamma'],
    ],
    ['$not of unknown is unknown', { $not: { floor: 2 } }, ['alpha', 'epsilon', 'gamma']],
    ['$not or IS NULL', { $or: [{ $not: { floor: 2 } }, { floor: null }] }, ['alpha', 'delta', 'epsilon', 'gamma']],
  ])('finds by %s', async (_case, criteria, expected) => {
    expect(await names(criteria)).toEqual(expected);
  });

  it('answers $contains alike on a list page (the read path) and in findAll', async () => {
    for (const criteria of [{ name: { $contains: 'ET' } }, searchCriteria('a_', ['lot_number', 'name'])]) {
      const page = await subject.store().repo(Estate).list(criteria, { page: 1, perPage: 10, sort: BY_NAME });
      expect(page.items.map((estate) => estate.name)).toEqual(await names(criteria));
      expect(page.items.length).toBeGreaterThan(0);
    }
  });

  it('compares timestamps with instants', async () => {
    expect(await names({ created_at: { $gte: between } })).toEqual(['epsilon']);
    expect(await names({ created_at: { $lt: between } })).toEqual(['alpha', 'beta', 'delta', 'gamma']);
  });

  it('sorts by several keys, missing values last in either direction', async () => {
    const area: PageRequest['sort'] = [{ field: 'area', direction: 'asc' }, ...BY_NAME];
    expect(await names({}, area)).toEqual(['alpha', 'beta', 'epsilon', 'delta', 'gamma']);
    expect(await names({}, [{ field: 'area', direction: 'desc' }, ...BY_NAME])).toEqual([
      'delta',
      'beta',
      'epsilon',
      'alpha',
      'gamma',
    ]);
    expect(await names({}, [{ field: 'floor', direction: 'desc' }])).toEqual([
      'gamma',
      'beta',
      'epsilon',
      'alpha',
      'delta',
    ]);
  });

  it('lists pages with their total, past the end too', async () => {
    const repo = subject.store().repo(Estate);
    const page = async (n: number) => {
      const result = await repo.list({}, { page: n, perPage: 2, sort: BY_NAME });
      return [result.items.map((estate) => estate.name), result.total, result.page, result.perPage];
    };
    expect(await page(1)).toEqual([['alpha', 'beta'], 5, 1, 2]);
    expect(await page(2)).toEqual([['delta', 'epsilon'], 5, 2, 2]);
    expect(await page(3)).toEqual([['gamma'], 5, 3, 2]);
    expect(await page(4)).toEqual([[], 5, 4, 2]);
    const filtered = await repo.list({ rental_status: 'RENTED' }, { page: 1, perPage: 20, sort: BY_NAME });
    expect([filtered.items.length, filtered.total]).toEqual([2, 2]);
    expect(await repo.count({ rental_status: { $in: ['RENTED', 'NOTICE'] } })).toBe(3);
  });

  it('walks keyset pages after each next position as offset pages do, records without a value last', async () => {
    const repo = subject.store().repo(Estate);
    for (const direction of ['asc', 'desc'] as const) {
      const sort: PageRequest['sort'] = [
        { field: 'area', direction },
        { field: 'id', direction: 'asc' },
      ];
      const offset = (await repo.list({}, { page: 1, perPage: 10, sort })).items.map((estate) => estate.name);
      const walked: string[] = [];
      let request: PageRequest = { page: 1, perPage: 2, sort };
      for (;;) {
        const result = await repo.list({}, request);
        walked.push(...result.items.map((estate) => estate.name));
        expect([result.total, result.totalIsEstimate, result.hasNext]).toEqual([5, false, Boolean(result.next)]);
        if (!result.next) break;
        expect(result.next.page).toBe(request.page + 1);
        request = { ...request, page: result.next.page, after: result.next };
      }
      expect(walked).toEqual(offset);
      expect(walked.at(-1)).toBe('gamma');
    }
  });

  it('views a record read-only: a plain copy with ISO timestamps, untracked, a 404 elsewhere', async () => {
    const store = subject.store();
    const seen = await store.repo(Estate).view(estates.beta.id);
    expect(seen).not.toBeInstanceOf(Estate);
    expect([seen.name, seen.area, seen.construction_date, seen.created_at]).toEqual([
      'beta',
      45.5,
      '1975-06-30',
      estates.beta.created_at.toISOString(),
    ]);
    seen.name = 'changed';
    await store.flush();
    expect((await subject.store().repo(Estate).view(estates.beta.id)).name).toBe('beta');
    const listed = await store.repo(Estate).list({ name: 'beta' }, { page: 1, perPage: 1, sort: BY_NAME });
    expect(typeof listed.items[0].created_at).toBe('string');
    await expect(store.repo(Estate).view(foreign.id)).rejects.toThrow(new NotFoundError('estate', foreign.id));
  });

  it('views every matching record read-only, in the order asked, untracked, none of another tenant', async () => {
    const store = subject.store();
    const seen = await store.repo(Estate).viewAll({ name: { $in: ['beta', 'alpha', 'zeta'] } }, BY_NAME);
    expect(seen.map((estate) => [estate.name, estate instanceof Estate, typeof estate.created_at])).toEqual([
      ['alpha', false, 'string'],
      ['beta', false, 'string'],
    ]);
    seen[0].name = 'changed';
    await store.flush();
    expect((await subject.store().repo(Estate).view(estates.alpha.id)).name).toBe('alpha');
    expect(await store.repo(Estate).viewAll({ name: 'nobody' })).toEqual([]);
  });

  it('views the first records only when given a limit, in the order asked, none of another tenant', async () => {
    const repo = subject.store().repo(Estate);
    const first = async (limit: number, sort = BY_NAME) => (await repo.viewAll({}, sort, limit)).map((e) => e.name);
    const all = (await repo.viewAll({}, BY_NAME)).map((estate) => estate.name);
    expect(all.length).toBeGreaterThan(2);
    expect(await first(2)).toEqual(all.slice(0, 2));
    expect(await first(1, [{ field: 'name', direction: 'desc' }])).toEqual([all.at(-1)]);
    expect(await first(all.length + 5)).toEqual(all);
    expect(await repo.viewAll({ name: foreign.name }, BY_NAME, 5)).toEqual([]);
  });

  it('locks many records in one call, in the order of their ids, unknown and foreign ids left out', async () => {
    const ids = [estates.beta.id, estates.alpha.id, foreign.id, randomUUID(), estates.beta.id];
    await expect(subject.store().repo(Estate).getAllLocked(ids)).rejects.toThrow();
    const locked = await subject.store().transaction((tx) => tx.repo(Estate).getAllLocked(ids));
    expect(locked.map((estate) => estate.id)).toEqual([estates.alpha.id, estates.beta.id].sort());
    expect(locked.every((estate) => estate instanceof Estate)).toBe(true);
    expect(await subject.store().transaction((tx) => tx.repo(Estate).getAllLocked([]))).toEqual([]);
  });

  it('gets by id, one instance per row in a unit of work, a 404 for an unknown id', async () => {
    const store = subject.store();
    const found = await store.repo(Estate).get(estates.beta.id);
    expect(found).toBeInstanceOf(Estate);
    expect([found.name, found.area, found.construction_date, found.created_at instanceof Date]).toEqual([
      'beta',
      45.5,
      '1975-06-30',
      true,
    ]);
    expect(await store.repo(Estate).find(estates.beta.id)).toBe(found);
    expect(await store.repo(Estate).findOne({ name: 'beta' })).toBe(found);
    expect(await store.repo(Estate).findOne({ name: 'nobody' })).toBeNull();
    const missing = randomUUID();
    await expect(store.repo(Estate).get(missing)).rejects.toThrow(new NotFoundError('estate', missing));
  });

  it("never shows another tenant's rows, either way", async () => {
    expect(await subject.store().repo(Estate).find(foreign.id)).toBeNull();
    expect(await names({ name: 'zeta' })).toEqual([]);
    expect((await subject.otherTenant().repo(Estate).findAll({})).map((e) => e.name)).toEqual(['zeta']);
    expect(await subject.otherTenant().repo(Estate).find(estates.alpha.id)).toBeNull();
  });

  it('writes what a unit of work changed when it flushes, not before', async () => {
    const store = subject.store();
    const alpha = await store.repo(Estate).get(estates.alpha.id);
    alpha.lot_number = 'A_1 changed';
    expect((await subject.store().repo(Estate).get(estates.alpha.id)).lot_number).toBe('A_1');
    await store.flush();
    expect((await subject.store().repo(Estate).get(estates.alpha.id)).lot_number).toBe('A_1 changed');
    alpha.lot_number = 'A_1';
    await store.flush();
  });

  it('queries what is stored: a pending change is neither matched nor lost by a query', async () => {
    const store = subject.store();
    const beta = await store.repo(Estate).get(estates.beta.id);
    beta.lot_number = 'B%2 pending';
    expect(await store.repo(Estate).findAll({ lot_number: 'B%2 pending' })).toEqual([]);
    const again = await store.repo(Estate).findOne({ lot_number: 'B%2' });
    expect([again === beta, again?.lot_number]).toEqual([true, 'B%2 pending']);
    expect((await subject.store().repo(Estate).get(estates.beta.id)).lot_number).toBe('B%2');
  });

  it('sums a numeric field over the matching rows, NULLs skipped, 0 when none match', async () => {
    const rents = EARLY.concat(LATE).map((seed) => seed.rent_amount ?? 0);
    expect(await subject.store().repo(Estate).sum('rent_amount', {})).toBe(rents.reduce((a, b) => a + b, 0));
    expect(await subject.store().repo(Estate).sum('rent_amount', { name: 'nobody' })).toBe(0);
    expect(await subject.otherTenant().repo(Estate).sum('rent_amount', {})).toBe(LATE.rent_amount); // zeta alone
  });

  it('requires a transaction for a row lock and a named lock', async () => {
    await expect(subject.store().lockName('contract')).rejects.toThrow();
    await expect(subject.store().transaction((tx) => tx.lockName('contract'))).resolves.toBeUndefined();
    await expect(subject.store().repo(Estate).getLocked(estates.alpha.id)).rejects.toThrow();
    const locked = await subject.store().transaction((tx) => tx.repo(Estate).getLocked(estates.alpha.id));
    expect(locked.name).toBe('alpha');
  });

  it('rolls a transaction back when its work throws, flushed or not', async () => {
    const failure = new Error('stop');
    await expect(
      subject.store().transaction(async (tx) => {
        const alpha = await tx.repo(Estate).getLocked(estates.alpha.id);
        alpha.floor = 9;
        await tx.flush();
        const place = await tx.repo(Place).findOne({ name: 'Résidence' });
        tx.repo(Estate).persist(
          Object.assign(new Estate(), { name: 'theta', place_id: place!.id, fiscal_identifier: 'FI-theta' }),
        );
        await tx.flush();
        expect(
          (await tx.repo(Estate).findAll({ name: { $in: ['alpha', 'theta'] } }, BY_NAME)).map((e) => e.floor),
        ).toEqual([9, null]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await subject.store().repo(Estate).get(estates.alpha.id)).floor).toBe(0);
    expect(await names({ name: 'theta' })).toEqual([]);
  });

  it('commits a transaction that returns, flushing what it persisted and removed', async () => {
    const result = await subject.store().transaction(async (tx) => {
      const place = await tx.repo(Place).findOne({ name: 'Annexe' });
      const eta = Object.assign(new Estate(), { name: 'eta', place_id: place!.id, fiscal_identifier: 'FI-eta' });
      tx.repo(Estate).persist(eta);
      tx.repo(Estate).remove(await tx.repo(Estate).get(estates.epsilon.id));
      return eta;
    });
    expect(result.id).toEqual(expect.any(String));
    expect(await names({ name: { $in: ['eta', 'epsilon'] } })).toEqual(['eta']);
    const stored = await subject.store().repo(Estate).get(result.id);
    expect([stored.rental_status, stored.created_at instanceof Date]).toEqual(['VACANT', true]);
  });
});

describe('MikroStore forked at first use', () => {
  let orm: Awaited<ReturnType<typeof openOrm>>;
  let tenantId: string;

  beforeAll(async () => {
    orm = await openOrm(process.env.TEST_DATABASE_URL!, { poolMax: 2 });
    tenantId = (await keyUseCases(mikroStores(orm).system(), nodeSecrets).createTenant('Store fork count')).tenant_id;
  });
  afterAll(() => orm.close(true));

  it('forks no EntityManager for reads of the read path, one at the first tracked read, and keeps it', async () => {
    const stores = mikroStores(orm);
    const fork = jest.spyOn(EntityManager.prototype, 'fork');
    try {
      const store = stores.forTenant(tenantId);
      await store.repo(Estate).list({}, { page: 1, perPage: 10, sort: BY_NAME });
      await store.repo(Estate).viewAll({});
      expect(fork).not.toHaveBeenCalled();
      await store.repo(Estate).findAll({});
      await store.repo(Place).findAll({});
      expect(fork).toHaveBeenCalledTimes(1);
    } finally {
      fork.mockRestore();
    }
  });
});
