// What schemathesis found (scripts/fuzz.sh), kept as regressions: each answer the
// service gives must be the one /api/openapi.json documents (status, media type, body shape), and
// the document itself must be valid OpenAPI 3.0 so that tools can read it.
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { runImport } from '../../adapters/import/reference-rents-csv.js';
import { openDatabase } from '../../adapters/main/database.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { eventually } from '../support/eventually.js';
import { samples } from '../support/files.js';
import { activeLease } from '../support/billing.js';
import {
  draftAmendment,
  leaseTypes,
  leaseWithTenant,
  newEstate,
  newLease,
  newLessee,
  ok,
  problem,
} from '../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;

type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  requestBody?: unknown;
  parameters?: { name: string; schema: Schema }[];
  responses: Record<string, Response>;
};
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Fuzz regressions');
  document = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as typeof document;
});
afterAll(() => app.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/** Every schema object in the document, with where it is. */
function schemas(node: unknown, at = '#', out: { at: string; schema: Schema }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => schemas(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    out.push({ at, schema: node as Schema });
    for (const [key, value] of Object.entries(node)) schemas(value, `${at}/${key}`, out);
  }
  return out;
}

const documented = (name: string) => operations().find((o) => o.name === name)!.op;

/**
 * Whether the JSON body schema of an operation takes a body, read as schemathesis reads OpenAPI 3.0:
 * `nullable` adds null to the type, a boolean `exclusiveMinimum` makes its `minimum` exclusive.
 * Formats are left unchecked: the bodies given are well formed.
 */
function bodyValidator() {
  const ajv = new Ajv({ strict: false, validateFormats: false });
  const toJsonSchema = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(toJsonSchema);
    if (!node || typeof node !== 'object') return node;
    const { nullable, ...schema } = node as Schema;
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (schema[exclusive] !== true) continue;
      schema[exclusive] = schema[bound];
      delete schema[bound];
    }
    const converted = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toJsonSchema(value)]));
    return nullable === true && typeof schema.type === 'string'
      ? { ...converted, type: [schema.type, 'null'] }
      : converted;
  };
  return (name: string, body: unknown) => {
    const content = (documented(name).requestBody as { content: Record<string, { schema: Schema }> }).content;
    const { example: _, ...schema } = toJsonSchema(content['application/json'].schema) as Schema;
    return ajv.validate(schema, body);
  };
}

describe('the OpenAPI document is valid 3.0', () => {
  it('writes exclusive bounds as 3.0 booleans (schemathesis refused 8 operations on `exclusiveMinimum: 0`)', () => {
    expect(document.openapi).toBe('3.0.3');
    const numeric = schemas(document.paths).filter(({ schema }) =>
      ['exclusiveMinimum', 'exclusiveMaximum'].some((k) => k in schema && typeof schema[k] !== 'boolean'),
    );
    expect(numeric.map((s) => s.at)).toEqual([]);
    // An estate's area is `positive()`: more than 0, said as minimum 0 exclusive.
    const area = schemas(documented('POST /api/places/{id}/estates').requestBody).filter(({ at }) =>
      at.includes('/properties/area'),
    );
    expect(area.map((s) => s.schema)).toContainEqual(
      expect.objectContaining({ type: 'number', minimum: 0, exclusiveMinimum: true }),
    );
  });

  it('documents isoDate as format date, so that generated dates exist (positive cases were 400 "not a calendar date")', async () => {
    const body = (
      documented('POST /api/leases').requestBody as {
        content: Record<string, { schema: { properties: Record<string, Schema> } }>;
      }
    ).content['application/json'].schema.properties;
    expect(body.start_date).toMatchObject({ type: 'string', format: 'date' });
    const refused = await tenant.client.leases.create({
      body: {
        estate_id: '00000000-0000-4000-8000-000000000000',
        lease_type_id: '00000000-0000-4000-8000-000000000000',
        start_date: '2025-02-30',
      } as never,
    });
    expect(problem(refused, 400).errors).toContainEqual(
      expect.objectContaining({ path: 'body.start_date', message: 'not a calendar date' }),
    );
  });

  it('documents zod unions as anyOf and z.null() as null only, so a string figure matches its union once', () => {
    const all = schemas(document.paths);
    expect(all.filter(({ schema }) => 'oneOf' in schema).map((s) => s.at)).toEqual([]);
    expect(all.filter(({ schema }) => schema.format === 'null').map((s) => s.at)).toEqual([]);
    const figures = schemas(documented('GET /api/leases/{id}/compliance').responses['200']).find(({ at }) =>
      at.endsWith('/figures'),
    )!.schema;
    expect(figures.additionalProperties).toMatchObject({
      anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }, { enum: [null], nullable: true }],
    });
  });
});

describe('errors are documented as they are sent', () => {
  it('documents every error response as application/problem+json, the media type the service sends (ST105 on 101 operations)', async () => {
    const wrong = operations().flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(
          ([status, response]) =>
            Number(status) >= 400 && response.content && !response.content['application/problem+json'],
        )
        .map(([status]) => `${name} ${status}`),
    );
    expect(wrong).toEqual([]);
    const missing = await tenant.client.owners.get({ params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Object.keys(documented('GET /api/owners/{id}').responses['404'].content!)).toEqual([
      'application/problem+json',
    ]);
  });

  it('documents a 204 without a body', async () => {
    const with204 = operations().filter(({ op }) => op.responses['204']);
    expect(with204.length).toBeGreaterThan(0);
    expect(with204.filter(({ op }) => op.responses['204'].content).map((o) => o.name)).toEqual([]);
    const place = ok(await tenant.client.places.create({ body: { name: 'Vide' } }), 201);
    const removed = await fetch(`${app.baseUrl}/api/places/${place.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tenant.apiKey}` },
    });
    expect([removed.status, removed.headers.get('content-type'), await removed.text()]).toEqual([204, null, '']);
  });

  it('documents 413 and 415 on every route that takes a body, as the body parser in front of them answers', async () => {
    const withBody = operations().filter(({ op }) => op.requestBody);
    expect(withBody.filter(({ op }) => !op.responses['413'] || !op.responses['415']).map((o) => o.name)).toEqual([]);
    const plain = await fetch(`${app.baseUrl}/api/owners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'text/plain' },
      body: 'last_name=X',
    });
    expect([plain.status, plain.headers.get('content-type')]).toEqual([
      415,
      expect.stringMatching(/^application\/problem\+json/),
    ]);
  });
});

describe('status codes the routes answer are documented', () => {
  it('DELETE /estates/{id} of an estate a lease refers to: a documented 409 problem (was an undocumented 409)', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const refused = problem(await tenant.client.estates.remove({ params: { id: lease.estate_id } }), 409);
    expect(refused.status).toBe(409);
    expect(Object.keys(documented('DELETE /api/estates/{id}').responses)).toContain('409');
    expect((await tenant.client.estates.get({ params: { id: lease.estate_id } })).status).toBe(200);
  });

  it('DELETE /places/{id} documents its 409 as a problem, not as any value', () => {
    expect(
      documented('DELETE /api/places/{id}').responses['409'].content!['application/problem+json'].schema,
    ).toMatchObject({ required: ['type', 'title', 'status'] });
  });
});

describe('amounts stored to the cent are validated to the cent', () => {
  // zod's multipleOf(0.01) lets 5e-324 through (it rounds to 0.00 before comparing), positive() too;
  // numeric(12,2) stores 0.00, and a `> 0` check constraint answered a 500.
  const tiny = 5e-324;

  it('POST /leases/{id}/compliance/update with irl_latest_index 5e-324: 400 naming the field (was a 500 on lease_compliance_inputs_amounts_check)', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const refused = problem(
      await tenant.client.leaseCompliance.update({
        params: { id: lease.id },
        body: { irl_base_index: 0.01, irl_latest_index: tiny },
      }),
      400,
    );
    expect(refused.errors).toContainEqual(expect.objectContaining({ path: 'body.irl_latest_index' }));
    expect(
      (
        await tenant.client.leaseCompliance.update({
          params: { id: lease.id },
          body: { irl_base_index: 0.01, irl_latest_index: 0.01 },
        })
      ).status,
    ).not.toBeGreaterThanOrEqual(500);
  });

  it('a lease rent of 5e-324, on create and on change: 400 naming the field, not a 500 on leases_rent_check', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const created = await tenant.client.leases.create({
      body: {
        estate_id: lease.estate_id,
        lease_type_id: lease.lease_type_id,
        start_date: '2026-01-01',
        rent_amount: tiny,
      } as never,
    });
    expect(problem(created, 400).errors).toContainEqual(expect.objectContaining({ path: 'body.rent_amount' }));
    const changed = await tenant.client.leases.changeRent({ params: { id: lease.id }, body: { rent_amount: tiny } });
    expect(problem(changed, 400).errors).toContainEqual(expect.objectContaining({ path: 'body.rent_amount' }));
  });
});

describe('a request the document calls invalid is never a 2xx (negative_data_rejection)', () => {
  it('the public calculators refuse a positive amount of 5e-324, a non-multiple of 0.01 (deposit-cap answered 200)', async () => {
    const post = (tool: string, body: unknown) =>
      fetch(`${app.baseUrl}/api/public/tools/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await post('deposit-cap', { lease_type: 'HabitationVide', monthly_rent: 5e-324 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('monthly_rent');
    expect((await post('deposit-cap', { lease_type: 'HabitationVide', monthly_rent: 0.01 })).status).toBe(200);
    // Each calculator's documented example is taken (rent-control's names a flat of the Paris quarter
    // of the fixture's reference rents); the same with the amount at 5e-324 is a 400.
    await runImport(new MikroStore(app.orm.em.fork(), null), {
      file: path.resolve('test/fixtures/paris-reference-rents.csv'),
      territory: 'paris',
    });
    for (const [tool, field] of [
      ['deposit-penalty', 'monthly_rent'],
      ['rent-revision', 'current_rent'],
      ['rent-control', 'surface_area'],
    ] as const) {
      const { requestBody } = documented(`POST /api/public/tools/${tool}`) as {
        requestBody: { content: { 'application/json': { example: Record<string, unknown> } } };
      };
      const example = requestBody.content['application/json'].example;
      expect([tool, (await post(tool, example)).status]).toEqual([tool, 200]);
      expect([tool, (await post(tool, { ...example, [field]: 5e-324 })).status]).toEqual([tool, 400]);
    }
    // The document says it: at least 0.01, where `positive()` said more than 0.
    const monthlyRent = schemas(documented('POST /api/public/tools/deposit-cap').requestBody).find(({ at }) =>
      at.endsWith('/properties/monthly_rent'),
    );
    expect(monthlyRent?.schema).toEqual(expect.objectContaining({ minimum: 0.01, multipleOf: 0.01 }));
  });

  it('lists null among the values of a nullable enum (PUT /equipment/{id} with condition null was "invalid" yet answered 200)', async () => {
    const nullableEnums = schemas(document.paths).filter(
      ({ schema }) => schema.nullable === true && Array.isArray(schema.enum),
    );
    expect(nullableEnums.length).toBeGreaterThan(0);
    expect(nullableEnums.filter(({ schema }) => !(schema.enum as unknown[]).includes(null)).map((s) => s.at)).toEqual(
      [],
    );
    const created = ok(
      await tenant.client.equipment.create({ body: { name: 'Chaudière', condition: 'GOOD' } as never }),
      201,
    );
    const cleared = ok(
      await tenant.client.equipment.update({
        params: { id: created.id },
        body: { name: 'Chaudière', condition: null } as never,
      }),
      200,
    );
    expect(cleared.condition).toBeNull();
  });

  it('documents non-blank text as a pattern, so that generated names are not mostly blank 400s', async () => {
    const name = schemas(documented('POST /api/places').requestBody).find(({ at }) => at.endsWith('/properties/name'));
    const pattern = new RegExp(String(name?.schema.pattern));
    expect(pattern.test('Résidence')).toBe(true);
    expect(pattern.test(' \t\n ')).toBe(false);
    expect(pattern.test('a\u0000')).toBe(false);
    const blank = problem(await tenant.client.places.create({ body: { name: '   ' } }), 400);
    expect(JSON.stringify(blank)).toContain('must not be blank');
  });
});

describe('problem members keep their RFC 9457 meaning', () => {
  it('POST /leases/{id}/compliance/update on a TERMINATED lease: status is 409, the lease status is lease_status (status was "TERMINATED")', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    const refused = problem(await tenant.client.leaseCompliance.update({ params: { id: lease.id }, body: {} }), 409);
    expect(refused).toMatchObject({ status: 409, title: 'Conflict', lease_status: 'TERMINATED' });
  });
});

describe('documented values are the accepted ones', () => {
  const property = (name: string, field: string) =>
    schemas(documented(name).requestBody).find(({ at }) => at.endsWith(`/properties/${field}`))!.schema;

  it("POST /places: construction_date's pattern has calendar months and hours (generated 2000-13-45 passed it, then was a 400)", async () => {
    const pattern = new RegExp(property('POST /api/places', 'construction_date').pattern as string);
    expect(['2000-13-01', '2000-01-32', '2000-01-01T24:00:00'].filter((v) => pattern.test(v))).toEqual([]);
    expect(['2000-12-31', '2000-01-01T23:59:59'].every((v) => pattern.test(v))).toBe(true);
    ok(
      await tenant.client.places.create({ body: { name: 'Daté', construction_date: '1975-06-30T00:00:00' } as never }),
      201,
    );
  });

  it('POST /leases: status lists the spellings of DRAFT only (the other statuses were documented, then refused)', () => {
    expect(property('POST /api/leases', 'status').enum).toEqual(expect.arrayContaining(['DRAFT', 'Draft']));
    expect(property('POST /api/leases', 'status').enum).not.toContain('ACTIVE');
  });

  it('GET /owners: sort is documented by the pattern of its keys (any string of 200 was documented: most generated sorts were 400s)', async () => {
    const sort = documented('GET /api/owners').parameters!.find((p) => p.name === 'sort')!;
    const pattern = new RegExp(sort.schema.pattern as string);
    expect(pattern.test('-city,last_name')).toBe(true);
    ok(await tenant.client.owners.list({ query: { sort: '-city,last_name' } }), 200);
    expect(pattern.test('-town')).toBe(false);
    problem(await tenant.client.owners.list({ query: { sort: '-town' } }), 400);
  });

  it('POST .../notices/{notice_id}/withdraw: a body that may be absent is documented as the empty object (any JSON value was, and a string was a 400)', () => {
    const body = documented('POST /api/leases/{lease_id}/notices/{notice_id}/withdraw').requestBody as {
      required?: boolean;
      content: Record<string, { schema: Schema }>;
    };
    expect(body.required).not.toBe(true);
    expect(body.content['application/json'].schema).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('POST /meters/{meter_id}/readings/photo: value is documented as a number (it was binary, so generated requests sent it as a file part: 400 "Unexpected file field"); every upload documents its file as required', async () => {
    const multipart = (name: string) =>
      (documented(name).requestBody as { content: Record<string, { schema: { properties: Record<string, Schema> } }> })
        .content['multipart/form-data'].schema.properties;
    expect(multipart('POST /api/meters/{meter_id}/readings/photo').value).toMatchObject({ type: 'number', minimum: 0 });
    const binary = operations().flatMap(({ name, op }) =>
      Object.entries(
        (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, Schema> } }> })
          ?.content?.['multipart/form-data']?.schema?.properties ?? {},
      )
        .filter(([, schema]) => schema.format === 'binary')
        .map(([field]) => `${name} ${field}`),
    );
    expect(binary.length).toBeGreaterThan(4);
    expect(binary.filter((field) => !field.endsWith(' file'))).toEqual([]);
    // Every upload refuses a request without its file (400): the document says so (most generated uploads had none).
    const required = (name: string) =>
      (documented(name).requestBody as { content: Record<string, { schema: { required: string[] } }> }).content[
        'multipart/form-data'
      ].schema.required;
    for (const name of new Set(binary.map((field) => field.replace(/ file$/, ''))))
      expect(required(name)).toContain('file');
    const lease = await newLease(tenant.client);
    const missing = await tenant.client.leaseDocuments.upload({
      params: { lease_id: lease.id },
      body: { document_type: 'Other' } as never,
    });
    expect(problem(missing, 400).detail).toBe('A file is required (multipart field "file")');
  });

  it('POST /meters, POST /energy-diagnoses: exactly one of place_id and estate_id is documented (most generated bodies named both or neither: 422s)', async () => {
    for (const name of ['POST /api/meters', 'POST /api/energy-diagnoses']) {
      const body = documented(name).requestBody as { content: Record<string, { schema: Schema; example: Schema }> };
      const { schema, example } = body.content['application/json'];
      // Under allOf, beside the properties (openapi-body-rules.ts).
      const [rule] = schema.allOf as Schema[];
      expect(rule.anyOf).toEqual([
        { required: ['place_id'], properties: { place_id: { type: 'string', minLength: 1 } } },
        { required: ['estate_id'], properties: { estate_id: { type: 'string', minLength: 1 } } },
      ]);
      expect(rule.not).toEqual({
        required: ['place_id', 'estate_id'],
        properties: { place_id: { type: 'string', minLength: 1 }, estate_id: { type: 'string', minLength: 1 } },
      });
      expect(Object.keys(example).filter((key) => key === 'place_id' || key === 'estate_id')).toEqual(['place_id']);
    }
    const place = ok(await tenant.client.places.create({ body: { name: 'Compteurs' } }), 201);
    const meter = { type: 'ELECTRICITY', serial_number: 'FR-REG-1' } as const;
    problem(await tenant.client.meters.create({ body: meter }), 422);
    problem(await tenant.client.meters.create({ body: { ...meter, place_id: place.id, estate_id: place.id } }), 422);
    ok(await tenant.client.meters.create({ body: { ...meter, place_id: place.id } }), 201);
  });

  it('the examples of the document are taken (a contact without a last name, TANTIEMES without lots, a duration change giving neither field were refused)', async () => {
    const example = (name: string) =>
      (documented(name).requestBody as { content: Record<string, { example: Record<string, unknown> }> }).content[
        'application/json'
      ].example;
    ok(await tenant.client.contacts.create({ body: example('POST /api/contacts') as never }), 201);
    // A lease of six years, the longest legal term, whoever the lessor.
    const records = {
      estate_id: (await newEstate(tenant.client)).id,
      lease_type_id: (await leaseTypes(tenant.client)).HabitationVide.id,
    };
    ok(await tenant.client.leases.create({ body: { ...example('POST /api/leases'), ...records } as never }), 201);
    const place = ok(await tenant.client.places.create({ body: { name: 'Charges' } }), 201);
    ok(
      await tenant.client.chargeConfigurations.create({
        params: { place_id: place.id },
        body: example('POST /api/places/{place_id}/charge-configurations') as never,
      }),
      201,
    );
    // A duration change gives exactly one of its two fields, each of its own type.
    const durations = '/api/leases/{lease_id}/amendments/{amendment_id}/duration-details';
    for (const name of [`POST ${durations}`, `PUT ${durations}/{duration_detail_id}`]) {
      const body = documented(name).requestBody as { content: Record<string, { schema: Schema }> };
      expect((body.content['application/json'].schema.allOf as Schema[])[0].anyOf).toEqual([
        { required: ['new_end_date'], properties: { new_end_date: { type: 'string', minLength: 1 } } },
        { required: ['extension_months'], properties: { extension_months: { type: 'integer' } } },
      ]);
      expect(Object.keys(example(name))).toEqual(['new_end_date']);
    }
    const { lease } = await activeLease(tenant.client);
    const amendment = await draftAmendment(tenant.client, lease.id, 'DURATION_CHANGE', 'Prolongation');
    const params = { lease_id: lease.id, amendment_id: amendment.id };
    ok(
      await tenant.client.amendmentDurationDetails.create({ params, body: example(`POST ${durations}`) as never }),
      201,
    );
    // The public rent revision takes a quarter or a revision date, not both.
    const revision = documented('POST /api/public/tools/rent-revision').requestBody as {
      content: Record<string, { schema: Schema }>;
    };
    expect(revision.content['application/json'].schema.allOf).toContainEqual(
      expect.objectContaining({
        not: {
          required: ['quarter', 'revision_date'],
          properties: { quarter: { type: 'string', minLength: 1 }, revision_date: { type: 'string', minLength: 1 } },
        },
      }),
    );
  });

  it('rules between fields are documented as the service checks them (most generated contacts were Individuals with professional fields, configurations named a meter with another key, retentions settled what is not a provision, guarantors held rent shares: 400/422s)', async () => {
    const accepts = bodyValidator();
    type Body = Record<string, unknown>;
    const postPublic = (tool: string, body: Body) =>
      fetch(`${app.baseUrl}/api/public/tools/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    /** Sends each body: the document must take it exactly when the service does. */
    const agree = async (name: string, send: (body: never) => Promise<{ status: number }>, bodies: Body[]) => {
      for (const body of bodies) {
        const taken = (await send(body as never)).status < 300;
        expect({ name, body, documented: accepts(name, body) }).toEqual({ name, body, documented: taken });
      }
    };
    const phone = { mobile_phone: '+33612345678', address: '3 rue des Lilas, 75011 Paris' };
    await agree('POST /api/contacts', (body) => tenant.client.contacts.create({ body }), [
      { ...phone, last_name: 'Martin', professional_status: null },
      { ...phone },
      { ...phone, last_name: 'Martin', professional_activity: 'Plomberie' },
      { ...phone, type_contact: 'company', company_name: 'Plomberie Martin', professional_activity: 'Plomberie' },
      { ...phone, type_contact: 'Company', last_name: 'Martin' },
    ]);

    const place = ok(await tenant.client.places.create({ body: { name: 'Clés de répartition' } }), 201);
    const estate = ok(
      await tenant.client.estates.createInPlace({
        params: { id: place.id },
        body: { name: 'Lot 1', fiscal_identifier: 'FI-KEYS-1', rent_amount: 700 } as never,
      }),
      201,
    );
    const meter = { type: 'WATER_COLD', serial_number: 'FR-KEYS-1', estate_id: estate.id } as const;
    const meterId = ok(await tenant.client.meters.create({ body: meter }), 201).id;
    const configure = (body: never) =>
      tenant.client.chargeConfigurations.create({ params: { place_id: place.id }, body });
    await agree('POST /api/places/{place_id}/charge-configurations', configure, [
      { category: 'COLD_WATER', distribution_key: 'METER_CONSUMPTION', meter_id: meterId },
      { category: 'HOT_WATER', distribution_key: 'SURFACE', meter_id: meterId },
      { category: 'HOT_WATER', distribution_key: 'meter_consumption' },
      { category: 'HEATING_ENERGY', distribution_key: 'TANTIEMES', tantiemes: [{ estate_id: estate.id, shares: 1 }] },
      { category: 'WASTE_REMOVAL', distribution_key: 'SURFACE', tantiemes: [], meter_id: null },
      { category: 'CARETAKER', distribution_key: 'EQUAL_SHARES', caretaker_tasks: ['WASTE_REMOVAL'] },
      { category: 'ELEVATOR_ELECTRICITY', distribution_key: 'SURFACE', caretaker_tasks: ['WASTE_REMOVAL'] },
    ]);

    const { lease } = await activeLease(tenant.client);
    const params = { lease_id: lease.id };
    ok(await tenant.client.leaseDeposit.create({ params, body: { amount: 500, received_amount: 500 } }), 201);
    const repairs = { category: 'REPAIRS', amount: 20, justification: 'Facture peintre n° 2025-114' };
    await agree(
      'POST /api/leases/{lease_id}/deposit/retentions',
      (body) => tenant.client.depositRetentions.add({ params, body }),
      [
        { ...repairs, settled_on: '2025-09-01' },
        { ...repairs, accounts_approved_on: null },
      ],
    );

    const lessees = await Promise.all([1, 2, 3].map(async () => (await newLessee(tenant.client)).id));
    await agree('POST /api/leases/{lease_id}/lessees', (body) => tenant.client.leaseLessees.add({ params, body }), [
      { lessee_id: lessees[0], role: 'guarantor', rent_share: 10 },
      { lessee_id: lessees[1], role: 'Guarantor', rent_share: null },
      { lessee_id: lessees[2], role: 'CoTenant', rent_share: 10 },
    ]);

    // A postal code picks a series of the IRL only (the overseas and Corsica ones).
    const revision = { index_series: 'ILC', postal_code: '97400', current_rent: 1000, quarter: '2025-Q1' };
    expect(accepts('POST /api/public/tools/rent-revision', revision)).toBe(false);
    expect(accepts('POST /api/public/tools/rent-revision', { ...revision, index_series: 'IRL' })).toBe(true);
    expect((await postPublic('rent-revision', revision)).status).toBe(400);

    // The slip lists a key or a document (400 otherwise, before any PDF is drawn).
    const slip = {
      occasion: 'ENTRY',
      handed_over_by: { name: 'Jeanne Martin' },
      received_by: { name: 'Paul Durand' },
      handed_over_on: '2025-09-01',
      property: { address: '3 rue des Lilas, 75011 Paris' },
    };
    expect(accepts('POST /api/public/tools/bordereau', { ...slip, keys: [] })).toBe(false);
    expect((await postPublic('bordereau', { ...slip, keys: [] })).status).toBe(400);
    expect(accepts('POST /api/public/tools/bordereau', { ...slip, keys: [{ label: 'Porte', count: 2 }] })).toBe(true);
  });

  it('POST /energy-diagnoses: the ranges its rules check (422) are documented (generated years of -52861, empty reference numbers and areas of 0 were most bodies)', async () => {
    const accepts = bodyValidator();
    const place = ok(await tenant.client.places.create({ body: { name: 'Diagnostics bornés' } }), 201);
    const dpe = {
      place_id: place.id,
      reference_number: 'DPE-BOUNDS-1',
      diagnosis_date: '2024-03-15',
      valid_until: '2034-03-15',
      energy_label: 'C',
      ges_label: 'B',
      construction_year: 1800,
      heated_area: 65.5,
    };
    const refused = [
      { construction_year: 1799 },
      { construction_year: new Date().getFullYear() + 1 },
      { reference_number: '' },
      { reference_number: 'x'.repeat(101) },
      { heated_area: 0 },
      { reference_surface: 0 },
      { energy_consumption: -1 },
      { altitude: 4811 },
      { notes: 'x'.repeat(1001) },
    ];
    for (const fields of refused) {
      const body = { ...dpe, ...fields };
      expect({ body, documented: accepts('POST /api/energy-diagnoses', body) }).toEqual({ body, documented: false });
      problem(await tenant.client.energyDiagnoses.create({ body: body as never }), 422);
    }
    expect(accepts('POST /api/energy-diagnoses', dpe)).toBe(true);
    ok(await tenant.client.energyDiagnoses.create({ body: dpe as never }), 201);
  });

  it('POST /leases/{id}/pdf and the amendment one: template_id documents the one template each renders (examples sent the other one: 400 "renders Amendment, not LeaseContract")', async () => {
    const accepts = bodyValidator();
    const ids = { lease: '5f0c2d7e-3b1a-4c8e-9a6d-2e4f1b7c9d30', amendment: '9b3e6a41-7c2d-4f58-8e1a-5d0c3b7f2a64' };
    const lease = 'POST /api/leases/{lease_id}/pdf';
    const amendment = 'POST /api/leases/{lease_id}/amendments/{amendment_id}/pdf';
    expect(accepts(lease, { template_type: 'LeaseContract', template_id: ids.lease })).toBe(true);
    expect(accepts(lease, { template_type: 'LeaseContract', template_id: ids.amendment })).toBe(false);
    expect(accepts(amendment, { template_type: 'Amendment', template_id: ids.amendment })).toBe(true);
    expect(accepts(amendment, { template_type: 'Amendment', template_id: ids.lease })).toBe(false);
    const { lease: record } = await activeLease(tenant.client);
    const wrong = { template_type: 'LeaseContract', template_id: ids.amendment } as const;
    problem(await tenant.client.leasePdfs.generate({ params: { lease_id: record.id }, body: wrong }), 400);
  });

  it('a body the service needs is documented as required (generated cases on 65 operations sent none: 400 "Required"); one it reads as {} when absent is not', async () => {
    const body = (name: string) => documented(name).requestBody as { required?: boolean };
    expect(body('POST /api/meters').required).toBe(true);
    expect(body('POST /api/meters/{meter_id}/readings/photo').required).toBe(true);
    expect(body('PUT /api/meters/{id}').required).not.toBe(true);
    const place = ok(await tenant.client.places.create({ body: { name: 'Sans corps' } }), 201);
    const meter = ok(
      await tenant.client.meters.create({ body: { type: 'GAS', serial_number: 'FR-NOBODY-1', place_id: place.id } }),
      201,
    );
    const send = (method: string, url: string) =>
      fetch(`${app.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${tenant.apiKey}` } });
    expect((await send('POST', '/api/meters')).status).toBe(400);
    expect((await send('PUT', `/api/meters/${meter.id}`)).status).toBe(200);
  });

  it('GET .../signature/proof: the proof file is documented as its JSON object (it was documented as binary, and the proof served failed that schema)', () => {
    for (const name of [
      'GET /api/leases/{lease_id}/signature/proof',
      'GET /api/leases/{lease_id}/amendments/{amendment_id}/signature/proof',
    ]) {
      const schema = documented(name).responses['200'].content!['application/json'].schema!;
      expect(schema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['files', 'signers', 'events']),
      });
    }
  });
});

describe('rules hold for a tenant term that has ended', () => {
  it('PUT /leases/{id}/lessees/{lessee_id}: a guarantor ended in the past with a rent share is a 422 (was a 500 on the database check)', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const guarantor = ok(
      await tenant.client.lessees.create({ body: { first_name: 'Gabriel', last_name: 'Garant' } as never }),
      201,
    );
    const params = { lease_id: lease.id, lessee_id: guarantor.id };
    ok(
      await tenant.client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: guarantor.id, role: 'Guarantor' },
      }),
      201,
    );
    const body = { role: 'guarantor', start_date: '2025-01-01', end_date: '2025-12-31', rent_share: 0 };
    const refused = problem(await tenant.client.leaseLessees.update({ params, body: body as never }), 422);
    expect(refused.errors).toContainEqual(
      expect.objectContaining({ path: 'rent_share', code: 'rent_share_not_allowed' }),
    );
    const term = ok(await tenant.client.leaseLessees.get({ params }), 200);
    expect(term).toMatchObject({ role: 'Guarantor', end_date: null, rent_share: null });
  });
});

describe('a blank number in the query string', () => {
  it('is a 400, not a 0 (`area_min=` filtered on 0, `area_max=` on nothing)', async () => {
    const place = ok(await tenant.client.places.create({ body: { name: 'Filtres' } }), 201);
    const list = (query: string) =>
      fetch(`${app.baseUrl}/api/places/${place.id}/estates?${query}`, {
        headers: { authorization: `Bearer ${tenant.apiKey}` },
      });
    for (const query of ['area_min=', 'area_max=%20', 'floor=', 'number_of_room=', 'page=', 'per_page=']) {
      const answer = await list(query);
      expect([query, answer.status, answer.headers.get('content-type')]).toEqual([
        query,
        400,
        expect.stringMatching(/^application\/problem\+json/),
      ]);
    }
    expect((await list('area_min=0&floor=0&number_of_room=0')).status).toBe(200);
  });
});

describe('a NUL character in a text parameter of the query string', () => {
  it('is a 400 on every GET that takes one (an event_type of webhook deliveries reached PostgreSQL: 500)', async () => {
    const sample = '3f2b8e1c-5d4a-4c6b-9e7f-1a2b3c4d5e6f';
    const answers: { operation: string; parameter: string; status: number }[] = [];
    for (const { name, op } of operations()) {
      if (!name.startsWith('GET ')) continue;
      const path = name.slice('GET '.length).replace(/\{[^}]+\}/g, sample);
      for (const parameter of (op.parameters ?? []) as { name: string; in?: string; schema: Schema }[]) {
        if (parameter.in !== 'query' || parameter.schema.type !== 'string') continue;
        const answer = await fetch(`${app.baseUrl}${path}?${parameter.name}=%00x`, {
          headers: { authorization: `Bearer ${tenant.apiKey}` },
        });
        answers.push({ operation: name, parameter: parameter.name, status: answer.status });
      }
    }
    // Routes for another kind of key (a worker's, a lessee's) refuse the tenant's key first.
    const reached = answers.filter((a) => a.status !== 401 && a.status !== 403);
    expect(reached.length).toBeGreaterThan(100);
    expect(reached.filter((a) => a.status !== 400)).toEqual([]);
  });
});

describe('an Idempotency-Key on a multipart upload', () => {
  const png = { name: 'photo.png', type: 'image/png', bytes: samples.png };
  const pdf = { name: 'scan.pdf', type: 'application/pdf', bytes: samples.pdf };
  /** A media upload of a new file of the sample for the lease, under `key`, with its parts between `boundary`s. */
  const upload = (leaseId: string, key: string, boundary: string, file: typeof png) => {
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="lease_id"\r\n\r\n${leaseId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return fetch(`${app.baseUrl}/api/media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tenant.apiKey}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': key,
      },
      body,
    });
  };

  it('replays a retry sent with another boundary (each retry was a 409: the boundary was part of the request compared)', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const first = await upload(lease.id, 'upload-retry-1', '----retry-boundary-AAAAAAAA', png);
    expect(first.status).toBe(201);
    const retry = await upload(lease.id, 'upload-retry-1', '----retry-boundary-BBBBBBBB', png);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it('refuses another file of the same size under the same key (409), and stores nothing for it', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    // Two PDFs of one size (their tails are random), under one boundary length.
    const first = await upload(lease.id, 'upload-other-1', '----same-size-AAAAAAAA', pdf);
    expect(first.status).toBe(201);
    const another = await upload(lease.id, 'upload-other-1', '----same-size-BBBBBBBB', pdf);
    expect(another.status).toBe(409);
    expect(another.headers.get('content-type')).toContain('application/problem+json');
    const stored = await withPool(
      async (pool) =>
        (
          await pool.query('select count(*)::int as n from media where tenant_id = $1 and lease_id = $2', [
            tenant.tenantId,
            lease.id,
          ])
        ).rows[0].n,
    );
    expect(stored).toBe(1);
  });
});

describe('an Idempotency-Key over 255 characters', () => {
  it('is a 400 on a multipart upload too', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const answer = await tenant.client.media.upload({
      body: { lease_id: lease.id, file: new File([samples.png()], 'photo.png') },
      extraHeaders: { 'Idempotency-Key': 'k'.repeat(256) },
    } as never);
    expect(answer.status).toBe(400);
  });
});

describe('dates far in the past', () => {
  it('POST /leases/{id}/revisions: a revision of 1856 on a lease of year 32 is a 4xx (was a 500)', async () => {
    const lease = await newLease(tenant.client, { start_date: '0032-10-06' });
    const answer = await tenant.client.rentRevisions.record({
      params: { lease_id: lease.id },
      body: { reference_quarter: 3, revision_date: '1856-02-29', claimed_on: '1856-02-29' } as never,
    });
    expect([400, 409, 422]).toContain(answer.status);
  });
});

describe('the process survives its database connections dropping', () => {
  it('logs an idle pool connection that PostgreSQL terminates instead of crashing (the fuzzed server died on "terminating connection due to administrator command")', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', 'fuzz-regression-pool');
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent', logger });
    try {
      await database.pool.query('select 1'); // an idle client stays in the pool
      await withPool((admin) =>
        admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'fuzz-regression-pool'",
        ),
      );
      await eventually(
        () => expect(logged).toContainEqual(expect.objectContaining({ msg: 'idle PostgreSQL connection lost' })),
        5_000,
      );
      expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
