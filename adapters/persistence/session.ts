// The row-level security context of a pooled connection, set when the connection is checked out
// (docs/decisions.md 46 and 75): the tenant a piece of work runs for travels with it in an
// AsyncLocalStorage (MikroStore puts it there), and each checkout brings the connection's role and
// `app.tenant_id` in line with it, in one statement and only when they differ from what the
// connection already carries. A request therefore costs no transaction and, mostly, no statement.
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery } from 'kysely';

/** The database role tenant-scoped work runs as, so that row-level security applies to it. */
export const TENANT_ROLE = 'rental_app';

/** The tenant of the work in progress; null (or nothing) is the system: the connecting role, no tenant. */
const scope = new AsyncLocalStorage<string | null>();

/** Runs `work` (and everything it awaits) as the tenant, or as the system with null. */
export function withTenantSession<R>(tenantId: string | null, work: () => Promise<R>): Promise<R> {
  return scope.run(tenantId, work);
}

interface Connection {
  executeQuery(query: CompiledQuery): Promise<unknown>;
}

/** What each physical connection carries now: a tenant id, or null for the connecting role. */
const carried = new WeakMap<Connection, string | null>();

const SET_CONTEXT = `select set_config('role', $1, false), set_config('app.tenant_id', $2, false)`;

/** MikroORM's onReserveConnection hook (adapters/persistence/orm.ts). */
export async function applyTenantSession(connection: unknown): Promise<void> {
  const conn = connection as Connection;
  const wanted = scope.getStore() ?? null;
  // A new connection runs as the connecting role without app.tenant_id: the system context.
  if ((carried.get(conn) ?? null) === wanted) return;
  // Session-level (not `local`): it outlives the statement and is replaced at the next checkout
  // that wants another context. Run outside any transaction, so no rollback can undo it.
  await conn.executeQuery(CompiledQuery.raw(SET_CONTEXT, [wanted ? TENANT_ROLE : 'none', wanted ?? '']));
  carried.set(conn, wanted);
}
