// The credit ledger on the real database: append-only entries whose sum is the balance, grants
// through the admin CLI, consumption serialised per tenant (never below zero under concurrent
// requests), refunds once; the event and message outboxes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { consumeCredits, creditBalance, grantCredits, refundCredits } from '../../core/credits/credits.js';
import { PaymentRequiredError } from '../../core/shared/errors.js';
import { tableEventOutbox } from '../../adapters/persistence/event-outbox.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { TEST_SERVICE_SECRET, type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { runTs } from '../process/run.js';

let app: TestApp;
let tenant: TestTenant;
const ids = { next: randomUUID };

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Credits');
});
afterAll(() => app.close());

const storeOf = (tenantId = tenant.tenantId) => new MikroStore(app.orm.em.fork(), tenantId);

describe('credit ledger', () => {
  it('grants through the admin CLI, printing the new balance as one JSON object', async () => {
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' };
    const other = await app.newTenant('Credits CLI');
    const args = ['credits', 'grant', '--tenant', other.tenantId, '--amount', '3'];
    const first = await runTs('adapters/main/admin.ts', args, env);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ tenant_id: other.tenantId, granted: 3, balance: 3 });
    const second = await runTs('adapters/main/admin.ts', [...args.slice(0, 4), '--amount', '2'], env);
    expect(JSON.parse(second.stdout)).toEqual({ tenant_id: other.tenantId, granted: 2, balance: 5 });
    const balance = await runTs('adapters/main/admin.ts', ['credits', 'balance', '--tenant', other.tenantId], env);
    expect(JSON.parse(balance.stdout)).toEqual({ tenant_id: other.tenantId, balance: 5 });

    for (const bad of [
      ['credits', 'grant', '--tenant', other.tenantId, '--amount', '0'],
      ['credits', 'grant', '--tenant', other.tenantId, '--amount', '-4'],
      ['credits', 'grant', '--tenant', 'nope', '--amount', '1'],
      ['credits', 'grant', '--tenant', randomUUID(), '--amount', '1'],
    ]) {
      const refused = await runTs('adapters/main/admin.ts', bad, env);
      expect({ bad, code: refused.code === 0, stdout: refused.stdout }).toEqual({ bad, code: false, stdout: '' });
    }
    expect(await creditBalance(storeOf(other.tenantId))).toBe(5);
  }, 60_000);

  it('never goes below zero under concurrent consumption, and refunds each operation once', async () => {
    const t = await app.newTenant('Credits race');
    await grantCredits(storeOf(t.tenantId), { ids }, { tenantId: t.tenantId, amount: 3 });
    const references = Array.from({ length: 8 }, () => randomUUID());
    const outcomes = await Promise.allSettled(
      references.map((reference) =>
        storeOf(t.tenantId).transaction((tx) =>
          consumeCredits(tx, { ids }, { tenantId: t.tenantId, credits: 1, reference, note: 'race' }),
        ),
      ),
    );
    const taken = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as PaymentRequiredError;
      expect(reason).toBeInstanceOf(PaymentRequiredError);
      expect(reason.extra).toEqual({ balance: 0, required: 1 });
    }
    expect(await creditBalance(storeOf(t.tenantId))).toBe(0);

    const consumed = references[outcomes.findIndex((o) => o.status === 'fulfilled')];
    const refund = () =>
      storeOf(t.tenantId).transaction((tx) =>
        refundCredits(tx, { ids }, { tenantId: t.tenantId, reference: consumed, note: 'expired' }),
      );
    expect(await Promise.all([refund(), refund()])).toEqual(expect.arrayContaining([true, false]));
    expect(await refund()).toBe(false);
    const never = await storeOf(t.tenantId).transaction((tx) =>
      refundCredits(tx, { ids }, { tenantId: t.tenantId, reference: randomUUID(), note: 'nothing consumed' }),
    );
    expect(never).toBe(false);
    expect(await creditBalance(storeOf(t.tenantId))).toBe(1);
    // Another tenant's ledger is its own.
    expect(await creditBalance(storeOf())).toBe(0);
  });

  it('is append-only: the database refuses to change an entry', async () => {
    await grantCredits(storeOf(), { ids }, { tenantId: tenant.tenantId, amount: 1 });
    await expect(
      withPool((pool) => pool.query('update credit_entries set amount = 100 where tenant_id = $1', [tenant.tenantId])),
    ).rejects.toThrow('append-only');
  });
});

describe('outboxes', () => {
  it('records a domain event once per type and key, with a stable id, in the caller transaction', async () => {
    const subject = randomUUID();
    const event = {
      tenantId: tenant.tenantId,
      type: 'test.happened',
      key: subject,
      subjectType: 'test',
      subjectId: subject,
      payload: { n: 1 },
    };
    const first = await storeOf().transaction((tx) => tableEventOutbox.record(tx, event));
    const again = await storeOf().transaction((tx) => tableEventOutbox.record(tx, event));
    expect(again).toBe(first);
    expect(tableEventOutbox.idOf(event)).toBe(first);
    // A rolled back transaction leaves no event.
    const other = { ...event, key: randomUUID() };
    await expect(
      storeOf().transaction(async (tx) => {
        await tableEventOutbox.record(tx, other);
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    const rows = await withPool(
      async (pool) =>
        (await pool.query('select id from outbox_events where tenant_id = $1', [tenant.tenantId])).rows as {
          id: string;
        }[],
    );
    expect(rows.map((r) => r.id)).toEqual([first]);
  });

  it('queues a message once per key, sealed, and lists it per tenant, through the admin CLI too', async () => {
    const outbox = app.outbox;
    const message = {
      tenantId: tenant.tenantId,
      kind: 'test_message',
      channel: 'sms' as const,
      recipient: '+33612345678',
      subject: 'Code',
      body: 'Votre code : 123456',
      data: { code: '123456' },
      idempotencyKey: `test:${randomUUID()}`,
    };
    const results = await Promise.all([outbox.enqueue(message), outbox.enqueue(message)]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect(results[0].id).toBe(results[1].id);
    const other = await app.newTenant('Outbox other');
    expect(await outbox.list({ tenantId: other.tenantId })).toEqual([]);
    // Stored sealed: neither the body nor the code is in the row.
    const stored = await withPool(
      async (pool) =>
        (await pool.query('select body, data::text as data from outbox_messages where id = $1', [results[0].id])).rows,
    );
    expect(stored).toEqual([
      { body: expect.stringMatching(/^v1\./), data: expect.stringMatching(/^\{"sealed": "v1\./) },
    ]);
    expect(JSON.stringify(stored)).not.toContain('123456');
    const listed = await runTs(
      'adapters/main/admin.ts',
      ['outbox', 'list', '--tenant', tenant.tenantId, '--kind', 'test_message'],
      { DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn', SERVICE_SECRET: TEST_SERVICE_SECRET },
    );
    expect(listed.code).toBe(0);
    const { messages } = JSON.parse(listed.stdout) as { messages: { body: string; recipient: string }[] };
    expect(messages).toEqual([
      expect.objectContaining({ body: 'Votre code : 123456', recipient: '+33612345678', data: { code: '123456' } }),
    ]);
  }, 30_000);

  it('lists a message queued before messages were sealed as it was stored', async () => {
    const id = randomUUID();
    await withPool((pool) =>
      pool.query(
        `insert into outbox_messages (id, tenant_id, kind, channel, recipient, subject, body, data, idempotency_key, created_at)
         values ($1, $2, 'clear_message', 'email', 'lease_manager', 'Avant', 'Un ancien message', '{"lease_id": "x"}', $3, now())`,
        [id, tenant.tenantId, `clear:${id}`],
      ),
    );
    expect(await app.outbox.list({ tenantId: tenant.tenantId, kind: 'clear_message' })).toEqual([
      expect.objectContaining({ id, body: 'Un ancien message', data: { lease_id: 'x' } }),
    ]);
  });
});
