// The amendment notifications of the spec (Events 4: SIGNATURE_REQUIRED, AMENDMENT_ACTIVATED,
// AMENDMENT_EXPIRING, AMENDMENT_REJECTED) are also webhook events: one per notice, naming its
// recipients, recorded with the change.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tableEventOutbox } from '../../../adapters/persistence/event-outbox.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { amendmentExpiryUseCases } from '../../../core/amendments/expiry.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { leaseWithTenant, newEstate, ok } from '../../support/leasing.js';
import { RecordingWorkflows } from '../../support/workflows.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp({ workflows: new RecordingWorkflows() });
  tenant = await app.newTenant('Amendment events');
  client = tenant.client;
});
afterAll(() => app.close());

async function activeLease() {
  const estate = await newEstate(client);
  const owner = ok(await client.owners.create({ body: { last_name: 'Martin', email: 'owner@example.fr' } }), 201);
  ok(await client.places.update({ params: { id: estate.place_id }, body: { owner_id: owner.id } }), 200);
  const { lease, lessee } = await leaseWithTenant(client, { estate_id: estate.id });
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, lessee, owner };
}

const move = (leaseId: string, amendmentId: string, status: string, reason?: string) =>
  client.leaseAmendments.changeStatus({
    params: { lease_id: leaseId, amendment_id: amendmentId },
    body: { status: status as never, ...(reason ? { reason } : {}) },
  });

async function clause(leaseId: string) {
  const amendment = ok(
    await client.leaseAmendments.create({
      params: { lease_id: leaseId },
      body: { type: 'CLAUSE_CHANGE', title: 'Animaux autorisés', effective_date: '2026-01-01' },
    }),
    201,
  );
  ok(await move(leaseId, amendment.id, 'PENDING_VALIDATION'), 200);
  return amendment;
}

async function events(amendmentId: string) {
  return withPool(
    async (pool) =>
      (
        await pool.query(
          `select type, payload from outbox_events where tenant_id = $1 and subject_id = $2 and type like 'amendment.%' order by created_at`,
          [tenant.tenantId, amendmentId],
        )
      ).rows as { type: string; payload: Record<string, unknown> }[],
  );
}

describe('amendment notifications as webhook events', () => {
  it('publishes signature_required, expiring and activated with their recipients', async () => {
    const { lease, lessee, owner } = await activeLease();
    const amendment = await clause(lease.id);
    ok(
      await client.amendmentValidations.create({
        params: { lease_id: lease.id, amendment_id: amendment.id },
        body: { validator_name: 'Agence', decision: 'APPROVED' },
      }),
      201,
    );
    ok(await move(lease.id, amendment.id, 'VALIDATED'), 200);
    ok(await move(lease.id, amendment.id, 'PENDING_SIGNATURE'), 200);
    const store = new MikroStore(app.orm.em.fork(), tenant.tenantId);
    const expiry = amendmentExpiryUseCases(store, { clock: { now: () => new Date() }, events: tableEventOutbox });
    expect(await expiry.warnExpiring(amendment.id)).toEqual({ pending: true, warned: true });
    expect(await expiry.warnExpiring(amendment.id)).toEqual({ pending: true, warned: false });
    ok(await move(lease.id, amendment.id, 'ACTIVE'), 200);

    const published = await events(amendment.id);
    expect(published.map((e) => e.type)).toEqual([
      'amendment.signature_required',
      'amendment.expiring',
      'amendment.activated',
    ]);
    const recipients = [
      { recipient_id: owner.id, recipient_type: 'OWNER' },
      { recipient_id: lessee.id, recipient_type: 'LESSEE' },
    ];
    for (const event of published)
      expect(event.payload).toMatchObject({
        lease_id: lease.id,
        amendment_id: amendment.id,
        amendment_number: amendment.amendment_number,
        recipients: expect.arrayContaining(recipients),
      });
    expect(published.map((e) => e.payload.notification_type)).toEqual([
      'SIGNATURE_REQUIRED',
      'AMENDMENT_EXPIRING',
      'AMENDMENT_ACTIVATED',
    ]);
  });

  it('publishes rejected with its reason’s notice', async () => {
    const { lease } = await activeLease();
    const amendment = await clause(lease.id);
    ok(await move(lease.id, amendment.id, 'REJECTED', 'clause abusive'), 200);
    expect((await events(amendment.id)).map((e) => [e.type, e.payload.status])).toEqual([
      ['amendment.rejected', 'REJECTED'],
    ]);
  });
});
