import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { Orm } from '../../../persistence/orm.js';

const s = initServer();

export interface PeerStatus {
  workflows: string;
  pdf: string;
}

export function healthRouter(orm: Orm, peers: PeerStatus) {
  return s.router(contract.health, {
    health: async () => {
      const database = await orm.em
        .fork()
        .getConnection()
        .execute('select 1')
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const body = { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database, ...peers };
      return database === 'up' ? { status: 200, body } : { status: 503, body };
    },
  });
}
