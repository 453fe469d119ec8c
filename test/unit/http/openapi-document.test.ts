// What the standard OpenAPI tools need of the document (docs/decisions.md 181; ajv and
// generated types: test/api/openapi-tools.test.ts): `nullable` always has a type beside it, the
// rules between body fields stay beside the properties (allOf) so that generated types keep them,
// each operation is tagged with the area of the contract that declares it, and no request can match
// two paths.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { openApiDocument } from '../../../adapters/http/openapi.js';

type Schema = Record<string, unknown>;
type Operation = {
  tags?: string[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
const document = openApiDocument() as unknown as {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([at, item]) =>
  Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${at}`, at, operation })),
);

/** Every schema object under a node, with where it is. */
function schemas(node: unknown, at: string, out: { at: string; schema: Schema }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => schemas(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    out.push({ at, schema: node as Schema });
    for (const [key, value] of Object.entries(node)) schemas(value, `${at}/${key}`, out);
  }
  return out;
}

describe('schemas the validators and generators read', () => {
  it('say nullable only beside a type, and give every array its items', () => {
    const all = schemas(document.paths, '#');
    expect(all.filter(({ schema }) => schema.nullable === true && !('type' in schema)).map((s) => s.at)).toEqual([]);
    expect(all.filter(({ schema }) => schema.type === 'array' && !('items' in schema)).map((s) => s.at)).toEqual([]);
  });

  it('keep the rules between body fields under allOf, never as an anyOf beside the properties', () => {
    const bodies = operations.flatMap(({ name, operation }) =>
      schemas(operation.requestBody, name).filter(({ schema }) => schema.properties),
    );
    expect(bodies.filter(({ schema }) => 'anyOf' in schema || 'oneOf' in schema).map((s) => s.at)).toEqual([]);
    const attach = document.paths['/api/leases/{lease_id}/lessees'].post.requestBody!.content!['application/json'];
    expect(attach.schema).toMatchObject({ properties: expect.any(Object), allOf: [{ anyOf: expect.any(Array) }] });
  });
});

describe('tags', () => {
  const contractRoot = path.resolve('contract');
  const areas = readdirSync(contractRoot).filter((name) => existsSync(path.join(contractRoot, name, 'index.ts')));

  it('are the areas of the contract, one per folder, each described', () => {
    expect(document.tags.map((tag) => tag.name).sort()).toEqual(areas.sort());
    expect(document.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
  });

  it('put every operation under one area', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    const untagged = operations.filter(
      ({ operation }) => operation.tags?.length !== 1 || !declared.has(operation.tags[0]),
    );
    expect(untagged.map((o) => o.name)).toEqual([]);
    expect(document.paths['/api/leases/{lease_id}/lessees'].post.tags).toEqual(['leasing']);
    expect(document.paths['/api/public/tools/deposit-cap'].post.tags).toEqual(['public-tools']);
  });
});

describe('paths', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const isParameter = (segment: string) => segment.startsWith('{');
  /** Whether a path parameter's schema, on every operation of the path, refuses a literal segment. */
  const refuses = (at: string, parameter: string, literal: string) =>
    Object.values(document.paths[at]).every((operation) => {
      const schema = operation.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === parameter)?.schema;
      if (!schema) return false;
      if (schema.format === 'uuid') return !UUID.test(literal);
      if (Array.isArray(schema.enum)) return !schema.enum.includes(literal);
      return typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(literal);
    });
  /** Two paths a request could match both: no segment tells them apart. */
  const confusable = (a: string, b: string) => {
    const [left, right] = [a.split('/'), b.split('/')];
    if (left.length !== right.length) return false;
    return left.every((segment, i) => {
      const other = right[i];
      if (!isParameter(segment) && !isParameter(other)) return segment === other;
      if (isParameter(segment) && isParameter(other)) return true;
      return isParameter(segment) ? !refuses(a, segment, other) : !refuses(b, other, segment);
    });
  };

  // The spec fixed paths that a literal segment tells from a UUID (/leases/pdf/{pdf_id} beside
  // /leases/{id}/rent): they are kept, and Redocly's no-ambiguous-paths, which reads no parameter's
  // schema, is off (redocly.yaml). This is its check, with the schemas read.
  it('never let one request match two of them', () => {
    const paths = Object.keys(document.paths);
    const pairs = paths.flatMap((a, i) =>
      paths
        .slice(i + 1)
        .filter((b) => confusable(a, b))
        .map((b) => `${a} ${b}`),
    );
    expect(pairs).toEqual([]);
    expect(confusable('/api/leases/pdf/{pdf_id}', '/api/leases/{id}/rent')).toBe(false);
    expect(confusable('/api/things/{id}', '/api/things/{thing_id}')).toBe(true);
  });
});

describe('descriptions', () => {
  const described = (method: string, at: string) =>
    (document.paths[at][method] as Operation & { description?: string }).description ?? '';

  it('give every operation one that says the key it takes', () => {
    const missing = operations.filter(
      ({ operation }) =>
        !/API key|no API key|worker key|lessee's key|owner's key/.test(
          (operation as { description?: string }).description ?? '',
        ),
    );
    expect(missing.map((o) => o.name)).toEqual([]);
  });

  it('name the permission, the isolation of accounts, the paging and the retry where they apply', () => {
    const list = described('get', '/api/leases');
    expect(list).toContain('holding `leases:read`');
    expect(list).toContain('`cursor` (keyset)');
    expect(described('get', '/api/leases/{id}')).toContain('another account answers 404');
    expect(described('post', '/api/leases')).toContain('`Idempotency-Key`');
    expect(described('post', '/api/public/tools/rent-revision')).toMatch(/^Public: no API key\.$/);
    expect(described('get', '/api/lessee/leases/{id}/signature')).toContain("lessee's key");
  });

  it("keep a route's own description first", () => {
    const send = described('post', '/api/leases/{lease_id}/charge-regularisations/{regularisation_id}/send').split(
      '\n\n',
    );
    expect(send[0]).toMatch(/^Loi 89-462 art. 23: each tenant/);
    expect(send[1]).toContain('holding `leases:write`');
  });
});
