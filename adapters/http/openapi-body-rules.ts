// Rules between the fields of a JSON body that the service checks and zod's shapes cannot say,
// written into the OpenAPI document from route metadata, so that a reader or a fuzzer sends what
// the service takes (docs/decisions.md 169). The schema words stay as they are in OpenAPI 3.0
// (`anyOf`, `not`, `allOf`; a `oneOf` would become an `anyOf` in openapi.ts).
import type { BodyCases } from '../../contract/common.js';

type Property = { type?: string };
type ObjectSchema = {
  type?: string;
  items?: ObjectSchema;
  properties?: Record<string, Property>;
  allOf?: unknown[];
};

export type BodyRules = { exactlyOneOf?: string[]; atLeastOneOf?: string[]; bodyCases?: BodyCases };

export function addBodyRules(operation: { requestBody?: unknown }, rules: BodyRules): void {
  const body = operation.requestBody as { content?: Record<string, { schema?: ObjectSchema }> } | undefined;
  const root = body?.content?.['application/json']?.schema;
  // A bulk body is a list of the records: the rules hold for each.
  const schema = root?.type === 'array' ? root.items : root;
  if (!schema) return;
  const groups = [
    ...(rules.exactlyOneOf ? [exactlyOneOf(schema, rules.exactlyOneOf)] : []),
    ...(rules.atLeastOneOf ? [{ anyOf: rules.atLeastOneOf.map((field) => given(schema, [field])) }] : []),
    ...Object.entries(rules.bodyCases ?? {}).map(([field, cases]) => ({
      anyOf: cases.map((c) => caseSchema(schema, field, c, cases)),
    })),
  ];
  if (groups.length === 1) Object.assign(schema, groups[0]);
  else if (groups.length > 1) schema.allOf = groups;
}

/** A body that gives these fields: each a value of its own type, not null; a text or a list not empty. */
function given(schema: ObjectSchema, fields: readonly string[]) {
  return {
    ...(fields.length > 0 ? { required: [...fields] } : {}),
    properties: Object.fromEntries(
      fields.map((field) => {
        const type = schema.properties?.[field]?.type ?? 'string';
        const nonEmpty = type === 'string' ? { minLength: 1 } : type === 'array' ? { minItems: 1 } : {};
        return [field, { type, ...nonEmpty }];
      }),
    ),
  };
}

/** A body that leaves the field out, or gives it null or an empty list. */
function notGiven(schema: ObjectSchema, field: string) {
  return schema.properties?.[field]?.type === 'array' ? { maxItems: 0 } : { enum: [null], nullable: true };
}

/** One of the fields and not both (a meter is on a building or on an estate). */
function exactlyOneOf(schema: ObjectSchema, fields: string[]) {
  return { anyOf: fields.map((field) => given(schema, [field])), not: given(schema, fields) };
}

/**
 * One case of a field's values: the field has one of them, gives what the case requires and leaves
 * out what it forbids. A case without values is every value no other case names, or the field
 * left out.
 */
function caseSchema(schema: ObjectSchema, field: string, c: BodyCases[string][number], cases: BodyCases[string]) {
  const required = [...(c.values ? [field] : []), ...(c.requires ?? [])];
  const others = cases.flatMap((other) => other.values ?? []);
  return {
    ...(required.length > 0 ? { required } : {}),
    properties: {
      [field]: c.values ? { enum: [...c.values] } : { not: { enum: others } },
      ...given(schema, c.requires ?? []).properties,
      ...Object.fromEntries((c.forbids ?? []).map((name) => [name, notGiven(schema, name)])),
    },
  };
}
