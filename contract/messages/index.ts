// The messages area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { leaseMessagesContract, messagesContract } from './messages.js';
import { messageSenderContract } from './sender.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const messages = c.router(messagesContract, api);
const leaseMessages = c.router(leaseMessagesContract, api);
const messageSender = c.router(messageSenderContract, api);

export type MessagesRouters = {
  messages: typeof messages;
  leaseMessages: typeof leaseMessages;
  messageSender: typeof messageSender;
};

export const messagesRouters: MessagesRouters = { messages, leaseMessages, messageSender };
