// Delivery of messages end to end (docs/decisions.md 177-179): a signature initiated, its invitation
// e-mailed over SMTP to Mailpit (read through Mailpit's HTTP API) and texted through the Brevo API
// (a fake that speaks it); the one-time code texted and purged once sent; a retried send is one
// e-mail; two relays send each message once; a provider out of reach loses nothing and health shows
// the backlog; a recipient refused is FAILED with the provider's reason and the process goes on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { deliverDueMessages } from '../../core/messages/deliver.js';
import { MASK } from '../../core/messages/delivery-rules.js';
import { sealSignature } from '../../core/signature/seal-signature.js';
import { notifySigners } from '../../core/signature/signature-process.js';
import type { MessageChannels } from '../../core/ports/message-channels.js';
import type { MessageAttachment } from '../../core/ports/notifier.js';
import { selectChannels } from '../../adapters/notify/channels.js';
import { startDeliveryLoop } from '../../adapters/notify/delivery-loop.js';
import { findMailpit, startMailpit } from '../../adapters/notify/mailpit-process.js';
import { freePort } from '../../adapters/peers/process.js';
import { pdfLibSignedPdf } from '../../adapters/pdf/signature-page.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { eventually } from '../support/eventually.js';
import { type FakeBrevo, startFakeBrevo } from '../support/fake-brevo.js';
import { ok } from '../support/leasing.js';
import { mailHeaders, mailMessage, mailPart, mailTo, mailpitUrl } from '../support/mailpit.js';
import { invitedSignature } from '../support/messages.js';
import { drawings, guestSigns } from '../support/signature.js';
import { peerPath } from '../support/peers.js';
import { RecordingWorkflows } from '../support/workflows.js';

let brevo: FakeBrevo;
let app: TestApp;
let tenant: TestTenant;

const channelsTo = (smtpUrl: string, smsUrl: string): MessageChannels =>
  selectChannels({ smtpUrl, embeddedMailpit: false, sms: { apiKey: brevo.apiKey, baseUrl: smsUrl } });

/** One pass of the relay over this file's tenants (other files share the database). */
const deliver = (a: TestApp, ...tenants: TestTenant[]) =>
  deliverDueMessages(a.services.messages, { tenantIds: tenants.map((t) => t.tenantId) });

const messagesOf = async (t: TestTenant, query: Record<string, string> = {}) =>
  ok(await t.client.messages.list({ query: { per_page: 100, ...query } }), 200).data;

/** The one mail Mailpit holds with the message's Message-ID. */
async function mailOf(messageId: string, to: string, base?: string) {
  const found = (await mailTo(to, base)).filter((m) => m.MessageID === `${messageId}@localhost`);
  expect(found).toHaveLength(1);
  return mailMessage(found[0].ID, base);
}

beforeAll(async () => {
  brevo = await startFakeBrevo();
  app = await startTestApp({
    workflows: new RecordingWorkflows(),
    channels: channelsTo(peerPath(process.env.MAILPIT_SMTP_URL, 'MAILPIT_SMTP_URL'), brevo.url),
  });
  tenant = await app.newTenant('Message delivery');
  ok(
    await tenant.client.messageSender.update({
      body: { from_name: 'Agence Dupont', reply_to: 'gestion@agence-dupont.fr' },
    }),
    200,
  );
}, 60_000);
afterAll(async () => {
  await app.close();
  await brevo.close();
});

describe('a signature initiated', () => {
  it('e-mails the invitation through SMTP (in Mailpit, HTML and text) and texts it through Brevo', async () => {
    const invited = await invitedSignature(app, tenant, { tenantEmail: 'camille.first@example.fr' });
    expect(await deliver(app, tenant)).toMatchObject({ attempted: 4, last: { email: 'SENT', sms: 'SENT' } });
    const sent = await messagesOf(tenant, { lease_id: invited.lease.leaseId });
    expect(sent.map((m) => m.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
    const email = sent.find((m) => m.channel === 'email' && m.recipient_id === invited.requests[1].personId)!;
    expect(email).toMatchObject({ recipient_address: 'camille.first@example.fr', attempt_count: 1 });
    const link = `${app.baseUrl}/sign/${app.guestToken(invited.requests[1].id)}`;

    const mail = await mailOf(email.id, 'camille.first@example.fr');
    expect(mail.From).toEqual({ Name: 'Agence Dupont', Address: 'no-reply@localhost' });
    expect(mail.ReplyTo).toEqual([{ Name: '', Address: 'gestion@agence-dupont.fr' }]);
    expect(mail.Subject).toBe('Votre bail à signer');
    expect(mail.Text).toContain(link);
    expect(mail.HTML).toContain(`<a href="${link}">`);
    expect(email.provider_message_id).toBeTruthy();

    const texts = brevo.sent.filter((s) => s.content.includes(link));
    expect(texts).toEqual([
      expect.objectContaining({ recipient: '+33755667788', sender: 'Location', type: 'transactional' }),
    ]);
    const sms = sent.find((m) => m.channel === 'sms' && m.recipient_id === invited.requests[1].personId)!;
    expect(sms.provider_message_id).toBe(String(texts[0].messageId));
    const detail = ok(await tenant.client.messages.get({ params: { id: sms.id } }), 200);
    expect(detail.attempts).toEqual([
      expect.objectContaining({ outcome: 'SENT', provider_message_id: String(texts[0].messageId), detail: null }),
    ]);
  });

  it('texts the one-time code, purges the clear code once sent, and the code received signs', async () => {
    const invited = await invitedSignature(app, tenant);
    const token = app.guestToken(invited.requests[1].id);
    ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
    await deliver(app, tenant);
    const text = brevo.sent.filter((s) => s.tag === 'signature_otp').at(-1)!;
    const code = /(\d{6})/.exec(text.content)![1];
    const [stored] = (await app.outbox.list({ tenantId: tenant.tenantId, kind: 'signature_otp' })).filter(
      (m) => m.data.signature_request_id === invited.requests[1].id,
    );
    expect(stored.data).not.toHaveProperty('code');
    expect(stored.body).toContain(MASK);
    expect(stored.body).not.toContain(code);
    const signed = await app.anonymous.guestSignature.sign({
      params: { token },
      body: { otp: code, signature_image: drawings.dataUrl(drawings.png()) },
    });
    expect(ok(signed, 200).status).toBe('SIGNED');
  });

  it('sends the signed lease to each signer once every party signed, the PDF attached', async () => {
    const invited = await invitedSignature(app, tenant, { tenantEmail: 'camille.signed@example.fr' });
    for (const request of invited.requests) await guestSigns(app, tenant.tenantId, request.id);
    const store = new MikroStore(app.orm.em.fork(), tenant.tenantId);
    await sealSignature(store, { ...app.services.signature, signedPdf: pdfLibSignedPdf }, invited.documentId);
    const worker = clientFor(app.baseUrl, { 'x-api-key': tenant.workerKey, 'x-tenant-id': tenant.tenantId });
    const params = { document_signature_id: invited.documentId };
    for (const signer_type of ['PROPRIETAIRE', 'LOCATAIRE'] as const)
      ok(await worker.signatureWorker.complete({ params: { ...params, signer_type }, body: {} }), 200);
    const urls = { signed_pdf_url: 'https://files.example/signed.pdf' };
    ok(await worker.signatureWorker.finalize({ params, body: urls }), 200);
    ok(await worker.signatureWorker.finalize({ params, body: urls }), 200);
    await deliver(app, tenant);
    const signedLease = await messagesOf(tenant, { kind: 'signed_lease', lease_id: invited.lease.leaseId });
    expect(signedLease.map((m) => [m.status, m.attachments])).toEqual([
      ['SENT', [{ file_name: 'bail-signe.pdf', content_type: 'application/pdf' }]],
      ['SENT', [{ file_name: 'bail-signe.pdf', content_type: 'application/pdf' }]],
    ]);
    const tenantCopy = signedLease.find((m) => m.recipient_address === 'camille.signed@example.fr')!;
    const mail = await mailOf(tenantCopy.id, 'camille.signed@example.fr');
    expect(mail.Attachments).toEqual([
      expect.objectContaining({ FileName: 'bail-signe.pdf', ContentType: 'application/pdf' }),
    ]);
    const pdf = await mailPart(mail.ID, mail.Attachments[0].PartID);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('exactly one e-mail per message', () => {
  it('a retried send (the relay died after sending) is the same Message-ID: one e-mail in the mailbox', async () => {
    await invitedSignature(app, tenant, { tenantEmail: 'camille.retry@example.fr' });
    await deliver(app, tenant);
    const [email] = await messagesOf(tenant, { recipient: 'camille.retry@example.fr' });
    const first = await mailOf(email.id, 'camille.retry@example.fr');
    await withPool((pool) =>
      pool.query(
        `update outbox_messages set status = 'QUEUED', sent_at = null, next_attempt_at = now() - interval '1 second' where id = $1`,
        [email.id],
      ),
    );
    await deliver(app, tenant);
    expect(ok(await tenant.client.messages.get({ params: { id: email.id } }), 200).attempts).toHaveLength(2);
    const again = await mailOf(email.id, 'camille.retry@example.fr');
    expect(again.ID).toBe(first.ID);
    expect((await mailHeaders(first.ID))['Message-Id']).toEqual([`<${email.id}@localhost>`]);
  });

  it('two relays at once send each message once', async () => {
    const invited = await invitedSignature(app, tenant, { tenantEmail: 'camille.race@example.fr' });
    const before = brevo.sent.length;
    const passes = await Promise.all([deliver(app, tenant), deliver(app, tenant), deliver(app, tenant)]);
    expect(passes.reduce((sum, pass) => sum + pass.attempted, 0)).toBe(4);
    expect(brevo.sent.length - before).toBe(2);
    const email = (await messagesOf(tenant, { lease_id: invited.lease.leaseId, channel: 'email' })).find(
      (m) => m.recipient_address === 'camille.race@example.fr',
    )!;
    expect((await mailTo('camille.race@example.fr')).length).toBe(1);
    expect(ok(await tenant.client.messages.get({ params: { id: email.id } }), 200).attempts).toHaveLength(1);
  });
});

describe('providers out of reach', () => {
  it('a message that cannot be prepared (its file out of reach) is tried again in 10 s, and the pass goes on', async () => {
    const queued = (to: string, attachments: MessageAttachment[]) =>
      app.outbox.enqueue({
        tenantId: tenant.tenantId,
        kind: 'rent_receipt',
        channel: 'email',
        recipient: to,
        subject: 'Votre quittance',
        body: 'Votre quittance est jointe.',
        data: {},
        idempotencyKey: `unprepared:${to}`,
        attachments,
      });
    const held = await queued('camille.files@example.fr', [
      { file_name: 'quittance.pdf', content_type: 'application/pdf', storage_key: 'receipts/quittance.pdf' },
    ]);
    const next = await queued('camille.next@example.fr', []);
    const messages = app.services.messages;
    const filesDown = {
      ...messages,
      files: { ...messages.files, get: () => Promise.reject(new Error('ECONNREFUSED')) },
    };
    const before = Date.now();
    await deliverDueMessages(filesDown, { tenantIds: [tenant.tenantId] });

    const unprepared = ok(await tenant.client.messages.get({ params: { id: held.id } }), 200);
    expect(unprepared).toMatchObject({ status: 'QUEUED', attempt_count: 1 });
    expect(unprepared.attempts).toEqual([
      expect.objectContaining({ outcome: 'UNREACHABLE', detail: 'not prepared: ECONNREFUSED' }),
    ]);
    const retryInMs = new Date(unprepared.next_attempt_at!).getTime() - before;
    expect(retryInMs).toBeGreaterThanOrEqual(10_000);
    expect(retryInMs).toBeLessThan(60_000);
    expect(ok(await tenant.client.messages.get({ params: { id: next.id } }), 200).status).toBe('SENT');
  });

  it('lose no message: it stays queued, is tried again later, and health shows the backlog until they answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const broken = channelsTo(`smtp://127.0.0.1:${await freePort()}`, closed);
    const working = channelsTo(peerPath(process.env.MAILPIT_SMTP_URL, 'MAILPIT_SMTP_URL'), brevo.url);
    let target = broken;
    const switching: MessageChannels = {
      email: { description: 'smtp (switching)', send: (email) => target.email.send(email) },
      sms: { description: 'brevo (switching)', send: (sms) => target.sms.send(sms) },
    };
    const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
    let loop: ReturnType<typeof startDeliveryLoop> | undefined;
    const down = await startTestApp({
      workflows: new RecordingWorkflows(),
      channels: switching,
      clock,
      messagesRelay: { mailpit: mailpitUrl(), unreachable: () => loop?.unreachable() ?? [] },
    });
    try {
      const t = await down.newTenant('Providers out of reach');
      const invited = await invitedSignature(down, t, { tenantEmail: 'camille.later@example.fr' });
      loop = startDeliveryLoop(down.services.messages, {
        intervalMs: 50,
        logger: pino({ level: 'silent' }),
        scope: { tenantIds: [t.tenantId] },
      });
      await eventually(async () => {
        const health = ok(await down.anonymous.health.health(), 200);
        expect(health.status).toBe('degraded');
        expect(health.messages.unreachable.sort()).toEqual(['email', 'sms']);
        expect(health.messages.queued).toBeGreaterThanOrEqual(4);
        expect(health.messages.oldest_queued_at).not.toBeNull();
        expect(health.messages).toMatchObject({ email: 'smtp (switching)', mailpit: mailpitUrl() });
      });
      const waiting = await messagesOf(t);
      expect(waiting.map((m) => m.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED', 'QUEUED']);
      for (const m of waiting) {
        expect(m.attempt_count).toBe(1);
        expect(m.failure_reason).toMatch(/ECONNREFUSED|unreachable/);
        expect(Date.parse(m.next_attempt_at!) - Date.parse(m.updated_at)).toBeGreaterThanOrEqual(9_000);
      }
      const detail = ok(await t.client.messages.get({ params: { id: waiting[0].id } }), 200);
      expect(detail.attempts).toEqual([expect.objectContaining({ outcome: 'UNREACHABLE' })]);

      target = working;
      clock.offsetMs = 11_000; // past the first backoff (10 s)
      await eventually(async () => {
        const sent = await messagesOf(t, { lease_id: invited.lease.leaseId });
        expect(sent.map((m) => m.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
        expect(ok(await down.anonymous.health.health(), 200).messages.unreachable).toEqual([]);
      });
      expect(await mailTo('camille.later@example.fr')).toHaveLength(1);
    } finally {
      await loop?.stop();
      await down.close();
    }
  }, 60_000);
});

describe('a recipient the provider refuses', () => {
  it("is FAILED with the provider's reason, and the next messages of the lease still go (the reminder)", async () => {
    const binary = peerPath(findMailpit(), 'MAILPIT_PATH');
    const strict = await startMailpit({ binary, allowedRecipients: '@example\\.fr$' });
    const refusing = await startTestApp({
      workflows: new RecordingWorkflows(),
      channels: channelsTo(strict.smtpUrl, brevo.url),
    });
    try {
      const t = await refusing.newTenant('Refused recipients');
      brevo.refuse('+33600000001', 'Invalid phone number');
      const invited = await invitedSignature(refusing, t, {
        tenantEmail: 'camille@refused.example.com',
        tenantPhone: '06 00 00 00 01',
      });
      await deliver(refusing, t);
      const lessee = invited.requests[1].personId;
      const failed = await messagesOf(t, { recipient: lessee });
      expect(failed.map((m) => [m.channel, m.status]).sort()).toEqual([
        ['email', 'FAILED'],
        ['sms', 'FAILED'],
      ]);
      const email = failed.find((m) => m.channel === 'email')!;
      expect(email.failure_reason).toMatch(/^SMTP 5\d\d: /);
      expect(failed.find((m) => m.channel === 'sms')!.failure_reason).toBe(
        'Brevo 400 invalid_parameter: Invalid phone number',
      );
      expect(email.failed_at).not.toBeNull();

      // The signature process goes on: its reminder is queued and sent to whoever can receive it.
      const store = new MikroStore(refusing.orm.em.fork(), t.tenantId);
      const deps = {
        guestSecrets: refusing.services.signature.guestSecrets,
        notifier: refusing.services.signature.notifier,
        guestLink: (token: string) => `${refusing.baseUrl}/sign/${token}`,
      };
      expect(await notifySigners(store, deps, invited.documentId, { reminderDays: 3 })).toBe(2);
      await deliver(refusing, t);
      const reminders = await messagesOf(t, { kind: 'signature_reminder' });
      expect(reminders.map((m) => [m.recipient_id, m.channel, m.status]).sort()).toEqual(
        [
          [invited.requests[0].personId, 'email', 'SENT'],
          [invited.requests[0].personId, 'sms', 'SENT'],
          [lessee, 'email', 'FAILED'],
          [lessee, 'sms', 'FAILED'],
        ].sort(),
      );
      const owner = reminders.find((m) => m.recipient_id === invited.requests[0].personId && m.channel === 'email')!;
      const mail = await mailOf(owner.id, owner.recipient_address!, strict.webUrl);
      expect(mail.Subject).toMatch(/^Rappel : votre bail attend votre signature/);
    } finally {
      await refusing.close();
      await strict.stop();
    }
  }, 60_000);
});
