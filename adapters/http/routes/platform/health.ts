import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { Orm } from '../../../persistence/orm.js';

const s = initServer();

export interface PeerStatus {
  workflows: string;
  pdf: string;
  /** Whether the workflow engine answers now; absent when there is none to ask. */
  workflowsReachable?: () => Promise<boolean>;
}

/**
 * 503 when the database does not answer (nothing works); 200 `degraded` when only the workflow
 * engine is out of reach: the operations that need it answer 503 meanwhile (docs/decisions.md, record 151).
 */
export function healthRouter(orm: Orm, peers: PeerStatus) {
  const { workflowsReachable, ...described } = peers;
  return s.router(contract.health, {
    health: async () => {
      const [database, reachable] = await Promise.all([
        orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const),
        workflowsReachable ? workflowsReachable() : Promise.resolve(true),
      ]);
      const workflows = reachable ? described.workflows : `${described.workflows} (unreachable)`;
      const degraded = database === 'down' || !reachable;
      const body = { status: degraded ? ('degraded' as const) : ('ok' as const), database, ...described, workflows };
      return database === 'up' ? { status: 200, body } : { status: 503, body };
    },
  });
}
