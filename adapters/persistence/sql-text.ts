// The statements of the read path (sql.ts) as text and parameters, written with a `sql` tag of the
// same form as Kysely's (`sql.ref`, `sql.raw`, `sql.join`, `sql.table`) and the same output: values
// become numbered parameters, a nested piece is inlined, identifiers are double-quoted. Kysely's tag
// builds frozen operation nodes and compiles them with a visitor; a list page's statement took
// 18 µs of CPU that way, a fifth of what answering the page cost the API beyond the raw baseline
// (docs/decisions.md 347). Statements still run through Kysely's executor (sql.ts run).

/** A piece of SQL: the literal parts of a template and the values between them. */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

const quoted = (identifier: string) => `"${identifier.trim().replaceAll('"', '""')}"`;

/** Text as it is: never a value, only what the code itself writes. */
const raw = (text: string) => new Sql([text], []);

function tag(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** The pieces (or values) separated by `separator` (", " by default). */
function join(parts: readonly unknown[], separator: Sql = raw(', ')): Sql {
  if (parts.length === 0) return raw('');
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (i > 0) values.push(separator);
    values.push(part);
  });
  return new Sql(Array<string>(values.length + 1).fill(''), values);
}

/** Identifiers come from the code and the entity metadata, a bounded set: each is quoted once. */
const identifiers = new Map<string, Sql>();

/** `"e0"."name"` from `e0.name`; `"schema"."table"` or `"table"`. */
function identifier(dotted: string): Sql {
  let known = identifiers.get(dotted);
  if (!known) identifiers.set(dotted, (known = raw(dotted.split('.').map(quoted).join('.'))));
  return known;
}

export const sql = Object.assign(tag, { raw, join, ref: identifier, table: identifier });

export interface CompiledSql {
  sql: string;
  parameters: unknown[];
}

/** The statement's text, its values numbered $1, $2... in the order they appear, and those values. */
export function compile(statement: Sql): CompiledSql {
  const parameters: unknown[] = [];
  let text = '';
  const write = (piece: Sql) => {
    const { strings, values } = piece;
    for (let i = 0; i < values.length; i++) {
      text += strings[i];
      const value = values[i];
      if (value instanceof Sql) write(value);
      else text += `$${parameters.push(value)}`;
    }
    text += strings[values.length];
  };
  write(statement);
  return { sql: text, parameters };
}
