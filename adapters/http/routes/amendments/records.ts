// Validations, the read-only history and the notifications of an amendment.
import { initServer } from '@ts-rest/express';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { contract } from '../../../../contract/index.js';
import { amendmentHistoryUseCases } from '../../../../core/amendments/history.js';
import { amendmentNotificationUseCases } from '../../../../core/amendments/notifications.js';
import { amendmentValidationUseCases } from '../../../../core/amendments/validations.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { sendProblem } from '../../problem.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function amendmentRecordRouters(deps: AmendmentDeps) {
  const validations = (req: HasContext) => amendmentValidationUseCases(storeOf(req), deps, ctx(req).actor);
  const history = (req: HasContext) => amendmentHistoryUseCases(storeOf(req));
  const notifications = (req: HasContext) => amendmentNotificationUseCases(storeOf(req), deps);
  return {
    amendmentValidations: s.router(contract.amendmentValidations, {
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await validations(req).create(params.lease_id, params.amendment_id, body)),
      }),
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await validations(req).list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await validations(req).get(params.lease_id, params.amendment_id, params.validation_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await validations(req).update(params.lease_id, params.amendment_id, params.validation_id, body)),
      }),
    }),
    amendmentHistory: s.router(contract.amendmentHistory, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await history(req).list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await history(req).get(params.lease_id, params.amendment_id, params.history_entry_id)),
      }),
    }),
    amendmentNotifications: s.router(contract.amendmentNotifications, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await notifications(req).list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await notifications(req).get(params.lease_id, params.amendment_id, params.notification_id)),
      }),
      changeStatus: async ({ params, body, req }) => ({
        status: 200,
        body: wire(
          await notifications(req).changeStatus(
            params.lease_id,
            params.amendment_id,
            params.notification_id,
            body.status,
          ),
        ),
      }),
    }),
  };
}

/**
 * The history is written by the system only (spec, Amendment history entry): a write on its paths
 * is a 405 naming the methods allowed, mounted after the contract routes.
 */
export function readOnlyHistory(): Router {
  const router = express.Router();
  const refuse = (req: Request, res: Response) => {
    res.setHeader('Allow', 'GET, HEAD');
    sendProblem(req, res, 405, {
      detail:
        'The amendment history is written by the service on each change; it cannot be created, updated or deleted',
    });
  };
  router.all('/api/leases/:lease_id/amendments/:amendment_id/history', refuse);
  router.all('/api/leases/:lease_id/amendments/:amendment_id/history/:history_entry_id', refuse);
  return router;
}
