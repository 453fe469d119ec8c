import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MessageChannels } from '../../../../core/ports/message-channels.js';
import type { NotificationChannel } from '../../../../core/ports/notifier.js';
import type { WorkflowEngineState } from '../../../../contract/vocabulary/platform.js';
import type { Orm } from '../../../persistence/orm.js';
import { commandBacklog } from '../../../temporal/command-relay.js';

const s = initServer();

export interface PeerStatus {
  workflows: string;
  pdf: string;
  /** The workflow engine's state now (adapters/main/workflows.ts); off, as `workflows` says, when absent. */
  workflowEngine?: () => { state: WorkflowEngineState; description: string };
  /** Whether the workflow engine answers now; absent when there is none to ask. */
  workflowsReachable?: () => Promise<boolean>;
  /** The delivery relay's view: the embedded Mailpit's page, and the channels it could not reach. */
  messages?: { mailpit: string | null; unreachable(): NotificationChannel[] };
}

/** The messages waiting to be sent, of every tenant (the relay's queue); null when the database does not answer. */
async function backlog(orm: Orm): Promise<{ queued: number | null; oldest_queued_at: string | null }> {
  try {
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<{ queued: number; oldest: Date | null }[]>(
        `select count(*)::int as "queued", min("created_at") as "oldest" from "outbox_messages" where "status" = 'QUEUED'`,
      );
    return { queued: row.queued, oldest_queued_at: row.oldest ? new Date(row.oldest).toISOString() : null };
  } catch {
    return { queued: null, oldest_queued_at: null };
  }
}

/** The engine's state and the command outbox's backlog (docs/decisions.md 202); null counts when the database does not answer. */
async function workflowEngineHealth(orm: Orm, state: WorkflowEngineState) {
  const waiting = await commandBacklog(orm).catch(() => null);
  const oldest = waiting?.oldestQueuedAt ?? null;
  return {
    state,
    commands_queued: waiting?.queued ?? null,
    oldest_command_at: oldest?.toISOString() ?? null,
    oldest_command_age_seconds: oldest ? Math.max(0, Math.floor((Date.now() - oldest.getTime()) / 1000)) : null,
  };
}

/** Where messages go, the backlog, and the channels out of reach while messages wait (docs/decisions.md 178). */
async function messagesHealth(orm: Orm, channels: MessageChannels, peers: PeerStatus['messages']) {
  const waiting = await backlog(orm);
  const unreachable = waiting.queued ? (peers?.unreachable() ?? []) : [];
  return {
    email: channels.email.description,
    sms: channels.sms.description,
    mailpit: peers?.mailpit ?? null,
    ...waiting,
    unreachable,
  };
}

/**
 * 503 when the database does not answer (nothing works); 200 `degraded` when only the workflow
 * engine is not up or out of reach: what changes ask of it waits in the command outbox meanwhile
 * (docs/decisions.md 202);
 * 200 `degraded` too when a message provider is out of reach while messages wait (record 178).
 */
export function healthRouter(orm: Orm, peers: PeerStatus, channels: MessageChannels) {
  const { workflowsReachable, workflowEngine, messages: relay, ...described } = peers;
  return s.router(contract.health, {
    health: async () => {
      const engine = workflowEngine?.() ?? { state: 'off' as const, description: described.workflows };
      const [database, reachable, messages, workflowState] = await Promise.all([
        orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const),
        workflowsReachable ? workflowsReachable() : Promise.resolve(true),
        messagesHealth(orm, channels, relay),
        workflowEngineHealth(orm, engine.state),
      ]);
      const unreachable = engine.state === 'up' && !reachable;
      const workflows = unreachable ? `${engine.description} (unreachable)` : engine.description;
      const degraded = database === 'down' || !reachable || messages.unreachable.length > 0;
      const status = degraded ? ('degraded' as const) : ('ok' as const);
      const body = { status, database, ...described, workflows, workflow_engine: workflowState, messages };
      return database === 'up' ? { status: 200, body } : { status: 503, body };
    },
  });
}
