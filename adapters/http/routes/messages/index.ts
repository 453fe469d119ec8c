// The messages routers (docs/decisions.md 178-179): the account's messages, per lease and per
// recipient, and its sender identity.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MessagesDeps } from '../../../../core/messages/deps.js';
import { messageUseCases } from '../../../../core/messages/messages.js';
import { senderIdentityUseCases } from '../../../../core/messages/sender-identity.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function messageRouters(deps: Pick<MessagesDeps, 'box' | 'defaults'>) {
  const messages = (req: HasContext) => messageUseCases(storeOf(req), deps.box);
  const sender = (req: HasContext) => senderIdentityUseCases(storeOf(req), deps.defaults);
  return {
    messages: s.router(contract.messages, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await messages(req).list(query)) }),
      get: async ({ params, req }) => {
        const { message, body, attempts } = await messages(req).get(params.id);
        return { status: 200, body: { ...wire(message), body, attempts: attempts.map(wire) } };
      },
    }),
    leaseMessages: s.router(contract.leaseMessages, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await messages(req).listOfLease(params.lease_id, query)),
      }),
    }),
    messageSender: s.router(contract.messageSender, {
      get: async ({ req }) => ({ status: 200, body: await sender(req).get() }),
      update: async ({ body, req }) => ({ status: 200, body: await sender(req).update(body) }),
    }),
  };
}
