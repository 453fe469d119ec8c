import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { tenantRows } from '../../support/db.js';
import { samples } from '../../support/files.js';
import { type LeaseTypeCode, leaseWithTenant, newLessee, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lease notices');
  client = tenant.client;
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);

interface Setup {
  type?: LeaseTypeCode;
  start_date?: string;
  end_date?: string;
  postal_code?: string;
  city?: string;
  owner?: 'individual' | 'company' | 'sc/sci';
  lease?: Record<string, unknown>;
  coTenantBirthDate?: string;
}

/** An ACTIVE lease in a building of that postal code (default Guéret, in no zone tendue list), owned by an owner of that category. */
async function activeLease(setup: Setup = {}, c: Client = client) {
  const owner = ok(
    await c.owners.create({
      body:
        (setup.owner ?? 'individual') === 'individual'
          ? { owner_category: 'individual', last_name: 'Martin' }
          : { owner_category: setup.owner, legal_name: 'SCI Les Lilas', registration_number: '73282932000074' },
    } as never),
    201,
  );
  const place = ok(
    await c.places.create({
      body: {
        name: 'Immeuble',
        owner_id: owner.id,
        postal_code: setup.postal_code ?? '23000',
        city: setup.city ?? 'Guéret',
      } as never,
    }),
    201,
  );
  const estate = ok(
    await c.estates.createInPlace({
      params: { id: place.id },
      body: { name: 'Lot 1', fiscal_identifier: `FI-${Math.random()}`, rent_amount: 800 } as never,
    }),
    201,
  );
  const { lease } = await leaseWithTenant(c, {
    type: setup.type ?? 'HabitationVide',
    estate_id: estate.id,
    start_date: setup.start_date ?? '2024-01-01',
    ...(setup.end_date ? { end_date: setup.end_date } : {}),
    ...setup.lease,
  });
  if (setup.coTenantBirthDate) {
    const senior = await newLessee(c, {
      first_name: 'Paul',
      birth_date: setup.coTenantBirthDate,
      email: 'paul@example.fr',
    });
    ok(
      await c.leaseLessees.add({ params: { lease_id: lease.id }, body: { lessee_id: senior.id, role: 'CoTenant' } }),
      201,
    );
  }
  ok(await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, estate };
}

const give = (leaseId: string, body: Record<string, unknown>, c: Client = client) =>
  c.leaseNotices.give({
    params: { lease_id: leaseId },
    body: { delivery_mode: 'REGISTERED_LETTER', ...body } as never,
  });

describe('tenant notices', () => {
  it('gives an unfurnished tenant three months, moves the lease and its estate to NOTICE, and plans the finalisation', async () => {
    const { lease, estate } = await activeLease();
    const notice = ok(await give(lease.id, { given_by: 'TENANT', received_date: '2025-01-15' }), 201);
    expect(notice).toMatchObject({
      lease_id: lease.id,
      given_by: 'TENANT',
      reason: 'STANDARD',
      notice_months: 3,
      end_date: '2025-04-15',
      status: 'ACTIVE',
      reduced_notice: false,
      zone_tendue: false,
      legal_reference: 'Loi n° 89-462, art. 15 I',
      document_media_ids: [],
    });
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).status).toBe('NOTICE');
    expect(ok(await client.estates.get({ params: { id: estate.id } }), 200).rental_status).toBe('NOTICE');
    expect(ok(await client.leaseNotices.get({ params: { lease_id: lease.id, notice_id: notice.id } }), 200)).toEqual(
      notice,
    );
    const list = ok(
      await client.leaseNotices.list({ params: { lease_id: lease.id }, query: { given_by: 'TENANT' } }),
      200,
    );
    expect(list.data.map((n) => n.id)).toEqual([notice.id]);
    const lifecycle = ok(await client.leaseLifecycle.get({ params: { lease_id: lease.id } }), 200);
    expect(lifecycle).toMatchObject({
      status: 'NOTICE',
      next_step: { step: 'FINALISE', due_date: '2025-04-15' },
      notice: { id: notice.id },
    });
  });

  it('ends a one-month furnished notice on the last day of a shorter month', async () => {
    const { lease } = await activeLease({ type: 'HabitationMeublee' });
    const notice = ok(
      await give(lease.id, { given_by: 'Tenant', received_date: '2025-01-31', delivery_mode: 'HAND_DELIVERY' }),
      201,
    );
    expect(notice).toMatchObject({
      notice_months: 1,
      end_date: '2025-02-28',
      legal_reference: 'Loi n° 89-462, art. 25-8 I',
      delivery_mode: 'HAND_DELIVERY',
    });
  });

  it('shortens the unfurnished notice to a month for a justified reason, not for an unjustified one', async () => {
    const justified = await activeLease();
    const letter = ok(
      await client.media.upload({
        body: { lease_id: justified.lease.id, file: new File([samples.pdf()], 'mutation.pdf') },
      }),
      201,
    );
    const shortened = ok(
      await give(justified.lease.id, {
        given_by: 'TENANT',
        reason: 'JOB_TRANSFER',
        received_date: '2025-03-10',
        document_media_ids: [letter.id],
      }),
      201,
    );
    expect(shortened).toMatchObject({
      notice_months: 1,
      end_date: '2025-04-10',
      reduced_notice: true,
      document_media_ids: [letter.id],
    });
    problem(await client.media.remove({ params: { media_id: letter.id } }), 409);
    const unjustified = await activeLease();
    expect(
      ok(
        await give(unjustified.lease.id, { given_by: 'TENANT', reason: 'JOB_LOSS', received_date: '2025-03-10' }),
        201,
      ),
    ).toMatchObject({
      notice_months: 3,
      reduced_notice: false,
    });
  });

  it('gives one month in a zone tendue, from the postal code or the rent evolution decree flag', async () => {
    const paris = await activeLease({ postal_code: '75011', city: 'Paris' });
    expect(ok(await give(paris.lease.id, { given_by: 'TENANT', received_date: '2025-05-05' }), 201)).toMatchObject({
      notice_months: 1,
      end_date: '2025-06-05',
      zone_tendue: true,
    });
    const flagged = await activeLease({ lease: { is_subject_to_rent_evolution_decree: true } });
    expect(
      ok(await give(flagged.lease.id, { given_by: 'TENANT', received_date: '2025-05-05' }), 201).notice_months,
    ).toBe(1);
  });

  it('judges the zone tendue by the list in force on the day the notice is received', async () => {
    const notice = async (postal_code: string, city: string, received_date: string) => {
      const { lease } = await activeLease({ postal_code, city, start_date: '2019-01-01' });
      const given = ok(await give(lease.id, { given_by: 'TENANT', received_date }), 201);
      return [city, received_date, given.notice_months, given.zone_tendue];
    };
    // The lists of décret 2013-392 (2013), of décret 2023-822 (from 27 August 2023), of décret 2025-1267 (from 24 December 2025).
    const days = ['2020-06-15', '2024-06-15', '2026-03-02'];
    for (const day of days) {
      expect(await notice('13005', 'Marseille', day)).toEqual(['Marseille', day, 1, true]);
      expect(await notice('69003', 'Lyon', day)).toEqual(['Lyon', day, 1, true]);
      expect(await notice('23000', 'Guéret', day)).toEqual(['Guéret', day, 3, false]);
    }
    // Rennes entered the list with décret 2023-822.
    expect(await notice('35000', 'Rennes', '2023-08-26')).toEqual(['Rennes', '2023-08-26', 3, false]);
    expect(await notice('35000', 'Rennes', '2023-08-27')).toEqual(['Rennes', '2023-08-27', 1, true]);
  }, 120_000);

  it('lets a tenant leave later than the period, not earlier', async () => {
    const { lease } = await activeLease({ type: 'HabitationMeublee' });
    expect(
      problem(
        await give(lease.id, { given_by: 'TENANT', received_date: '2025-05-05', requested_end_date: '2025-05-31' }),
        422,
      ).errors?.[0].code,
    ).toBe('notice_too_short');
    expect(
      ok(
        await give(lease.id, { given_by: 'TENANT', received_date: '2025-05-05', requested_end_date: '2025-06-30' }),
        201,
      ).end_date,
    ).toBe('2025-06-30');
  });

  it('withdraws a running notice: the lease is ACTIVE again', async () => {
    const { lease, estate } = await activeLease();
    const notice = ok(await give(lease.id, { given_by: 'TENANT', received_date: today() }), 201);
    const withdrawn = ok(
      await client.leaseNotices.withdraw({ params: { lease_id: lease.id, notice_id: notice.id }, body: undefined }),
      200,
    );
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(withdrawn.withdrawn_at).not.toBeNull();
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).status).toBe('ACTIVE');
    expect(ok(await client.estates.get({ params: { id: estate.id } }), 200).rental_status).toBe('RENTED');
    problem(
      await client.leaseNotices.withdraw({ params: { lease_id: lease.id, notice_id: notice.id }, body: undefined }),
      409,
    );
  });
});

describe('landlord notices', () => {
  it('ends an unfurnished lease at its term, received at least six months before it, with a motive', async () => {
    const { lease } = await activeLease({ start_date: '2024-07-01' });
    expect(lease.end_date).toBe('2027-06-30');
    const notice = ok(
      await give(lease.id, {
        given_by: 'LANDLORD',
        reason: 'Reprise',
        received_date: '2024-12-31',
        beneficiary_name: 'Jeanne Martin',
        beneficiary_relationship: 'DESCENDANT',
      }),
      201,
    );
    expect(notice).toMatchObject({
      notice_months: 6,
      end_date: '2027-06-30',
      reason: 'REPRISE',
      beneficiary_relationship: 'DESCENDANT',
    });
  });

  it('refuses a landlord notice without motive, too late, without a beneficiary, or on a bail mobilité, and writes nothing', async () => {
    const { lease } = await activeLease({ start_date: '2023-01-01' });
    const mobility = await activeLease({ type: 'MobiliteEtudiante', start_date: '2025-01-01', end_date: '2025-06-30' });
    const before = await tenantRows(tenant.tenantId);
    const codes = async (leaseId: string, body: Record<string, unknown>) =>
      problem(await give(leaseId, { given_by: 'LANDLORD', ...body }), 422).errors?.map((e) => e.code);
    expect(await codes(lease.id, { received_date: '2025-01-10' })).toEqual(['motive_required']);
    expect(await codes(lease.id, { reason: 'SALE', received_date: '2025-07-01', sale_price: 200000 })).toEqual([
      'too_late',
    ]);
    expect(await codes(lease.id, { reason: 'REPRISE', received_date: '2025-01-10' })).toEqual(['required', 'required']);
    expect(await codes(lease.id, { reason: 'SALE', received_date: '2025-01-10' })).toEqual(['required']);
    expect(
      await codes(mobility.lease.id, {
        reason: 'LEGITIMATE_AND_SERIOUS',
        motive_details: 'x',
        received_date: '2025-03-01',
      }),
    ).toEqual(['no_landlord_notice']);
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
  }, 120_000);

  it('protects a tenant over 65 with modest resources, and refuses a reprise by a company', async () => {
    const { lease } = await activeLease({ start_date: '2023-01-01', coTenantBirthDate: '1950-03-01' });
    const body = {
      given_by: 'LANDLORD',
      reason: 'LEGITIMATE_AND_SERIOUS',
      motive_details: 'travaux lourds',
      received_date: '2025-01-10',
    };
    expect(problem(await give(lease.id, body), 422).errors?.[0].code).toBe('protected_tenant');
    expect(problem(await give(lease.id, { ...body, tenant_resources_below_ceiling: true }), 422).errors?.[0].code).toBe(
      'protected_tenant',
    );
    ok(await give(lease.id, { ...body, tenant_resources_below_ceiling: true, rehousing_offered: true }), 201);
    const company = await activeLease({ owner: 'company', start_date: '2023-01-01' });
    expect(
      problem(
        await give(company.lease.id, {
          given_by: 'LANDLORD',
          reason: 'REPRISE',
          beneficiary_name: 'X',
          beneficiary_relationship: 'LESSOR',
          received_date: '2025-01-10',
        }),
        422,
      ).errors?.[0].code,
    ).toBe('reprise_by_company');
  }, 120_000);
});

describe('bad notices', () => {
  it('refuses a notice on a lease that is not ACTIVE, a second one, a future or early date, and foreign ids', async () => {
    const { lease: draft } = await leaseWithTenant(client);
    expect(problem(await give(draft.id, { given_by: 'TENANT', received_date: today() }), 409).lease_status).toBe(
      'DRAFT',
    );
    const { lease } = await activeLease();
    expect(
      problem(await give(lease.id, { given_by: 'TENANT', received_date: '2999-01-01' }), 422).errors?.[0].code,
    ).toBe('future_date');
    expect(
      problem(await give(lease.id, { given_by: 'TENANT', received_date: '2023-12-31' }), 422).errors?.[0].code,
    ).toBe('before_start');
    ok(await give(lease.id, { given_by: 'TENANT', received_date: today() }), 201);
    expect(problem(await give(lease.id, { given_by: 'TENANT', received_date: today() }), 409).lease_status).toBe(
      'NOTICE',
    );
    problem(await give(lease.id, { given_by: 'NOBODY', received_date: today() }), 400);

    const stranger = await app.newTenant('Lease notices stranger');
    problem(await give(lease.id, { given_by: 'TENANT', received_date: today() }, stranger.client), 404);
    problem(await stranger.client.leaseNotices.list({ params: { lease_id: lease.id }, query: {} }), 404);
    problem(await stranger.client.leaseLifecycle.get({ params: { lease_id: lease.id } }), 404);
    const foreign = ok(await stranger.client.media.upload({ body: { file: new File([samples.pdf()], 'x.pdf') } }), 201);
    const other = await activeLease();
    expect(
      problem(
        await give(other.lease.id, { given_by: 'TENANT', received_date: today(), document_media_ids: [foreign.id] }),
        404,
      ).errors?.[0].path,
    ).toBe('document_media_ids.0');
  }, 120_000);
});

describe('the term', () => {
  it('tells the renewal of an unfurnished lease: 3 years for an individual or an SCI, 6 for a company', async () => {
    const individual = ok(
      await client.leaseLifecycle.get({ params: { lease_id: (await activeLease()).lease.id } }),
      200,
    );
    expect(individual).toMatchObject({
      lessor: 'natural_person',
      term: { outcome: 'RENEW', months: 36 },
      next_step: { step: 'REACH_TERM', due_date: '2027-01-01' },
    });
    const company = ok(
      await client.leaseLifecycle.get({ params: { lease_id: (await activeLease({ owner: 'company' })).lease.id } }),
      200,
    );
    expect(company).toMatchObject({ lessor: 'legal_person', term: { outcome: 'RENEW', months: 72 } });
    // An SC/SCI may be a family SCI (art. 13): the three years of a natural person.
    const sci = ok(
      await client.leaseLifecycle.get({ params: { lease_id: (await activeLease({ owner: 'sc/sci' })).lease.id } }),
      200,
    );
    expect(sci).toMatchObject({ lessor: 'sci', term: { outcome: 'RENEW', months: 36 } });
  });

  it('ends a 9-month student lease and a bail mobilité, renews a furnished lease for a year', async () => {
    const student = await activeLease({ type: 'HabitationMeublee', start_date: '2025-09-01', end_date: '2026-05-31' });
    expect(ok(await client.leaseLifecycle.get({ params: { lease_id: student.lease.id } }), 200).term).toMatchObject({
      outcome: 'EXPIRE',
      months: null,
    });
    const mobility = await activeLease({ type: 'MobiliteEtudiante', start_date: '2025-01-01', end_date: '2025-06-30' });
    expect(ok(await client.leaseLifecycle.get({ params: { lease_id: mobility.lease.id } }), 200).term.outcome).toBe(
      'EXPIRE',
    );
    const furnished = await activeLease({ type: 'HabitationMeublee' });
    expect(ok(await client.leaseLifecycle.get({ params: { lease_id: furnished.lease.id } }), 200).term).toMatchObject({
      outcome: 'RENEW',
      months: 12,
    });
  }, 120_000);
});
