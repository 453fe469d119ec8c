// What the OpenAPI document gives a client or a fuzzer beyond the contract's shapes: an example of
// every JSON body that the contract accepts, links from each create to its record's operations
// (docs/decisions.md 160, 161), and schemas that say what the contract accepts (docs/decisions.md 166).
import { describe, expect, it } from '@jest/globals';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { z } from 'zod';
import { contract } from '../../../contract/index.js';
import { listQuery } from '../../../contract/common.js';
import { openApiDocument } from '../../../adapters/http/openapi.js';

type DocumentedOperation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { links?: Record<string, { operationId: string; parameters: Record<string, string> }> }>;
};
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, DocumentedOperation>> };

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry as AppRouter)));
}
const documented = (route: AppRoute) =>
  document.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];

describe('request body examples', () => {
  const jsonBodies = routesOf(contract).filter(
    (route) => 'body' in route && route.contentType !== 'multipart/form-data' && route.body,
  );

  it('covers every JSON body', () => {
    expect(jsonBodies.length).toBeGreaterThan(50);
    const missing = jsonBodies.filter(
      (route) => documented(route).requestBody?.content?.['application/json']?.example === undefined,
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('is accepted by the contract of its route', () => {
    const refused = jsonBodies.flatMap((route) => {
      const example = documented(route).requestBody?.content?.['application/json']?.example;
      const parsed = ((route as { body: z.ZodTypeAny }).body as z.ZodTypeAny).safeParse(example);
      return parsed.success
        ? []
        : [
            `${route.method} ${route.path} ${JSON.stringify(example)}: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}`,
          ];
    });
    expect(refused).toEqual([]);
  });
});

describe('parameter examples', () => {
  const routes = routesOf(contract);
  const named = (route: AppRoute) =>
    (documented(route).parameters ?? []).filter((p) => p.in === 'path' || (p.in === 'query' && p.required));

  it('cover every path and required query parameter', () => {
    const missing = routes.flatMap((route) =>
      named(route)
        .filter((p) => p.example === undefined)
        .map((p) => `${route.method} ${route.path} ${p.name}`),
    );
    expect(routes.filter((route) => named(route).length > 0).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('are accepted by the contract of their route', () => {
    const refused = routes.flatMap((route) => {
      const example = (location: string) =>
        Object.fromEntries(
          named(route)
            .filter((p) => p.in === location)
            .map((p) => [p.name, p.example]),
        );
      const schemas = [
        ['path', (route as { pathParams?: z.ZodTypeAny }).pathParams],
        ['query', (route as { query?: z.ZodTypeAny }).query],
      ] as const;
      return schemas.flatMap(([location, schema]) => {
        if (!schema) return [];
        // Query values travel as text: the contract reads them from strings.
        const values = example(location);
        const sent =
          location === 'query' ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) : values;
        const parsed = schema.safeParse(sent);
        return parsed.success
          ? []
          : [`${route.method} ${route.path} ${JSON.stringify(sent)}: ${parsed.error.issues[0]?.message}`];
      });
    });
    expect(refused).toEqual([]);
  });
});

describe('links from each create', () => {
  const links = (path: string) => document.paths[path].post.responses['201'].links ?? {};

  it('go to the read, update and delete of the record created, with its id', () => {
    expect(links('/api/places')['places.get']).toEqual(
      expect.objectContaining({ operationId: 'places.get', parameters: { id: '$response.body#/id' } }),
    );
    expect(Object.keys(links('/api/places'))).toEqual(
      expect.arrayContaining(['places.update', 'places.remove', 'estates.createInPlace']),
    );
  });

  it('pass on the path parameters of a nested create and address a record by its own key', () => {
    expect(links('/api/places/{place_id}/charge-expenses')['chargeExpenses.remove'].parameters).toEqual({
      place_id: '$request.path.place_id',
      expense_id: '$response.body#/id',
    });
    expect(links('/api/leases/{lease_id}/lessees')['leaseLessees.get'].parameters).toEqual({
      lease_id: '$request.path.lease_id',
      lessee_id: '$response.body#/lessee_id',
    });
  });

  it('name only operations of the document', () => {
    const operationIds = new Set(
      Object.values(document.paths).flatMap((operations) => Object.values(operations).map((o) => o.operationId)),
    );
    const targets = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((o) =>
        Object.values(o.responses).flatMap((r) => Object.values(r.links ?? {}).map((l) => l.operationId)),
      ),
    );
    expect(targets.length).toBeGreaterThan(100);
    expect(targets.filter((id) => !operationIds.has(id))).toEqual([]);
  });
});

describe('documented schemas', () => {
  type Parameter = { name: string; schema?: { pattern?: string } };

  it('give the sort keys of every list as a pattern that the contract reads alike', () => {
    const sorts = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((o) => ((o.parameters ?? []) as Parameter[]).filter((p) => p.name === 'sort')),
    );
    expect(sorts.length).toBeGreaterThan(40);
    expect(sorts.filter((p) => !p.schema?.pattern)).toEqual([]);

    const query = listQuery(['created_at', 'city']);
    const pattern = new RegExp(
      (document.paths['/api/owners'].get.parameters as Parameter[]).find((p) => p.name === 'sort')!.schema!.pattern!,
    );
    for (const sort of ['city', '-created_at', 'city,-created_at']) {
      expect(query.safeParse({ sort }).success).toBe(true);
      expect(pattern.test(sort)).toBe(true);
    }
    for (const sort of ['town', 'city,', '--city', 'city;-created_at', '']) {
      expect(query.safeParse({ sort }).success).toBe(false);
      expect(pattern.test(sort)).toBe(false);
    }
  });

  it('document a body that may be absent as an object, never as any JSON value', () => {
    const anyValue = (schema: { anyOf?: object[]; oneOf?: object[] } | undefined) =>
      !schema ||
      Object.keys(schema).length === 0 ||
      [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((member) => Object.keys(member).length === 0);
    const loose = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, o]) => {
          const json = o.requestBody?.content?.['application/json'] as { schema?: object } | undefined;
          return json && anyValue(json.schema);
        })
        .map(([method]) => `${method} ${path}`),
    );
    expect(loose).toEqual([]);
    const withdraw = document.paths['/api/leases/{lease_id}/notices/{notice_id}/withdraw'].post.requestBody;
    expect(withdraw?.content?.['application/json']).toEqual(
      expect.objectContaining({ schema: { type: 'object', properties: {}, additionalProperties: false } }),
    );
    expect((withdraw as { required?: boolean }).required).not.toBe(true);
  });
});
