// Shapes every resource shares: errors, pagination, ids, dates, enum spellings.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { MEDIA_CONTENT_TYPES } from './vocabulary/media.js';

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
  })
  .passthrough()
  .describe('RFC 9457 problem details');
export type Problem = z.infer<typeof problemSchema>;

/**
 * Errors any authenticated route can answer with: bad input, credentials, permission, unknown or
 * foreign record, rate limit; an unexpected failure (500, logged with the request id) and a
 * dependency out of reach (503: the database, or the workflow engine where a route needs it).
 */
export const commonResponses = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  429: problemSchema,
  500: problemSchema,
  503: problemSchema,
} as const;

/** A write that takes a unit of the account's plan (docs/decisions.md 283): 402 over the limit. */
export const planLimitResponse = {
  402: problemSchema.describe("over a limit of the account's plan: `limit` and `plan` name it (GET /api/usage)"),
} as const;

export const uuid = z.string().uuid();
export const idParam = z.object({ id: uuid });

/** The shape of isoDate; the OpenAPI document marks strings of this pattern `format: date`. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD that exists (2025-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(ISO_DATE_PATTERN, 'expected a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');

export const timestamp = z.string().datetime({ offset: true });

/** Accepts the reference spelling and its aliases on input; yields the reference spelling. */
export function aliasedEnum<const R extends readonly [string, ...string[]]>(
  reference: R,
  aliases: Record<string, R[number]> = {},
) {
  const accepted = [...reference, ...Object.keys(aliases)] as [string, ...string[]];
  return z.enum(accepted).transform((value) => (aliases[value] ?? value) as R[number]);
}

/** A vocabulary spelling table (`{ REFERENCE: [other spellings] }`) as aliasedEnum takes it: `{ spelling: REFERENCE }`. */
export function bySpelling<R extends string>(table: Partial<Record<R, readonly string[]>>): Record<string, R> {
  return Object.fromEntries(
    Object.entries<readonly string[] | undefined>(table).flatMap(([reference, spellings]) =>
      (spellings ?? []).map((spelling) => [spelling, reference]),
    ),
  ) as Record<string, R>;
}

/**
 * A number of the query string: a blank value (`?area_min=`) is no number (400), where coercion
 * alone reads it as 0.
 */
const queryNumeral = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value), schema);

/** Query string integers ("2" -> 2), bounded. */
export const queryInt = (min: number, max?: number) => {
  const schema = z.coerce.number().int().min(min);
  return queryNumeral(max === undefined ? schema : schema.max(max));
};

/** Query string numbers ("12.5" -> 12.5), bounded: what a rule computes from them stays finite. */
export const queryNumber = (min: number, max: number) => queryNumeral(z.coerce.number().min(min).max(max));

export const queryBoolean = () =>
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * page / per_page / sort, with `sort` restricted to the fields a resource allows; `cursor` beside
 * `page` for deep pages (keyset: the page starts after the last record of the previous one).
 */
export function listQuery<const F extends readonly [string, ...string[]]>(sortFields: F, perPageDefault = 20) {
  // A pattern rather than a check in code, so that the OpenAPI document states the keys a client may send.
  const key = `-?(?:${sortFields.join('|')})`; // the fields are snake_case names
  return z.object({
    page: queryInt(1, 1_000_000)
      .default(1)
      .describe('page number, from 1 (offset pagination); ignored when cursor is given'),
    cursor: z
      .string()
      .max(2000)
      .regex(/^[A-Za-z0-9_-]+$/, 'not a cursor given by this service')
      .optional()
      .describe(
        'keyset pagination: the meta.next_cursor of the previous page (with the same sort and per_page); ' +
          'reaches deep pages without the cost of an offset, which grows with the page number',
      ),
    per_page: queryInt(1, 100).default(perPageDefault),
    sort: z
      .string()
      .max(200)
      .regex(
        new RegExp(`^${key}(?:,${key})*$`),
        `sort must be one of ${sortFields.join(', ')}, optionally prefixed with - for descending`,
      )
      .optional()
      .describe(`field or -field, comma separated for several keys; one of ${sortFields.join(', ')}`),
  });
}

export const paginationMetaSchema = z.object({
  pagination: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int().describe('exact up to 1,000 records, else possibly an estimate (see total_is_estimate)'),
    total_pages: z.number().int(),
    has_next: z.boolean().describe('exact, whatever the total'),
    has_prev: z.boolean(),
  }),
  next_cursor: z
    .string()
    .nullable()
    .describe('pass as cursor to read the next page by keyset (same sort and per_page); null on the last page'),
  total_is_estimate: z
    .boolean()
    .describe(
      "true when total (and total_pages) is PostgreSQL's planner estimate rather than a count: past 1,000 " +
        'matching records, or when counting would read the whole list (a text search over a large one); ' +
        'has_next stays exact, and the last page gives the exact total',
    ),
});

export function paginated<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';

/** Bounded free text: trims nothing, refuses control characters other than tab and newlines. */
export const text = (max = 255) =>
  z
    .string()
    .max(max)
    .regex(new RegExp(`^[^${CONTROL}]*$`), 'control characters are not allowed');

/**
 * Text with at least one character that is not a space (what `trim()` leaves), said as a pattern so
 * that the OpenAPI document says it too (the last pattern is the one documented; docs/decisions.md 162).
 */
export const nonEmptyText = (max = 255) =>
  text(max).regex(new RegExp(`^[^${CONTROL}]*[^\\s\\uFEFF${CONTROL}][^${CONTROL}]*$`), 'must not be blank');

export const email = z.string().max(255).email();

type Keywords = {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  multipleOf?: number;
  pattern?: string;
  enum?: readonly string[];
};

/**
 * OpenAPI keywords for what the document generator cannot read from a schema: a refine, or bounds a
 * business rule checks (a 422, where the spec wants one) while the schema checks the type alone.
 * Set as `metaOpenApi`, which the generator reads, on the schema given: give a schema of its own,
 * never a shared one (`uuid`). zod's own methods (`describe`) return a copy without it; a wrapper
 * (`nullable`, `refine`) keeps it on the schema it wraps.
 */
export function documented<T extends z.ZodTypeAny>(schema: T, keywords: Keywords): T {
  const withKeywords = schema as T & { metaOpenApi?: Keywords };
  withKeywords.metaOpenApi = { ...withKeywords.metaOpenApi, ...keywords };
  return schema;
}

export const noBody = z.undefined().or(z.object({}).strict()).optional();

export const deleted = { 204: z.undefined() } as const;

/**
 * Route metadata `bodyCases`, by field of an enum: what the body must give and may not give for each
 * of its values (a Company contact is named by company_name and may give professional fields, an
 * Individual by last_name). `values` lists every spelling the field accepts for the case
 * (spellingsOf); a case without values is every other value, or the field left out. The service
 * checks the rule; the OpenAPI document says it.
 */
export type BodyCases = Record<
  string,
  { values?: readonly string[]; requires?: readonly string[]; forbids?: readonly string[] }[]
>;

/** Every spelling an aliasedEnum reads as one of these values. */
export function spellingsOf(
  schema: z.ZodEffects<z.ZodEnum<[string, ...string[]]>, string, string>,
  ...values: string[]
): string[] {
  return schema.innerType().options.filter((spelling) => values.includes(schema.parse(spelling)));
}

/** The same fields, each optional: create bodies take every optional field this way. */
export function optionalFields<T extends z.ZodRawShape>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

/**
 * Other spellings of enum values, for aliasedEnum: `Property Manager` is also accepted as
 * PROPERTY_MANAGER, property_manager, property-manager and property manager; `NEEDS_REPAIR` as
 * needs_repair, Needs Repair, needs-repair.
 */
export function spellingAliases<const R extends readonly string[]>(reference: R): Record<string, R[number]> {
  const aliases: Record<string, R[number]> = {};
  for (const value of reference) {
    const words = value.split(/[\s_-]+/).filter(Boolean);
    const title = words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
    for (const spelling of [
      words.join('_').toUpperCase(),
      words.join('_').toLowerCase(),
      words.join('-').toLowerCase(),
      words.join(' ').toLowerCase(),
      title.join(' '),
      title.join(''),
      words.join(' ').toUpperCase(),
    ]) {
      if (!(reference as readonly string[]).includes(spelling)) aliases[spelling] = value;
    }
  }
  return aliases;
}

/**
 * Multipart text fields arrive as strings; the typed client JSON-encodes them ("\"LeaseAgreement\""),
 * so a value that is a JSON string literal is unwrapped.
 */
export const formText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value === 'string' && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }
    return value;
  }, schema);

/**
 * A number with at most two decimals, exactly: zod's multipleOf(0.01) alone lets a value under 1e-6
 * through (5e-324, -1.2e-70), which a numeric(12,2) column rounds to 0.00. The keyword stays for the
 * OpenAPI document; the refinement is exact, n/100 being the double nearest to n/100.
 */
export const hundredths = (schema: z.ZodNumber) =>
  schema.multipleOf(0.01).refine((value) => Math.round(value * 100) / 100 === value, 'expected at most two decimals');

/** An amount in euros with cents, stored as numeric(12,2): from 0, or `money(max, 0.01)` for a positive one. */
export const money = (max = 10_000_000, min = 0) => hundredths(z.number().min(min).max(max));

/** A French postal code: five digits. */
export const postalCode = z.string().regex(/^\d{5}$/, 'expected a 5-digit French postal code');

/** What a public tool answers besides its own statuses: no key, so neither 401 nor 403 (docs/decisions.md 125). */
export const publicToolResponses = {
  400: problemSchema,
  404: problemSchema,
  429: problemSchema,
  500: problemSchema,
  503: problemSchema,
} as const;

/** A stored file as answered (a lease or amendment document, a media): what it is, its checks, its download, its dates. */
export const storedFileFields = {
  description: z.string().nullable(),
  file_name: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES).describe('told from the content, not the name'),
  file_size: z.number().int().describe('bytes'),
  sha256: z.string().describe('hex SHA-256 of the file'),
  download_url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
};

/** The file part of a multipart upload (read by the upload middleware, not by the schema). */
export const uploadedFile = z
  .custom<Blob>()
  .optional()
  .describe('the file (binary, required): PDF, JPEG, PNG or WebP, at most 20 MB');

/** The list query of a record's documents: sorted by date, type, name or size, filtered by type. */
export const documentListQuery = listQuery([
  'created_at',
  'updated_at',
  'document_type',
  'file_name',
  'file_size',
]).extend({
  document_type: text(100).optional(),
});

/** The 200 answer of a file download: the bytes, under their sniffed Content-Type. */
export const fileBody = initContract().otherResponse({ contentType: 'application/octet-stream', body: z.any() });

/** A stored file's download route, but for its path, path parameters and permission. */
export const storedFileDownloadRoute = {
  method: 'GET',
  responses: { 200: fileBody },
  summary: 'The file itself, with its sniffed Content-Type',
} as const;
