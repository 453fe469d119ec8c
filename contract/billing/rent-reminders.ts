import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, timestamp, uuid } from '../common.js';
import { ESCALATION_STEPS } from '../vocabulary/billing.js';

const c = initContract();

export const rentReminderSchema = z.object({
  id: uuid,
  lease_id: uuid,
  period_id: uuid,
  step: z
    .enum(ESCALATION_STEPS)
    .describe(
      'FRIENDLY_REMINDER after the grace delay, FORMAL_NOTICE (mise en demeure), GUARANTOR_AND_LANDLORD_FLAG with the recommendation of a commandement de payer (not sent)',
    ),
  sent_on: z.string(),
  amount_due: z.number().describe('what was still owed on the period then'),
  recommendation: z.string().nullable(),
  created_at: timestamp,
});

export const rentRemindersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/rent-reminders',
      pathParams: z.object({ lease_id: uuid }),
      query: listQuery(['sent_on', 'step', 'created_at']).extend({
        step: z.enum(ESCALATION_STEPS).optional(),
        period_id: uuid.optional(),
        sent_on_from: isoDate.optional(),
        sent_on_to: isoDate.optional(),
      }),
      responses: { 200: paginated(rentReminderSchema) },
      summary: 'The reminder steps taken on the unpaid periods of a lease (latest first)',
      metadata: { permission: 'leases:read', list: true },
    },
  },
  { commonResponses },
);
