// The account's caller keys through the API (issue 39; docs/decisions.md 286-287): create (the
// secret shown once), list and read (metadata and the last 4 characters only), rotate (the old key
// valid for the grace period given), revoke (at once). Owner- or admin-role keys only.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  listQuery,
  noBody,
  paginated,
  planLimitResponse,
  problemSchema,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

const permissionName = z.string().min(1).max(60);

export const apiKeySchema = z.object({
  id: uuid,
  name: z.string().nullable(),
  key_last4: z.string().nullable().describe('the last 4 characters of the key; the key itself is never shown again'),
  role: z.string(),
  permissions: z.array(z.string()).describe('the scopes granted'),
  allowed_ips: z.array(z.string()).describe('CIDR ranges the key may be used from; empty: anywhere'),
  expires_at: timestamp.nullable().describe("when it stops working (a rotated key's grace end)"),
  revoked_at: timestamp.nullable(),
  last_used_at: timestamp.nullable().describe('at most a minute behind'),
  replaced_by_key_id: uuid.nullable().describe('the key a rotation replaced it with'),
  created_at: timestamp,
});

export const issuedApiKeySchema = apiKeySchema.extend({
  api_key: z.string().describe('the secret: shown only in this answer, stored hashed'),
});

const ipRange = z
  .string()
  .max(50)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'an IPv4 or IPv6 address or CIDR range')
  .describe('an address or CIDR range (203.0.113.0/24, 2001:db8::/32)');

export const apiKeysContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/api-keys',
      body: z
        .object({
          name: z.string().trim().min(1).max(100),
          permissions: z.array(permissionName).min(1).max(40).describe('scopes; never more than the calling key has'),
          role: z.enum(['admin', 'member']).optional().describe('member when absent'),
          expires_at: timestamp.optional().describe('in the future'),
          allowed_ips: z.array(ipRange).max(20).optional(),
        })
        .strict(),
      responses: { 201: issuedApiKeySchema, 422: problemSchema, ...planLimitResponse },
      summary:
        "Create a key (owner or admin role; scopes within the caller's): the secret is in this answer only; counts against the plan's users",
      metadata: { permission: 'api_keys:write' },
    },
    list: {
      method: 'GET',
      path: '/api-keys',
      query: listQuery(['created_at', 'name']),
      responses: { 200: paginated(apiKeySchema) },
      summary: "The account's caller keys: metadata and the last 4 characters only",
      metadata: { permission: 'api_keys:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/api-keys/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: apiKeySchema },
      summary: 'A caller key: metadata and the last 4 characters only',
      metadata: { permission: 'api_keys:read' },
    },
    rotate: {
      method: 'POST',
      path: '/api-keys/:id/rotate',
      pathParams: z.object({ id: uuid }),
      body: z
        .object({
          grace_period_seconds: z
            .number()
            .int()
            .min(0)
            .max(7 * 24 * 3600)
            .describe('how long the old key keeps working (0: it stops now; at most a week)'),
        })
        .strict(),
      responses: { 201: issuedApiKeySchema, 409: problemSchema, ...planLimitResponse },
      summary:
        'Rotate a key: a new key with the same scopes, role, ranges and expiry (its secret in this answer only); the old one works for the grace period',
      metadata: { permission: 'api_keys:write' },
    },
    revoke: {
      method: 'POST',
      path: '/api-keys/:id/revoke',
      pathParams: z.object({ id: uuid }),
      body: noBody,
      responses: { 200: apiKeySchema, 409: problemSchema },
      summary: 'Revoke a key: refused from its next request on, by every API process (409 for the calling key itself)',
      metadata: { permission: 'api_keys:write' },
    },
  },
  { commonResponses },
);
