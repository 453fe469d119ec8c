import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, timestamp, uuid } from '../common.js';
import { AUDITED_ENTITIES, AUDIT_ACTIONS } from '../vocabulary/charges.js';

const c = initContract();

export const auditEntrySchema = z.object({
  id: uuid,
  entity_type: z.enum(AUDITED_ENTITIES),
  entity_id: uuid,
  action: z.enum(AUDIT_ACTIONS),
  place_id: uuid.nullable(),
  lease_id: uuid.nullable(),
  actor_key_id: uuid.describe('the API key that made the change'),
  actor_role: z.string(),
  changed_at: timestamp,
  before: z.record(z.unknown()).nullable().describe('the record before; null on CREATE'),
  after: z.record(z.unknown()).nullable().describe('the record after; null on DELETE'),
});

const read = { permission: 'properties:read' } as const;

export const chargeAuditLogContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/charge-audit-log',
      query: listQuery(['changed_at']).extend({
        entity_type: z.enum(AUDITED_ENTITIES).optional(),
        entity_id: uuid.optional(),
        action: z.enum(AUDIT_ACTIONS).optional(),
        place_id: uuid.optional(),
        lease_id: uuid.optional(),
        actor_key_id: uuid.optional(),
        changed_at_from: isoDate.optional(),
        changed_at_to: isoDate.optional(),
      }),
      responses: { 200: paginated(auditEntrySchema) },
      summary: 'Every change to charges and their configuration, newest first (read-only)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/charge-audit-log/:entry_id',
      pathParams: z.object({ entry_id: uuid }),
      responses: { 200: auditEntrySchema },
      summary: 'One entry of the audit log',
      metadata: read,
    },
  },
  { commonResponses },
);
