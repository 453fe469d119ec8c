import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  money,
  isoDate,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { CHARGE_CATEGORY_CODES } from '../vocabulary/charges.js';
import { chargeCategory } from './categories.js';

const c = initContract();

export const chargeExpenseSchema = z.object({
  id: uuid,
  place_id: uuid,
  category: z.enum(CHARGE_CATEGORY_CODES),
  label: z.string(),
  amount: z.number().describe('euros, all taxes included'),
  period_start: isoDate.describe('first day the expense covers'),
  period_end: isoDate.describe('last day it covers; a regularisation counts the days within its period'),
  invoice_date: isoDate.nullable(),
  supplier: z.string().nullable(),
  invoice_reference: z.string().nullable(),
  building_service_id: uuid.nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  invoice_date: isoDate.nullable(),
  supplier: text(255).nullable(),
  invoice_reference: text(100).nullable(),
  building_service_id: uuid.nullable().describe('a service of the same building'),
  notes: text(2000).nullable(),
};
const required = {
  category: chargeCategory,
  label: nonEmptyText(),
  amount: money(),
  period_start: isoDate,
  period_end: isoDate.describe('not before period_start (422)'),
};

export const createChargeExpenseBody = z.object({ ...required, ...optionalFields(fields) }).strict();
export const updateChargeExpenseBody = z
  .object({ ...required, ...fields })
  .partial()
  .strict();

const placeParams = z.object({ place_id: uuid });
const expenseParams = z.object({ place_id: uuid, expense_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const held = problemSchema.extend({
  documents_available_until: z.string().optional().describe('until when a sent statement keeps the expense'),
});

export const chargeExpensesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/places/:place_id/charge-expenses',
      pathParams: placeParams,
      query: listQuery(['period_start', 'period_end', 'category', 'amount', 'created_at']).extend({
        category: chargeCategory.optional(),
        building_service_id: uuid.optional(),
        period_start_from: isoDate.optional(),
        period_start_to: isoDate.optional(),
      }),
      responses: { 200: paginated(chargeExpenseSchema) },
      summary: 'The actual expenses of a building',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/places/:place_id/charge-expenses',
      pathParams: placeParams,
      body: createChargeExpenseBody,
      responses: { 201: chargeExpenseSchema, 422: problemSchema },
      summary: 'Record an expense of a building (audited)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/places/:place_id/charge-expenses/:expense_id',
      pathParams: expenseParams,
      responses: { 200: chargeExpenseSchema },
      summary: 'Get an expense',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/places/:place_id/charge-expenses/:expense_id',
      pathParams: expenseParams,
      body: updateChargeExpenseBody,
      responses: { 200: chargeExpenseSchema, 409: held, 422: problemSchema },
      summary:
        'Change an expense; 409 while a sent statement counting it keeps its documents available (six months, loi 89-462 art. 23)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/places/:place_id/charge-expenses/:expense_id',
      pathParams: expenseParams,
      body: null,
      responses: { ...deleted, 409: held },
      summary: 'Delete an expense; 409 while a sent statement counting it keeps its documents available',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
