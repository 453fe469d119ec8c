// The owner claim and the owner's own view (issue 35 section 3): the invitation's public view, the
// one-time code, the claim that issues the owner key; that key reads its own records only, on every
// route of the contract, and another owner's record is a 404; revoking cuts it at once; a used,
// expired or unknown token is one 404, and a token gets a few tries per hour.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { fillPath, isIdParam, isPublic, isWorker, routes } from '../../support/contract-walk.js';
import { withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { activeMandate, managedQuarter } from '../../support/owner-accounts.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;
let seeded: Awaited<ReturnType<typeof managedQuarter>>;
let otherStatementId: string;
/** The owner's own records, for the owner routes' parameters. */
const OWN_IDS = (): Record<string, string> => ({
  statement_id: seeded.statement.id,
  document_id: seeded.invoice.id,
});

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Owner claim');
  client = tenant.client;
  seeded = await managedQuarter(client);
  const other = await activeMandate(client);
  otherStatementId = ok(
    await client.ownerStatements.issue({
      params: { mandate_id: other.mandate.id },
      body: { period_start: '2026-01-01' },
    }),
    201,
  ).id;
}, 120_000);
afterAll(() => app.close());

const invite = async (ownerId = seeded.owner.id) =>
  ok(await client.ownerClaims.invite({ params: { owner_id: ownerId }, body: {} }), 201);

async function lastCode(claimId: string): Promise<string> {
  const messages = await app.outbox.list({ tenantId: tenant.tenantId, kind: 'owner_claim_otp' });
  const mine = messages.filter((m) => m.data.owner_claim_id === claimId);
  return String(mine.at(-1)!.data.code);
}

/** Invites, sends the code, claims: the owner's own client. */
async function claimed() {
  const invitation = await invite();
  const token = invitation.token;
  ok(await app.anonymous.ownerClaims.requestOtp({ params: { token }, body: { channel: 'email' } }), 200);
  const code = await lastCode(invitation.id);
  const wrong = code === '000000' ? '000001' : '000000';
  const refused = problem(await app.anonymous.ownerClaims.claim({ params: { token }, body: { otp: wrong } }), 400);
  expect(refused.tries_left).toBe(4);
  const key = ok(await app.anonymous.ownerClaims.claim({ params: { token }, body: { otp: code } }), 201);
  return { invitation, token, key, owner: clientFor(app.baseUrl, { authorization: `Bearer ${key.api_key}` }) };
}

describe('the public view of an invitation', () => {
  it('shows the name, the lots and the mandates, and nothing else', async () => {
    const { token } = await invite();
    const view = ok(await app.anonymous.ownerClaims.view({ params: { token } }), 200);
    expect(view.name).toBe('Hélène Mandant');
    expect(view.lots.map((lot) => lot.name).sort()).toEqual(['Lot A', 'Lot B']);
    expect(view.mandates).toEqual([{ number: seeded.mandate.number, status: 'ACTIVE', starts_on: '2026-01-01' }]);
    const raw = JSON.stringify(view);
    for (const secret of ['helene.mandant@example.fr', '+33612345678', 'FR1420041010050500013M02606'])
      expect(raw).not.toContain(secret);
  });

  it('answers one and the same 404 for an unknown, a used and an expired token', async () => {
    const unknown = problem(await app.anonymous.ownerClaims.view({ params: { token: 'A'.repeat(43) } }), 404);
    const used = (await claimed()).token;
    const expired = await invite();
    await withPool((pool) =>
      pool.query(`update owner_claims set expires_at = now() - interval '1 minute' where id = $1`, [expired.id]),
    );
    for (const token of [used, expired.token]) {
      const answer = problem(await app.anonymous.ownerClaims.view({ params: { token } }), 404);
      expect({ ...answer, instance: undefined, request_id: undefined }).toEqual({
        ...unknown,
        instance: undefined,
        request_id: undefined,
      });
      problem(await app.anonymous.ownerClaims.claim({ params: { token }, body: { otp: '123456' } }), 404);
    }
  });

  it('gives a token a few tries per hour (429 after 10)', async () => {
    const token = 'B'.repeat(43);
    for (let i = 0; i < 10; i += 1) problem(await app.anonymous.ownerClaims.view({ params: { token } }), 404);
    problem(await app.anonymous.ownerClaims.view({ params: { token } }), 429);
  });
});

describe('the owner key', () => {
  let owner: Client;
  let ownerKey: string;

  beforeAll(async () => {
    const done = await claimed();
    owner = done.owner;
    ownerKey = done.key.api_key;
    expect(done.key.permissions).toEqual(['owner:read', 'owner:download']);
  });

  it("binds the owner's auth_user_id", async () => {
    const record = ok(await client.owners.get({ params: { id: seeded.owner.id } }), 200);
    expect(record.auth_user_id).toEqual(expect.any(String));
    expect(ok(await owner.ownerPortal.me(), 200).id).toBe(seeded.owner.id);
  });

  it("reads the owner's own lots, leases (no tenant), statements with their PDF, payouts and documents", async () => {
    const lots = ok(await owner.ownerPortal.lots({ query: {} }), 200).data;
    expect(lots.map((lot) => lot.id).sort()).toEqual([seeded.lots.a.id, seeded.lots.b.id].sort());
    const leases = ok(await owner.ownerPortal.leases({ query: {} }), 200).data;
    expect(leases.map((lease) => lease.id).sort()).toEqual([seeded.leases.a.id, seeded.leases.b.id].sort());
    for (const lease of leases) expect(Object.keys(lease)).not.toEqual(expect.arrayContaining(['lessees']));
    const statements = ok(await owner.ownerPortal.statements({ query: {} }), 200).data;
    expect(statements.map((s) => [s.id, s.closing_balance])).toEqual([[seeded.statement.id, 1338.3]]);
    const pdf = await owner.ownerPortal.statementPdf({ params: { statement_id: seeded.statement.id } });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(ok(await owner.ownerPortal.payouts({ query: {} }), 200).data.map((p) => p.id)).toEqual([seeded.payout.id]);
    const expenses = ok(await owner.ownerPortal.expenses({ query: {} }), 200).data;
    expect(expenses.map((e) => e.document_id)).toEqual([seeded.invoice.id]);
    const document = await owner.ownerPortal.document({ params: { document_id: seeded.invoice.id } });
    expect(document.status).toBe(200);
  });

  it("gets a 404 for another owner's statement and for a document that is not an expense of the owner", async () => {
    problem(await owner.ownerPortal.statement({ params: { statement_id: otherStatementId } }), 404);
    problem(await owner.ownerPortal.statementPdf({ params: { statement_id: otherStatementId } }), 404);
    const photo = seeded.invoice.id.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    problem(await owner.ownerPortal.document({ params: { document_id: photo } }), 404);
  });

  it('is refused (403) on every route of the contract but its own, and a manager key on its own', async () => {
    const findings: string[] = [];
    for (const walked of routes.filter((r) => !isPublic(r) && !isWorker(r))) {
      const permission = (walked.route.metadata as { permission?: string } | undefined)?.permission ?? '';
      const path = fillPath(walked, (param) =>
        isIdParam(walked, param) ? (OWN_IDS()[param] ?? seeded.owner.id) : 'FR',
      );
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(walked.method);
      const call = (key: string) =>
        fetch(`${app.baseUrl}${path}`, {
          method: walked.method,
          headers: { authorization: `Bearer ${key}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          body: hasBody ? '{}' : undefined,
        });
      const own = permission.startsWith('owner:');
      const res = await call(own ? tenant.apiKey : ownerKey);
      await res.text();
      if (res.status !== 403) findings.push(`${walked.method} ${walked.path}: ${res.status}`);
      if (own) {
        const mine = await call(ownerKey);
        await mine.arrayBuffer();
        if (mine.status !== 200) findings.push(`${walked.method} ${walked.path} (owner): ${mine.status}`);
      }
    }
    expect(findings).toEqual([]);
  }, 120_000);

  it('is cut at once when the claim is revoked', async () => {
    const revoked = ok(await client.ownerClaims.revoke({ params: { owner_id: seeded.owner.id } }), 200);
    expect(revoked.revoked_keys).toBeGreaterThanOrEqual(1);
    problem(await owner.ownerPortal.lots({ query: {} }), 401);
    expect(ok(await client.owners.get({ params: { id: seeded.owner.id } }), 200).auth_user_id).toBeNull();
  });
});

describe('inviting', () => {
  it('needs an e-mail or a mobile phone on the owner (422)', async () => {
    const bare = ok(await client.owners.create({ body: { last_name: 'Sans Contact' } as never }), 201);
    const refused = problem(await client.ownerClaims.invite({ params: { owner_id: bare.id }, body: {} }), 422);
    expect(refused.errors?.[0]?.code).toBe('owner_contact_missing');
  });
});
