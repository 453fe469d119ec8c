// The vocabulary of recoverable charges (décret n° 87-713 du 26 août 1987 and its annexed list),
// shared by every charge resource, and the catalogue route that lists the categories.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { aliasedEnum, commonResponses, spellingAliases } from '../common.js';
import { CHARGE_CATEGORY_CODES, DISTRIBUTION_KEYS, CARETAKER_TASKS, DECREE_CHAPTERS } from '../vocabulary/charges.js';

const c = initContract();

/** A category code on input, in any of its spellings (`cold-water`, `Cold Water`). */
export const chargeCategory = aliasedEnum(CHARGE_CATEGORY_CODES, spellingAliases(CHARGE_CATEGORY_CODES));
export const distributionKey = aliasedEnum(DISTRIBUTION_KEYS, spellingAliases(DISTRIBUTION_KEYS));
export const caretakerTask = aliasedEnum(CARETAKER_TASKS, spellingAliases(CARETAKER_TASKS));

export const chargeCategorySchema = z.object({
  code: z.enum(CHARGE_CATEGORY_CODES),
  chapter: z.enum(DECREE_CHAPTERS).nullable().describe('chapter of the annex; null for the caretaker (art. 2)'),
  item: z.number().int().nullable().describe('numbered item of the chapter'),
  reference: z.string().describe('where the décret says it'),
  label_fr: z.string(),
  label_en: z.string(),
});

export const chargeCategoriesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/charge-categories',
      responses: { 200: z.array(chargeCategorySchema) },
      summary: 'The recoverable charge categories of décret 87-713 (annex I to VIII, and the caretaker of art. 2)',
      metadata: { permission: 'properties:read' },
    },
  },
  { commonResponses },
);
