// The signature process of a management mandate under Temporal's time-skipping test server, against
// the real service (docs/decisions.md 300, 301): the same workflow as a lease's invites the owner and
// the agency, completes and finalizes through the worker endpoints with the mandate's file URLs, and
// the mandate becomes ACTIVE with signed_on; the signed PDF and the proof name the mandate.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { signatureProofSchema } from '../../contract/signature/signatures.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH } from '../../adapters/temporal/worker.js';
import { type TestApp, type TestTenant, startTestApp } from '../../test/support/app.js';
import { ok } from '../../test/support/leasing.js';
import { agencySigner, signableMandate } from '../../test/support/mandate-signature.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { grant, guestSigns } from '../../test/support/signature.js';
import { eventually } from '../../test/support/eventually.js';
import { appWorker, quietTemporalRuntime } from '../../test/support/temporal.js';
import { leaseSignatureWorkflowId } from './client.js';

const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the mandate signature workflow test');

(testServerPath ? describe : describe.skip)('mandate signature workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let workflowBundle: WorkflowBundleWithSourceMap;
  let app: TestApp;
  let tenant: TestTenant;
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const taskQueue = `mandate-signature-test-${randomUUID()}`;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
    app = await startTestApp({ engine: temporalTarget(env.client.workflow), taskQueue, clock });
    tenant = await app.newTenant('Agence des Tilleuls');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await env?.teardown();
  });

  it('invites the owner and the agency, completes and finalizes: the mandate is ACTIVE with signed_on', async () => {
    clock.offsetMs = (await env.currentTimeMs()) - Date.now();
    const workflows = app.services.leasing.workflows;
    const worker = await appWorker(env, app, { taskQueue, clock, workflows, workflowBundle });
    await worker.runUntil(async () => {
      const { mandate } = await signableMandate(tenant.client);
      await grant(app, tenant, 1);
      const params = { mandate_id: mandate.id };
      const document = ok(
        await tenant.client.mandateSignature.initiate({ params, body: { agency_signer: agencySigner } }),
        201,
      );
      const id = document.document_signature_id;
      await eventually(async () => {
        const invitations = (await app.outbox.list({ tenantId: tenant.tenantId, kind: 'signature_invitation' })).filter(
          (m) => m.data.document_signature_id === id,
        );
        expect(invitations).toHaveLength(4);
        expect(invitations.find((m) => m.channel === 'email')!.subject).toBe('Votre mandat de gestion à signer');
      });
      await guestSigns(app, tenant.tenantId, document.signature_requests[0].id);
      await guestSigns(app, tenant.tenantId, document.signature_requests[1].id);
      const handle = env.client.workflow.getHandle(leaseSignatureWorkflowId(id));
      expect((await handle.result()).outcome).toBe('completed');

      const signedOn = new Date(clock.now()).toISOString().slice(0, 10);
      const status = ok(await tenant.client.mandateSignature.status({ params }), 200);
      const files = `${app.baseUrl}/api/mandates/${mandate.id}/signature`;
      expect(status).toMatchObject({
        status: 'COMPLETED',
        mandate_status: 'ACTIVE',
        signed_on: signedOn,
        activation_refusal: null,
        signed_pdf_url: `${files}/signed-pdf`,
        proof_url: `${files}/proof`,
      });
      expect(ok(await tenant.client.mandates.get({ params }), 200)).toMatchObject({
        status: 'ACTIVE',
        signed_on: signedOn,
      });
      const signed = await fetch(status.signed_pdf_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
      expect(signed.status).toBe(200);
      expect(
        Buffer.from(await signed.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const proof = await fetch(status.proof_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
      expect(signatureProofSchema.strict().parse(await proof.json())).toMatchObject({
        lease_id: null,
        mandate_id: mandate.id,
        signers: [{ signer_type: 'PROPRIETAIRE' }, { signer_type: 'MANDATAIRE' }],
      });
    });
  }, 180_000);
});
