// The lessee signs in the portal with the lessee's own key (scope lessee:leases:sign), through the
// signature process of the guest link: the one-time code, the drawn signature, the workflow told.
// The guest routes stay as they are.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { newLessee, ok, problem } from '../../support/leasing.js';
import { type SignableLease, drawings, grant, guestSigns, lastOtp, signableLease } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
let app: TestApp;
let tenant: TestTenant;
let lease: SignableLease;
let documentId: string;
let tenantRequestId: string;
let ownerRequestId: string;
/** The lessee's own key: reads and signs. */
let portal: Client;

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Lessee signature');
  lease = await signableLease(tenant.client);
  await grant(app, tenant, 1);
  const document = ok(
    await tenant.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers },
    }),
    201,
  );
  documentId = document.document_signature_id;
  tenantRequestId = document.signature_requests.find((r) => r.signer_type === 'LOCATAIRE')!.id;
  ownerRequestId = document.signature_requests.find((r) => r.signer_type === 'PROPRIETAIRE')!.id;
  portal = await tenant.clientWith(['lessee:leases:read', 'lessee:leases:sign'], {
    kind: 'lessee',
    lesseeId: lease.lesseeId,
  });
}, 60_000);
afterAll(() => app.close());

const params = () => ({ id: lease.leaseId });
const signature = drawings.dataUrl(drawings.png());

describe('the lessee signs with the lessee’s own key', () => {
  it('shows what the lessee is asked to sign, and the PDF', async () => {
    const session = ok(await portal.lesseeSignature.session({ params: params() }), 200);
    expect(session).toMatchObject({
      document_signature_id: documentId,
      signer_type: 'LOCATAIRE',
      status: 'PENDING',
      pdf_url: `/api/lessee/leases/${lease.leaseId}/signature/pdf`,
      amendment: null,
    });
    const pdf = await portal.lesseeSignature.pdf({ params: params() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('refuses a key without the sign scope, another lessee, and a lease that asks nothing of the lessee', async () => {
    const readOnly = await tenant.clientWith(['lessee:leases:read'], { kind: 'lessee', lesseeId: lease.lesseeId });
    problem(await readOnly.lesseeSignature.requestOtp({ params: params(), body: {} }), 403);
    const stranger = await newLessee(tenant.client, { first_name: 'Zoé', email: 'zoe@example.fr' });
    const other = await tenant.clientWith(['lessee:leases:read', 'lessee:leases:sign'], {
      kind: 'lessee',
      lesseeId: stranger.id,
    });
    problem(await other.lesseeSignature.session({ params: params() }), 404);
    problem(await other.lesseeSignature.requestOtp({ params: params(), body: {} }), 404);
    // The account's own key is not a lessee's: the portal is for tenants.
    problem(await tenant.client.lesseeSignature.session({ params: params() }), 403);
  });

  it('sends a one-time code, refuses a wrong one, and signs with the right one and a drawing', async () => {
    const sent = ok(await portal.lesseeSignature.requestOtp({ params: params(), body: { channel: 'email' } }), 200);
    expect(sent).toMatchObject({ channel: 'email', sends_left: expect.any(Number) });
    const code = await lastOtp(app, tenant.tenantId, tenantRequestId);
    const wrong = problem(
      await portal.lesseeSignature.sign({
        params: params(),
        body: { otp: code === '000000' ? '111111' : '000000', signature_image: signature },
      }),
      400,
    );
    expect(wrong).toMatchObject({ tries_left: 4, errors: [expect.objectContaining({ code: 'wrong_otp' })] });
    const signed = ok(
      await portal.lesseeSignature.sign({ params: params(), body: { otp: code, signature_image: signature } }),
      200,
    );
    expect(signed).toMatchObject({ document_signature_id: documentId, signer_type: 'LOCATAIRE', status: 'SIGNED' });
    expect(engine.signals.map((s) => s.signal.requestId)).toContain(tenantRequestId);
    const events = await withPool(
      async (pool) =>
        (
          await pool.query(`select payload from outbox_events where tenant_id = $1 and type = 'signature.signed'`, [
            tenant.tenantId,
          ])
        ).rows as { payload: { signature_request_id: string; otp_channel: string } }[],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ signature_request_id: tenantRequestId, otp_channel: 'email' }),
    ]);
    // Signed already: the same answer, nothing signed twice.
    expect(
      ok(await portal.lesseeSignature.sign({ params: params(), body: { otp: code, signature_image: signature } }), 200),
    ).toEqual(signed);
    expect(ok(await portal.lesseeSignature.session({ params: params() }), 200).status).toBe('SIGNED');
  });

  it('leaves the guest link as it was: the owner signs through it', async () => {
    const signed = await guestSigns(app, tenant.tenantId, ownerRequestId);
    expect(signed).toMatchObject({ signer_type: 'PROPRIETAIRE', status: 'SIGNED' });
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
    expect(status.signature_requests.map((r) => r.status)).toEqual(['SIGNED', 'SIGNED']);
  });
});
