// Reading messages through the API (docs/decisions.md 178): per lease and per recipient, with their
// status; the body shows to the account's keys only and never with a one-time code in it; another
// tenant's message or lease is a 404. The sender identity of an account (record 179).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MASK } from '../../../core/messages/delivery-rules.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { type InvitedSignature, invitedSignature } from '../../support/messages.js';
import { lastOtp } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';

let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let invited: InvitedSignature;
let second: InvitedSignature;

beforeAll(async () => {
  app = await startTestApp({ workflows: new RecordingWorkflows() });
  tenant = await app.newTenant('Messages');
  other = await app.newTenant('Messages, other tenant');
  invited = await invitedSignature(app, tenant);
  second = await invitedSignature(app, tenant, { names: { owner: 'Bernard', tenant: 'Petit' } });
  // The tenant asks for a one-time code (SMS), on the first lease.
  ok(
    await app.anonymous.guestSignature.requestOtp({
      params: { token: app.guestToken(invited.requests[1].id) },
      body: {},
    }),
    200,
  );
}, 60_000);
afterAll(() => app.close());

describe('GET /messages', () => {
  it('lists every message of the account, latest first, each with its status and no body', async () => {
    const page = ok(await tenant.client.messages.list({ query: { per_page: 100 } }), 200);
    expect(page.meta.pagination.total).toBe(9);
    expect(page.data.map((m) => m.kind).sort()).toEqual(
      [...Array(4).fill('signature_invitation'), ...Array(4).fill('signature_invitation'), 'signature_otp'].sort(),
    );
    expect(page.data[0].kind).toBe('signature_otp');
    for (const message of page.data) {
      expect(message).toMatchObject({ status: 'QUEUED', attempt_count: 0, sent_at: null, failed_at: null });
      expect(message).not.toHaveProperty('body');
      expect(message).not.toHaveProperty('data');
    }
  });

  it('reads the messages of one recipient: by person id, by address, by phone', async () => {
    const lessee = invited.requests[1];
    const byPerson = ok(await tenant.client.messages.list({ query: { recipient: lessee.personId } }), 200).data;
    expect(byPerson.map((m) => [m.kind, m.channel]).sort()).toEqual([
      ['signature_invitation', 'email'],
      ['signature_invitation', 'sms'],
      ['signature_otp', 'sms'],
    ]);
    expect(byPerson.every((m) => m.recipient_id === lessee.personId && m.lease_id === invited.lease.leaseId)).toBe(
      true,
    );
    const byAddress = ok(await tenant.client.messages.list({ query: { recipient: lessee.email } }), 200).data;
    // Both leases' tenants share the fixture's address: two invitations by e-mail.
    expect(byAddress.map((m) => m.channel)).toEqual(['email', 'email']);
    const bySms = ok(
      await tenant.client.messages.list({
        query: { recipient: '+33755667788', channel: 'sms', kind: 'signature_otp' },
      }),
      200,
    ).data;
    expect(bySms).toHaveLength(1);
  });

  it('filters by lease, status and channel, and sorts', async () => {
    const ofLease = ok(await tenant.client.messages.list({ query: { lease_id: second.lease.leaseId } }), 200).data;
    expect(ofLease).toHaveLength(4);
    expect(ok(await tenant.client.messages.list({ query: { status: 'SENT' } }), 200).data).toEqual([]);
    const sms = ok(await tenant.client.messages.list({ query: { channel: 'sms', sort: 'created_at' } }), 200).data;
    expect(sms).toHaveLength(5);
    expect(sms.at(-1)!.kind).toBe('signature_otp');
    expect((await tenant.client.messages.list({ query: { sort: 'body' } as never })).status).toBe(400);
  });
});

describe('GET /leases/{lease_id}/messages', () => {
  it("reads a lease's messages; an unknown lease or another tenant's is a 404", async () => {
    const page = ok(
      await tenant.client.leaseMessages.list({
        params: { lease_id: invited.lease.leaseId },
        query: { channel: 'sms' },
      }),
      200,
    );
    expect(page.data.map((m) => m.kind).sort()).toEqual([
      'signature_invitation',
      'signature_invitation',
      'signature_otp',
    ]);
    problem(await other.client.leaseMessages.list({ params: { lease_id: invited.lease.leaseId }, query: {} }), 404);
    problem(
      await tenant.client.leaseMessages.list({
        params: { lease_id: '00000000-0000-4000-8000-000000000000' },
        query: {},
      }),
      404,
    );
  });
});

describe('GET /messages/{id}', () => {
  it('shows the body to the account, with the guest link, and no attempt yet', async () => {
    const [invitation] = ok(
      await tenant.client.messages.list({ query: { recipient: invited.requests[1].personId, channel: 'email' } }),
      200,
    ).data;
    const message = ok(await tenant.client.messages.get({ params: { id: invitation.id } }), 200);
    expect(message.body).toContain('Camille Durand');
    expect(message.body).toContain(`/sign/${app.guestToken(invited.requests[1].id)}`);
    expect(message.attempts).toEqual([]);
    expect(message).not.toHaveProperty('data');
  });

  it('never shows a one-time code, even while it waits to be sent', async () => {
    const code = await lastOtp(app, tenant.tenantId, invited.requests[1].id);
    const [otp] = ok(await tenant.client.messages.list({ query: { kind: 'signature_otp' } }), 200).data;
    expect(otp.expires_at).not.toBeNull();
    const message = ok(await tenant.client.messages.get({ params: { id: otp.id } }), 200);
    expect(message.body).toContain(MASK);
    expect(message.body).not.toContain(code);
    expect(JSON.stringify(message)).not.toContain(code);
  });

  it("is a 404 to another tenant, and another tenant's list is empty", async () => {
    const [any] = ok(await tenant.client.messages.list({ query: {} }), 200).data;
    problem(await other.client.messages.get({ params: { id: any.id } }), 404);
    expect(ok(await other.client.messages.list({ query: {} }), 200).data).toEqual([]);
  });

  it("refuses a tenant's (lessee) key and a key without leases:read", async () => {
    const [any] = ok(await tenant.client.messages.list({ query: {} }), 200).data;
    const lessee = await tenant.clientWith(['lessee:leases:read', 'lessee:leases:download'], {
      kind: 'lessee',
      lesseeId: invited.lease.lesseeId,
    });
    problem(await lessee.messages.get({ params: { id: any.id } }), 403);
    problem(await lessee.messages.list({ query: {} }), 403);
    const noRead = await tenant.clientWith(['properties:read']);
    problem(await noRead.messages.get({ params: { id: any.id } }), 403);
  });
});

describe('the sender identity', () => {
  it("answers the service's defaults until the account sets its own, and takes them back with null", async () => {
    const t = await app.newTenant('Sender identity');
    expect(ok(await t.client.messageSender.get(), 200)).toEqual({
      from_name: null,
      from_address: null,
      reply_to: null,
      effective_from_name: 'Gestion locative',
      effective_from_address: 'no-reply@localhost',
      effective_reply_to: null,
    });
    const set = ok(
      await t.client.messageSender.update({
        body: { from_name: 'Agence Dupont', reply_to: 'gestion@agence-dupont.fr' },
      }),
      200,
    );
    expect(set).toMatchObject({
      from_name: 'Agence Dupont',
      from_address: null,
      effective_from_name: 'Agence Dupont',
      effective_from_address: 'no-reply@localhost',
      effective_reply_to: 'gestion@agence-dupont.fr',
    });
    const back = ok(await t.client.messageSender.update({ body: { from_name: null } }), 200);
    expect(back).toMatchObject({
      from_name: null,
      reply_to: 'gestion@agence-dupont.fr',
      effective_from_name: 'Gestion locative',
    });
    expect(ok(await tenant.client.messageSender.get(), 200).from_name).toBeNull();
  });

  it('refuses a name on two lines (422) and an address that is not one (400)', async () => {
    const refused = problem(
      await tenant.client.messageSender.update({ body: { from_name: 'Agence\nBcc: x@y.fr' } }),
      422,
    );
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'from_name', code: 'invalid_header' })]);
    problem(await tenant.client.messageSender.update({ body: { reply_to: 'not an address' } }), 400);
    problem(await tenant.client.messageSender.update({ body: { reply_to: 'x@y.fr', extra: 1 } as never }), 400);
  });
});
