// The signature process of an amendment under Temporal's time-skipping test server, against the
// real service (docs/decisions.md 148): the same workflow as a lease's invites the signers to sign
// the amendment, completes and finalizes through the worker endpoints, and the amendment becomes
// ACTIVE: the lease rent changes and the amendment's expiry timer ends.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { signatureProofSchema } from '../../contract/signature/signatures.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH } from '../../adapters/temporal/worker.js';
import { type TestApp, type TestTenant, startTestApp } from '../../test/support/app.js';
import { ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { grant, guestSigns, signableLease, validatedAmendment } from '../../test/support/signature.js';
import { eventually } from '../../test/support/eventually.js';
import { appWorker, quietTemporalRuntime } from '../../test/support/temporal.js';
import { amendmentExpiryWorkflowId } from '../amendment-expiry/client.js';
import { leaseSignatureWorkflowId } from './client.js';

const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the amendment signature workflow test');

(testServerPath ? describe : describe.skip)('amendment signature workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let workflowBundle: WorkflowBundleWithSourceMap;
  let app: TestApp;
  let tenant: TestTenant;
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const taskQueue = `amendment-signature-test-${randomUUID()}`;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
    app = await startTestApp({ engine: temporalTarget(env.client.workflow), taskQueue, clock });
    tenant = await app.newTenant('Amendment signature workflow');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await env?.teardown();
  });

  it('invites, completes and finalizes: the amendment is ACTIVE and the lease rent changed', async () => {
    clock.offsetMs = (await env.currentTimeMs()) - Date.now();
    const workflows = app.services.leasing.workflows;
    const worker = await appWorker(env, app, { taskQueue, clock, workflows, workflowBundle });
    await worker.runUntil(async () => {
      const lease = await signableLease(tenant.client);
      const amendment = await validatedAmendment(tenant.client, lease);
      await grant(app, tenant, 1);
      const document = ok(
        await tenant.client.amendmentSignature.initiate({
          params: amendment.params,
          body: { pdf_id: amendment.pdfId, signers: lease.signers },
        }),
        201,
      );
      const id = document.document_signature_id;
      await eventually(async () => {
        const invitations = (await app.outbox.list({ tenantId: tenant.tenantId, kind: 'signature_invitation' })).filter(
          (m) => m.data.document_signature_id === id,
        );
        expect(invitations).toHaveLength(4);
        expect(invitations.find((m) => m.channel === 'email')!.subject).toBe('Votre avenant à signer');
      });
      const session = ok(
        await app.anonymous.guestSignature.session({
          params: { token: app.guestToken(document.signature_requests[1].id) },
        }),
        200,
      );
      expect(session.amendment).toMatchObject({ id: amendment.params.amendment_id, amendment_number: 1 });
      await guestSigns(app, tenant.tenantId, document.signature_requests[1].id);
      await guestSigns(app, tenant.tenantId, document.signature_requests[0].id);
      const handle = env.client.workflow.getHandle(leaseSignatureWorkflowId(id));
      expect((await handle.result()).outcome).toBe('completed');

      const status = ok(await tenant.client.amendmentSignature.status({ params: amendment.params }), 200);
      const files = `${app.baseUrl}/api/leases/${lease.leaseId}/amendments/${amendment.params.amendment_id}/signature`;
      expect(status).toMatchObject({
        status: 'COMPLETED',
        amendment_status: 'ACTIVE',
        signed_pdf_url: `${files}/signed-pdf`,
        proof_url: `${files}/proof`,
      });
      const signed = await fetch(status.signed_pdf_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
      expect(signed.status).toBe(200);
      const proof = await fetch(status.proof_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
      expect(signatureProofSchema.strict().parse(await proof.json())).toMatchObject({
        amendment_id: amendment.params.amendment_id,
        signers: [{ signer_type: 'PROPRIETAIRE' }, { signer_type: 'LOCATAIRE' }],
      });
      const leaseNow = ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200);
      expect(leaseNow).toMatchObject({ rent_amount: 800, charges_amount: 60 });
      const history = ok(
        await tenant.client.amendmentHistory.list({ params: amendment.params, query: { per_page: 100 } }),
        200,
      ).data;
      expect(history.filter((e) => e.change_type === 'SIGNATURE_UPDATE').length).toBeGreaterThanOrEqual(6);
      const expiry = env.client.workflow.getHandle(
        amendmentExpiryWorkflowId(tenant.tenantId, amendment.params.amendment_id),
      );
      expect(await expiry.result()).toEqual({ outcome: 'settled', warned: false });
    });
  }, 180_000);
});
