// The vocabulary of recoverable charges (décret n° 87-713 du 26 août 1987 and its annexed list),
// shared by every charge resource, and the catalogue route that lists the categories.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { aliasedEnum, commonResponses, spellingAliases } from './common.js';

const c = initContract();

/** One code per numbered item of the décret's annex (same list as core/charges/categories.ts). */
export const CHARGE_CATEGORY_CODES = [
  'ELEVATOR_ELECTRICITY',
  'ELEVATOR_MAINTENANCE',
  'COLD_WATER',
  'HOT_WATER',
  'HEATING_ENERGY',
  'HEATING_MAINTENANCE',
  'INDIVIDUAL_INSTALLATIONS_FUEL',
  'INDIVIDUAL_INSTALLATIONS_MAINTENANCE',
  'COMMON_AREAS_SUPPLIES',
  'COMMON_AREAS_MAINTENANCE',
  'COMMON_AREAS_CLEANING',
  'OUTSIDE_SPACES_SUPPLIES',
  'OUTSIDE_SPACES_MAINTENANCE',
  'HYGIENE_SUPPLIES',
  'HYGIENE_MAINTENANCE',
  'WASTE_REMOVAL',
  'VENTILATION_ENERGY',
  'EQUIPMENT_MAINTENANCE',
  'TENANT_TELEPHONE',
  'HOUSEHOLD_WASTE_TAX',
  'SWEEPING_TAX',
  'CARETAKER',
] as const;
export const DISTRIBUTION_KEYS = ['TANTIEMES', 'SURFACE', 'METER_CONSUMPTION', 'EQUAL_SHARES'] as const;
export const CARETAKER_TASKS = ['COMMON_AREAS_CLEANING', 'WASTE_REMOVAL'] as const;
export const DECREE_CHAPTERS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;

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
