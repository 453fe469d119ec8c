import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  email,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { amendmentParams } from './amendments.js';
import { VALIDATION_DECISIONS } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentValidationSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  validator_name: z.string(),
  validator_email: z.string().nullable(),
  decision: z.enum(VALIDATION_DECISIONS),
  comment: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  validator_name: nonEmptyText(200),
  validator_email: email.nullable().optional(),
  decision: z.enum(VALIDATION_DECISIONS),
  comment: text(2000).nullable().optional(),
};
export const createValidationBody = z.object(fields).strict();
export const updateValidationBody = z.object(fields).partial().strict();

const validationParams = amendmentParams.extend({ validation_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;

export const amendmentValidationsContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/validations',
      pathParams: amendmentParams,
      body: createValidationBody,
      responses: { 201: amendmentValidationSchema, 409: problemSchema },
      summary: 'Record a validator decision on an amendment PENDING_VALIDATION (409 otherwise)',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/validations',
      pathParams: amendmentParams,
      query: listQuery(['created_at', 'decision', 'validator_name']).extend({
        decision: z.enum(VALIDATION_DECISIONS).optional(),
      }),
      responses: { 200: paginated(amendmentValidationSchema) },
      summary: 'The validations of an amendment (filter decision)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/validations/:validation_id',
      pathParams: validationParams,
      responses: { 200: amendmentValidationSchema },
      summary: 'One validation',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/validations/:validation_id',
      pathParams: validationParams,
      body: updateValidationBody,
      responses: { 200: amendmentValidationSchema, 409: problemSchema },
      summary: 'Change a validation while the amendment is PENDING_VALIDATION (409 otherwise)',
      metadata: write,
    },
  },
  { commonResponses },
);
