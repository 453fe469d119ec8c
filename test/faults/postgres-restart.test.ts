// PostgreSQL restarted under load (docs/decisions.md, record 151): the requests in flight fail with a
// 503 problem (never a stack trace), only while it restarts; the API recovers without a restart,
// nothing is half-written and no acknowledged write is lost. Writes one `FAULT` line with its figures
// (docs/faults.md).
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { type RunningPostgres, startEmbeddedPostgres } from '../../adapters/main/embedded-postgres.js';
import { freePort } from '../../adapters/peers/process.js';
import { openOrm } from '../../adapters/persistence/orm.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { type ApiProcess, startApi } from '../support/api-process.js';

/** How long PostgreSQL stays down (FAULT_PG_DOWN_MS), and how many clients load the API meanwhile. */
const DOWN_MS = Number(process.env.FAULT_PG_DOWN_MS ?? 1_500);
const CLIENTS = 4;
const BATCH = 20;
/** How long after PostgreSQL is back a request may still fail (the pool drops its dead connections). */
const RECOVERY_MS = 5_000;

let dir: string;
let port: number;
let cluster: RunningPostgres;
let api: ApiProcess;
let apiKey: string;
let tenantId: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rental-fault-pg-'));
  await chmod(dir, 0o755); // the embedded PostgreSQL runs as the postgres user when we are root
  port = await freePort();
  cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), { port });
  api = await startApi({ DATABASE_URL: cluster.url, DATA_DIR: path.join(dir, 'data') });
  const orm = await openOrm(cluster.url);
  try {
    const created = await keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets).createTenant('Restart');
    apiKey = created.api_key;
    tenantId = created.tenant_id;
  } finally {
    await orm.close(true);
  }
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await cluster?.stop();
});

interface Answer {
  status: number | 'connection cut';
  type: string;
  body: string;
  retryAfter: string | null;
  sentAt: number;
  answeredAt: number;
}

const bulk = (prefix: string, sentAt = Date.now()) =>
  fetch(`${api.url}/api/contacts/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      Array.from({ length: BATCH }, (_, i) => ({
        last_name: `${prefix}-${i}`,
        first_name: 'Restart',
        mobile_phone: `06${String(20_000_000 + i).slice(-8)}`,
        address: `${i} rue du Redémarrage, Paris`,
        email: `${prefix}-${i}@example.fr`,
      })),
    ),
  }).then(
    async (r): Promise<Answer> => ({
      status: r.status,
      type: r.headers.get('content-type') ?? '',
      body: await r.text(),
      retryAfter: r.headers.get('retry-after'),
      sentAt,
      answeredAt: Date.now(),
    }),
    (): Answer => ({
      status: 'connection cut',
      type: '',
      body: '',
      retryAfter: null,
      sentAt,
      answeredAt: Date.now(),
    }),
  );

describe('PostgreSQL restarted under load', () => {
  it('answers 503 problems meanwhile, recovers without a restart and leaves no half-written batch', async () => {
    const answers = new Map<string, Answer>();
    let loading = true;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; loading; i++) {
        const prefix = `c${client}-${i}`;
        answers.set(prefix, await bulk(prefix));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const stoppedAt = Date.now();
    await cluster.stop();
    await new Promise((r) => setTimeout(r, DOWN_MS));
    cluster = await startEmbeddedPostgres(path.join(dir, 'pg'), { port });
    const upAt = Date.now();
    await new Promise((r) => setTimeout(r, RECOVERY_MS + 1_000));
    loading = false;
    await Promise.all(clients);

    const all = [...answers.values()];
    const unavailable = all.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(all.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    // Confined to the restart: sent before PostgreSQL was back (and recovered), answered after it stopped.
    const outside = unavailable.filter((a) => a.sentAt > upAt + RECOVERY_MS || a.answeredAt < stoppedAt);
    expect(outside).toEqual([]);
    for (const answer of unavailable) {
      expect(answer.type).toContain('application/problem+json');
      expect(answer.retryAfter).not.toBeNull();
      expect(JSON.parse(answer.body)).toMatchObject({ status: 503, detail: expect.stringMatching(/database/) });
      expect(answer.body).not.toMatch(/\bat .*\.(ts|js):\d+|Error:/);
    }

    // The same process serves again once PostgreSQL is back.
    expect(api.process.exitCode).toBeNull();
    const deadline = Date.now() + 15_000;
    while ((await fetch(`${api.url}/api/health`)).status !== 200 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect((await bulk('after-0')).status).toBe(201);

    // Every batch is all there or not at all: the batch that answered 201 whole, a 503 one whole or absent.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ prefix: string; n: number }>(
        `select split_part(last_name, '-', 1) || '-' || split_part(last_name, '-', 2) as prefix, count(*)::int as n
         from contacts where tenant_id = $1 group by 1`,
        [tenantId],
      );
      const counts = new Map(rows.map((row) => [row.prefix, row.n]));
      for (const [prefix, answer] of answers) {
        const n = counts.get(prefix) ?? 0;
        if (answer.status === 201) expect({ prefix, n }).toEqual({ prefix, n: BATCH });
        else expect({ prefix, whole: n === 0 || n === BATCH }).toEqual({ prefix, whole: true });
      }
      expect(counts.get('after-0')).toBe(BATCH);
      const acknowledged = [...answers.values()].filter((a) => a.status === 201).length;
      const lost = [...answers].filter(([prefix, a]) => a.status === 201 && counts.get(prefix) !== BATCH).length;
      const lastFailure = Math.max(...unavailable.map((a) => a.answeredAt));
      process.stdout.write(
        `FAULT PostgreSQL down ${upAt - stoppedAt} ms under ${CLIENTS} clients: ${all.length} batches, ` +
          `${acknowledged} acknowledged (${lost} lost), ${unavailable.length} answered 503, ` +
          `the last 503 ${lastFailure - upAt} ms after PostgreSQL was back\n`,
      );
    } finally {
      await client.end();
    }
  }, 120_000);
});
