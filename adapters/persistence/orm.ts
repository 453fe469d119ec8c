import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';
import { entities } from './entities/index.js';

export type Orm = MikroORM;

export async function openOrm(
  databaseUrl: string,
  options: { poolMax?: number; log?: (message: string) => void } = {},
): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: options.poolMax ?? 10 },
    forceUtcTimezone: true,
    debug: false,
    // ORM messages (migrations applied) go to our logger, never to stdout.
    logger: options.log ?? (() => undefined),
  });
}

/** Applies the committed migrations that have not run yet. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
