// The reference data every test file shares in the test database (the zone tendue lists, the
// legislative zones and their reference rents, the end of rent control): the files that change it
// for a while, or whose answers read it whole, run one at a time under this lock, held from their
// first step to their last, so that none of them sees what another changes and puts back.
import pg from 'pg';

/** PostgreSQL advisory lock key of the shared reference data (any constant the tests agree on). */
const SHARED_DATA_LOCK = 70_143_001;

/** How long a file may wait for another to finish with the shared data. */
export const SHARED_DATA_WAIT_MS = 240_000;

/** Takes the lock on its own connection; the function returned gives it back. */
export async function holdSharedData(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [SHARED_DATA_LOCK]);
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [SHARED_DATA_LOCK]);
    await client.end();
  };
}
