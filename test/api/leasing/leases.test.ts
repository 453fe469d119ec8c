import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LeaseDto } from '../../../contract/leasing/leases.js';
import { LEASE_TYPE_CATALOGUE } from '../../../core/leasing/lease-type.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { leaseTypes, leaseWithTenant, newEstate, newLease, newLessee, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

const today = () => new Date().toISOString().slice(0, 10);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Leases');
  client = tenant.client;
});
afterAll(() => app.close());

type Status = LeaseDto['status'];
const STATUSES: Status[] = ['DRAFT', 'PENDING_SIGNATURE', 'ACTIVE', 'NOTICE', 'FINALISATION', 'TERMINATED', 'EXPIRED'];
const LEGAL: Record<Status, Status[]> = {
  DRAFT: ['PENDING_SIGNATURE', 'ACTIVE'],
  PENDING_SIGNATURE: ['ACTIVE', 'DRAFT'],
  ACTIVE: ['NOTICE', 'FINALISATION', 'EXPIRED', 'TERMINATED'],
  NOTICE: ['ACTIVE', 'FINALISATION', 'TERMINATED'],
  EXPIRED: ['FINALISATION', 'TERMINATED'],
  FINALISATION: ['TERMINATED'],
  TERMINATED: [],
};
/** A legal way from DRAFT to each state. */
const PATH: Record<Status, Status[]> = {
  DRAFT: [],
  PENDING_SIGNATURE: ['PENDING_SIGNATURE'],
  ACTIVE: ['ACTIVE'],
  NOTICE: ['ACTIVE', 'NOTICE'],
  FINALISATION: ['ACTIVE', 'FINALISATION'],
  TERMINATED: ['ACTIVE', 'TERMINATED'],
  EXPIRED: ['ACTIVE', 'EXPIRED'],
};
const RENTAL: Record<Status, 'VACANT' | 'RENTED' | 'NOTICE'> = {
  DRAFT: 'VACANT',
  PENDING_SIGNATURE: 'VACANT',
  ACTIVE: 'RENTED',
  NOTICE: 'NOTICE',
  FINALISATION: 'VACANT',
  TERMINATED: 'VACANT',
  EXPIRED: 'VACANT',
};

async function move(id: string, status: string) {
  return client.leases.changeStatus({ params: { id }, body: { status: status as Status } });
}

async function leaseIn(status: Status, fields: Record<string, unknown> = {}) {
  const { lease } = await leaseWithTenant(client, fields);
  for (const step of PATH[status]) ok(await move(lease.id, step), 200);
  return lease;
}

async function rentalStatus(estateId: string) {
  return ok(await client.estates.get({ params: { id: estateId } }), 200).rental_status;
}

describe('lease types', () => {
  it('lists the seeded legal frameworks with durations and deposit caps', async () => {
    const list = ok(await client.leaseTypes.list(), 200);
    expect(list.map(({ id: _id, ...type }) => type).sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [...LEASE_TYPE_CATALOGUE].sort((a, b) => a.code.localeCompare(b.code)),
    );
  });
});

describe('leases: create', () => {
  it('creates a DRAFT lease defaulting rent to the estate rent and end_date to the type duration', async () => {
    const estate = await newEstate(client, { rent_amount: 912.5 });
    const types = await leaseTypes(client);
    const created = ok(
      await client.leases.create({
        body: { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-03-01' },
      }),
      201,
    );
    expect(created).toMatchObject({
      status: 'DRAFT',
      rent_amount: 912.5,
      start_date: '2025-03-01',
      end_date: '2028-02-29',
      deposit_amount: null,
      rent_frequency: 'MONTHLY',
      payment_terms: 'TERME_A_ECHOIR',
      charge_settlement_mode: 'PROVISION',
      usage_type: 'RESIDENTIAL_ONLY',
      revision_index_type: 'IRL',
    });
    expect(created).not.toHaveProperty('tenant_id');
    expect(ok(await client.leases.get({ params: { id: created.id } }), 200)).toEqual(created);
  });

  it('takes an explicit rent, and needs one when the estate has none', async () => {
    const estate = await newEstate(client, { rent_amount: null });
    const types = await leaseTypes(client);
    const missing = problem(
      await client.leases.create({
        body: { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' },
      }),
      400,
    );
    expect(missing.errors?.map((e) => e.path)).toEqual(['rent_amount']);
    const lease = ok(
      await client.leases.create({
        body: {
          estate_id: estate.id,
          lease_type_id: types.HabitationVide.id,
          start_date: '2025-01-01',
          rent_amount: 700,
        },
      }),
      201,
    );
    expect(lease.rent_amount).toBe(700);
  });

  it('answers 404 for an unknown estate or lease type, and 400 for malformed bodies', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const unknown = '00000000-0000-4000-8000-000000000000';
    problem(
      await client.leases.create({
        body: { estate_id: unknown, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' },
      }),
      404,
    );
    problem(
      await client.leases.create({ body: { estate_id: estate.id, lease_type_id: unknown, start_date: '2025-01-01' } }),
      404,
    );
    const base = { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' };
    problem(await client.leases.create({ body: { ...base, start_date: '2025-02-30' } }), 400);
    problem(await client.leases.create({ body: { ...base, payment_day: 0 } }), 400);
    problem(await client.leases.create({ body: { ...base, payment_day: 32 } }), 400);
    problem(await client.leases.create({ body: { ...base, rent_amount: 800.123 } }), 400);
    problem(await client.leases.create({ body: { ...base, unknown_field: 1 } as never }), 400);
    problem(await client.leases.create({ body: { ...base, rent_frequency: 'WEEKLY' } as never }), 400);
    problem(await client.leases.create({ body: { ...base, status: 'ACTIVE' } as never }), 400);
    const order = problem(await client.leases.create({ body: { ...base, end_date: '2024-12-31' } }), 400);
    expect(order.errors?.map((e) => e.code)).toEqual(['date_order']);
    ok(await client.leases.create({ body: { ...base, payment_day: 31, end_date: '2027-12-31' } }), 201);
  });

  it('accepts the workflow spellings and answers with the reference spelling', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const lease = ok(
      await client.leases.create({
        body: {
          estate_id: estate.id,
          lease_type_id: types.HabitationVide.id,
          start_date: '2025-01-01',
          status: 'Draft',
          rent_frequency: 'Monthly',
          payment_terms: 'InAdvance',
          payment_method: 'BankTransfer',
          charge_settlement_mode: 'Forfeit',
          usage_type: 'MainResidence',
          revision_index_type: 'None',
        } as never,
      }),
      201,
    );
    expect(lease).toMatchObject({
      status: 'DRAFT',
      rent_frequency: 'MONTHLY',
      payment_terms: 'TERME_A_ECHOIR',
      payment_method: 'VIREMENT_BANCAIRE',
      charge_settlement_mode: 'FLAT_RATE',
      usage_type: 'RESIDENTIAL_ONLY',
      revision_index_type: 'NONE',
    });
    const reference = ok(
      await client.leases.create({
        body: {
          estate_id: estate.id,
          lease_type_id: types.HabitationVide.id,
          start_date: '2025-01-01',
          rent_frequency: 'MONTHLY',
          payment_terms: 'TERME_ECHU',
          payment_method: 'PRELEVEMENT_AUTOMATIQUE',
          charge_settlement_mode: 'PROVISION',
          usage_type: 'MIXED_PROFESSIONAL',
          revision_index_type: 'IRL',
        },
      }),
      201,
    );
    expect(reference).toMatchObject({
      payment_terms: 'TERME_ECHU',
      payment_method: 'PRELEVEMENT_AUTOMATIQUE',
      charge_settlement_mode: 'PROVISION',
      usage_type: 'MIXED_PROFESSIONAL',
    });
    const other = ok(
      await client.leases.update({
        params: { id: lease.id },
        body: {
          charge_settlement_mode: 'Provision',
          payment_terms: 'InArrears',
          payment_method: 'Cheque',
          rent_frequency: 'monthly',
        } as never,
      }),
      200,
    );
    expect(other).toMatchObject({
      charge_settlement_mode: 'PROVISION',
      payment_terms: 'TERME_ECHU',
      payment_method: 'CHEQUE',
      rent_frequency: 'MONTHLY',
    });
  });
});

describe('leases: legal rules', () => {
  it('caps the deposit at 1 month of rent unfurnished', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const base = {
      estate_id: estate.id,
      lease_type_id: types.HabitationVide.id,
      start_date: '2025-01-01',
      rent_amount: 850.5,
    };
    expect(ok(await client.leases.create({ body: { ...base, deposit_amount: 850.5 } }), 201).deposit_amount).toBe(
      850.5,
    );
    const over = problem(await client.leases.create({ body: { ...base, deposit_amount: 850.51 } }), 422);
    expect(over.errors).toEqual([expect.objectContaining({ path: 'deposit_amount', code: 'deposit_cap_exceeded' })]);
  });

  it('caps the deposit at 2 months of rent furnished', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const base = {
      estate_id: estate.id,
      lease_type_id: types.HabitationMeublee.id,
      start_date: '2025-01-01',
      rent_amount: 700,
    };
    ok(await client.leases.create({ body: { ...base, deposit_amount: 1400 } }), 201);
    expect(
      problem(await client.leases.create({ body: { ...base, deposit_amount: 1400.01 } }), 422).errors?.[0],
    ).toMatchObject({ code: 'deposit_cap_exceeded' });
  });

  it('refuses any deposit on a bail mobilité, none when rent is paid quarterly in advance, and leaves commercial deposits free', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const mobility = {
      estate_id: estate.id,
      lease_type_id: types.MobiliteEtudiante.id,
      start_date: '2025-09-01',
      rent_amount: 600,
    };
    expect(ok(await client.leases.create({ body: mobility }), 201).end_date).toBe('2026-06-30');
    expect(
      problem(await client.leases.create({ body: { ...mobility, deposit_amount: 1 } }), 422).errors?.[0],
    ).toMatchObject({ code: 'deposit_not_allowed' });
    const quarterly = {
      estate_id: estate.id,
      lease_type_id: types.HabitationVide.id,
      start_date: '2025-01-01',
      rent_amount: 600,
      rent_frequency: 'QUARTERLY' as const,
    };
    problem(await client.leases.create({ body: { ...quarterly, deposit_amount: 100 } }), 422);
    ok(await client.leases.create({ body: { ...quarterly, payment_terms: 'TERME_ECHU', deposit_amount: 600 } }), 201);
    ok(
      await client.leases.create({
        body: {
          estate_id: estate.id,
          lease_type_id: types.Commercial.id,
          start_date: '2025-01-01',
          rent_amount: 2000,
          deposit_amount: 6000,
        },
      }),
      201,
    );
  });

  it('keeps each lease type within its duration bounds', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const lease = (code: keyof typeof types, start_date: string, end_date: string) =>
      client.leases.create({ body: { estate_id: estate.id, lease_type_id: types[code].id, start_date, end_date } });
    expect(problem(await lease('HabitationVide', '2025-01-01', '2026-12-31'), 422).errors?.[0]).toMatchObject({
      path: 'end_date',
      code: 'duration_too_short',
    });
    ok(await lease('HabitationMeublee', '2025-09-01', '2026-05-31'), 201); // student lease, 9 months
    problem(await lease('HabitationMeublee', '2025-09-01', '2026-06-30'), 422);
    ok(await lease('MobiliteEtudiante', '2025-09-01', '2025-09-30'), 201);
    expect(problem(await lease('MobiliteEtudiante', '2025-09-01', '2026-07-31'), 422).errors?.[0]).toMatchObject({
      code: 'duration_too_long',
    });
    problem(await lease('Commercial', '2025-01-01', '2027-12-31'), 422);
    ok(await lease('Commercial', '2025-01-01', '2033-12-31'), 201);
    problem(await lease('Professionnel', '2025-01-01', '2029-12-31'), 422);
  });

  it('applies the rules to updates of a draft', async () => {
    const lease = await newLease(client, { rent_amount: 800 });
    problem(await client.leases.update({ params: { id: lease.id }, body: { deposit_amount: 900 } }), 422);
    problem(await client.leases.update({ params: { id: lease.id }, body: { end_date: '2026-01-01' } }), 422);
    problem(await client.leases.update({ params: { id: lease.id }, body: { end_date: '2024-01-01' } }), 400);
    problem(await client.leases.update({ params: { id: lease.id }, body: { rent_amount: null } as never }), 400);
    const meublee = (await leaseTypes(client)).HabitationMeublee;
    const updated = ok(
      await client.leases.update({
        params: { id: lease.id },
        body: { lease_type_id: meublee.id, deposit_amount: 1600, end_date: '2025-12-31' },
      }),
      200,
    );
    expect(updated).toMatchObject({ lease_type_id: meublee.id, deposit_amount: 1600, end_date: '2025-12-31' });
    expect(
      ok(await client.leases.update({ params: { id: lease.id }, body: { deposit_amount: null } }), 200).deposit_amount,
    ).toBeNull();
  });
});

describe('leases: the law of the lessor and of the revision index', () => {
  async function estateOwnedBy(owner: Record<string, unknown>) {
    const created = ok(await client.owners.create({ body: owner as never }), 201);
    const place = ok(await client.places.create({ body: { name: 'Résidence', owner_id: created.id } as never }), 201);
    return ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: { name: 'Lot', fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`, rent_amount: 900 },
      }),
      201,
    );
  }

  it('an unfurnished lease of a company runs 6 years: the default end, and a shorter term refused', async () => {
    const types = await leaseTypes(client);
    const estate = await estateOwnedBy({
      owner_category: 'company',
      legal_name: 'Foncière Rivoli SAS',
      registration_number: '552100554',
    });
    const vide = { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' };
    expect(ok(await client.leases.create({ body: vide }), 201).end_date).toBe('2030-12-31');
    const short = problem(await client.leases.create({ body: { ...vide, end_date: '2027-12-31' } }), 422);
    expect(short.errors?.[0]).toMatchObject({ path: 'end_date', code: 'duration_too_short' });
    expect(short.detail).toContain('legal-person lessor');
    ok(await client.leases.create({ body: { ...vide, end_date: '2030-12-31' } }), 201);
    // a furnished letting keeps its one year
    ok(await client.leases.create({ body: { ...vide, lease_type_id: types.HabitationMeublee.id } }), 201);
  });

  it('3 years for an individual, and for an SCI (a family SCI may let for 3 years)', async () => {
    const types = await leaseTypes(client);
    for (const owner of [
      { owner_category: 'individual', last_name: 'Martin' },
      { owner_category: 'sc/sci', legal_name: 'SCI des Lilas', registration_number: '801234567' },
    ]) {
      const estate = await estateOwnedBy(owner);
      const lease = ok(
        await client.leases.create({
          body: { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' },
        }),
        201,
      );
      expect(lease.end_date).toBe('2027-12-31');
    }
  });

  it('revises a residential lease on the IRL only, a commercial one on the ILC or the ILAT', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const vide = { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' };
    const icc = problem(await client.leases.create({ body: { ...vide, revision_index_type: 'ICC' } }), 422);
    expect(icc.errors?.[0]).toMatchObject({ path: 'revision_index_type', code: 'revision_index_not_allowed' });
    const commercial = { estate_id: estate.id, lease_type_id: types.Commercial.id, rent_amount: 2000 };
    expect(
      ok(await client.leases.create({ body: { ...commercial, start_date: '2025-01-01' } }), 201).revision_index_type,
    ).toBe('ILC');
    problem(
      await client.leases.create({ body: { ...commercial, start_date: '2014-09-01', revision_index_type: 'ICC' } }),
      422,
    );
    ok(
      await client.leases.create({ body: { ...commercial, start_date: '2014-08-31', revision_index_type: 'ICC' } }),
      201,
    );
    // the index stays an administrative field after signature, checked the same way
    const { lease: signed } = await leaseWithTenant(client, { estate_id: estate.id });
    ok(await client.leases.changeStatus({ params: { id: signed.id }, body: { status: 'ACTIVE' } }), 200);
    problem(await client.leases.update({ params: { id: signed.id }, body: { revision_index_type: 'ILC' } }), 422);
    ok(await client.leases.update({ params: { id: signed.id }, body: { revision_index_type: 'NONE' } }), 200);
  });

  it('refuses a deposit on a furnished lease whose rent is paid quarterly in advance', async () => {
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const furnished = {
      estate_id: estate.id,
      lease_type_id: types.HabitationMeublee.id,
      start_date: '2025-01-01',
      rent_amount: 600,
      rent_frequency: 'QUARTERLY' as const,
    };
    const refused = problem(await client.leases.create({ body: { ...furnished, deposit_amount: 100 } }), 422);
    expect(refused.errors?.[0]).toMatchObject({ code: 'deposit_not_allowed' });
    expect(refused.detail).toContain('25-3');
    ok(await client.leases.create({ body: { ...furnished, payment_terms: 'TERME_ECHU', deposit_amount: 1200 } }), 201);
  });
});

describe('leases: status changes', () => {
  it('refuses every illegal transition with 409 and the allowed next states, leaving the lease as it was', async () => {
    for (const from of STATUSES) {
      const lease = await leaseIn(from);
      for (const to of STATUSES.filter((s) => s !== from && !LEGAL[from].includes(s))) {
        const refused = problem(await move(lease.id, to), 409);
        expect([from, to, refused.current_status, refused.allowed_next_statuses]).toEqual([
          from,
          to,
          from,
          LEGAL[from],
        ]);
      }
      expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).status).toBe(from);
    }
  });

  it('allows every legal transition and keeps the estate rental_status in sync after each', async () => {
    for (const from of STATUSES) {
      for (const to of LEGAL[from]) {
        const lease = await leaseIn(from);
        expect(await rentalStatus(lease.estate_id)).toBe(RENTAL[from]);
        const moved = ok(await move(lease.id, to), 200);
        expect([from, to, moved.status]).toEqual([from, to, to]);
        expect([from, to, await rentalStatus(lease.estate_id)]).toEqual([from, to, RENTAL[to]]);
      }
    }
  });

  it('makes TERMINATED final', async () => {
    const lease = await leaseIn('TERMINATED');
    for (const to of STATUSES.filter((s) => s !== 'TERMINATED')) {
      expect(problem(await move(lease.id, to), 409).allowed_next_statuses).toEqual([]);
    }
    problem(await client.leases.update({ params: { id: lease.id }, body: { special_conditions: 'late change' } }), 409);
  });

  it('accepts both spellings of the status and treats the current status as no change', async () => {
    const { lease } = await leaseWithTenant(client);
    expect(ok(await move(lease.id, 'PendingSignature'), 200).status).toBe('PENDING_SIGNATURE');
    expect(ok(await move(lease.id, 'PENDING_SIGNATURE'), 200).status).toBe('PENDING_SIGNATURE');
    expect(ok(await move(lease.id, 'Active'), 200).status).toBe('ACTIVE');
    expect(ok(await move(lease.id, 'under_notice'.replace('under_', '')), 200).status).toBe('NOTICE');
    problem(await move(lease.id, 'Cancelled'), 400);
  });

  it('needs a primary tenant to become ACTIVE (422)', async () => {
    const lease = await newLease(client);
    const refused = problem(await move(lease.id, 'ACTIVE'), 422);
    expect(refused.errors?.[0]).toMatchObject({ code: 'primary_tenant_required' });
    const guarantor = await newLessee(client, { category: 'guarantor' });
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: guarantor.id, role: 'Guarantor' },
      }),
      201,
    );
    problem(await move(lease.id, 'ACTIVE'), 422);
    const primary = await newLessee(client);
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: primary.id, role: 'PrimaryTenant' },
      }),
      201,
    );
    expect(ok(await move(lease.id, 'ACTIVE'), 200).status).toBe('ACTIVE');
  });

  it('derives rental_status over all the leases of an estate', async () => {
    const estate = await newEstate(client);
    const a = await leaseIn('ACTIVE', { estate_id: estate.id });
    const b = await leaseIn('NOTICE', { estate_id: estate.id });
    ok(await move(a.id, 'ACTIVE'), 200);
    expect(await rentalStatus(estate.id)).toBe('RENTED');
    ok(await move(a.id, 'TERMINATED'), 200);
    expect(await rentalStatus(estate.id)).toBe('NOTICE');
    ok(await move(b.id, 'ACTIVE'), 200);
    expect(await rentalStatus(estate.id)).toBe('RENTED');
    ok(await move(b.id, 'FINALISATION'), 200);
    expect(await rentalStatus(estate.id)).toBe('VACANT');
  });

  it('serialises concurrent status changes of one estate', async () => {
    const estate = await newEstate(client);
    const leases = await Promise.all([1, 2, 3, 4].map(() => leaseIn('DRAFT', { estate_id: estate.id })));
    const moved = await Promise.all(leases.map((lease) => move(lease.id, 'ACTIVE')));
    expect(moved.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await Promise.all(leases.map((lease) => move(lease.id, 'NOTICE')));
    expect(await rentalStatus(estate.id)).toBe('NOTICE');
    await Promise.all(leases.map((lease) => move(lease.id, 'TERMINATED')));
    expect(await rentalStatus(estate.id)).toBe('VACANT');
  });
});

describe('leases: rent', () => {
  it('changes the rent and keeps the history (old, new, effective date, reason)', async () => {
    const { lease } = await leaseWithTenant(client, { start_date: monthsAgo(6), rent_amount: 800 });
    const changed = ok(
      await client.leases.changeRent({
        params: { id: lease.id },
        body: { rent_amount: 820.4, effective_date: monthsAgo(1), reason: 'IRL revision' },
      }),
      200,
    );
    expect(changed.rent_amount).toBe(820.4);
    ok(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 830 } }), 200);
    const history = ok(await client.leases.rentHistory({ params: { id: lease.id } }), 200);
    expect(
      history.map(({ old_rent_amount, new_rent_amount, effective_date, reason }) => ({
        old_rent_amount,
        new_rent_amount,
        effective_date,
        reason,
      })),
    ).toEqual([
      { old_rent_amount: 800, new_rent_amount: 820.4, effective_date: monthsAgo(1), reason: 'IRL revision' },
      { old_rent_amount: 820.4, new_rent_amount: 830, effective_date: today(), reason: null },
    ]);
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).rent_amount).toBe(830);
  });

  it('refuses an unchanged rent, an effective date outside the lease, and rent changes of leases being signed or closed', async () => {
    const { lease } = await leaseWithTenant(client, { start_date: monthsAgo(2), rent_amount: 800 });
    expect(
      problem(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 800 } }), 422)
        .errors?.[0],
    ).toMatchObject({ code: 'rent_unchanged' });
    problem(
      await client.leases.changeRent({
        params: { id: lease.id },
        body: { rent_amount: 810, effective_date: '2000-01-01' },
      }),
      422,
    );
    problem(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 0 } }), 400);
    problem(
      await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 1000, deposit: 1 } as never }),
      400,
    );
    ok(await move(lease.id, 'PENDING_SIGNATURE'), 200);
    problem(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 810 } }), 409);
    ok(await move(lease.id, 'ACTIVE'), 200);
    ok(await move(lease.id, 'TERMINATED'), 200);
    problem(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 810 } }), 409);
    expect(ok(await client.leases.rentHistory({ params: { id: lease.id } }), 200)).toEqual([]);
  });

  it('re-checks the deposit cap when the rent of a draft goes down', async () => {
    const lease = await newLease(client, { start_date: monthsAgo(1), rent_amount: 800, deposit_amount: 800 });
    problem(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 700 } }), 422);
    ok(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 900 } }), 200);
  });

  it('leaves existing leases alone when the estate rent changes; new leases take the new rent; the active lease rent is the estate reference rent', async () => {
    const estate = await newEstate(client, { rent_amount: 850 });
    const { lease } = await leaseWithTenant(client, { estate_id: estate.id, start_date: monthsAgo(3) });
    ok(await client.estates.update({ params: { id: estate.id }, body: { rent_amount: 990 } }), 200);
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).rent_amount).toBe(850);
    expect((await newLease(client, { estate_id: estate.id })).rent_amount).toBe(990);
    ok(await move(lease.id, 'ACTIVE'), 200);
    expect(ok(await client.estates.get({ params: { id: estate.id } }), 200).rent_amount).toBe(850);
    ok(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 870 } }), 200);
    expect(ok(await client.estates.get({ params: { id: estate.id } }), 200).rent_amount).toBe(870);
  });
});

describe('leases: update, delete, list', () => {
  it('fixes the terms once the lease left DRAFT but lets administrative fields change', async () => {
    const lease = await leaseIn('ACTIVE');
    const refused = problem(
      await client.leases.update({ params: { id: lease.id }, body: { deposit_amount: 10, end_date: '2030-12-31' } }),
      409,
    );
    expect(refused.errors?.map((e) => e.path).sort()).toEqual(['deposit_amount', 'end_date']);
    ok(
      await client.leases.update({
        params: { id: lease.id },
        body: { rent_amount: lease.rent_amount, start_date: lease.start_date },
      }),
      200,
    );
    const updated = ok(
      await client.leases.update({
        params: { id: lease.id },
        body: {
          payment_day: 5,
          payment_method: 'DirectDebit',
          reference_number: `BAIL-${lease.id.slice(0, 8)}`,
        } as never,
      }),
      200,
    );
    expect(updated).toMatchObject({ payment_day: 5, payment_method: 'PRELEVEMENT_AUTOMATIQUE', status: 'ACTIVE' });
  });

  it('refuses a duplicate reference number (409 naming the field and the lease) and a blank one (400: every blank reference collided)', async () => {
    const reference = `REF-${Math.random().toString(36).slice(2)}`;
    await newLease(client, { reference_number: reference });
    const estate = await newEstate(client);
    const types = await leaseTypes(client);
    const body = { estate_id: estate.id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' };
    const duplicate = problem(await client.leases.create({ body: { ...body, reference_number: reference } }), 409);
    expect(duplicate.errors).toEqual([expect.objectContaining({ path: 'reference_number', code: 'duplicate' })]);
    // On update too, where the lease changed is not the one that has it.
    const other = await newLease(client);
    const taken = await client.leases.update({ params: { id: other.id }, body: { reference_number: reference } });
    expect(problem(taken, 409).errors).toEqual([
      expect.objectContaining({ path: 'reference_number', code: 'duplicate' }),
    ]);
    ok(await client.leases.update({ params: { id: other.id }, body: { reference_number: `${reference}-2` } }), 200);
    for (const blank of ['', '   ']) {
      const refused = problem(await client.leases.create({ body: { ...body, reference_number: blank } }), 400);
      expect(refused.errors).toEqual([
        expect.objectContaining({ path: 'body.reference_number', message: 'must not be blank' }),
      ]);
    }
    ok(await client.leases.create({ body: { ...body, reference_number: null } }), 201);
  });

  it('deletes DRAFT leases only, with their tenants and rent history', async () => {
    const { lease } = await leaseWithTenant(client, { start_date: monthsAgo(1) });
    ok(await client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 999 } }), 200);
    expect((await client.leases.remove({ params: { id: lease.id } })).status).toBe(204);
    problem(await client.leases.get({ params: { id: lease.id } }), 404);
    problem(await client.leases.remove({ params: { id: lease.id } }), 404);
    for (const status of STATUSES.filter((s) => s !== 'DRAFT')) {
      const other = await leaseIn(status);
      expect([status, problem(await client.leases.remove({ params: { id: other.id } }), 409).lease_status]).toEqual([
        status,
        status,
      ]);
    }
  });

  it('lists with filters status, estate_id, start_date_from/_to, sorting and pagination', async () => {
    const t = await app.newTenant('Lease list');
    const c = t.client;
    const estate = await newEstate(c);
    const other = await newEstate(c);
    for (const [start, rent] of [
      ['2024-01-01', 700],
      ['2024-06-01', 900],
      ['2025-01-01', 800],
      ['2025-06-01', 1000],
    ] as const) {
      await newLease(c, { estate_id: estate.id, start_date: start, rent_amount: rent });
    }
    const { lease: active } = await leaseWithTenant(c, {
      estate_id: other.id,
      start_date: '2023-01-01',
      rent_amount: 650,
    });
    ok(await c.leases.changeStatus({ params: { id: active.id }, body: { status: 'ACTIVE' } }), 200);

    const all = ok(await c.leases.list({ query: { sort: 'start_date' } }), 200);
    expect(all.data.map((l) => l.start_date)).toEqual([
      '2023-01-01',
      '2024-01-01',
      '2024-06-01',
      '2025-01-01',
      '2025-06-01',
    ]);
    expect(all.meta.pagination).toEqual({
      current_page: 1,
      per_page: 20,
      total: 5,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });
    const byRent = ok(await c.leases.list({ query: { sort: '-rent_amount', per_page: 2, page: 2 } }), 200);
    expect(byRent.data.map((l) => l.rent_amount)).toEqual([800, 700]);
    expect(byRent.meta.pagination).toMatchObject({
      current_page: 2,
      total: 5,
      total_pages: 3,
      has_next: true,
      has_prev: true,
    });
    expect(ok(await c.leases.list({ query: { estate_id: other.id } }), 200).data.map((l) => l.id)).toEqual([active.id]);
    expect(ok(await c.leases.list({ query: { status: 'Active' } as never }), 200).data.map((l) => l.id)).toEqual([
      active.id,
    ]);
    expect(ok(await c.leases.list({ query: { status: 'DRAFT' } }), 200).meta.pagination.total).toBe(4);
    const range = ok(
      await c.leases.list({
        query: { start_date_from: '2024-02-01', start_date_to: '2025-01-01', sort: 'start_date' },
      }),
      200,
    );
    expect(range.data.map((l) => l.start_date)).toEqual(['2024-06-01', '2025-01-01']);
    problem(await c.leases.list({ query: { per_page: 101 } }), 400);
    problem(await c.leases.list({ query: { sort: 'tenant_id' } }), 400);
    problem(await c.leases.list({ query: { start_date_from: 'yesterday' } }), 400);
  });

  it('lists the leases of an estate', async () => {
    const estate = await newEstate(client);
    const first = await newLease(client, { estate_id: estate.id, start_date: '2024-01-01' });
    const second = await newLease(client, { estate_id: estate.id, start_date: '2025-01-01' });
    await newLease(client);
    const list = ok(await client.leases.ofEstate({ params: { estate_id: estate.id } }), 200);
    expect(list.map((l) => l.id)).toEqual([second.id, first.id]);
    problem(await client.leases.ofEstate({ params: { estate_id: '00000000-0000-4000-8000-000000000000' } }), 404);
  });

  it('refuses to delete an estate that has leases (409)', async () => {
    const lease = await newLease(client);
    problem(await client.estates.remove({ params: { id: lease.estate_id } }), 409);
  });
});

describe('leases: tenancy and permissions', () => {
  it("answers 404 for another tenant's leases and estates, and lists only its own", async () => {
    const other = await app.newTenant('Other agency');
    const { lease } = await leaseWithTenant(client);
    const c = other.client;
    problem(await c.leases.get({ params: { id: lease.id } }), 404);
    problem(await c.leases.update({ params: { id: lease.id }, body: { special_conditions: 'x' } }), 404);
    problem(await c.leases.remove({ params: { id: lease.id } }), 404);
    problem(await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 404);
    problem(await c.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 1 } }), 404);
    problem(await c.leases.rentHistory({ params: { id: lease.id } }), 404);
    problem(await c.leases.ofEstate({ params: { estate_id: lease.estate_id } }), 404);
    const types = await leaseTypes(c);
    problem(
      await c.leases.create({
        body: { estate_id: lease.estate_id, lease_type_id: types.HabitationVide.id, start_date: '2025-01-01' },
      }),
      404,
    );
    expect(ok(await c.leases.list({ query: {} }), 200).data).toEqual([]);
  });

  it('needs leases:read to read, leases:write to write, leases:delete to delete, and a key at all', async () => {
    const lease = await newLease(client);
    const reader = await tenant.clientWith(['leases:read']);
    const writer = await tenant.clientWith(['leases:read', 'leases:write']);
    const nobody = await tenant.clientWith(['properties:read']);
    ok(await reader.leases.get({ params: { id: lease.id } }), 200);
    ok(await reader.leaseTypes.list(), 200);
    problem(await nobody.leases.list({ query: {} }), 403);
    problem(await nobody.leaseTypes.list(), 403);
    problem(await reader.leases.update({ params: { id: lease.id }, body: { special_conditions: 'x' } }), 403);
    problem(await reader.leases.changeStatus({ params: { id: lease.id }, body: { status: 'PENDING_SIGNATURE' } }), 403);
    problem(await reader.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: 10 } }), 403);
    problem(await writer.leases.remove({ params: { id: lease.id } }), 403);
    problem(await app.anonymous.leases.get({ params: { id: lease.id } }), 401);
    const deleter = await tenant.clientWith(['leases:delete']);
    expect((await deleter.leases.remove({ params: { id: lease.id } })).status).toBe(204);
  });
});
