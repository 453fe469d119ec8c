// What test files share in the one test database and must not use at once, each under a PostgreSQL
// advisory lock held from a file's first step to its last:
// - the shared reference data (the zone tendue lists, the legislative zones and their reference
//   rents, the end of rent control): the files that change it for a while, or whose answers read it
//   whole, so that none of them sees what another changes and puts back;
// - the webhook relays: the files whose test relays every delivery of the database (two API
//   processes relaying), or whose deliveries must be sent by their own relay alone (a retry schedule
//   on a moved clock), so that no other relay takes them first.
import pg from 'pg';

/** The locks' keys (any constants the tests agree on). */
export const TEST_LOCKS = { sharedData: 70_143_001, webhookRelays: 70_143_002 } as const;

/** How long a file may wait for another to finish with what it locked. */
export const TEST_LOCK_WAIT_MS = 240_000;

/** Takes the lock on its own connection; the function returned gives it back. */
export async function holdTestLock(lock: keyof typeof TEST_LOCKS): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [TEST_LOCKS[lock]]);
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [TEST_LOCKS[lock]]);
    await client.end();
  };
}
