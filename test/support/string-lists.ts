// The top-level lists of strings of a set of TypeScript modules, read from their syntax (no type
// checker): `const X = ['a', 'b'] as const`, and the lists built from others where their values can
// be told: spreads (`[...A, 'x']`), a list named by another (imported or not), `A.map((a) => a.key)`
// over a list of objects and `A.filter((a) => a !== 'x')`. Used by test/architecture/vocabulary.test.ts.
import path from 'node:path';
import ts from 'typescript';

export interface StringList {
  file: string;
  name: string;
  values: string[];
}

interface Module {
  source: ts.SourceFile;
  consts: Map<string, ts.Expression>;
  /** Local name -> the module file and the name it has there. */
  imports: Map<string, { file: string; name: string }>;
}

/** What a list element is: a string, an object literal (for a map over one of its keys), or unknown. */
type Element = { text: string } | { object: ts.ObjectLiteralExpression } | null;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

/** The one parameter of `(p) => body` or `p => body`, with its expression body. */
function arrowOf(node: ts.Expression | undefined): { param: string; body: ts.Expression } | null {
  if (!node || !ts.isArrowFunction(node) || node.parameters.length !== 1 || ts.isBlock(node.body)) return null;
  const param = node.parameters[0].name;
  return ts.isIdentifier(param) ? { param: param.text, body: unwrap(node.body) } : null;
}

/** Reads modules by their path from the repository root (`read` gives a file's text, or undefined). */
export class StringLists {
  private readonly modules = new Map<string, Module | null>();

  constructor(private readonly read: (file: string) => string | undefined) {}

  /** The top-level `const` lists of strings a file defines (a bare alias `const A = B` defines none). */
  definedIn(file: string): StringList[] {
    const module = this.module(file);
    if (!module) return [];
    return [...module.consts].flatMap(([name, init]) => {
      if (ts.isIdentifier(unwrap(init))) return [];
      const values = this.strings(module, init, new Set());
      return values && values.length > 0 ? [{ file, name, values }] : [];
    });
  }

  private module(file: string): Module | null {
    if (!this.modules.has(file)) {
      const text = this.read(file);
      this.modules.set(file, text === undefined ? null : this.parse(file, text));
    }
    return this.modules.get(file)!;
  }

  private parse(file: string, text: string): Module {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const consts = new Map<string, ts.Expression>();
    const imports = new Map<string, { file: string; name: string }>();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
      }
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamedImports(bindings)) {
        const specifier = (statement as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral;
        if (!specifier.text.startsWith('.')) continue;
        const target = path.posix.join(path.posix.dirname(file), specifier.text).replace(/\.js$/, '.ts');
        for (const e of bindings.elements)
          imports.set(e.name.text, { file: target, name: (e.propertyName ?? e.name).text });
      }
    }
    return { source, consts, imports };
  }

  /** The strings a list expression holds, or null when they cannot be told. */
  private strings(module: Module, node: ts.Expression, seen: Set<string>): string[] | null {
    const elements = this.elements(module, node, seen);
    if (!elements || !elements.every((e) => e !== null && 'text' in e)) return null;
    return elements.map((e) => (e as { text: string }).text);
  }

  private elements(module: Module, node: ts.Expression, seen: Set<string>): Element[] | null {
    const expression = unwrap(node);
    if (ts.isArrayLiteralExpression(expression)) {
      const parts = expression.elements.map((e) =>
        ts.isSpreadElement(e) ? this.elements(module, e.expression, seen) : [this.element(e)],
      );
      return parts.every((p) => p !== null) ? parts.flat() : null;
    }
    if (ts.isIdentifier(expression)) return this.named(module, expression.text, seen);
    if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
      const list = this.elements(module, expression.expression.expression, seen);
      const arrow = arrowOf(expression.arguments[0]);
      if (!list || !arrow) return null;
      if (expression.expression.name.text === 'map') return list.map((e) => mapped(e, arrow));
      if (expression.expression.name.text === 'filter') return filtered(list, arrow);
    }
    return null;
  }

  private element(node: ts.Expression): Element {
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return { text: expression.text };
    return ts.isObjectLiteralExpression(expression) ? { object: expression } : null;
  }

  /** A list named in a module: its own const, or one it imports (followed to the defining module). */
  private named(module: Module, name: string, seen: Set<string>): Element[] | null {
    const key = `${module.source.fileName}#${name}`;
    if (seen.has(key)) return null;
    const next = new Set(seen).add(key);
    const init = module.consts.get(name);
    if (init) return this.elements(module, init, next);
    const imported = module.imports.get(name);
    const origin = imported && this.module(imported.file);
    return origin ? this.named(origin, imported.name, next) : null;
  }
}

/** `(a) => a.key` over an object literal: its `key` when a string. */
function mapped(element: Element, arrow: { param: string; body: ts.Expression }): Element {
  const { body } = arrow;
  if (!element || !('object' in element) || !ts.isPropertyAccessExpression(body)) return null;
  if (!ts.isIdentifier(body.expression) || body.expression.text !== arrow.param) return null;
  const property = element.object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === body.name.text,
  );
  const value = property && unwrap(property.initializer);
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
    ? { text: value.text }
    : null;
}

/** `(a) => a !== 'x'` or `(a) => a === 'x'` over strings. */
function filtered(list: Element[], arrow: { param: string; body: ts.Expression }): Element[] | null {
  const { body } = arrow;
  if (!ts.isBinaryExpression(body) || !ts.isIdentifier(body.left) || body.left.text !== arrow.param) return null;
  if (!ts.isStringLiteral(body.right)) return null;
  const kind = body.operatorToken.kind;
  const keep =
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken
      ? true
      : kind === ts.SyntaxKind.ExclamationEqualsEqualsToken
        ? false
        : null;
  if (keep === null) return null;
  const literal = body.right.text;
  if (!list.every((e) => e !== null && 'text' in e)) return null;
  return list.filter((e) => ((e as { text: string }).text === literal) === keep);
}
