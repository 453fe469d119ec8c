// The typed-client example (examples/sign-a-lease.ts) run as a caller would run it, against a test
// server: it imports the contract as the package's client (`rental-service/contract`, built by
// `npm ci`) and walks lease -> PDF -> initiate -> status.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, startTestApp } from '../support/app.js';
import { grant } from '../support/signature.js';
import { RecordingWorkflows } from '../support/workflows.js';
import { runTs } from './run.js';

let app: TestApp;
const engine = new RecordingWorkflows();

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
});
afterAll(() => app.close());

describe('examples/sign-a-lease.ts', () => {
  it('signs through the typed client package: every step answers as the contract says', async () => {
    const built = path.resolve(import.meta.dirname, '../../dist/contract/index.js');
    expect({ built: existsSync(built), hint: 'npm run build:contract (npm ci runs it)' }).toMatchObject({
      built: true,
    });
    const tenant = await app.newTenant('Example');
    await grant(app, tenant, 1);
    const run = await runTs('examples/sign-a-lease.ts', [], { API_URL: app.baseUrl, API_KEY: tenant.apiKey });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((l) => l.step).filter(Boolean)).toEqual([
      'owner',
      'place',
      'estate',
      'lease types',
      'lease',
      'lessee',
      'tenant term',
      'contract PDF',
      'signature',
      'status',
    ]);
    expect(lines.at(-1)).toMatchObject({
      status: 'SIGNING',
      lease_status: 'PENDING_SIGNATURE',
      signers: ['PROPRIETAIRE PENDING', 'LOCATAIRE PENDING'],
    });
    expect(engine.signatures.map((s) => s.documentId)).toContain(lines.at(-1)!.document_signature_id);
  }, 60_000);
});
