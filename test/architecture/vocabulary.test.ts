// One vocabulary (docs/architecture.md, "Where each kind of thing lives"): an enumeration is a
// top-level `const` list of strings defined once, in contract/vocabulary/<area>.ts, and imported
// from there by the contract and by core. This test finds a list defined twice in contract/ or core/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Core files that still define their own copy of a list the contract also defines (in the
 * vocabulary or in a contract file of its own); they move to contract/vocabulary/<area>.ts and import
 * it from there. Remove an entry when its file no longer has a copy.
 */
const PENDING: readonly string[] = [
  'core/billing/deposits/deposit.ts',
  'core/billing/reminders/rent-reminder.ts',
  'core/billing/rent/rent.ts',
  'core/compliance/assess-lease.ts',
  'core/compliance/rent-control/construction-period.ts',
  'core/compliance/rent-control/rent-control.ts',
  'core/compliance/zone-tendue/rent-evolution-decree.ts',
  'core/indexation/index-revision.ts',
  'core/indexation/index-series.ts',
  'core/leasing/pdf/lease-pdf.ts',
  'core/zones/zone.ts',
];

interface Definition {
  file: string;
  name: string;
  values: string[];
}

/** Top-level `const X = ['a', 'b', ...]` (with `as const` or `satisfies`) of at least two strings. */
function stringLists(file: string, text: string): Definition[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Definition[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let init = declaration.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
      if (!init || !ts.isArrayLiteralExpression(init) || init.elements.length < 2) continue;
      if (!init.elements.every(ts.isStringLiteral)) continue;
      found.push({
        file,
        name: declaration.name.getText(source),
        values: init.elements.map((e) => (e as ts.StringLiteral).text),
      });
    }
  }
  return found;
}

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** Lists with the same values (in any order) defined in more than one file. */
function definedTwice(definitions: Definition[]): string[] {
  const byValues = new Map<string, Definition[]>();
  for (const definition of definitions) {
    const key = [...definition.values].sort().join('\u0000');
    byValues.set(key, [...(byValues.get(key) ?? []), definition]);
  }
  return [...byValues.values()]
    .filter((same) => new Set(same.map((d) => d.file)).size > 1)
    .map((same) => same.map((d) => `${d.file} ${d.name}`).join(' = '));
}

describe('one vocabulary', () => {
  const definitions = [...tsFiles('contract'), ...tsFiles('core')]
    .filter((file) => !PENDING.includes(file))
    .flatMap((file) => stringLists(file, fs.readFileSync(path.join(root, file), 'utf8')));

  it('defines every enumeration of contract/ and core/ once', () => {
    expect(definedTwice(definitions)).toEqual([]);
    // The vocabulary itself is found, so that an empty scan cannot pass.
    const vocabulary = definitions.filter((d) => d.file.startsWith(path.join('contract', 'vocabulary')));
    expect(vocabulary.map((d) => d.name)).toEqual(expect.arrayContaining(['LEASE_STATUSES', 'CONTACT_ROLES']));
  });

  it('flags a list defined in two files, in any order, and ignores lists inside functions', () => {
    const lists = [
      ...stringLists('contract/vocabulary/a.ts', "export const A = ['x', 'y'] as const;"),
      ...stringLists('core/a/b.ts', "export const B = ['y', 'x'] as const satisfies readonly string[];"),
      ...stringLists('core/a/c.ts', "export function f() { const C = ['x', 'y']; return C; }"),
    ];
    expect(definedTwice(lists)).toEqual(['contract/vocabulary/a.ts A = core/a/b.ts B']);
  });

  it('keeps each pending file a real copy of a vocabulary list, so the exception list stays honest', () => {
    const vocabulary = new Set(definitions.map((d) => [...d.values].sort().join('\u0000')));
    for (const file of PENDING) {
      const lists = stringLists(file, fs.readFileSync(path.join(root, file), 'utf8'));
      expect([file, lists.some((d) => vocabulary.has([...d.values].sort().join('\u0000')))]).toEqual([file, true]);
    }
  });
});
