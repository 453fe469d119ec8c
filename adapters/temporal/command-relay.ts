// The relay of the workflow command outbox (docs/decisions.md 203), run by the API process and
// the worker: it claims the commands that are due (FOR UPDATE SKIP LOCKED, then a claim window, as
// the webhook relay claims its deliveries: several processes never send the same command at once),
// sends them, deletes those the engine accepted and retries the others with a backoff. A workflow's
// commands go one at a time, in the order they were recorded; while the engine does not answer, a
// pass sends nothing and counts no attempt, so its return is caught at the next pass.
import type { Logger } from 'pino';
import type { CommandOperation } from '../persistence/entities/workflow-commands.js';
import type { Orm } from '../persistence/orm.js';
import { repeatPass } from '../repeat-pass.js';
import type { CommandTarget, WorkflowCommand } from './command-target.js';

/** How long a claimed command is held before another relay may take it (a relay that died). */
export const CLAIM_SECONDS = 120;
/** The longest pause between two attempts of a command the engine refused. */
export const MAX_BACKOFF_SECONDS = 30;
/** Commands claimed, and sent at once, at a time: enough to be quick, few enough for a dev server's SQLite. */
const BATCH = 20;

export interface CommandRelayDeps {
  orm: Orm;
  taskQueue: string;
  /** The engine once it is up; null while it comes up (the commands wait). */
  target(): CommandTarget | null;
  /** Whether the engine answers now. */
  reachable(): Promise<boolean>;
  logger: Logger;
}

interface ClaimedRow {
  id: string;
  seq: string;
  workflow_id: string;
  operation: CommandOperation;
  workflow_type: string | null;
  signal: string | null;
  args: unknown[];
  signal_args: unknown[];
  attempts: number;
}

const execute = async <T>(orm: Orm, sql: string, params: unknown[] = []): Promise<T> =>
  (await orm.em.fork().getConnection().execute(sql, params, 'all')) as T;

/**
 * Claims up to BATCH commands due by `dueBy` (the database's now when null): for each workflow only
 * its oldest command, and none whose workflow has an older one still waiting (claimed by another relay).
 */
function claim(orm: Orm, taskQueue: string, dueBy: Date | null): Promise<ClaimedRow[]> {
  return execute<ClaimedRow[]>(
    orm,
    `with due as (
       select c.id from "workflow_commands" c
       where c.task_queue = ? and c.next_attempt_at <= coalesce(?::timestamptz, now())
         and not exists (select 1 from "workflow_commands" o
                         where o.workflow_id = c.workflow_id and o.task_queue = c.task_queue and o.seq < c.seq)
       order by c.seq limit ?
       for update skip locked)
     update "workflow_commands" w
       set next_attempt_at = now() + make_interval(secs => ?), attempts = w.attempts + 1
       from due where w.id = due.id
     returning w.id, w.seq::text as seq, w.workflow_id, w.operation, w.workflow_type, w.signal, w.args,
       w.signal_args, w.attempts`,
    [taskQueue, dueBy, BATCH, CLAIM_SECONDS],
  );
}

/** 1 s after the first failure, doubling up to MAX_BACKOFF_SECONDS. */
export const backoffSeconds = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);

async function sendOne(deps: CommandRelayDeps, target: CommandTarget, row: ClaimedRow): Promise<boolean> {
  const command: WorkflowCommand = {
    taskQueue: deps.taskQueue,
    workflowId: row.workflow_id,
    operation: row.operation,
    workflowType: row.workflow_type,
    signal: row.signal,
    args: row.args,
    signalArgs: row.signal_args,
  };
  try {
    await target.send(command);
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    const message = [(error as Error).message ?? String(error), cause?.message].filter(Boolean).join(': ');
    await execute(
      deps.orm,
      `update "workflow_commands" set next_attempt_at = now() + make_interval(secs => ?), last_error = ? where id = ?`,
      [backoffSeconds(row.attempts), message.slice(0, 1000), row.id],
    );
    deps.logger.warn(
      { workflow_id: row.workflow_id, operation: row.operation, attempts: row.attempts, err: message },
      'workflow command refused: retrying',
    );
    return false;
  }
  await execute(deps.orm, `delete from "workflow_commands" where id = ?`, [row.id]);
  return true;
}

export interface RelayPass {
  sent: number;
  failed: number;
}

/** One pass: while commands are due and the engine answers, claims and sends them (each workflow's in order). */
export async function relayPass(deps: CommandRelayDeps, dueBy: Date | null = null): Promise<RelayPass> {
  const total: RelayPass = { sent: 0, failed: 0 };
  const target = deps.target();
  if (!target || !(await hasDue(deps, dueBy)) || !(await deps.reachable())) return total;
  for (;;) {
    const rows = await claim(deps.orm, deps.taskQueue, dueBy);
    if (rows.length === 0) return total;
    const outcomes = await Promise.all(rows.map((row) => sendOne(deps, target, row)));
    for (const sent of outcomes) total[sent ? 'sent' : 'failed'] += 1;
    if (outcomes.every((sent) => !sent)) return total;
  }
}

async function hasDue(deps: CommandRelayDeps, dueBy: Date | null): Promise<boolean> {
  const rows = await execute<unknown[]>(
    deps.orm,
    `select 1 from "workflow_commands"
     where task_queue = ? and next_attempt_at <= coalesce(?::timestamptz, now()) limit 1`,
    [deps.taskQueue, dueBy],
  );
  return rows.length > 0;
}

export interface CommandBacklog {
  queued: number;
  oldestQueuedAt: Date | null;
}

/** The commands waiting, of every queue, and when the oldest was recorded (for /api/health). */
export async function commandBacklog(orm: Orm): Promise<CommandBacklog> {
  const [row] = await execute<{ queued: number; oldest: Date | null }[]>(
    orm,
    `select count(*)::int as "queued", min("created_at") as "oldest" from "workflow_commands"`,
  );
  return { queued: row.queued, oldestQueuedAt: row.oldest ? new Date(row.oldest) : null };
}

/** Among these workflow ids, those that have a command waiting. */
export async function queuedWorkflowIds(orm: Orm, workflowIds: string[]): Promise<Set<string>> {
  if (workflowIds.length === 0) return new Set();
  const rows = await execute<{ workflow_id: string }[]>(
    orm,
    `select distinct workflow_id from "workflow_commands"
     where workflow_id in (${workflowIds.map(() => '?').join(', ')})`,
    workflowIds,
  );
  return new Set(rows.map((row) => row.workflow_id));
}

export interface CommandRelay {
  /** A pass now, after the one under way; `dueBy` sends what falls due until then (tests: everything). */
  pass(dueBy?: Date): Promise<RelayPass>;
  stop(): Promise<void>;
}

/** Runs a pass every `intervalMs` until stopped; passes never overlap. */
export function startCommandRelay(deps: CommandRelayDeps, options: { intervalMs: number }): CommandRelay {
  let last: Promise<unknown> = Promise.resolve();
  const pass = (dueBy?: Date): Promise<RelayPass> => {
    const next = last.then(() => relayPass(deps, dueBy ?? null));
    last = next.catch(() => undefined);
    return next;
  };
  const loop = repeatPass(
    () =>
      pass()
        .then(({ sent, failed }) => {
          if (sent + failed > 0) deps.logger.debug({ sent, failed }, 'workflow command relay pass');
        })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'workflow command relay pass failed'))
        .then(() => options.intervalMs),
    0,
  );
  return {
    pass,
    async stop() {
      await loop.stop();
      await last;
    },
  };
}
