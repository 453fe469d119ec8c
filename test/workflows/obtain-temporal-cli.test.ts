// How `npm start` gets the Temporal CLI when TEMPORAL_ADDRESS is not set, in order: found
// (TEMPORAL_CLI_PATH, PATH, the peers cache), obtained earlier into the peers cache, the SDK's
// download, go install; off with the reason when all fail, and all of it in the background while
// the API serves. The sources are fakes here: this machine has no internet for the SDK download,
// and a real go install takes minutes.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { loadConfig } from '../../adapters/main/config.js';
import { openWorkflows } from '../../adapters/main/workflows.js';
import { type CliSources, obtainTemporalCli } from '../../adapters/temporal/obtain-cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'temporal-cli-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function fakeBinary(file: string): Promise<string> {
  await writeFile(file, '#!/bin/sh\necho temporal version 1.5.1\n');
  await chmod(file, 0o755);
  return file;
}

/** Sources that record what was tried; each behaves as told. */
function sources(plan: { found?: string; sdk?: 'ok' | 'fail'; go?: boolean; goInstall?: 'ok' | 'fail' }) {
  const tried: string[] = [];
  const progress: number[] = [];
  const fake: CliSources = {
    find: () => {
      tried.push('find');
      return plan.found;
    },
    sdkDownload: async (cache) => {
      tried.push('sdk-download');
      if (plan.sdk !== 'ok') throw new Error('getaddrinfo ENOTFOUND temporal.download');
      return fakeBinary(path.join(cache, 'downloaded-temporal-cli'));
    },
    go: () => {
      tried.push('go');
      return plan.go ? '/usr/local/go/bin/go' : undefined;
    },
    goInstall: async (_go, cache, onProgress) => {
      tried.push('go-install');
      onProgress(15);
      progress.push(15);
      if (plan.goInstall !== 'ok') throw new Error('go install exited with 1: module lookup disabled');
      return fakeBinary(path.join(cache, 'temporal'));
    },
  };
  return { fake, tried, progress };
}

describe('obtaining the Temporal CLI', () => {
  it('uses a CLI found on the machine without obtaining anything', async () => {
    const { fake, tried } = sources({ found: '/opt/temporal' });
    expect(await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: fake })).toEqual({
      ok: true,
      path: '/opt/temporal',
      source: 'found',
    });
    expect(tried).toEqual(['find']);
  });

  it('downloads through the SDK first, once: the next start finds it in the cache', async () => {
    const { fake, tried } = sources({ sdk: 'ok', go: true, goInstall: 'ok' });
    const first = await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: fake });
    expect(first).toEqual({ ok: true, path: path.join(dir, 'bin', 'temporal'), source: 'sdk-download' });
    const second = await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: fake });
    expect(second).toEqual({ ok: true, path: path.join(dir, 'bin', 'temporal'), source: 'cache' });
    expect(tried).toEqual(['find', 'sdk-download', 'find']);
  });

  it('falls back to go install with a progress line when the download fails', async () => {
    const { fake, tried } = sources({ sdk: 'fail', go: true, goInstall: 'ok' });
    const lines: string[] = [];
    const result = await obtainTemporalCli({ cacheDir: dir, log: (line) => lines.push(line), sources: fake });
    expect(result).toEqual({ ok: true, path: path.join(dir, 'bin', 'temporal'), source: 'go-install' });
    expect(tried).toEqual(['find', 'sdk-download', 'go', 'go-install']);
    expect(lines).toEqual([
      expect.stringContaining('downloading the dev server through the Temporal SDK'),
      expect.stringContaining('go install github.com/temporalio/cli/cmd/temporal@v1.5.1'),
      'still building the Temporal CLI (15 s)',
    ]);
  });

  it('says why when every way fails, so that the service starts without workflows', async () => {
    const noGo = sources({ sdk: 'fail', go: false });
    const withoutGo = await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: noGo.fake });
    expect(withoutGo).toEqual({
      ok: false,
      reason:
        'no Temporal CLI (SDK download: getaddrinfo ENOTFOUND temporal.download; go install: no Go toolchain on PATH)',
    });
    const failing = sources({ sdk: 'fail', go: true, goInstall: 'fail' });
    const result = await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: failing.fake });
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('go install: go install exited with 1'),
    });
  });

  it('reports a TEMPORAL_CLI_PATH that is not an executable', async () => {
    const fake = sources({}).fake;
    fake.find = () => {
      throw new Error('TEMPORAL_CLI_PATH=/nope is not an executable file');
    };
    expect(await obtainTemporalCli({ cacheDir: dir, log: () => undefined, sources: fake })).toEqual({
      ok: false,
      reason: 'TEMPORAL_CLI_PATH=/nope is not an executable file',
    });
  });
});

describe('npm start when no Temporal CLI can be had', () => {
  it('answers at once, says it is obtaining the CLI, then runs without workflows and says how to install it', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    let download: () => void = () => undefined;
    const failing = sources({ sdk: 'fail', go: false }).fake;
    const slow: CliSources = {
      ...failing,
      sdkDownload: (cache) =>
        new Promise((resolve, reject) => (download = () => failing.sdkDownload(cache).then(resolve, reject))),
    };
    const engine = openWorkflows({
      config: loadConfig({ DATA_DIR: dir, RENTAL_SERVICE_CACHE: dir }),
      databaseUrl: 'postgres://unused',
      logger,
      cliSources: slow,
    });
    expect(engine.status().state).toBe('starting');
    engine.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(engine.status()).toEqual({
      state: 'obtaining_cli',
      description: expect.stringContaining('downloading the dev server through the Temporal SDK'),
    });
    // While the CLI is being obtained, what changes ask of the engine is recorded (the command outbox).
    expect(engine.workflows.enabled).toBe(true);
    download();
    await engine.settled;
    expect(engine.workflows.enabled).toBe(false);
    const { state, description } = engine.status();
    expect(state).toBe('off');
    expect(description).toContain('off (no Temporal CLI (SDK download: getaddrinfo ENOTFOUND');
    expect(description).toContain('go install github.com/temporalio/cli/cmd/temporal@v1.5.1');
    expect(lines.join('')).toContain('workflows are OFF');
    await engine.close();
  });
});
