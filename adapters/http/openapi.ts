// The OpenAPI 3 document, generated from the contract.
import { generateSchema } from '@anatine/zod-openapi';
import { generateOpenApi } from '@ts-rest/open-api';
import { ZodType } from 'zod';
import { ISO_DATE_PATTERN, contract } from '../../contract/index.js';
import { type BodyRules, addBodyRules } from './openapi-body-rules.js';
import { addDescriptions } from './openapi-descriptions.js';
import { addExamples } from './openapi-examples.js';
import { addCreateLinks } from './openapi-links.js';
import { areaOf, areaTags } from './openapi-tags.js';

type Operation = {
  security?: unknown;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
};

export function openApiDocument() {
  const document = generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'Rental management service',
        version: '0.1.0',
        description:
          'Multi-tenant rental real-estate management under French rental law. Errors are application/problem+json (RFC 9457).',
        // The project publishes no licence: the service is its authors' (docs/decisions.md 181).
        contact: { name: 'Rental management service maintainers' },
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      tags: areaTags,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key: Authorization: Bearer <key>' },
          workerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Worker key, with X-Tenant-ID' },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const meta = (route.metadata ?? {}) as BodyRules & { public?: boolean; worker?: boolean; permission?: string };
        const op = operation as Operation;
        const parameters = meta.worker
          ? [
              ...(op.parameters ?? []),
              { name: 'X-Tenant-ID', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
            ]
          : op.parameters;
        binaryMultipartFields(operation as { requestBody?: unknown });
        bodyRequirement(operation as { requestBody?: unknown }, (route as { body?: unknown }).body);
        addBodyRules(operation as { requestBody?: unknown }, meta);
        binaryResponses(operation as DocumentedOperation, route.responses as Record<string, unknown>);
        return {
          ...operation,
          tags: areaOf(route),
          ...(parameters ? { parameters: parameters as never } : {}),
          security: meta.public ? [] : meta.worker ? [{ workerKey: [] }] : [{ bearer: [] }],
          ...(meta.permission ? { 'x-permission': meta.permission } : {}),
        };
      },
    },
  );
  for (const operations of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, DocumentedOperation>))
      documentedAsAnswered(method, operation);
  }
  toOpenApi30Schemas(document);
  addCreateLinks(document.paths as never);
  addExamples(document.paths as never);
  addDescriptions(document.paths as never);
  return document;
}

type DocumentedResponse = { description?: string; content?: Record<string, unknown> };
type DocumentedOperation = {
  requestBody?: unknown;
  security?: unknown;
  responses?: Record<string, DocumentedResponse>;
  parameters?: Operation['parameters'];
};

/**
 * Responses as the server writes them: errors are application/problem+json (problem.ts), and a
 * 204 has no body (ts-rest documents every response body as application/json). Every route that
 * takes a body can also answer 413 (over the JSON limit) and 415 (not JSON), from the body parser
 * in front of all routes (app.ts); every POST but the public ones takes an Idempotency-Key and
 * answers 409 when the key was used for another request (idempotency.ts). response-shape.ts
 * declares the same statuses.
 */
function documentedAsAnswered(method: string, operation: DocumentedOperation): void {
  const responses = operation.responses ?? {};
  for (const [status, response] of Object.entries(responses)) {
    if (status === '204') delete response.content;
    else if (Number(status) >= 400 && response.content?.['application/json']) {
      response.content = { 'application/problem+json': response.content['application/json'] };
    }
  }
  const problem = responses['400'];
  if (!problem) return;
  if (operation.requestBody) {
    for (const status of ['413', '415']) responses[status] ??= { ...problem };
  }
  // Public routes take no Idempotency-Key: the key is kept per tenant, and they have none (idempotency.ts).
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (method === 'post' && !isPublic) {
    responses['409'] ??= { ...problem, description: 'Idempotency-Key already used for another request' };
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        description:
          'Replays the first answer for a retried request (24 hours); another request with the same key is a 409',
      } as never,
    ];
  }
}

/**
 * What the zod-to-OpenAPI converter writes, said the way OpenAPI 3.0 means it:
 * - JSON Schema 2019 bounds (`exclusiveMinimum: 0`) become 3.0's booleans qualifying minimum/maximum;
 * - a zod union is the first member that matches (anyOf), not exactly one (oneOf): `oneOf` made a
 *   string fail a union of a string and a null that the converter spells as a string;
 * - z.null() (`{type: string, format: null, nullable: true}`, which admits any string) is null only,
 *   with its type beside `nullable` (3.0 gives `nullable` no meaning without one: validators refuse it);
 * - `nullable` without a type is said otherwise: an unknown value (`{nullable: true}`) is `{}`, which
 *   takes null already, and a nullable union lists a null member;
 * - isoDate (a YYYY-MM-DD pattern refined to dates that exist) is `format: date`, which says both;
 * - a nullable enum lists null among its values: JSON Schema validators read the enum alone, and
 *   called the null a nullable enum accepts invalid (docs/decisions.md 163).
 */
function toOpenApi30Schemas(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(toOpenApi30Schemas);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.oneOf) && !('anyOf' in schema)) {
    schema.anyOf = schema.oneOf;
    delete schema.oneOf;
  }
  if (schema.type === 'string' && schema.pattern === ISO_DATE_PATTERN.source && !('format' in schema))
    schema.format = 'date';
  if (schema.format === 'null' && schema.type === 'string' && schema.nullable === true) {
    delete schema.format;
    schema.enum = [null];
  }
  if (schema.nullable === true && !('type' in schema)) nullableWithoutType(schema);
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = schema[exclusive];
    if (typeof value !== 'number') continue;
    const inclusive = schema[bound];
    // The stricter of the two bounds wins: `> 0` with `>= 0` is `> 0`; `> 0` with `>= 1` is `>= 1`.
    const exclusiveIsStricter =
      typeof inclusive !== 'number' || (bound === 'minimum' ? value >= inclusive : value <= inclusive);
    if (exclusiveIsStricter) {
      schema[bound] = value;
      schema[exclusive] = true;
    } else delete schema[exclusive];
  }
  Object.values(schema).forEach(toOpenApi30Schemas);
}

/** A nullable union gets a null member, if it has none; any other typeless schema takes null already. */
function nullableWithoutType(schema: Record<string, unknown>): void {
  delete schema.nullable;
  const members = schema.anyOf as Record<string, unknown>[] | undefined;
  if (members && !members.some((member) => member.nullable === true))
    schema.anyOf = [...members, { type: 'string', nullable: true, enum: [null] }];
}

/**
 * Responses declared with `c.otherResponse` of a definite media type are documented, which ts-rest
 * does not do: a JSON download (a proof file) by the schema of its body, the others (application/pdf)
 * as binary bodies. application/octet-stream stays undocumented: the routes that declare it answer
 * the file's own sniffed type.
 */
function binaryResponses(operation: DocumentedOperation, declared: Record<string, unknown>): void {
  for (const [status, response] of Object.entries(declared)) {
    const { contentType, body } = (response ?? {}) as { contentType?: unknown; body?: unknown };
    const documented = operation.responses?.[status];
    if (typeof contentType !== 'string' || contentType === 'application/octet-stream' || !documented) continue;
    const schema =
      contentType === 'application/json' && body instanceof ZodType
        ? generateSchema(body, true)
        : { type: 'string', format: 'binary' };
    documented.content = { [contentType]: { schema } };
  }
}

/**
 * Multipart fields without a JSON type (files, declared as z.custom<Blob>) are binary strings, and
 * required: the contract leaves them optional because the upload middleware takes the file out of
 * the body the contract checks, and the route refuses a request without one (uploads.ts requiredFile).
 */
function binaryMultipartFields(operation: { requestBody?: unknown }): void {
  type Properties = Record<string, Record<string, unknown>>;
  const body = operation.requestBody as
    { content?: Record<string, { schema?: { properties?: Properties; required?: string[] } }> } | undefined;
  const schema = body?.content?.['multipart/form-data']?.schema;
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if ('type' in property || '$ref' in property) continue;
    Object.assign(property, { type: 'string', format: 'binary' });
    delete property.nullable;
    schema!.required = [...new Set([...(schema!.required ?? []), name])];
  }
}

/**
 * A body that may be absent (noBody: nothing, or an empty object) is documented as the object in a
 * request body that is not required: the converter's `anyOf: [{}, object]` reads as "any JSON value".
 * Every other body is required: a multipart one for its file, a JSON one unless an empty object is
 * one (the body parser reads a request without a body as {}, app.ts).
 */
function bodyRequirement(operation: { requestBody?: unknown }, declared: unknown): void {
  type Union = { anyOf?: object[]; oneOf?: object[] };
  const body = operation.requestBody as
    { required?: boolean; content?: Record<string, { schema?: Union }> } | undefined;
  if (!body) return;
  const json = body.content?.['application/json'];
  const members = json?.schema?.anyOf ?? json?.schema?.oneOf;
  if (!json || !members?.some((member) => Object.keys(member).length === 0)) {
    body.required = !json || !(declared instanceof ZodType && declared.safeParse({}).success);
    return;
  }
  const [schema, ...others] = members.filter((member) => Object.keys(member).length > 0);
  json.schema = others.length === 0 ? schema : { anyOf: [schema, ...others] };
}
