// The served OpenAPI document read by the tools a caller picks outside the project (docs/decisions.md
// 181): ajv compiles every schema of it and the answers of a lease flow validate against them;
// openapi-typescript generates types from it, with which a client of openapi-fetch compiles, and
// wrong bodies do not.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { compileDocumentSchemas } from '../support/openapi.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { leaseWithTenant, newLessee, ok } from '../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let document: Parameters<typeof compileDocumentSchemas>[0] & Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('OpenAPI tools');
  document = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as typeof document;
});
afterAll(() => app.close());

describe('ajv', () => {
  let compiled: ReturnType<typeof compileDocumentSchemas>;
  beforeAll(() => {
    compiled = compileDocumentSchemas(document);
  });

  /** Sends a request, and checks its answer against the schema the document gives its status. */
  async function answered(method: string, template: string, values: Record<string, string>, body?: unknown) {
    const url = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]) + (values.query ?? '');
    const response = await fetch(`${app.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    const validate = compiled.validators.get(`${method} ${template} ${response.status} ${type}`);
    const answer = await response.json();
    const verdict = validate ? validate(answer) || validate.errors : 'undocumented';
    expect([`${method} ${url}`, response.status, verdict]).toEqual([`${method} ${url}`, response.status, true]);
    return answer as { id: string; data?: unknown[] };
  }

  it('compiles every parameter, request body and response schema of the served document', () => {
    expect(compiled.failures).toEqual([]);
    expect(compiled.compiled).toBeGreaterThan(1000);
  });

  it('validates the answers of a lease flow, the compliance figures and the charge audit log', async () => {
    const { lease } = await leaseWithTenant(tenant.client);
    const coTenant = await newLessee(tenant.client, { email: 'co.locataire@example.fr' });
    const guarantor = await newLessee(tenant.client, { email: 'garant@example.fr' });
    const ids = { lease_id: lease.id, id: lease.id };
    const attach = '/api/leases/{lease_id}/lessees';
    await answered('POST', attach, ids, { lessee_id: coTenant.id, role: 'CoTenant', rent_share: 40 });
    await answered('POST', attach, ids, { lessee_id: guarantor.id, role: 'Guarantor' });
    await answered('GET', attach, ids);
    await answered('PUT', '/api/leases/{id}/status', ids, { status: 'ACTIVE' });
    await answered('GET', '/api/leases/{id}', ids);
    expect((await answered('GET', '/api/leases', { query: '?status=ACTIVE' })).data).toHaveLength(1);
    await answered('GET', '/api/leases/{id}/compliance', ids);
    const place = ok(await tenant.client.places.create({ body: { name: 'Résidence du Parc' } }), 201);
    const configuration = { category: 'ELEVATOR_ELECTRICITY', distribution_key: 'SURFACE' };
    await answered('POST', '/api/places/{place_id}/charge-configurations', { place_id: place.id }, configuration);
    expect((await answered('GET', '/api/charge-audit-log', {})).data!.length).toBeGreaterThan(0);
    const deposit = { lease_type: 'HabitationVide', monthly_rent: 800, deposit_amount: 2000 };
    await answered('POST', '/api/public/tools/deposit-cap', {}, deposit);
  });
});

/** A client of openapi-fetch on the generated types; each line ending in `// wrong` must not compile. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
const lease_id = '3f2b8e1c-5d4a-4c6b-9e7f-1a2b3c4d5e6f';
const lessee_id = lease_id;
const path = { lease_id };

export async function flow(): Promise<string | undefined> {
  await client.POST('/api/leases/{lease_id}/lessees', { params: { path }, body: { lessee_id, role: 'CoTenant', rent_share: 40 } });
  // A guarantor leaves rent_share out: openapi-fetch 0.17 types a null-only field as never (openapi-typescript #2717).
  await client.POST('/api/leases/{lease_id}/lessees', { params: { path }, body: { lessee_id, role: 'Guarantor' } });
  await client.POST('/api/meters', { body: { type: 'WATER_COLD', serial_number: 'EAU-1', estate_id: lease_id } });
  const { data } = await client.GET('/api/leases/{id}', { params: { path: { id: lease_id } } });
  const listed = await client.GET('/api/leases', { params: { query: { status: 'ACTIVE' } } });
  return data?.status ?? listed.data?.data[0]?.id;
}

export async function wrong(): Promise<void> {
  await client.POST('/api/leases/{lease_id}/lessees', { params: { path }, body: { lessee_id, role: 'Landlord' } }); // wrong
  await client.POST('/api/leases/{lease_id}/lessees', { params: { path }, body: { role: 'CoTenant' } }); // wrong
  await client.POST('/api/leases/{lease_id}/lessees', { params: { path }, body: { lessee_id, role: 'Guarantor', rent_share: 50 } }); // wrong
  await client.POST('/api/meters', { body: { type: 'WATER_COLD', serial_number: 'EAU-1' } }); // wrong
  await client.POST('/api/places', { body: { city: 'Lyon' } }); // wrong
}
`;

describe('openapi-typescript', () => {
  let dir: string;
  beforeAll(async () => {
    // Inside the project, so that the client resolves openapi-fetch from node_modules.
    await mkdir(path.resolve('.data'), { recursive: true });
    dir = await mkdtemp(path.resolve('.data', 'openapi-types-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('generates types with which a client compiles, and wrong bodies do not', async () => {
    const types = astToString(await openapiTS(document as never));
    await writeFile(path.join(dir, 'schema.d.ts'), types);
    await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }');
    const client = path.join(dir, 'client.ts');
    await writeFile(client, CLIENT);
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const wrongLines = CLIENT.split('\n').flatMap((line, i) => (line.endsWith('// wrong') ? [i + 1] : []));
    // Each error by its line; an error on a line not marked wrong says why.
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0;
      return wrongLines.includes(line)
        ? `line ${line}`
        : `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    expect(wrongLines).toHaveLength(5);
    expect([...new Set(errors)]).toEqual(wrongLines.map((line) => `line ${line}`));
  }, 120_000);
});
