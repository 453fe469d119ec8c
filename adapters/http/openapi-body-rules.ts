// Rules between the fields of a JSON body that the service checks and zod's shapes cannot say,
// written into the OpenAPI document from route metadata, so that a reader or a fuzzer sends what
// the service takes (docs/decisions.md 169). The rules go under `allOf`, beside the properties,
// never as an `anyOf` of the object itself: generators type an object's `anyOf` as a union that
// drops its properties (docs/decisions.md 181).
import type { BodyCases } from '../../contract/common.js';

type Property = { type?: string; enum?: unknown[]; items?: unknown };
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
  if (groups.length > 0) schema.allOf = [...(schema.allOf ?? []), ...groups];
}

/** A body that gives these fields: each a value of its own type, not null; a text or a list not empty. */
function given(schema: ObjectSchema, fields: readonly string[]) {
  return {
    ...(fields.length > 0 ? { required: [...fields] } : {}),
    properties: Object.fromEntries(
      fields.map((field) => {
        const property = schema.properties?.[field];
        const type = property?.type ?? 'string';
        const nonEmpty =
          type === 'string' ? { minLength: 1 } : type === 'array' ? { items: property?.items ?? {}, minItems: 1 } : {};
        return [field, { type, ...nonEmpty }];
      }),
    ),
  };
}

/** A body that leaves the field out, or gives it null or an empty list (OpenAPI 3.0's null: a type beside it). */
function notGiven(schema: ObjectSchema, field: string) {
  const type = schema.properties?.[field]?.type ?? 'string';
  return type === 'array' ? { maxItems: 0 } : { type, nullable: true, enum: [null] };
}

/** One of the fields and not both (a meter is on a building or on an estate). */
function exactlyOneOf(schema: ObjectSchema, fields: string[]) {
  return { anyOf: fields.map((field) => given(schema, [field])), not: given(schema, fields) };
}

/**
 * One case of a field's values: the field has one of them, gives what the case requires and leaves
 * out what it forbids. A case without values is every value no other case names (listed when the
 * field is an enum, so that generated types tell the cases apart), or the field left out.
 */
function caseSchema(schema: ObjectSchema, field: string, c: BodyCases[string][number], cases: BodyCases[string]) {
  const required = [...(c.values ? [field] : []), ...(c.requires ?? [])];
  const others = cases.flatMap((other) => other.values ?? []);
  const values = schema.properties?.[field]?.enum;
  const rest = values
    ? { enum: values.filter((value) => !others.includes(value as string)) }
    : { not: { enum: others } };
  return {
    ...(required.length > 0 ? { required } : {}),
    properties: {
      [field]: c.values ? { enum: [...c.values] } : rest,
      ...given(schema, c.requires ?? []).properties,
      ...Object.fromEntries((c.forbids ?? []).map((name) => [name, notGiven(schema, name)])),
    },
  };
}
