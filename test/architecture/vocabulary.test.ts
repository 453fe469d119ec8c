// One vocabulary (docs/architecture.md, "One vocabulary"): an enumeration is a top-level `const`
// list of strings defined once, in contract/vocabulary/<area>.ts, and imported from there by the
// contract and by core. This test finds a list of contract/ or core/ defined twice (the same values,
// or the same name), and a list of strings the contract defines outside its vocabulary.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { type StringList, StringLists } from '../support/string-lists.js';

const root = path.resolve(import.meta.dirname, '../..');
const VOCABULARY = 'contract/vocabulary/';

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

const readRepository = (file: string) =>
  fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined;

/** Groups of lists of more than one file sharing a key, each as "file NAME = file NAME". */
function sharedAcrossFiles(lists: StringList[], key: (list: StringList) => string | null, why: string): string[] {
  const groups = new Map<string, StringList[]>();
  for (const list of lists) {
    const k = key(list);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), list]);
  }
  return [...groups.values()]
    .filter((same) => new Set(same.map((l) => l.file)).size > 1)
    .map((same) => `${same.map((l) => `${l.file} ${l.name}`).join(' = ')} (${why})`);
}

/** What breaks the rule: a list defined in two files (by its values, or by its name), a contract list outside the vocabulary. */
function problems(lists: StringList[]): string[] {
  return [
    // Two values at least: a one-value list ({ 'DRAFT' }) may be two different things.
    ...sharedAcrossFiles(
      lists,
      (l) => (l.values.length > 1 ? [...l.values].sort().join('\u0000') : null),
      'same values',
    ),
    ...sharedAcrossFiles(lists, (l) => l.name, 'same name'),
    ...lists
      .filter((l) => l.file.startsWith('contract/') && !l.file.startsWith(VOCABULARY))
      .map((l) => `${l.file} ${l.name}: a list of strings in the contract belongs in ${VOCABULARY}<area>.ts`),
  ];
}

/** The lists of in-memory modules, for the tests of the rule itself. */
function listsOf(files: Record<string, string>): StringList[] {
  const reader = new StringLists((file) => files[file]);
  return Object.keys(files).flatMap((file) => reader.definedIn(file));
}

describe('one vocabulary', () => {
  const reader = new StringLists(readRepository);
  const lists = [...tsFiles('contract'), ...tsFiles('core')].flatMap((file) => reader.definedIn(file));

  it('defines every enumeration of contract/ and core/ once, in contract/vocabulary/', () => {
    expect(problems(lists)).toEqual([]);
    // The vocabulary itself is found, spreads expanded, so that an empty scan cannot pass.
    const vocabulary = lists.filter((l) => l.file.startsWith(VOCABULARY));
    expect(vocabulary.map((l) => l.name)).toEqual(expect.arrayContaining(['LEASE_STATUSES', 'CONTACT_ROLES']));
    expect(vocabulary.find((l) => l.name === 'NOTICE_REASONS')?.values).toContain('SALE');
  });

  it('flags a list defined in two files, in any order, and ignores lists inside functions', () => {
    const found = listsOf({
      'contract/vocabulary/a.ts': "export const A = ['x', 'y'] as const;",
      'core/a/b.ts': "export const B = ['y', 'x'] as const satisfies readonly string[];",
      'core/a/c.ts': "export function f() { const C = ['x', 'y']; return C; }",
    });
    expect(problems(found)).toEqual(['contract/vocabulary/a.ts A = core/a/b.ts B (same values)']);
  });

  it('flags the same name in two files even with other values', () => {
    const found = listsOf({
      'contract/vocabulary/a.ts': "export const STEPS = ['x', 'y', 'z'] as const;",
      'core/a/b.ts': "export const STEPS = ['x', 'y'] as const;",
    });
    expect(problems(found)).toEqual(['contract/vocabulary/a.ts STEPS = core/a/b.ts STEPS (same name)']);
  });

  it('expands spreads, imported lists, maps over objects and filters', () => {
    const found = listsOf({
      'contract/vocabulary/a.ts': "export const A = ['x', 'y'] as const; export const AB = [...A, 'z'] as const;",
      'core/a/spread.ts': "import { A as LETTERS } from '../../contract/vocabulary/a.js'; const S = [...LETTERS, 'z'];",
      'core/a/map.ts':
        "const ITEMS = [{ code: 'x', n: 1 }, { code: 'y' }] as const; const M = ITEMS.map((i) => i.code);",
      'core/a/filter.ts': "import { AB } from '../../contract/vocabulary/a.js'; const F = AB.filter((v) => v !== 'z');",
      'core/a/alias.ts': "import { A } from '../../contract/vocabulary/a.js'; export const ALIAS = A;",
    });
    expect(found.map((l) => `${l.name} ${l.values.join(',')}`)).toEqual([
      'A x,y',
      'AB x,y,z',
      'S x,y,z',
      'M x,y',
      'F x,y',
    ]);
    expect(problems(found)).toEqual([
      'contract/vocabulary/a.ts A = core/a/map.ts M = core/a/filter.ts F (same values)',
      'contract/vocabulary/a.ts AB = core/a/spread.ts S (same values)',
    ]);
  });

  it('refuses a list of strings in the contract outside the vocabulary', () => {
    const found = listsOf({
      'contract/vocabulary/a.ts': "export const A = ['x', 'y'] as const;",
      'contract/area/routes.ts':
        "import { A } from '../vocabulary/a.js'; const SORT = ['name']; const B = [...A, 'w'];",
    });
    expect(problems(found)).toEqual([
      'contract/area/routes.ts SORT: a list of strings in the contract belongs in contract/vocabulary/<area>.ts',
      'contract/area/routes.ts B: a list of strings in the contract belongs in contract/vocabulary/<area>.ts',
    ]);
  });
});
