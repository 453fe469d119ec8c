// A field is on the wire only when the contract names it: an internal field added to a record
// (a secret, a storage key, a hash) never reaches a response, whatever the route.
import type { AppRoute } from '@ts-rest/core';
import { type ZodTypeAny, z } from 'zod';
import { contract } from '../../contract/index.js';
import { allowListed, shapeBody } from '../../adapters/http/response-shape.js';
import { type TestApp, startTestApp } from '../support/app.js';
import { samples } from '../support/files.js';
import { newLease, ok } from '../support/leasing.js';

const INTERNAL = { internal_secret: 's3cr3t', storage_key: 'tenant/file.pdf', password_hash: 'argon2$...' };

/** A value of the schema's shape, with the internal fields added to every object in it. */
function sample(schema: ZodTypeAny, depth = 0): unknown {
  const def = schema._def as { typeName: string } & Record<string, unknown>;
  if (depth > 6) return null;
  switch (def.typeName) {
    case 'ZodObject':
      return {
        ...Object.fromEntries(
          Object.entries((schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>).map(([k, v]) => [
            k,
            sample(v, depth + 1),
          ]),
        ),
        ...INTERNAL,
      };
    case 'ZodArray':
      return [sample(def.type as ZodTypeAny, depth + 1), sample(def.type as ZodTypeAny, depth + 1)];
    case 'ZodRecord':
      return { some_key: sample(def.valueType as ZodTypeAny, depth + 1) };
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodReadonly':
    case 'ZodCatch':
      return sample(def.innerType as ZodTypeAny, depth);
    case 'ZodEffects':
      return sample(def.schema as ZodTypeAny, depth);
    case 'ZodBranded':
      return sample(def.type as ZodTypeAny, depth);
    case 'ZodPipeline':
      return sample(def.out as ZodTypeAny, depth);
    case 'ZodLazy':
      return sample((def.getter as () => ZodTypeAny)(), depth + 1);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return sample([...(def.options as Iterable<ZodTypeAny>)][0], depth);
    case 'ZodIntersection':
      return {
        ...(sample(def.left as ZodTypeAny, depth) as object),
        ...(sample(def.right as ZodTypeAny, depth) as object),
      };
    case 'ZodDate':
      return new Date('2026-01-02T03:04:05Z');
    default:
      return 'value';
  }
}

function routesOf(node: object): AppRoute[] {
  return Object.values(node).flatMap((child) =>
    'method' in child && 'path' in child ? [child as AppRoute] : routesOf(child),
  );
}

function leaked(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaked(item, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key in INTERNAL ? [`${at}.${key}`] : []),
    ...leaked(child, `${at}.${key}`),
  ]);
}

describe('responses are allow-listed by the contract', () => {
  const routes = routesOf(contract);
  const successes = routes.flatMap((route) =>
    Object.entries(route.responses)
      .filter(([status, schema]) => Number(status) < 300 && schema instanceof z.ZodType)
      .map(([status, schema]) => ({ route, status: Number(status), schema: schema as ZodTypeAny })),
  );

  it('covers every route that answers JSON', () => {
    expect(successes.length).toBeGreaterThan(90);
  });

  it.each(successes.map((s) => [`${s.route.method} ${s.route.path} ${s.status}`, s] as const))(
    '%s drops undeclared fields',
    (_name, { route, status, schema }) => {
      const body = sample(schema);
      const shaped = shapeBody(route, status, body);
      expect(leaked(shaped)).toEqual([]);
      // Declared fields stay: the shaped body has the same declared keys as the sample.
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        const declared = Object.keys(body).filter((key) => !(key in INTERNAL));
        expect(Object.keys(shaped as object).sort()).toEqual(declared.sort());
      }
    },
  );

  it('shapes through the router wrapper, dates as ISO strings', async () => {
    const route = contract.owners.get;
    const router = allowListed(
      { get: route },
      {
        get: async () => ({
          status: 200,
          body: { id: 'x', created_at: new Date('2026-01-02T03:04:05Z'), tenant_id: 't', ...INTERNAL },
        }),
      },
    );
    const result = await (router.get as unknown as () => Promise<{ body: Record<string, unknown> }>)();
    expect(result.body).toEqual({ id: 'x', created_at: '2026-01-02T03:04:05.000Z' });
  });
});

describe('over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('never returns a stored file key, a tenant id or a key hash', async () => {
    const tenant = await app.newTenant();
    const lease = await newLease(tenant.client);
    const uploaded = ok(
      await tenant.client.leaseDocuments.upload({
        params: { lease_id: lease.id },
        body: {
          document_type: 'LeaseAgreement',
          file: new File([samples.pdf()], 'bail.pdf', { type: 'application/pdf' }),
        },
      }),
      201,
    );
    const listed = await tenant.client.leaseDocuments.list({ params: { lease_id: lease.id }, query: {} });
    const got = await tenant.client.leases.get({ params: { id: lease.id } });
    for (const body of [uploaded, listed.body, got.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('storage_key');
      expect(text).not.toContain('tenant_id');
      expect(text).not.toContain('key_hash');
    }
  });
});
