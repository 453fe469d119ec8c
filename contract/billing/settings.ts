import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema } from '../common.js';

const c = initContract();

const days = (max: number) => z.number().int().min(0).max(max);

export const billingSettingsSchema = z.object({
  rent_grace_days: z.number().int().describe('days after the due date: friendly reminder (default 5)'),
  rent_formal_notice_days: z.number().int().describe('days after the due date: formal notice (default 15)'),
  rent_escalation_days: z
    .number()
    .int()
    .describe('days after the due date: flagged for the guarantor and the landlord (default 30)'),
  deposit_reminder_days: z.number().int().describe('days before a deposit restitution deadline (default 7)'),
});

export const billingSettingsContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/billing/settings',
      responses: { 200: billingSettingsSchema },
      summary: 'Reminder delays of the tenant account (defaults until changed)',
      metadata: { permission: 'leases:read' },
    },
    update: {
      method: 'PUT',
      path: '/billing/settings',
      body: z
        .object({
          rent_grace_days: days(365),
          rent_formal_notice_days: days(365),
          rent_escalation_days: days(365),
          deposit_reminder_days: days(60),
        })
        .partial()
        .strict(),
      responses: { 200: billingSettingsSchema, 422: problemSchema },
      summary: 'Change the reminder delays; the rent steps must come in order (422)',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
