// Every start-up failure of `npm start` is one line on stderr naming the cause and the fix, and a
// non-zero exit (docs/decisions.md, record 150): never a stack trace.
import { createServer } from 'node:net';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../adapters/peers/process.js';
import { runTs } from './run.js';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rental-startup-'));
  await chmod(scratch, 0o755);
});

const base = () => ({
  DATABASE_URL: process.env.TEST_DATABASE_URL!,
  WORKFLOWS_EMBEDDED: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(scratch, 'data'),
  TEMPORAL_ADDRESS: '',
  TEMPORAL_CLI_PATH: '',
});

async function expectOneLine(env: Record<string, string>, cause: RegExp, fix: RegExp) {
  const run = await runTs(
    'adapters/main/start.ts',
    [],
    { ...base(), PORT: String(await freePort()), ...env },
    { timeoutMs: 45_000 },
  );
  const lines = run.stderr.trim().split('\n');
  expect({ code: run.code, lines }).toEqual({
    code: 1,
    lines: [expect.stringMatching(/^rental-service: cannot start: /)],
  });
  const [said, fixed] = lines[0].split('. Fix: ');
  expect(said).toMatch(cause);
  expect(fixed).toMatch(fix);
  expect(run.stderr + run.stdout).not.toMatch(/\n\s+at /);
}

describe('npm start refuses to start with one clear line', () => {
  it('names a bad config value', () => expectOneLine({ PORT: 'abc' }, /PORT must be .* got abc/, /set PORT/));

  it('names a signature setting out of range', () =>
    expectOneLine({ SIGNATURE_REMINDER_DAYS: '3,zero' }, /SIGNATURE_REMINDER_DAYS/, /SIGNATURE_REMINDER_DAYS/));

  it('names a port in use', async () => {
    const port = await freePort();
    const holder = createServer().listen(port, '127.0.0.1');
    await new Promise((r) => holder.once('listening', r));
    try {
      await expectOneLine({ PORT: String(port) }, new RegExp(`port ${port} .* already in use`), /set PORT/);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('names a malformed DATABASE_URL', () =>
    expectOneLine({ DATABASE_URL: 'not-a-url' }, /DATABASE_URL .* is not a PostgreSQL URL/, /postgresql:\/\//));

  it('names a DATABASE_URL nobody answers at, without its password', async () => {
    const port = await freePort();
    await expectOneLine(
      { DATABASE_URL: `postgresql://rental:s3cret-pw@127.0.0.1:${port}/rental` },
      new RegExp(`no PostgreSQL answers at postgresql://rental:\\*\\*\\*@127.0.0.1:${port}/rental`),
      /start PostgreSQL or correct/,
    );
  }, 60_000);

  it('names a password PostgreSQL refuses, without showing it', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.password = 'not-the-password';
    await expectOneLine({ DATABASE_URL: url.toString() }, /PostgreSQL refused the password of .*:\*\*\*@/, /password/);
  }, 60_000);

  it('names a DATA_DIR that is a file', async () => {
    const file = path.join(scratch, 'a-file');
    await writeFile(file, 'not a folder');
    await expectOneLine({ DATA_DIR: path.join(file, 'data') }, /DATA_DIR .* is a file, not a folder/, /DATA_DIR/);
  });

  it('names a DATA_DIR the embedded PostgreSQL cannot enter (a 0700 folder of mktemp, as root)', async () => {
    const closed = await mkdtemp(path.join(os.tmpdir(), 'rental-startup-closed-'));
    await chmod(closed, 0o700);
    if (process.getuid?.() === 0) {
      await expectOneLine(
        { DATABASE_URL: '', DATA_DIR: path.join(closed, 'data') },
        new RegExp(`postgres system user, who cannot enter ${closed} \\(mode 0700\\)`),
        new RegExp(`chmod o\\+x ${closed}`),
      );
    } else {
      // Not root: PostgreSQL runs as this user, who owns the folder; a folder it cannot list instead.
      await chmod(closed, 0o000);
      await expectOneLine({ DATA_DIR: path.join(closed, 'data') }, /no permission/, /DATA_DIR/);
    }
  }, 60_000);

  it('names a missing peer binary', () =>
    expectOneLine(
      { WORKFLOWS_EMBEDDED: 'true', TEMPORAL_CLI_PATH: path.join(scratch, 'no-temporal') },
      /TEMPORAL_CLI_PATH=.* is not an executable file/,
      /install-peers|unset it/,
    ));
  // A Temporal server that does not answer is no start-up failure: the API serves and the engine is
  // waited for (test/process/workflows-startup.test.ts).
});
