// The owner claim (core/owner-claim/): the manager's invitation and revocation, the public routes of
// the token, and the owner's own view through the owner key.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { OwnerAccountServiceDeps } from '../../../../core/mandates/accounts/deps.js';
import { claimView } from '../../../../core/owner-claim/claim-access.js';
import { claimOwner, requestClaimOtp, revokeClaim } from '../../../../core/owner-claim/claim-owner.js';
import type { OwnerClaimDeps } from '../../../../core/owner-claim/deps.js';
import { inviteOwner } from '../../../../core/owner-claim/invite-owner.js';
import { ownerPortalUseCases } from '../../../../core/owner-claim/owner-portal.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { pdfBody } from '../../pdf-wire.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function ownerClaimRouters(deps: OwnerClaimDeps, accounts: OwnerAccountServiceDeps) {
  const portal = (req: HasContext) => ownerPortalUseCases(storeOf(req), ctx(req).actor, accounts);
  return {
    ownerClaims: s.router(contract.ownerClaims, {
      invite: async ({ params, body, req }) => {
        const { claim, token } = await inviteOwner(storeOf(req), deps, params.owner_id, body?.valid_days);
        return {
          status: 201,
          body: {
            id: claim.id,
            owner_id: claim.owner_id,
            status: claim.status,
            token,
            claim_url: `/api/owner-claim/${token}`,
            expires_at: claim.expires_at.toISOString(),
            created_at: (claim.created_at ?? deps.clock.now()).toISOString(),
          },
        };
      },
      revoke: async ({ params, req }) => {
        const revoked = await revokeClaim(storeOf(req), deps, params.owner_id);
        return { status: 200, body: { ...revoked, revoked_at: revoked.revoked_at.toISOString() } };
      },
      view: async ({ params }) => {
        const view = await claimView(deps, params.token);
        return { status: 200, body: { ...view, expires_at: view.expires_at.toISOString() } };
      },
      requestOtp: async ({ params, body }) => {
        const sent = await requestClaimOtp(deps, params.token, body?.channel);
        return { status: 200, body: { ...sent, expires_at: sent.expires_at.toISOString() } };
      },
      claim: async ({ params, body }) => {
        const claimed = await claimOwner(deps, params.token, body.otp);
        return {
          status: 201,
          body: {
            owner_id: claimed.owner_id,
            api_key: claimed.api_key,
            permissions: claimed.permissions,
            claimed_at: claimed.claimed_at.toISOString(),
          },
        };
      },
    }),
    ownerPortal: s.router(contract.ownerPortal, {
      me: async ({ req }) => ({ status: 200, body: wire(await portal(req).me()) as never }),
      lots: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).lots(query)) as never }),
      leases: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).leases(query)) as never }),
      statements: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).statements(query)) }),
      statement: async ({ params, req }) => ({
        status: 200,
        body: wire(await portal(req).statement(params.statement_id)),
      }),
      statementPdf: async ({ params, req, res }) => {
        const { statement, bytes } = await portal(req).statementPdf(params.statement_id);
        return { status: 200, body: pdfBody(res, bytes, `compte-rendu-${statement.period_start}.pdf`) };
      },
      payouts: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).payouts(query)) }),
      expenses: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).expenses(query)) }),
      document: async ({ params, req, res }) => {
        const { media, bytes } = await portal(req).document(params.document_id);
        res.setHeader('Content-Type', media.content_type);
        res.setHeader('Content-Disposition', `attachment; filename="${media.file_name.replace(/[^\w.-]/g, '_')}"`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        return { status: 200, body: Buffer.from(bytes) };
      },
    }),
  };
}
