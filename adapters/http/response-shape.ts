// Responses carry only what the contract declares (docs/architecture.md, "A request"): every body
// a route returns goes through a projection compiled once from the route's zod response schema,
// which copies the declared keys and nothing else. A column added to a record (a secret, a storage
// key, a hash) never reaches the wire until the contract names it. Dates become ISO strings.
//
// The projection does not validate (no second zod pass on a 100-row page); the strict mode of the
// tests does, and also records any status a route answers without declaring it.
import type { AppRoute } from '@ts-rest/core';
import { type ZodTypeAny, z } from 'zod';
import { metadataOf } from './route-metadata.js';

type Projection = (value: unknown) => unknown;

const compiled = new WeakMap<ZodTypeAny, Projection>();

const asIs: Projection = (value) => (value instanceof Date ? value.toISOString() : value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !ArrayBuffer.isView(value)
  );
}

function objectProjection(schema: z.AnyZodObject): Projection {
  // Keys are read lazily: a schema may refer to itself through z.lazy.
  let fields: [string, Projection][] | undefined;
  const passthrough = schema._def.unknownKeys === 'passthrough';
  return (value) => {
    if (!isPlainObject(value)) return asIs(value);
    fields ??= Object.entries(schema.shape as Record<string, ZodTypeAny>).map(([key, field]) => [
      key,
      projectionOf(field),
    ]);
    const out: Record<string, unknown> = passthrough ? { ...value } : {};
    for (const [key, project] of fields) {
      if (key in value) out[key] = project(value[key]);
    }
    return out;
  };
}

/** A union keeps what any of its members declares (members are objects, or null beside one). */
function unionProjection(options: readonly ZodTypeAny[]): Projection {
  const members = options.map(projectionOf);
  return (value) => {
    if (!isPlainObject(value)) return asIs(value);
    return Object.assign({}, ...members.map((project) => project(value)));
  };
}

export function projectionOf(schema: ZodTypeAny): Projection {
  const known = compiled.get(schema);
  if (known) return known;
  let projection: Projection;
  const def = schema._def as { typeName?: string } & Record<string, unknown>;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodObject:
      projection = objectProjection(schema as z.AnyZodObject);
      break;
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const item = projectionOf(def.type as ZodTypeAny);
      projection = (value) => (Array.isArray(value) ? value.map(item) : value);
      break;
    }
    case z.ZodFirstPartyTypeKind.ZodRecord: {
      const item = projectionOf(def.valueType as ZodTypeAny);
      projection = (value) =>
        isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, item(v)])) : value;
      break;
    }
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
    case z.ZodFirstPartyTypeKind.ZodDefault:
    case z.ZodFirstPartyTypeKind.ZodReadonly:
    case z.ZodFirstPartyTypeKind.ZodCatch: {
      const inner = projectionOf(def.innerType as ZodTypeAny);
      projection = (value) => (value === null || value === undefined ? value : inner(value));
      break;
    }
    case z.ZodFirstPartyTypeKind.ZodEffects:
      projection = projectionOf(def.schema as ZodTypeAny);
      break;
    case z.ZodFirstPartyTypeKind.ZodBranded:
      projection = projectionOf(def.type as ZodTypeAny);
      break;
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      projection = projectionOf(def.out as ZodTypeAny);
      break;
    case z.ZodFirstPartyTypeKind.ZodLazy: {
      let inner: Projection | undefined;
      projection = (value) => (inner ??= projectionOf((def.getter as () => ZodTypeAny)()))(value);
      break;
    }
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      projection = unionProjection([...(def.options as Iterable<ZodTypeAny>)]);
      break;
    case z.ZodFirstPartyTypeKind.ZodIntersection:
      projection = unionProjection([def.left as ZodTypeAny, def.right as ZodTypeAny]);
      break;
    default:
      // Scalars, enums, literals, z.any(): the value itself.
      projection = asIs;
  }
  compiled.set(schema, projection);
  return projection;
}

function isZod(schema: unknown): schema is ZodTypeAny {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    '_def' in schema &&
    typeof (schema as ZodTypeAny).safeParse === 'function'
  );
}

/** The zod schema a route declares for a status: plain, or the body of an `otherResponse`. */
export function responseSchema(route: AppRoute, status: number): ZodTypeAny | undefined {
  const declared = (route.responses as Record<number, unknown>)[status];
  if (isZod(declared)) return declared;
  if (declared && typeof declared === 'object' && 'body' in declared && isZod((declared as { body: unknown }).body))
    return (declared as { body: ZodTypeAny }).body;
  return undefined;
}

/**
 * Statuses a route declares, with those the transport adds to every route of a kind (openapi.ts
 * documents them the same way): 413 and 415 where a body is taken, 409 on POST for an
 * Idempotency-Key reused with another request (not on the public routes, which take none).
 */
export function declaredStatuses(route: AppRoute): Set<number> {
  const statuses = new Set(Object.keys(route.responses).map(Number));
  if ('body' in route && route.body !== null && route.body !== undefined) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.method === 'POST' && !metadataOf(route).public) statuses.add(409);
  return statuses;
}

/** The body as the contract declares it for this status. Streams and bytes pass untouched. */
export function shapeBody(route: AppRoute, status: number, body: unknown): unknown {
  if (
    body === null ||
    typeof body !== 'object' ||
    ArrayBuffer.isView(body) ||
    typeof (body as { pipe?: unknown }).pipe === 'function'
  )
    return body;
  const schema = responseSchema(route, status);
  return schema ? projectionOf(schema)(body) : body;
}

/** What the strict mode found: statuses a route answered without declaring, bodies off their schema. */
export interface ResponseFinding {
  route: string;
  status: number;
  problem: string;
}

export interface ResponseChecks {
  /** Validate every shaped body against its schema and record undeclared statuses (tests). */
  strict: boolean;
  findings: ResponseFinding[];
}

export function routeName(route: AppRoute): string {
  return `${route.method} ${route.path}`;
}

export function checkStatus(checks: ResponseChecks | undefined, route: AppRoute | undefined, status: number): void {
  if (!checks?.strict || !route) return;
  if (!declaredStatuses(route).has(status))
    checks.findings.push({ route: routeName(route), status, problem: `status ${status} is not declared` });
}

export function checkBody(checks: ResponseChecks | undefined, route: AppRoute, status: number, body: unknown): void {
  if (!checks?.strict) return;
  checkStatus(checks, route, status);
  const schema = responseSchema(route, status);
  if (!schema || (typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe === 'function'))
    return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    checks.findings.push({
      route: routeName(route),
      status,
      problem: `body does not match the schema (${issues.join('; ')})`,
    });
  }
}

type Handler = (
  args: { req: unknown } & Record<string, unknown>,
) => Promise<{ status: number; body: unknown; headers?: unknown }>;
type Implementation = Handler | { handler: Handler; middleware?: unknown[] };

function isRoute(node: unknown): node is AppRoute {
  return typeof node === 'object' && node !== null && 'method' in node && 'path' in node && 'responses' in node;
}

/**
 * The same router with every handler's body shaped by its route's response schema (and, in strict
 * mode, checked against it). Applied once to the whole router in app.ts.
 */
export function allowListed<R>(contract: object, router: R, checks?: ResponseChecks): R {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(contract)) {
    const implementation = (router as Record<string, unknown>)[key];
    if (!isRoute(node)) {
      out[key] = allowListed(node as object, implementation, checks);
      continue;
    }
    const wrap =
      (handler: Handler): Handler =>
      async (args) => {
        const result = await handler(args);
        const status = Number(result.status);
        const body = shapeBody(node, status, result.body);
        checkBody(checks, node, status, body);
        return { ...result, body };
      };
    const impl = implementation as Implementation;
    out[key] = typeof impl === 'function' ? wrap(impl) : { ...impl, handler: wrap(impl.handler) };
  }
  return out as R;
}
