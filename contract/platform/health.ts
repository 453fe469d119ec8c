import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { timestamp } from '../common.js';
import { WORKFLOW_ENGINE_STATES } from '../vocabulary/platform.js';
import { OTP_CHANNELS } from '../vocabulary/signature.js';

const c = initContract();

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  workflows: z.string().describe('the workflow engine, in words: where it runs, what it is doing, or why it is off'),
  /** The workflow engine and the command outbox (docs/decisions.md 202, 205). */
  workflow_engine: z.object({
    state: z.enum(WORKFLOW_ENGINE_STATES).describe('starting, obtaining_cli (once per machine), up, or off'),
    commands_queued: z
      .number()
      .int()
      .nullable()
      .describe('workflow starts and signals committed but not yet accepted by the engine (null: no database)'),
    oldest_command_at: timestamp.nullable().describe('when the oldest of them was committed'),
    oldest_command_age_seconds: z.number().int().nullable().describe('how long it has waited'),
  }),
  pdf: z.string(),
  /** Delivery of messages (docs/decisions.md 178): the providers and the backlog. */
  messages: z.object({
    email: z.string().describe('where e-mail goes: the SMTP server, or off'),
    sms: z.string().describe('where text messages go: the SMS provider, Mailpit, or off'),
    mailpit: z.string().nullable().describe("the embedded Mailpit's web page, where the mail sent is read"),
    queued: z
      .number()
      .int()
      .nullable()
      .describe('messages waiting to be sent (null when the database does not answer)'),
    oldest_queued_at: timestamp.nullable(),
    unreachable: z.array(z.enum(OTP_CHANNELS)).describe('channels whose provider the last attempt could not reach'),
  }),
});

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/health',
    responses: { 200: healthSchema, 503: healthSchema },
    summary: 'Health: 200 when the database answers, 503 otherwise; degraded when a peer is out of reach',
    metadata: { public: true, unmetered: true },
  },
});
