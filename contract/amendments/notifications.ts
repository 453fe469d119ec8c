import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { amendmentParams } from './amendments.js';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES, RECIPIENT_TYPES } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentNotificationSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  lease_id: uuid,
  recipient_id: uuid,
  recipient_type: z.enum(RECIPIENT_TYPES),
  notification_type: z.enum(NOTIFICATION_TYPES),
  status: z.enum(NOTIFICATION_STATUSES),
  title: z.string(),
  content: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  sent_date: timestamp.nullable(),
  read_date: timestamp.nullable(),
  actioned_date: timestamp.nullable(),
  expires_at: timestamp.nullable(),
});

export const notificationStatusBody = z.object({ status: z.enum(['SENT', 'READ', 'ACTIONED', 'EXPIRED']) }).strict();

const notificationParams = amendmentParams.extend({ notification_id: uuid });
const read = { permission: 'leases:read' } as const;

export const amendmentNotificationsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/notifications',
      pathParams: amendmentParams,
      query: listQuery(['created_at', 'status', 'notification_type', 'recipient_type']).extend({
        status: z.enum(NOTIFICATION_STATUSES).optional(),
        notification_type: z.enum(NOTIFICATION_TYPES).optional(),
        recipient_type: z.enum(RECIPIENT_TYPES).optional(),
        recipient_id: uuid.optional(),
      }),
      responses: { 200: paginated(amendmentNotificationSchema) },
      summary: 'The notifications of an amendment, made by the system on its events',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/notifications/:notification_id',
      pathParams: notificationParams,
      responses: { 200: amendmentNotificationSchema },
      summary: 'One notification',
      metadata: read,
    },
    changeStatus: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/notifications/:notification_id',
      pathParams: notificationParams,
      body: notificationStatusBody,
      responses: { 200: amendmentNotificationSchema, 409: problemSchema },
      summary:
        'Move a notification forward: SENT, READ, ACTIONED set sent_date, read_date, actioned_date; EXPIRED ends it; a move back is a 409',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
