// A statement's PDF as a stored file (issue 35: the statement goes to the owner): printed once it is
// issued (its template version then pinned, print-statement.ts), stored under the statement's own
// key, attached to the owner's e-mail and gathered in the ZIP of a run's documents.
import type { Store } from '../../ports/store.js';
import type { OwnerAccountDeps } from '../accounts/deps.js';
import type { OwnerStatement } from './owner-statement.js';
import { printStatement } from './print-statement.js';

export interface StatementFile {
  storage_key: string;
  file_name: string;
}

export type StatementFileDeps = Pick<OwnerAccountDeps, 'pdf' | 'printer' | 'files'>;

export const statementFileKey = (statement: Pick<OwnerStatement, 'tenant_id' | 'id'>) =>
  `${statement.tenant_id}/owner-statements/${statement.id}`;

/** Prints the statement and stores its PDF (storing it again replaces it with the same text). */
export async function storeStatementFile(
  store: Store,
  deps: StatementFileDeps,
  statement: OwnerStatement,
): Promise<StatementFile> {
  const storageKey = statementFileKey(statement);
  await deps.files.put(storageKey, await printStatement(store, deps, statement), 'application/pdf');
  return {
    storage_key: storageKey,
    file_name: `compte-rendu-de-gestion-${statement.period_start}-${statement.period_end}.pdf`,
  };
}
