// The OpenAPI document's schemas compiled by ajv, as a caller's validator reads OpenAPI 3.0: ajv
// reads `nullable` itself (beside a type), and 3.0's boolean exclusive bounds are turned into the
// numbers of JSON Schema. Formats are not checked.
import { Ajv, type ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Media };
  responses?: Record<string, { content?: Media }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const schema = { ...(node as Schema) };
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[exclusive] !== true) continue;
    schema[exclusive] = schema[bound];
    delete schema[bound];
  }
  delete schema.example;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toJsonSchema(value)]));
}

/** Every schema of the document's operations, named `METHOD /path <where>`. */
function documentSchemas(document: Document): [string, Schema][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const at = `${method.toUpperCase()} ${path}`;
      const media = (where: string, content: Media | undefined) =>
        Object.entries(content ?? {}).flatMap(([type, { schema }]) =>
          schema ? [[`${at} ${where} ${type}`, schema] as [string, Schema]] : [],
        );
      return [
        ...(operation.parameters ?? []).flatMap((p) =>
          p.schema ? [[`${at} ${p.in} ${p.name}`, p.schema] as [string, Schema]] : [],
        ),
        ...media('request', operation.requestBody?.content),
        ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) => media(status, response.content)),
      ];
    }),
  );
}

/** Compiles every schema of the document: how many compiled, and those ajv refused, with why. */
export function compileDocumentSchemas(document: Document) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  const failures: string[] = [];
  for (const [name, schema] of documentSchemas(document)) {
    try {
      validators.set(name, ajv.compile(toJsonSchema(schema) as Schema));
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { compiled: validators.size, failures, validators };
}
