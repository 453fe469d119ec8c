// The signature process under Temporal's time-skipping test server, against the real service: the
// API (in this process, on PostgreSQL) takes the guest signatures and answers the worker endpoints
// the activities call through the typed client. Reminders and expiry happen at their dates (days
// pass in seconds); a signature sent before the workflow runs starts it (signal-with-start).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { creditBalance } from '../../core/credits/credits.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { signatureProofSchema } from '../../contract/signature/signatures.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import type { CommandTarget } from '../../adapters/temporal/command-target.js';
import { WORKFLOWS_PATH } from '../../adapters/temporal/worker.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../test/support/app.js';
import { ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { pdfToText } from '../../test/support/pdf-text.js';
import { type SignableLease, drawings, grant, guestSigns, signableLease } from '../../test/support/signature.js';
import { RecordingWorkflows } from '../../test/support/workflows.js';
import { appWorker, quietTemporalRuntime, recordHistory, replayHistories } from '../../test/support/temporal.js';
import { leaseLifecycleWorkflowId } from '../lease-lifecycle/client.js';
import { rentRemindersWorkflowId } from '../rent-reminders/client.js';
import { rentRevisionWorkflowId } from '../rent-revision-reminder/client.js';
import { leaseSignatureWorkflowId } from './client.js';
import { leaseSignatureStateQuery } from './workflow.js';
import { eventuallyWithin } from '../../test/support/eventually.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the lease signature workflow tests');
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the lease signature workflow tests');

const eventually = eventuallyWithin(20_000);

(testServerPath && pdftotext ? describe : describe.skip)('lease signature workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let workflowBundle: WorkflowBundleWithSourceMap;
  let app: TestApp;
  /** The same database, with an engine that starts nothing: documents whose workflow is not running. */
  let quiet: TestApp;
  let tenant: TestTenant;
  /** The service's clock follows the test server's, which skips days when a test sleeps. */
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

  /** Each test runs its worker on a task queue of its own; the commands the API's relay sends follow it. */
  let taskQueue = '';
  const engine: CommandTarget = {
    send: (command) => temporalTarget(env.client.workflow).send({ ...command, taskQueue }),
  };

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
    app = await startTestApp({ engine, clock });
    quiet = await startTestApp({ workflows: new RecordingWorkflows(), clock });
    tenant = await app.newTenant('Signature workflow');
  }, 180_000);

  afterAll(async () => {
    await quiet?.close();
    await app?.close();
    await env?.teardown();
  });

  /** Leases a test activated: their lifecycle, revision and rent reminders stop with the test (no timer left behind). */
  const activated: string[] = [];

  async function withWorker<T>(fn: () => Promise<T>): Promise<T> {
    taskQueue = `lease-signature-test-${randomUUID()}`;
    clock.offsetMs = (await env.currentTimeMs()) - Date.now();
    try {
      return await runWorker(fn);
    } finally {
      for (const leaseId of activated.splice(0))
        for (const workflowId of [
          rentRevisionWorkflowId(tenant.tenantId, leaseId),
          rentRemindersWorkflowId(tenant.tenantId, leaseId),
          leaseLifecycleWorkflowId(tenant.tenantId, leaseId),
        ])
          await env.client.workflow
            .getHandle(workflowId)
            .terminate('test cleanup')
            .catch(() => undefined);
    }
  }

  function runWorker<T>(fn: () => Promise<T>): Promise<T> {
    const workflows = app.services.leasing.workflows;
    return appWorker(env, app, { taskQueue, clock, workflows, workflowBundle }).then((worker) => worker.runUntil(fn()));
  }

  async function initiate(lease: SignableLease, via = app) {
    await grant(app, tenant, 1);
    const client = clientFor(via.baseUrl, { authorization: `Bearer ${tenant.apiKey}` });
    return ok(
      await client.signatures.initiate({
        params: { lease_id: lease.leaseId },
        body: { pdf_id: lease.pdfId, signers: lease.signers },
      }),
      201,
    );
  }

  async function messages(documentId: string, kind: string) {
    return (await app.outbox.list({ tenantId: tenant.tenantId, kind })).filter(
      (m) => m.data.document_signature_id === documentId,
    );
  }

  /** The guest flow of one signer, through the public routes of `via`. */
  // First: it skips days on the test server's clock, which the processes of the leases the other tests
  // activate (lifecycle, rent reminders, revisions) could hold with an activity left on a finished test's queue.
  it('reminds 3 and 1 days before expiry, then expires: lease back to DRAFT, credit refunded', async () => {
    await withWorker(async () => {
      const lease = await signableLease(tenant.client);
      const document = await initiate(lease);
      const id = document.document_signature_id;
      const credits = await creditBalance(new MikroStore(app.orm.em.fork(), tenant.tenantId));
      await eventually(async () => expect(await messages(id, 'signature_invitation')).toHaveLength(4));
      await guestSigns(app, tenant.tenantId, document.signature_requests[1].id);
      const handle = env.client.workflow.getHandle(leaseSignatureWorkflowId(id));
      await eventually(async () =>
        expect((await handle.query(leaseSignatureStateQuery)).completed).toEqual(['LOCATAIRE']),
      );
      await env.sleep('10 days');
      expect(await messages(id, 'signature_reminder')).toHaveLength(0);
      await env.sleep('1 day'); // 3 days before expiry
      await eventually(async () => expect(await messages(id, 'signature_reminder')).toHaveLength(2));
      expect((await messages(id, 'signature_reminder')).map((m) => m.recipient).sort()).toEqual([
        '+33611223344',
        'claire.martin@example.fr',
      ]);
      await env.sleep('2 days'); // 1 day before expiry
      await eventually(async () => expect(await messages(id, 'signature_reminder')).toHaveLength(4));
      await env.sleep('1 day');
      expect(await handle.result()).toEqual({ outcome: 'expired', completed: ['LOCATAIRE'], remindersSent: [3, 1] });
      await recordHistory(handle, HISTORIES, 'reminded-then-expired');
      const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
      expect(status).toMatchObject({ status: 'EXPIRED', lease_status: 'DRAFT' });
      expect(status.signature_requests.map((r) => r.status)).toEqual(['EXPIRED', 'COMPLETED']);
      expect(await creditBalance(new MikroStore(app.orm.em.fork(), tenant.tenantId))).toBe(credits + 1);
    });
  }, 120_000);

  it('invites both signers, completes and finalizes through the worker endpoints once both signed', async () => {
    await withWorker(async () => {
      const lease = await signableLease(tenant.client, { owner: 'Moreau', tenant: 'Bernard' });
      activated.push(lease.leaseId);
      const document = await initiate(lease);
      const id = document.document_signature_id;
      await eventually(async () => expect(await messages(id, 'signature_invitation')).toHaveLength(4));
      const invitations = await messages(id, 'signature_invitation');
      const [ownerRequest, tenantRequest] = document.signature_requests;
      const ownerMail = invitations.find((m) => m.channel === 'email' && m.recipient === 'claire.martin@example.fr')!;
      expect(ownerMail.body).toContain(`https://signer.example/sign/${app.guestToken(ownerRequest.id)}`);
      expect(invitations.find((m) => m.channel === 'sms')!.recipient).toMatch(/^\+33/);

      await guestSigns(app, tenant.tenantId, tenantRequest.id);
      await guestSigns(app, tenant.tenantId, ownerRequest.id, drawings.svg());
      const handle = env.client.workflow.getHandle(leaseSignatureWorkflowId(id));
      expect(await handle.result()).toEqual({
        outcome: 'completed',
        completed: ['LOCATAIRE', 'PROPRIETAIRE'],
        remindersSent: [],
      });
      await recordHistory(handle, HISTORIES, 'both-signed');

      const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
      expect(status).toMatchObject({
        status: 'COMPLETED',
        lease_status: 'ACTIVE',
        signed_pdf_url: `${app.baseUrl}/api/leases/${lease.leaseId}/signature/signed-pdf`,
        proof_url: `${app.baseUrl}/api/leases/${lease.leaseId}/signature/proof`,
      });
      expect(status.signature_requests.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
      const signed = await fetch(status.signed_pdf_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
      const text = await pdfToText(pdftotext!, Buffer.from(await signed.arrayBuffer()));
      expect(text).toContain('Claire Moreau');
      expect(text).toContain('Camille Bernard');
      // The proof file is the documented one (the OpenAPI document gives its schema).
      const proof = signatureProofSchema
        .strict()
        .parse(
          await (await fetch(status.proof_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } })).json(),
        );
      expect(proof.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256 ?? ''))).toBe(true);
      expect(proof.signers.map((s) => s.otp_channel)).toEqual(['sms', 'sms']);
      expect(proof.events.length).toBeGreaterThanOrEqual(7);
    });
  }, 120_000);

  it('starts the workflow from a signature sent before it runs (signal-with-start), and loses no signer', async () => {
    await withWorker(async () => {
      const lease = await signableLease(tenant.client);
      activated.push(lease.leaseId);
      // Initiated where no workflow is started: the first signal must start it.
      const document = await initiate(lease, quiet);
      const [ownerRequest, tenantRequest] = document.signature_requests;
      await guestSigns(app, tenant.tenantId, tenantRequest.id);
      const handle = env.client.workflow.getHandle(leaseSignatureWorkflowId(document.document_signature_id));
      await eventually(async () =>
        expect((await handle.query(leaseSignatureStateQuery)).completed).toEqual(['LOCATAIRE']),
      );
      // Only the signer still to sign is invited.
      await eventually(async () =>
        expect(
          (await messages(document.document_signature_id, 'signature_invitation')).map(
            (m) => m.data.signature_request_id,
          ),
        ).toEqual([ownerRequest.id, ownerRequest.id]),
      );
      await guestSigns(app, tenant.tenantId, ownerRequest.id);
      expect((await handle.result()).outcome).toBe('completed');
      await recordHistory(handle, HISTORIES, 'signal-before-start');
      expect(ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200).status).toBe('ACTIVE');
    });
  }, 120_000);
});

describe('lease signature replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'both-signed.json',
      'reminded-then-expired.json',
      'signal-before-start.json',
    ]);
  }, 120_000);
});
