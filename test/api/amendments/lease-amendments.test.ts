import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { RecordingWorkflows } from '../../support/workflows.js';
import { samples } from '../../support/files.js';
import { leaseWithTenant, newEstate, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

const engine = new RecordingWorkflows();

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Lease amendments');
  client = tenant.client;
});
afterAll(() => app.close());

/** An ACTIVE lease (2025-01-01 to 2027-12-31, 850 EUR) with a tenant and, on its building, an owner. */
async function activeLease(fields: Record<string, unknown> = {}) {
  const estate = await newEstate(client);
  const owner = ok(await client.owners.create({ body: { last_name: 'Martin', email: 'owner@example.fr' } }), 201);
  ok(await client.places.update({ params: { id: estate.place_id }, body: { owner_id: owner.id } }), 200);
  const { lease, lessee } = await leaseWithTenant(client, { estate_id: estate.id, ...fields });
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, lessee, owner, estate };
}

const ids = (leaseId: string, amendmentId: string) => ({ lease_id: leaseId, amendment_id: amendmentId });

async function draft(leaseId: string, type: 'RENT_CHANGE' | 'DURATION_CHANGE' | 'CLAUSE_CHANGE', fields = {}) {
  return ok(
    await client.leaseAmendments.create({
      params: { lease_id: leaseId },
      body: { type, title: `${type} amendment`, effective_date: '2026-01-01', ...fields },
    }),
    201,
  );
}

const move = (leaseId: string, amendmentId: string, status: string, reason?: string) =>
  client.leaseAmendments.changeStatus({
    params: ids(leaseId, amendmentId),
    body: { status: status as never, ...(reason ? { reason } : {}) },
  });

async function history(leaseId: string, amendmentId: string) {
  return ok(await client.amendmentHistory.list({ params: ids(leaseId, amendmentId), query: { per_page: 100 } }), 200)
    .data;
}

/** Walks an amendment with its details given from DRAFT to PENDING_SIGNATURE. */
async function toSignature(leaseId: string, amendmentId: string) {
  ok(await move(leaseId, amendmentId, 'PENDING_VALIDATION'), 200);
  ok(
    await client.amendmentValidations.create({
      params: ids(leaseId, amendmentId),
      body: { validator_name: 'Agence Dupont', decision: 'APPROVED' },
    }),
    201,
  );
  ok(await move(leaseId, amendmentId, 'VALIDATED'), 200);
  return ok(await move(leaseId, amendmentId, 'PENDING_SIGNATURE'), 200);
}

describe('amendments', () => {
  it('creates numbered drafts, lists, filters, updates and deletes them while DRAFT', async () => {
    const { lease } = await activeLease();
    const first = await draft(lease.id, 'CLAUSE_CHANGE', { description: 'Pets allowed', reason: 'asked by tenant' });
    const second = await draft(lease.id, 'RENT_CHANGE', { effective_date: '2026-03-01' });
    expect(first).toMatchObject({
      lease_id: lease.id,
      amendment_number: 1,
      status: 'DRAFT',
      allowed_next_statuses: ['PENDING_VALIDATION', 'CANCELLED'],
      created_by: expect.any(String),
    });
    expect(second.amendment_number).toBe(2);
    const list = ok(
      await client.leaseAmendments.list({ params: { lease_id: lease.id }, query: { type: 'RENT_CHANGE' } }),
      200,
    );
    expect(list.data.map((a) => a.id)).toEqual([second.id]);
    expect(list.meta.pagination.total).toBe(1);
    const updated = ok(
      await client.leaseAmendments.update({ params: ids(lease.id, first.id), body: { title: 'Pets clause' } }),
      200,
    );
    expect(updated.title).toBe('Pets clause');
    expect((await history(lease.id, first.id)).map((e) => e.change_type)).toEqual([
      'STATUS_CHANGE',
      'CONTENT_MODIFICATION',
    ]);
    ok(await client.leaseAmendments.remove({ params: ids(lease.id, second.id) }), 204);
    problem(await client.leaseAmendments.get({ params: ids(lease.id, second.id) }), 404);
    // numbers follow the highest one left: the deleted last draft's number comes back, never a duplicate
    expect((await draft(lease.id, 'OTHER' as never)).amendment_number).toBe(2);
  });

  it('refuses a draft lease (409) and an effective date outside the lease (422), writing nothing', async () => {
    const { lease } = await leaseWithTenant(client);
    const refused = problem(
      await client.leaseAmendments.create({
        params: { lease_id: lease.id },
        body: { type: 'OTHER', title: 'x', effective_date: '2025-06-01' },
      }),
      409,
    );
    expect(refused.lease_status).toBe('DRAFT');
    const active = (await activeLease()).lease;
    const outside = problem(
      await client.leaseAmendments.create({
        params: { lease_id: active.id },
        body: { type: 'OTHER', title: 'x', effective_date: '2024-12-31' },
      }),
      422,
    );
    expect(outside.errors?.[0].code).toBe('out_of_lease');
    const list = ok(await client.leaseAmendments.list({ params: { lease_id: active.id }, query: {} }), 200);
    expect(list.data).toEqual([]);
  });

  it('404 for an amendment under another lease', async () => {
    const a = (await activeLease()).lease;
    const b = (await activeLease()).lease;
    const amendment = await draft(a.id, 'CLAUSE_CHANGE');
    problem(await client.leaseAmendments.get({ params: ids(b.id, amendment.id) }), 404);
    problem(await client.amendmentHistory.list({ params: ids(b.id, amendment.id), query: {} }), 404);
  });
});

describe('the status machine', () => {
  it('answers 409 with the allowed moves, and edits of a non-draft are 409; refusals write no history', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'CLAUSE_CHANGE');
    const illegal = problem(await move(lease.id, amendment.id, 'ACTIVE'), 409);
    expect(illegal.allowed_next_statuses).toEqual(['PENDING_VALIDATION', 'CANCELLED']);
    ok(await move(lease.id, amendment.id, 'PENDING_VALIDATION'), 200);
    const before = (await history(lease.id, amendment.id)).length;
    problem(await client.leaseAmendments.update({ params: ids(lease.id, amendment.id), body: { title: 'late' } }), 409);
    problem(await client.leaseAmendments.remove({ params: ids(lease.id, amendment.id) }), 409);
    const unvalidated = problem(await move(lease.id, amendment.id, 'VALIDATED'), 422);
    expect(unvalidated.errors?.[0].code).toBe('validation_missing');
    expect((await history(lease.id, amendment.id)).length).toBe(before);
    // sent back to draft, then cancelled: final
    ok(await move(lease.id, amendment.id, 'DRAFT'), 200);
    const cancelled = ok(await move(lease.id, amendment.id, 'CANCELLED', 'no longer needed'), 200);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', reason: 'no longer needed', allowed_next_statuses: [] });
    expect(problem(await move(lease.id, amendment.id, 'DRAFT'), 409).allowed_next_statuses).toEqual([]);
  });

  it('a RENT_CHANGE needs its rent details before validation (422)', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'RENT_CHANGE');
    expect(problem(await move(lease.id, amendment.id, 'PENDING_VALIDATION'), 422).errors?.[0].code).toBe(
      'details_missing',
    );
  });

  it('a rejecting validator blocks VALIDATED; REJECTED notifies owner and tenant', async () => {
    const { lease, lessee, owner } = await activeLease();
    const amendment = await draft(lease.id, 'CLAUSE_CHANGE');
    problem(
      await client.amendmentValidations.create({
        params: ids(lease.id, amendment.id),
        body: { validator_name: 'Too early', decision: 'APPROVED' },
      }),
      409,
    );
    ok(await move(lease.id, amendment.id, 'PENDING_VALIDATION'), 200);
    const validation = ok(
      await client.amendmentValidations.create({
        params: ids(lease.id, amendment.id),
        body: { validator_name: 'Juriste', decision: 'REJECTED', comment: 'clause abusive' },
      }),
      201,
    );
    expect(problem(await move(lease.id, amendment.id, 'VALIDATED'), 422).errors?.[0].code).toBe('validation_rejected');
    ok(await move(lease.id, amendment.id, 'REJECTED', 'clause abusive'), 200);
    problem(
      await client.amendmentValidations.update({
        params: { ...ids(lease.id, amendment.id), validation_id: validation.id },
        body: { decision: 'APPROVED' },
      }),
      409,
    );
    const notes = ok(
      await client.amendmentNotifications.list({ params: ids(lease.id, amendment.id), query: {} }),
      200,
    ).data;
    expect(notes.map((n) => [n.notification_type, n.recipient_type, n.recipient_id]).sort()).toEqual(
      [
        ['AMENDMENT_REJECTED', 'LESSEE', lessee.id],
        ['AMENDMENT_REJECTED', 'OWNER', owner.id],
      ].sort(),
    );
    const types = (await history(lease.id, amendment.id)).map((e) => e.change_type);
    expect(types).toContain('VALIDATION_CHANGE');
  });
});

describe('rent changes', () => {
  it('a decrease becomes the lease rent on ACTIVE through the rent history, with notifications', async () => {
    const { lease } = await activeLease({ rent_amount: 850, deposit_amount: 800, charges_amount: 50 });
    const amendment = await draft(lease.id, 'RENT_CHANGE', { effective_date: '2026-02-01' });
    const detail = ok(
      await client.amendmentRentDetails.create({
        params: ids(lease.id, amendment.id),
        body: { new_rent_amount: 820, new_charges_amount: 60 },
      }),
      201,
    );
    expect(detail).toMatchObject({
      old_rent_amount: 850,
      new_rent_amount: 820,
      old_charges_amount: 50,
      new_charges_amount: 60,
      effective_date: '2026-02-01',
    });
    problem(
      await client.amendmentRentDetails.create({ params: ids(lease.id, amendment.id), body: { new_rent_amount: 810 } }),
      409,
    );
    const pending = await toSignature(lease.id, amendment.id);
    expect(pending.expires_at).not.toBeNull();
    problem(
      await client.amendmentRentDetails.update({
        params: { ...ids(lease.id, amendment.id), rent_detail_id: detail.id },
        body: { new_rent_amount: 800 },
      }),
      409,
    );
    const active = ok(await move(lease.id, amendment.id, 'ACTIVE'), 200);
    expect(active.activated_at).not.toBeNull();
    const after = ok(await client.leases.get({ params: { id: lease.id } }), 200);
    expect(after).toMatchObject({ rent_amount: 820, charges_amount: 60 });
    const rents = ok(await client.leases.rentHistory({ params: { id: lease.id } }), 200);
    expect(rents.at(-1)).toMatchObject({ old_rent_amount: 850, new_rent_amount: 820, effective_date: '2026-02-01' });
    const notes = ok(
      await client.amendmentNotifications.list({ params: ids(lease.id, amendment.id), query: { per_page: 50 } }),
      200,
    ).data;
    expect(notes.map((n) => n.notification_type).sort()).toEqual([
      'AMENDMENT_ACTIVATED',
      'AMENDMENT_ACTIVATED',
      'SIGNATURE_REQUIRED',
      'SIGNATURE_REQUIRED',
    ]);
    const entries = await history(lease.id, amendment.id);
    expect(entries.filter((e) => e.change_type === 'STATUS_CHANGE').map((e) => e.new_values?.status)).toEqual([
      'DRAFT',
      'PENDING_VALIDATION',
      'VALIDATED',
      'PENDING_SIGNATURE',
      'ACTIVE',
    ]);
    const content = entries.find((e) => e.change_type === 'CONTENT_MODIFICATION');
    expect(content?.new_values).toMatchObject({ rent_details: { new_rent_amount: 820 } });
    const one = ok(
      await client.amendmentHistory.get({
        params: { ...ids(lease.id, amendment.id), history_entry_id: entries[0].id },
      }),
      200,
    );
    expect(one).toEqual(entries[0]);
  });

  it('an increase needs improvement works (art. 17-1 II); a decrease under the deposit breaks the cap (422)', async () => {
    const { lease } = await activeLease({ rent_amount: 850, deposit_amount: 850 });
    const amendment = await draft(lease.id, 'RENT_CHANGE');
    const params = ids(lease.id, amendment.id);
    const increase = problem(await client.amendmentRentDetails.create({ params, body: { new_rent_amount: 900 } }), 422);
    expect(increase.errors?.[0].code).toBe('rent_increase_not_allowed');
    problem(
      await client.amendmentRentDetails.create({
        params,
        body: { new_rent_amount: 900, increase_basis: 'IMPROVEMENT_WORKS' },
      }),
      400,
    );
    const deposit = problem(await client.amendmentRentDetails.create({ params, body: { new_rent_amount: 800 } }), 422);
    expect(deposit.errors?.map((e) => e.code)).toContain('DEPOSIT_CAP_EXCEEDED');
    const works = ok(
      await client.amendmentRentDetails.create({
        params,
        body: { new_rent_amount: 900, increase_basis: 'IMPROVEMENT_WORKS', works_description: 'new double glazing' },
      }),
      201,
    );
    expect(works).toMatchObject({ increase_basis: 'IMPROVEMENT_WORKS', works_cost: null });
    const list = ok(await client.amendmentRentDetails.list({ params, query: {} }), 200);
    expect(list.data.map((d) => d.id)).toEqual([works.id]);
  });

  it('the F/G rent freeze applies to an amended rent (422)', async () => {
    const { lease, estate } = await activeLease({ rent_amount: 850, deposit_amount: 800 });
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: estate.id,
          reference_number: 'DPE-G-AMEND',
          diagnosis_date: '2024-06-01',
          valid_until: '2034-05-31',
          energy_label: 'G',
          ges_label: 'G',
          construction_year: 1930,
        } as never,
      }),
      201,
    );
    const amendment = await draft(lease.id, 'RENT_CHANGE');
    const frozen = problem(
      await client.amendmentRentDetails.create({
        params: ids(lease.id, amendment.id),
        body: { new_rent_amount: 900, increase_basis: 'IMPROVEMENT_WORKS', works_description: 'insulation' },
      }),
      422,
    );
    expect(frozen.errors?.map((e) => e.code)).toContain('DPE_RENT_FREEZE');
    expect((await history(lease.id, amendment.id)).map((e) => e.change_type)).toEqual(['STATUS_CHANGE']);
  });
});

describe('works increases in zone tendue (décret 2017-1198 art. 6)', () => {
  it('ask for the cost of the works and rise by at most 15 % of it a year', async () => {
    const { lease } = await activeLease({
      rent_amount: 850,
      deposit_amount: 850,
      is_subject_to_rent_evolution_decree: true,
    });
    const amendment = await draft(lease.id, 'RENT_CHANGE');
    const params = ids(lease.id, amendment.id);
    const works = { increase_basis: 'IMPROVEMENT_WORKS', works_description: 'isolation des combles' } as const;
    const create = (body: { new_rent_amount: number; works_cost?: number }) =>
      client.amendmentRentDetails.create({ params, body: { ...works, ...body } });
    const noCost = problem(await create({ new_rent_amount: 900 }), 422);
    expect(noCost.errors?.map((e) => [e.path, e.code])).toEqual([['works_cost', 'required']]);
    // Works of 4,000 euros allow 600 euros a year: 50 euros a month.
    const capped = problem(await create({ new_rent_amount: 900.01, works_cost: 4000 }), 422);
    expect(capped.errors?.map((e) => [e.path, e.code])).toEqual([['new_rent_amount', 'works_increase_cap']]);
    expect(ok(await client.amendmentRentDetails.list({ params, query: {} }), 200).data).toEqual([]);
    const detail = ok(await create({ new_rent_amount: 900, works_cost: 4000 }), 201);
    expect(detail).toMatchObject({ new_rent_amount: 900, works_cost: 4000 });
    // A lower cost on update breaks the cap and changes nothing.
    const one = { ...params, rent_detail_id: detail.id };
    problem(await client.amendmentRentDetails.update({ params: one, body: { works_cost: 3000 } }), 422);
    expect(ok(await client.amendmentRentDetails.get({ params: one }), 200).works_cost).toBe(4000);
    ok(
      await client.amendmentRentDetails.update({ params: one, body: { new_rent_amount: 870, works_cost: 3000 } }),
      200,
    );
  });
});

describe('rent changes of a rent-controlled lease lacking its reference data', () => {
  it('a decrease is held to the deposit cap, an increase is refused for what is missing', async () => {
    const place = ok(
      await client.places.create({ body: { name: 'Immeuble Lyon', postal_code: '69003', city: 'Lyon' } }),
      201,
    );
    const estate = ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: { name: 'T2', fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`, rent_amount: 850 },
      }),
      201,
    );
    const { lease } = await leaseWithTenant(client, { estate_id: estate.id, rent_amount: 850, deposit_amount: 820 });
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    const amendment = await draft(lease.id, 'RENT_CHANGE');
    const params = ids(lease.id, amendment.id);
    const increase = problem(
      await client.amendmentRentDetails.create({
        params,
        body: { new_rent_amount: 900, increase_basis: 'IMPROVEMENT_WORKS', works_description: 'kitchen' },
      }),
      422,
    );
    expect(increase.detail).toContain('rent control');
    const deposit = problem(await client.amendmentRentDetails.create({ params, body: { new_rent_amount: 800 } }), 422);
    expect(deposit.errors?.map((e) => e.code)).toEqual(['DEPOSIT_CAP_EXCEEDED']);
    ok(await client.amendmentRentDetails.create({ params, body: { new_rent_amount: 830 } }), 201);
  });
});

describe('duration changes', () => {
  it('an extension moves the lease end date on ACTIVE', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'DURATION_CHANGE');
    const detail = ok(
      await client.amendmentDurationDetails.create({
        params: ids(lease.id, amendment.id),
        body: { extension_months: 12 },
      }),
      201,
    );
    expect(detail).toMatchObject({ old_end_date: lease.end_date, extension_months: 12 });
    const updated = ok(
      await client.amendmentDurationDetails.update({
        params: { ...ids(lease.id, amendment.id), duration_detail_id: detail.id },
        body: { new_end_date: '2028-06-30' },
      }),
      200,
    );
    expect(updated).toMatchObject({ new_end_date: '2028-06-30', extension_months: 6 });
    await toSignature(lease.id, amendment.id);
    const told = () => engine.lifecycle.filter((c) => c.leaseId === lease.id && !c.start).length;
    const before = told();
    ok(await move(lease.id, amendment.id, 'ACTIVE'), 200);
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).end_date).toBe('2028-06-30');
    // The lease-lifecycle process is told that the term moved.
    expect(told()).toBe(before + 1);
  });

  it('a term shorter than the lease type allows is a 422; details of another type too', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'DURATION_CHANGE');
    const short = problem(
      await client.amendmentDurationDetails.create({
        params: ids(lease.id, amendment.id),
        body: { new_end_date: '2026-12-31' },
      }),
      422,
    );
    expect(short.errors?.[0].code).toBe('duration_too_short');
    problem(
      await client.amendmentDurationDetails.create({
        params: ids(lease.id, amendment.id),
        body: { new_end_date: '2028-12-31', extension_months: 12 },
      }),
      400,
    );
    const rent = await draft(lease.id, 'RENT_CHANGE');
    const wrong = problem(
      await client.amendmentDurationDetails.create({ params: ids(lease.id, rent.id), body: { extension_months: 12 } }),
      422,
    );
    expect(wrong.errors?.[0].code).toBe('detail_not_for_type');
  });
});

describe('a bail mobilité', () => {
  it('is amended once, within ten months in all (loi 89-462 art. 25-14)', async () => {
    const { lease } = await activeLease({ type: 'MobiliteEtudiante', end_date: '2025-06-30', deposit_amount: null });
    const first = await draft(lease.id, 'DURATION_CHANGE', { effective_date: '2025-03-01' });
    const tooLong = problem(
      await client.amendmentDurationDetails.create({ params: ids(lease.id, first.id), body: { extension_months: 6 } }),
      422,
    );
    expect(tooLong.errors?.[0].code).toBe('duration_too_long');
    ok(
      await client.amendmentDurationDetails.create({ params: ids(lease.id, first.id), body: { extension_months: 2 } }),
      201,
    );
    await toSignature(lease.id, first.id);
    ok(await move(lease.id, first.id, 'ACTIVE'), 200);
    expect(ok(await client.leases.get({ params: { id: lease.id } }), 200).end_date).toBe('2025-08-31');
    const second = await draft(lease.id, 'DURATION_CHANGE', { effective_date: '2025-04-01' });
    const again = problem(
      await client.amendmentDurationDetails.create({ params: ids(lease.id, second.id), body: { extension_months: 1 } }),
      422,
    );
    expect(again.errors?.map((e) => e.code)).toEqual(['mobility_amended_once']);
  });
});

describe('documents, history and notifications', () => {
  it('uploads documents like lease documents and records the addition', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'CLAUSE_CHANGE');
    const params = ids(lease.id, amendment.id);
    const bytes = samples.pdf();
    const document = ok(
      await client.amendmentDocuments.upload({
        params,
        body: { document_type: 'Quote', description: 'devis', file: new File([bytes], 'devis.pdf') },
      }),
      201,
    );
    expect(document).toMatchObject({
      amendment_id: amendment.id,
      content_type: 'application/pdf',
      file_size: bytes.length,
    });
    const download = await client.amendmentDocuments.download({
      params: { ...params, amendment_document_id: document.id },
    });
    expect(Buffer.from(await (download.body as Blob).arrayBuffer())).toEqual(bytes);
    problem(
      await client.amendmentDocuments.upload({
        params,
        body: { document_type: 'Quote', file: new File([Buffer.from('plain text')], 'a.txt') },
      }),
      415,
    );
    ok(
      await client.amendmentDocuments.update({
        params: { ...params, amendment_document_id: document.id },
        body: { description: 'devis signé' },
      }),
      200,
    );
    const list = ok(await client.amendmentDocuments.list({ params, query: {} }), 200);
    expect(list.data.map((d) => d.description)).toEqual(['devis signé']);
    const added = (await history(lease.id, amendment.id)).filter((e) => e.change_type === 'DOCUMENT_ADDITION');
    expect(added).toHaveLength(1);
    expect(added[0].new_values).toMatchObject({ document_id: document.id, file_name: 'devis.pdf' });
  });

  it('the history cannot be written: 405', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'CLAUSE_CHANGE');
    const [entry] = await history(lease.id, amendment.id);
    const base = `${app.baseUrl}/api/leases/${lease.id}/amendments/${amendment.id}/history`;
    const headers = { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' };
    for (const [method, url] of [
      ['POST', base],
      ['PUT', `${base}/${entry.id}`],
      ['DELETE', `${base}/${entry.id}`],
    ] as const) {
      const response = await fetch(url, { method, headers, body: method === 'DELETE' ? undefined : '{}' });
      expect([method, response.status]).toEqual([method, 405]);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    expect(await history(lease.id, amendment.id)).toHaveLength(1);
  });

  it('notifications move forward with their dates, never back', async () => {
    const { lease } = await activeLease();
    const amendment = await draft(lease.id, 'CLAUSE_CHANGE');
    await toSignature(lease.id, amendment.id);
    const [note] = ok(
      await client.amendmentNotifications.list({
        params: ids(lease.id, amendment.id),
        query: { recipient_type: 'LESSEE' },
      }),
      200,
    ).data;
    expect(note).toMatchObject({ notification_type: 'SIGNATURE_REQUIRED', status: 'DRAFT', sent_date: null });
    const params = { ...ids(lease.id, amendment.id), notification_id: note.id };
    const read = ok(await client.amendmentNotifications.changeStatus({ params, body: { status: 'READ' } }), 200);
    expect(read.sent_date).not.toBeNull();
    expect(read.read_date).not.toBeNull();
    expect(read.actioned_date).toBeNull();
    const back = problem(await client.amendmentNotifications.changeStatus({ params, body: { status: 'SENT' } }), 409);
    expect(back.allowed_next_statuses).toEqual(['ACTIONED', 'EXPIRED']);
    const done = ok(await client.amendmentNotifications.changeStatus({ params, body: { status: 'ACTIONED' } }), 200);
    expect(done.actioned_date).not.toBeNull();
    expect(ok(await client.amendmentNotifications.get({ params }), 200).status).toBe('ACTIONED');
  });
});
