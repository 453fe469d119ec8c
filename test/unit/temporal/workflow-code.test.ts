// Which workflow code a worker loads (adapters/temporal/worker.ts, docs/decisions.md 343): the bundle
// `npm run build` wrote beside the compiled workflows, else the entry for the SDK's bundler (the
// sources under tsx, a dist/ without its bundle).
import { describe, expect, it } from '@jest/globals';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WORKFLOWS_PATH, workflowCode } from '../../../adapters/temporal/worker.js';

async function workflowsDir(files: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'workflow-code-'));
  for (const file of files) await writeFile(path.join(dir, file), '');
  return dir;
}

describe('workflowCode', () => {
  it('loads the prebuilt bundle beside compiled workflows', async () => {
    const dir = await workflowsDir(['index.js', 'bundle.js']);
    expect(workflowCode(path.join(dir, 'index.js'))).toEqual({
      workflowBundle: { codePath: path.join(dir, 'bundle.js') },
    });
  });

  it('bundles at start when the compiled workflows have no bundle', async () => {
    const dir = await workflowsDir(['index.js']);
    expect(workflowCode(path.join(dir, 'index.js'))).toEqual({ workflowsPath: path.join(dir, 'index.js') });
  });

  it('bundles the sources, never a bundle lying beside them', async () => {
    const dir = await workflowsDir(['index.ts', 'bundle.js']);
    expect(workflowCode(path.join(dir, 'index.ts'))).toEqual({ workflowsPath: path.join(dir, 'index.ts') });
    // Under jest the worker runs from the sources.
    expect(workflowCode()).toEqual({ workflowsPath: WORKFLOWS_PATH });
  });
});
