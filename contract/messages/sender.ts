// The account's sender identity (docs/decisions.md 179): the name and address its e-mails come from
// and where replies go; a field left null takes the service's default.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, email, nonEmptyText, problemSchema } from '../common.js';

const c = initContract();

export const messageSenderSchema = z.object({
  from_name: z.string().nullable().describe("the account's sender name; null: the service's (MAIL_FROM)"),
  from_address: z
    .string()
    .nullable()
    .describe("the account's sender address; null: the service's (its SMTP server must be allowed to send for it)"),
  reply_to: z.string().nullable().describe('where replies go; null: the from address'),
  effective_from_name: z.string(),
  effective_from_address: z.string(),
  effective_reply_to: z.string().nullable(),
});

export const messageSenderContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/message-sender',
      responses: { 200: messageSenderSchema },
      summary: "The account's sender identity, and what its e-mails carry",
      metadata: { permission: 'leases:read' },
    },
    update: {
      method: 'PUT',
      path: '/message-sender',
      body: z
        .object({
          from_name: nonEmptyText(100).nullable(),
          from_address: email.nullable(),
          reply_to: email.nullable(),
        })
        .partial()
        .strict(),
      responses: { 200: messageSenderSchema, 422: problemSchema },
      summary: 'Change the sender identity; null gives a field back to the service default',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
