// No import cycle inside core/ (docs/architecture.md, "Where each kind of thing lives"): an area's
// assembling file imports its parts, the parts import the folder's types.ts, never the assembling file
// back. Type-only imports and re-exports count: a cycle of types is a cycle still.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

type Graph = Map<string, string[]>;

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The core files a file imports (`./x.js` is `./x.ts`, a folder its index.ts). */
function coreImports(file: string, files: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const target = path.join(path.dirname(file), fileName).replace(/\.js$/, '');
    return [`${target}.ts`, path.join(target, 'index.ts')].filter((candidate) => files.has(candidate)).slice(0, 1);
  });
}

function importGraph(dir: string): Graph {
  const files = new Set(tsFiles(dir));
  return new Map([...files].map((file) => [file, coreImports(file, files)]));
}

/** Each cycle found by a depth-first walk, as the path that closes it (a -> b -> a). */
function cyclesOf(graph: Graph): string[] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file].join(' -> '));
      return;
    }
    onPath.push(file);
    for (const imported of graph.get(file) ?? []) visit(imported);
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}

describe('import cycles inside core', () => {
  it('finds none', () => {
    const graph = importGraph('core');
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('names a cycle, type-only imports included', () => {
    const graph: Graph = new Map([
      ['core/area/assembled.ts', ['core/area/part.ts', 'core/area/types.ts']],
      ['core/area/part.ts', ['core/area/assembled.ts']],
      ['core/area/types.ts', []],
    ]);
    expect(cyclesOf(graph)).toEqual(['core/area/assembled.ts -> core/area/part.ts -> core/area/assembled.ts']);
    expect(coreImports('core/leasing/create-lease.ts', new Set(tsFiles('core')))).toContain('core/leasing/types.ts');
  });
});
