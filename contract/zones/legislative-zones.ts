// Legislative zones (spec, Legislative zone; Types, countries, zones) and the rent-control
// tools: reference rents of a quarter and the rent-control check.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  bySpelling,
  commonResponses,
  hundredths,
  idParam,
  isoDate,
  listQuery,
  money,
  noBody,
  nonEmptyText,
  paginated,
  problemSchema,
  queryBoolean,
  queryInt,
  text,
  timestamp,
  uuid,
} from '../common.js';
import {
  COMPLEMENT_EXCLUSIONS,
  CONSTRUCTION_PERIODS,
  CONSTRUCTION_PERIOD_SPELLINGS,
  RENT_CONTROL_STATUSES,
} from '../vocabulary/compliance.js';
import { DPE_LABELS } from '../vocabulary/diagnostics.js';
import { ZONE_SORT_FIELDS, ZONE_TYPES, ZONE_TYPE_SPELLINGS } from '../vocabulary/zones.js';

const c = initContract();

const zoneType = aliasedEnum(ZONE_TYPES, bySpelling(ZONE_TYPE_SPELLINGS));
/** The spec's spellings and their canonical period (decision record "Construction periods"). */
export const constructionPeriod = aliasedEnum(CONSTRUCTION_PERIODS, bySpelling(CONSTRUCTION_PERIOD_SPELLINGS)).describe(
  'five-period arrêtés keep 1991-2005 and after_2005; in a four-period territory they read its after_1990 values',
);

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166-1 alpha-2 country code')
  .transform((code) => code.toUpperCase());

export const zoneSchema = z.object({
  id: uuid,
  zone_type: z.enum(ZONE_TYPES),
  country_code: z.string(),
  code: z.string(),
  name: z.string(),
  name_local: z.string().nullable(),
  description: z.string().nullable(),
  description_local: z.string().nullable(),
  is_active: z.boolean(),
  effective_date: z.string().nullable(),
  end_date: z.string().nullable(),
  parent_zone_id: uuid.nullable(),
  is_official: z.boolean().describe('true for the shared official zones, read-only to tenants'),
  is_rent_controlled: z.boolean().describe('under an arrêté of reference rents (loi ELAN art. 140)'),
  is_zone_tendue: z.boolean().describe('in a zone tendue (rent evolution decree 2017-1198)'),
  rent_control_start_date: z.string().nullable(),
  rent_control_end_date: z
    .string()
    .nullable()
    .describe(
      'last day a lease may be signed under rent control: the end of the experiment of loi ELAN art. 140, or of its extension',
    ),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ZoneDto = z.infer<typeof zoneSchema>;

const zoneWritable = {
  name: nonEmptyText(),
  name_local: text().nullable(),
  description: text(5000).nullable(),
  description_local: text(5000).nullable(),
  is_active: z.boolean(),
  effective_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  parent_zone_id: uuid.nullable(),
};

export const createZoneBody = z
  .object({
    zone_type: zoneType,
    country_code: countryCode,
    code: text(50)
      .min(1)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits, ".", "_" and "-" only'),
    ...zoneWritable,
  })
  .partial({
    name_local: true,
    description: true,
    description_local: true,
    is_active: true,
    effective_date: true,
    end_date: true,
    parent_zone_id: true,
  })
  .strict();

/** Only the fields the spec lets an update change; any other key is a 400. */
export const updateZoneBody = z.object(zoneWritable).partial().strict();

const zoneFilters = {
  zone_type: zoneType.optional(),
  country_code: countryCode.optional(),
  code: text(50).optional().describe('exact code, case-insensitive'),
  name: text(100).optional().describe('part of the name or local name, case-insensitive'),
  effective_date: isoDate
    .optional()
    .describe('zones in force on that date: effective_date on or before it, end_date absent or on or after it'),
  parent_zone_id: uuid.optional(),
};

export const zoneListQuery = listQuery(ZONE_SORT_FIELDS).extend({
  ...zoneFilters,
  is_active: queryBoolean().optional(),
});

/** POST /legislative-zones/search: the list filters and paging in a JSON body, all optional. */
export const zoneSearchBody = z
  .object({
    ...zoneFilters,
    is_active: z.boolean().optional(),
    page: z.number().int().min(1).max(1_000_000).default(1),
    per_page: z.number().int().min(1).max(100).default(20),
    sort: listQuery(ZONE_SORT_FIELDS).shape.sort,
  })
  .strict();

export const quarterRef = text(100)
  .min(1)
  .describe('quarter: its zone id, its number in the territory (e.g. 11) or its name');
export const territoryRef = text(100)
  .min(1)
  .describe('territory zone code (e.g. FR-PARIS) or id, to pick the quarter when its number or name is ambiguous');

export const referenceRentQuery = z.object({
  quarter: quarterRef,
  territory: territoryRef.optional(),
  room_count: queryInt(1, 100).describe('main rooms; 4 and more share one bucket'),
  construction_period: constructionPeriod,
  is_furnished: queryBoolean(),
  year: queryInt(2015, 2100).optional().describe('default: the latest year loaded'),
});

const perSqm = z.number().describe('EUR per m2 of living area per month');

export const referenceRentSchema = z.object({
  reference_rent: perSqm,
  reference_rent_increased: perSqm.describe('reference + 20%: the cap of the base rent'),
  reference_rent_decreased: perSqm.describe('reference - 30%'),
  year: z.number().int(),
  territory: z.string(),
  territory_id: uuid,
  quarter_id: uuid,
  administrative_quarter: z.string(),
  quarter_number: z.number().int(),
  sector: z.number().int().nullable(),
  room_count: z.string().describe('"1", "2", "3" or "4+"'),
  construction_period: z.enum(CONSTRUCTION_PERIODS),
  is_furnished: z.boolean(),
  data_source: z.string(),
  last_update: timestamp,
});

const euros = () => money(1_000_000, 0.01);

export const rentControlCheckBody = z
  .object({
    address: text(500).optional(),
    postal_code: z
      .string()
      .regex(/^\d{5}$/, 'expected a 5-digit French postal code')
      .optional(),
    quarter: quarterRef.optional(),
    territory: territoryRef.optional(),
    room_count: z.number().int().min(1).max(100),
    surface_area: hundredths(z.number().min(0.01).max(10_000)).describe('living area (surface habitable) in m2'),
    construction_period: constructionPeriod,
    is_furnished: z.boolean(),
    proposed_rent: euros().describe('monthly rent excluding charges, complément de loyer included'),
    year: z.number().int().min(2015).max(2100).optional(),
    rent_supplement: euros()
      .optional()
      .describe('the complément de loyer included in proposed_rent, if one is claimed'),
    rent_supplement_justification: text(2000).optional(),
    energy_label: z.enum(DPE_LABELS).optional().describe('DPE energy label; F and G forbid a complément de loyer'),
    complement_exclusions: z
      .array(z.enum(COMPLEMENT_EXCLUSIONS))
      .max(COMPLEMENT_EXCLUSIONS.length)
      .optional()
      .describe('features that forbid a complément de loyer (loi 2022-1158 art. 13)'),
  })
  .strict()
  .refine((body) => body.address !== undefined || body.postal_code !== undefined || body.quarter !== undefined, {
    message: 'give a postal_code, a quarter or an address with its postal code',
    path: ['postal_code'],
  })
  .refine((body) => body.rent_supplement === undefined || body.rent_supplement <= body.proposed_rent, {
    message: 'rent_supplement is part of proposed_rent and cannot exceed it',
    path: ['rent_supplement'],
  });

export const violationSchema = z.object({
  rule: z.string(),
  article: z.string(),
  message: z.string(),
  figures: z.record(z.union([z.number(), z.string(), z.boolean(), z.null()])).describe('money figures in EUR'),
});
export const recommendationSchema = z.object({ code: z.string(), message: z.string() });

export const rentControlCheckSchema = z.object({
  territory: z.string().nullable(),
  territory_id: uuid.nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  administrative_quarter: z.string().nullable(),
  quarter_id: uuid.nullable(),
  property: z.object({
    room_count: z.number().int(),
    room_count_bucket: z.string(),
    surface_area: z.number(),
    construction_period: z.enum(CONSTRUCTION_PERIODS),
    is_furnished: z.boolean(),
  }),
  reference_rents: z
    .object({
      year: z.number().int(),
      reference_rent_per_sqm: z.number(),
      reference_rent_increased_per_sqm: z.number(),
      reference_rent_decreased_per_sqm: z.number(),
      reference_rent: z.number().describe('reference per m2 x area, EUR per month'),
      max_rent: z.number().describe('increased reference per m2 x area: the cap of the base rent'),
      min_rent: z.number().describe('decreased reference per m2 x area'),
    })
    .nullable(),
  proposed_rent: z.number(),
  proposed_rent_per_sqm: z.number(),
  base_rent: z.number(),
  rent_supplement: z.number(),
  is_compliant: z.boolean(),
  compliance_status: z.enum(RENT_CONTROL_STATUSES),
  violations: z.array(violationSchema),
  recommendations: z.array(recommendationSchema),
  data_source: z.string().nullable(),
  last_update: timestamp.nullable(),
});
export type RentControlCheckDto = z.infer<typeof rentControlCheckSchema>;

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const businessRule = { 422: problemSchema } as const;

export const legislativeZonesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/legislative-zones',
      query: zoneListQuery,
      responses: { 200: paginated(zoneSchema) },
      summary:
        "List the official zones and the caller's own (filters: zone_type, country_code, code, name, is_active, effective_date, parent_zone_id)",
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/legislative-zones',
      body: createZoneBody,
      responses: { 201: zoneSchema, 409: problemSchema, ...businessRule },
      summary: "Create a zone of the caller's tenant (its parent must be of a broader zone_type, same country)",
      metadata: write,
    },
    search: {
      method: 'POST',
      path: '/legislative-zones/search',
      body: zoneSearchBody.optional(),
      responses: { 200: paginated(zoneSchema) },
      summary: 'List zones with the list filters in the body',
      metadata: { ...read, list: true },
    },
    referenceRent: {
      method: 'GET',
      path: '/legislative-zones/rent-control/reference-rent',
      query: referenceRentQuery,
      responses: { 200: referenceRentSchema, ...businessRule },
      summary: 'Reference, increased (+20%) and decreased (-30%) rents per m2 of a quarter and flat category',
      metadata: read,
    },
    rentControlCheck: {
      method: 'POST',
      path: '/legislative-zones/rent-control/check',
      body: rentControlCheckBody,
      responses: { 200: rentControlCheckSchema, ...businessRule },
      summary:
        'Check a rent against the reference rents of its address (NOT_APPLICABLE outside every rent-controlled territory)',
      metadata: read,
    },
    byCountry: {
      method: 'GET',
      path: '/legislative-zones/country/:country_code',
      pathParams: z.object({ country_code: countryCode }),
      query: zoneListQuery.omit({ country_code: true }),
      responses: { 200: paginated(zoneSchema) },
      summary: 'Zones of a country',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/legislative-zones/:id',
      pathParams: idParam,
      responses: { 200: zoneSchema },
      summary: 'Get a zone',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/legislative-zones/:id',
      pathParams: idParam,
      body: updateZoneBody,
      responses: { 200: zoneSchema, ...businessRule },
      summary:
        'Update name, name_local, description, description_local, is_active, effective_date, end_date, parent_zone_id (403 on an official zone)',
      metadata: write,
    },
    children: {
      method: 'GET',
      path: '/legislative-zones/:id/children',
      pathParams: idParam,
      query: zoneListQuery.omit({ parent_zone_id: true }),
      responses: { 200: paginated(zoneSchema) },
      summary: 'Child zones',
      metadata: { ...read, list: true },
    },
    parent: {
      method: 'GET',
      path: '/legislative-zones/:id/parent',
      pathParams: idParam,
      responses: { 200: zoneSchema },
      summary: 'Parent zone (404 for a root zone)',
      metadata: read,
    },
    ancestors: {
      method: 'GET',
      path: '/legislative-zones/:id/ancestors',
      pathParams: idParam,
      responses: { 200: z.array(zoneSchema) },
      summary: 'Ancestor zones, from the parent up to the root',
      metadata: read,
    },
    deactivate: {
      method: 'POST',
      path: '/legislative-zones/:id/deactivate',
      pathParams: idParam,
      body: noBody,
      responses: { 200: zoneSchema, 409: problemSchema },
      summary: 'Deactivate a zone (409 when already inactive, 403 on an official zone)',
      metadata: write,
    },
    reactivate: {
      method: 'POST',
      path: '/legislative-zones/:id/reactivate',
      pathParams: idParam,
      body: noBody,
      responses: { 200: zoneSchema, 409: problemSchema },
      summary: 'Reactivate a zone (409 when already active, 403 on an official zone)',
      metadata: write,
    },
  },
  { commonResponses },
);
