// Public tool: a rent receipt from the figures posted (loi 89-462 art. 21): a quittance when the
// period is paid in full, a reçu for a partial payment, rent and charges apart. Streamed as
// application/pdf (spec, "Public tools"); nothing stored, nothing of any tenant read.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDate, money, nonEmptyText, problemSchema, publicToolResponses, text } from '../common.js';
import { CHARGE_CATEGORIES } from '../vocabulary/billing.js';

const c = initContract();

const amount = (min = 0) => money(100_000, min);
const cents = (euros: number) => Math.round(euros * 100);

/** A person or company named on a public document, with an optional postal address. */
export const publicParty = z
  .object({
    name: nonEmptyText(200),
    address: text(300).optional(),
  })
  .strict();

export const publicReceiptBody = z
  .object({
    landlord: publicParty,
    tenant: publicParty,
    property: z
      .object({
        address: nonEmptyText(300).describe('the dwelling rented'),
        description: text(200).optional().describe('e.g. "Appartement, 3e étage gauche"'),
      })
      .strict(),
    lease_reference: text(50).optional(),
    period_start: isoDate,
    period_end: isoDate,
    rent: amount().describe('rent excluding charges of the period, EUR'),
    charges: amount().default(0).describe('charges of the period, EUR'),
    charge_details: z
      .array(z.object({ category: z.enum(CHARGE_CATEGORIES), amount: amount() }).strict())
      .max(CHARGE_CATEGORIES.length)
      .optional()
      .describe('the charges by heading of décret 87-713; they add up to charges'),
    paid_amount: amount(0.01),
    paid_on: isoDate.optional().describe('the day the payment was received'),
    issued_on: isoDate.optional().describe('the date of the receipt; default today'),
  })
  .strict()
  .refine((body) => body.period_end >= body.period_start, {
    message: 'period_end comes on or after period_start',
    path: ['period_end'],
  })
  .refine((body) => body.period_end < `${Number(body.period_start.slice(0, 4)) + 1}${body.period_start.slice(4)}`, {
    message: 'a rent period lasts a year at most',
    path: ['period_end'],
  })
  .refine((body) => cents(body.paid_amount) <= cents(body.rent) + cents(body.charges), {
    message: 'paid_amount is at most the rent and charges of the period',
    path: ['paid_amount'],
  })
  .refine(
    (body) =>
      body.charge_details === undefined ||
      body.charge_details.reduce((sum, item) => sum + cents(item.amount), 0) === cents(body.charges),
    { message: 'charge_details add up to charges', path: ['charge_details'] },
  )
  .refine(
    (body) =>
      body.charge_details === undefined ||
      new Set(body.charge_details.map((item) => item.category)).size === body.charge_details.length,
    { message: 'one amount per heading', path: ['charge_details'] },
  );

export const publicReceiptContract = c.router(
  {
    generate: {
      method: 'POST',
      path: '/public/tools/generate',
      body: publicReceiptBody,
      responses: {
        200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }),
        503: problemSchema,
      },
      summary:
        'Public: a rent receipt as a PDF from the figures sent: a quittance when paid in full, a reçu for a partial payment (loi 89-462 art. 21)',
      metadata: { public: true },
    },
  },
  { commonResponses: publicToolResponses },
);
