import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');

interface LintConfig {
  dependencyRules: object[];
  coreAreaImports: Record<string, string[]>;
}
const lintConfig = () => import(path.join(root, 'eslint.config.js')) as Promise<LintConfig>;

/** Only the dependency-direction rules of eslint.config.js, so the test is about architecture alone. */
async function dependencyLinter() {
  const { dependencyRules } = await lintConfig();
  const tseslint = (await import('typescript-eslint')).default;
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
      ...(dependencyRules as never[]),
    ],
  });
}

describe('dependency direction', () => {
  it('holds across core, contract and workflows', async () => {
    const eslint = await dependencyLinter();
    const results = await eslint.lintFiles([
      'core/**/*.ts',
      'contract/**/*.ts',
      'workflows/**/*.ts',
      'adapters/http/routes/**/*.ts',
    ]);
    const violations = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(violations).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
    // It parses every file of four trees: 58 to 68 s on the slow machine of 2026-12-01.
  }, 240_000);

  it('flags a framework import in core and an import of ours in contract', async () => {
    const eslint = await dependencyLinter();
    const [core] = await eslint.lintText("import express from 'express';\nexport const x = express;\n", {
      filePath: path.join(root, 'core/property/bad.ts'),
    });
    expect(core.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    const [adapterInCore] = await eslint.lintText(
      "import { x } from '../../adapters/http/app.js';\nexport const y = x;\n",
      { filePath: path.join(root, 'core/property/bad.ts') },
    );
    expect(adapterInCore.messages).toHaveLength(1);
    const [contract] = await eslint.lintText(
      "import { Owner } from '../core/property/owner.js';\nexport type O = Owner;\n",
      { filePath: path.join(root, 'contract/bad.ts') },
    );
    expect(contract.messages).toHaveLength(1);
  }, 60_000);

  it('lets core import contract/vocabulary and nothing else of the contract; the vocabulary imports nothing', async () => {
    const eslint = await dependencyLinter();
    const [vocabularyInCore] = await eslint.lintText(
      "import { LEASE_STATUSES } from '../../contract/vocabulary/leasing.js';\nexport const s = LEASE_STATUSES;\n",
      { filePath: path.join(root, 'core/leasing/good.ts') },
    );
    expect(vocabularyInCore.messages).toEqual([]);
    const [contractInCore] = await eslint.lintText(
      "import { leaseSchema } from '../../contract/leasing/leases.js';\nexport const s = leaseSchema;\n",
      { filePath: path.join(root, 'core/leasing/bad.ts') },
    );
    expect(contractInCore.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    for (const source of ['../common.js', './property.js', 'zod']) {
      const [vocabulary] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
        filePath: path.join(root, 'contract/vocabulary/bad.ts'),
      });
      expect([source, vocabulary.messages.map((m) => m.ruleId)]).toEqual([source, ['no-restricted-syntax']]);
    }
    const [reexport] = await eslint.lintText("export { x } from './property.js';\n", {
      filePath: path.join(root, 'contract/vocabulary/bad.ts'),
    });
    expect(reexport.messages.map((m) => m.ruleId)).toEqual(['no-restricted-syntax']);
  }, 60_000);

  it.each(['node:timers', 'timers', 'zlib', 'url', 'node:crypto', 'fs/promises'])(
    'flags the Node built-in %s in workflow code',
    async (builtin) => {
      const eslint = await dependencyLinter();
      const [result] = await eslint.lintText(`import * as m from '${builtin}';\nexport const x = m;\n`, {
        filePath: path.join(root, 'workflows/some-process/workflow.ts'),
      });
      expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    },
    60_000,
  );

  it.each(['./client.js', '../engine-calls.js', '@temporalio/client'])(
    'flags the client import %s in workflow code, and lets a client.ts import it',
    async (source) => {
      const eslint = await dependencyLinter();
      const text = `import * as m from '${source}';\nexport const x = m;\n`;
      const [workflow] = await eslint.lintText(text, {
        filePath: path.join(root, 'workflows/some-process/workflow.ts'),
      });
      expect(workflow.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
      const [client] = await eslint.lintText(text, { filePath: path.join(root, 'workflows/some-process/client.ts') });
      expect(client.messages).toEqual([]);
    },
    60_000,
  );

  it('flags a route folder importing another one', async () => {
    const eslint = await dependencyLinter();
    const [result] = await eslint.lintText(
      "import { x } from '../zones/legislative-zones.js';\nexport const y = x;\n",
      {
        filePath: path.join(root, 'adapters/http/routes/compliance/bad.ts'),
      },
    );
    expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    const [allowed] = await eslint.lintText("import { wire } from '../../wire.js';\nexport const y = wire;\n", {
      filePath: path.join(root, 'adapters/http/routes/compliance/good.ts'),
    });
    expect(allowed.messages).toEqual([]);
  }, 60_000);

  it('keeps the graph of core areas acyclic', async () => {
    const { coreAreaImports } = await lintConfig();
    const done = new Set<string>();
    const visiting: string[] = [];
    const visit = (area: string) => {
      if (done.has(area)) return;
      expect(visiting).not.toContain(area);
      visiting.push(area);
      for (const other of coreAreaImports[area] ?? []) visit(other);
      visiting.pop();
      done.add(area);
    };
    for (const area of Object.keys(coreAreaImports)) visit(area);
    expect(done.size).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['core/property/bad.ts', '../leasing/lease.js'],
    ['core/leasing/bad.ts', '../compliance/violation.js'],
    ['core/leasing/bad.ts', '../contacts/contact.js'],
    ['core/shared/bad.ts', '../leasing/lease.js'],
    ['core/ports/bad.ts', '../tenancy/tenant.js'],
  ])(
    'flags %s importing %s, against the graph of core areas',
    async (file, source) => {
      const eslint = await dependencyLinter();
      const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
        filePath: path.join(root, file),
      });
      expect(result.messages.map((m) => m.ruleId)).toEqual(['boundaries/element-types']);
    },
    60_000,
  );

  it.each([
    ['core/compliance/good.ts', '../leasing/lease.js'],
    ['core/contacts/good.ts', '../property/estate.js'],
    ['core/leasing/good.ts', '../shared/dates.js'],
    ['core/leasing/good.ts', '../compliance/deposit.js'],
  ])(
    'lets %s import %s',
    async (file, source) => {
      const eslint = await dependencyLinter();
      const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
        filePath: path.join(root, file),
      });
      expect(result.messages).toEqual([]);
    },
    60_000,
  );
});
