// The preload of every entry point (adapters/main/source-maps.ts, docs/decisions.md 334): a stack
// trace through our compiled code names the TypeScript source, while the maps the packages ship
// are not read. Run with the node flags of `npm start` itself, taken from package.json.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ensureBuilt } from './run.js';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm start`'s node flags before its entry point. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('dist/adapters/main/start.js'));
}

const probe = `
import { findSourceMap } from 'node:module';
import { checkedKey } from './dist/adapters/storage/file-key.js';
await import('@temporalio/client');
let stack = '';
try { checkedKey('../escape'); } catch (error) { stack = error.stack; }
console.log(JSON.stringify({
  stack,
  ours: findSourceMap(process.cwd() + '/dist/adapters/storage/file-key.js') !== undefined,
  packages: findSourceMap(process.cwd() + '/node_modules/@temporalio/client/lib/client.js') !== undefined,
}));
`;

describe('source maps of the entry points', () => {
  it('map our code to its TypeScript and leave the packages’ maps unread', () => {
    ensureBuilt();
    const flags = startFlags();
    expect(flags).toContain('./dist/adapters/main/source-maps.js');
    const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', probe], {
      cwd: root,
      encoding: 'utf8',
    });
    const seen = JSON.parse(out) as { stack: string; ours: boolean; packages: boolean };
    expect(seen.stack).toMatch(/adapters\/storage\/file-key\.ts:\d+:\d+/);
    expect(seen.ours).toBe(true);
    // @temporalio/client ships lib/client.js.map, which --enable-source-maps would read and keep.
    expect(seen.packages).toBe(false);
  });
});
