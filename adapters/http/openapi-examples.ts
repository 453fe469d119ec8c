// An example for every JSON request body and every path or required query parameter of the OpenAPI
// document, built from its own schema (docs/decisions.md 161, 165): a new route gets one without
// editing anything. The values a schema cannot say (a valid SIRET, a phone number, dates in order,
// a body's consistent pair) come from the hints below, by property or parameter name or by
// operation; test/unit/http/openapi-fuzzing.test.ts holds every example to its contract's zod
// schema, so a hint that is missing shows there.

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  multipleOf?: number;
  pattern?: string;
  example?: unknown;
  default?: unknown;
};

/** The id of every example: a fuzzer puts a record of its own in its place (scripts/fuzz_hooks.py). */
const SAMPLE_UUID = '3f2b8e1c-5d4a-4c6b-9e7f-1a2b3c4d5e6f';

/** Property values the schema alone cannot produce (checksums, formats refined beyond a pattern). */
const BY_PROPERTY: Record<string, unknown> = {
  email: 'jeanne.martin@example.fr',
  // A contact is an Individual unless its type says otherwise, and an Individual has a last name.
  first_name: 'Jeanne',
  last_name: 'Martin',
  phone: '0612345678',
  mobile_phone: '0612345678',
  postal_code: '69003',
  registration_number: '73282932000074',
  siret: '73282932000074',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  country_code: 'FR',
  code: 'EXEMPLE-1',
  otp: '123456',
  currency: 'EUR',
  quarter: '2025-Q3',
  series: 'IRL',
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  // A year after the end of a lease of 2025-01-01 under the longest legal term (6 years).
  new_end_date: '2031-12-31',
  // After the keys handed back in the handover example.
  returned_on: '2025-07-15',
  period_start: '2025-01-01',
  period_end: '2025-12-31',
  effective_from: '2025-01-01',
  effective_to: '2025-12-31',
  valid_from: '2025-01-01',
  valid_until: '2034-03-15',
  diagnosis_date: '2024-03-15',
  construction_year: 1975,
  event_types: ['signature.finalized'],
};

/** Path and query parameters whose values a pattern or a checksum decides. */
const BY_PARAMETER: Record<string, unknown> = {
  code: 'FR',
  token: 'Exemple_de_jeton_de_signature_0123456789abc',
};

const PARIS_FLAT = {
  postal_code: '75011',
  quarter: '41',
  territory: 'FR-PARIS',
  room_count: 1,
  surface_area: 30,
  construction_period: 'before_1946',
  is_furnished: false,
};

/** A company, which alone gives professional fields: a card issued before it expires. */
const COMPANY_CONTACT = {
  type_contact: 'Company',
  category: 'Property Manager',
  company_name: 'Gestion Martin SARL',
  mobile_phone: '0612345678',
  address: '12 rue des Lilas, 69003 Lyon',
  email: 'contact@gestion-martin.example.fr',
  professional_activity: 'Gestion immobilière',
  professional_card_number: 'CPI 6901 2020 000 045 123',
  professional_card_issuing_location: 'CCI Lyon Métropole',
  professional_card_issuing_date: '2020-01-15',
  professional_card_expiry_date: '2029-01-14',
  professional_status: 'Active',
};

/** Whole bodies where one property depends on another, keyed by operationId. */
const BY_OPERATION: Record<string, unknown> = {
  // Six years: the longest legal term of an unfurnished lease (a legal-person lessor; 3 years
  // otherwise), which the one-year end_date of the generic hints breaks. A home's rent is revised
  // on the IRL (art. 17-1), where the first index type of the schema is the ICC.
  'leases.create': {
    estate_id: SAMPLE_UUID,
    lease_type_id: SAMPLE_UUID,
    start_date: '2025-01-01',
    end_date: '2030-12-31',
    revision_index_type: 'IRL',
  },
  // A lot is an estate or a whole place, never both; a mandate of a year, 7.5 % of the sums collected.
  'mandates.create': {
    owner_id: SAMPLE_UUID,
    starts_on: '2025-01-01',
    duration_months: 12,
    tacit_renewal: true,
    notice_months: 3,
    fee_rate: 7.5,
    lots: [{ estate_id: SAMPLE_UUID }],
  },
  'mandates.update': { fee_rate: 6.5, lots: [{ place_id: SAMPLE_UUID }] },
  // A freeze of the past: an example sent as is freezes no current charge.
  'chargeFreezePeriods.create': { start_date: '2019-01-01', end_date: '2019-12-31', reason: 'Gel des charges 2019' },
  'contacts.create': COMPANY_CONTACT,
  'contacts.bulkCreate': [COMPANY_CONTACT],
  // A city in its country's zone: a zone sits under a broader one.
  'legislativeZones.create': {
    zone_type: 'CITY',
    country_code: 'FR',
    code: 'FR-69123',
    name: 'Lyon',
    parent_zone_id: SAMPLE_UUID,
  },
  // A flat in the Paris quarter of the fuzzing run's reference rents (Folie-Méricourt, 11th).
  'legislativeZones.rentControlCheck': { ...PARIS_FLAT, proposed_rent: 900 },
  'publicRentControl.compute': PARIS_FLAT,
  // TANTIEMES, the first key, needs the lots and their shares.
  'chargeConfigurations.create': { category: 'ELEVATOR_ELECTRICITY', distribution_key: 'SURFACE' },
  // Without a signed exit report, the handover says when the keys came back and how the flat was left.
  'leaseDeposit.handover': { keys_returned_on: '2025-06-30', exit_matches_entry: true },
  // A slip hands over at least one key or one document.
  'publicHandoverSlip.generate': {
    occasion: 'ENTRY',
    handed_over_on: '2025-01-01',
    handed_over_by: { name: 'Jeanne Martin' },
    received_by: { name: 'Camille Durand' },
    property: { address: '12 rue des Lilas, 69003 Lyon' },
    keys: [{ label: 'Clé porte palière', count: 2 }],
  },
  // A month, YYYY-MM: the notices of rent due of the account's periods that start in it.
  'runs.start': { kind: 'RENT_NOTICES', period: '2025-01' },
  // A key's scopes are permission names; a coupon is checked against a plan or a package, not both.
  'apiKeys.create': { name: 'Export comptable', permissions: ['properties:read'], role: 'member' },
  'coupons.check': { code: 'BIENVENUE', package_id: SAMPLE_UUID },
};

function clamp(value: number, schema: Schema): number {
  let result = value;
  if (typeof schema.minimum === 'number' && result < schema.minimum) result = schema.minimum;
  if (typeof schema.maximum === 'number' && result > schema.maximum) result = schema.maximum;
  return result;
}

function stringExample(schema: Schema, name: string | undefined): string {
  if (schema.format === 'date') return '2025-01-01';
  if (schema.format === 'date-time') return '2025-01-01T09:00:00Z';
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'email') return 'jeanne.martin@example.fr';
  if (schema.format === 'uri') return 'https://example.fr/';
  const words = `Exemple ${name ?? ''}`.trim();
  const value = words.length >= (schema.minLength ?? 1) ? words : words.padEnd(schema.minLength ?? 1, 'x');
  return value.slice(0, schema.maxLength ?? value.length);
}

/** A value of the schema: its own example or default, a hint, the first choice, a bounded number. */
export function exampleOf(schema: Schema, name?: string): unknown {
  if (schema.example !== undefined) return schema.example;
  if (name && name in BY_PROPERTY) return BY_PROPERTY[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const member = (schema.anyOf ?? schema.allOf)?.find((s) => !(s.enum?.length === 1 && s.enum[0] === null));
  // An object's anyOf adds rules to its properties (a body naming one of two records): the first holds.
  if (member && !schema.properties) return exampleOf(member, name);
  switch (schema.type) {
    case 'object': {
      // Required properties, those of the first alternative of each rule (allOf, openapi-body-rules.ts),
      // and the optional ones with a hint (a postal code...).
      const alternatives = (schema.allOf ?? []).flatMap((rule) => rule.anyOf?.[0]?.required ?? []);
      const required = new Set([...(schema.required ?? []), ...alternatives]);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key) || key in BY_PROPERTY)
          .map(([key, property]) => [key, exampleOf(property, key)]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, name));
    case 'integer':
      return clamp(1, schema);
    case 'number':
      return clamp(100, schema);
    case 'boolean':
      return false;
    case 'string':
      return stringExample(schema, name);
    default:
      return {};
  }
}

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
};

/**
 * Sets `example` on every JSON request body of the document that has none, and on every path and
 * required query parameter: an operation without a body then has an example request too.
 */
export function addExamples(paths: Record<string, Record<string, Operation>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const named = parameter.in === 'path' || (parameter.in === 'query' && parameter.required);
        if (named && parameter.schema && parameter.example === undefined)
          parameter.example = BY_PARAMETER[parameter.name] ?? exampleOf(parameter.schema, parameter.name);
      }
      const media = operation.requestBody?.content?.['application/json'];
      if (!media?.schema || media.example !== undefined) continue;
      const id = operation.operationId ?? '';
      media.example = id in BY_OPERATION ? BY_OPERATION[id] : exampleOf(media.schema);
    }
  }
}
