// The inventory of a lease's furniture (spec, named area "inventory"; loi 89-462 art. 25-5): the
// items its entry and exit reports recorded, side by side, and the legal minimum list of a
// furnished dwelling checked (décret n° 2015-981 art. 2). The items are written with the reports.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, uuid } from '../common.js';
import { EQUIPMENT_CONDITIONS } from '../vocabulary/equipment.js';
import { CHANGE_KINDS, FURNISHED_ITEM_CODES, INVENTORY_ITEM_CODES } from '../vocabulary/inspections.js';

const c = initContract();

const observation = z
  .object({
    id: uuid.describe('the inventory item'),
    report_id: uuid,
    quantity: z.number().int(),
    condition: z.enum(EQUIPMENT_CONDITIONS),
    comments: z.string().nullable(),
  })
  .nullable();

export const leaseInventorySchema = z.object({
  lease_id: uuid,
  furnished: z.boolean(),
  entry_report_id: uuid.nullable(),
  exit_report_id: uuid.nullable(),
  items: z.array(
    z.object({
      item_code: z.enum(INVENTORY_ITEM_CODES),
      label: z.string().nullable(),
      entry: observation.describe('as the entry report recorded it; null for a piece new at the exit'),
      exit: observation.describe('as the exit report recorded it; null when not found there or no exit report'),
      change: z.enum(CHANGE_KINDS).nullable().describe('null while there is no exit report'),
    }),
  ),
  missing_furniture: z
    .array(z.enum(FURNISHED_ITEM_CODES))
    .describe('furnished leases: the items of the legal list the entry inventory lacks (décret 2015-981)'),
});

export const leaseInventoryContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:lease_id/inventory',
      pathParams: z.object({ lease_id: uuid }),
      responses: { 200: leaseInventorySchema },
      summary: "A lease's furniture as its entry and exit reports recorded it, and the legal minimum list checked",
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
