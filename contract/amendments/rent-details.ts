import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  isoDate,
  listQuery,
  money,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { amendmentParams } from './amendments.js';
import { RENT_INCREASE_BASES } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentRentDetailSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  old_rent_amount: z.number().describe('euros, the lease rent when the details were written'),
  new_rent_amount: z.number().describe('euros, monthly rent excluding charges'),
  old_charges_amount: z.number().nullable(),
  new_charges_amount: z.number().nullable(),
  effective_date: isoDate,
  increase_basis: z.enum(RENT_INCREASE_BASES).nullable(),
  works_description: z.string().nullable(),
  works_cost: z.number().nullable().describe('euros, all taxes included'),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  new_rent_amount: money(10_000_000, 0.01),
  new_charges_amount: money().nullable(),
  effective_date: isoDate.describe('the amendment effective_date when absent'),
  increase_basis: z
    .enum(RENT_INCREASE_BASES)
    .nullable()
    .describe('required for an increase: loi 89-462 art. 17-1 II / 25-9, works by the lessor'),
  works_description: text(2000).nullable(),
  works_cost: money(100_000_000, 0.01)
    .nullable()
    .describe(
      'the real cost of the works, all taxes included, euros: in zone tendue the increase is at most 15 % of it a year, and required there (décret n° 2017-1198 art. 6)',
    ),
};

export const createRentDetailBody = z.object(fields).partial().required({ new_rent_amount: true }).strict();
export const updateRentDetailBody = z.object(fields).partial().strict();

const detailParams = amendmentParams.extend({ rent_detail_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const refusals = { 409: problemSchema, 422: problemSchema };

export const amendmentRentDetailsContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/rent-details',
      pathParams: amendmentParams,
      body: createRentDetailBody,
      responses: { 201: amendmentRentDetailSchema, ...refusals },
      summary:
        'The new rent of a DRAFT RENT_CHANGE amendment (409 not a draft or already given; 422 breaking art. 17-1, rent control, the deposit cap or the F/G freeze)',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/rent-details',
      pathParams: amendmentParams,
      query: listQuery(['created_at']),
      responses: { 200: paginated(amendmentRentDetailSchema) },
      summary: 'The rent details of an amendment (at most one)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/rent-details/:rent_detail_id',
      pathParams: detailParams,
      responses: { 200: amendmentRentDetailSchema },
      summary: 'Rent details',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/rent-details/:rent_detail_id',
      pathParams: detailParams,
      body: updateRentDetailBody,
      responses: { 200: amendmentRentDetailSchema, ...refusals },
      summary: 'Change the rent details of a DRAFT amendment (same rules as create)',
      metadata: write,
    },
  },
  { commonResponses },
);
