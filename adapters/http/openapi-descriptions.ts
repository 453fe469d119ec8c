// Each operation's description says what its summary leaves out and a caller needs before the first
// request: the key it takes and the permission that key must hold, what another account's record
// answers, how a list pages, how a POST is retried. A route's own description (a rule that needs
// more words than its summary) comes first (docs/decisions.md 313).

type Parameter = { name: string; in: string };
type Described = {
  description?: string;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  'x-permission'?: string;
};

function access(operation: Described): string {
  const security = operation.security ?? [];
  if (security.length === 0) return 'Public: no API key.';
  if (security.some((scheme) => 'workerKey' in scheme))
    return "For a worker: the worker key in `X-API-Key`, the account's id in `X-Tenant-ID`.";
  const permission = operation['x-permission'];
  if (permission?.startsWith('lessee:'))
    return `Needs a lessee's key (from the guest link) holding \`${permission}\`: it reads the lessee's own leases only.`;
  if (permission?.startsWith('owner:'))
    return `Needs an owner's key (from the owner claim) holding \`${permission}\`: it reads the owner's own records only.`;
  return permission
    ? `Needs an API key of the account (\`Authorization: Bearer\`) holding \`${permission}\`.`
    : 'Needs an API key of the account (`Authorization: Bearer`).';
}

function sentences(method: string, operation: Described): string[] {
  const parameters = operation.parameters ?? [];
  const isPublic = (operation.security ?? []).length === 0;
  const said = [access(operation)];
  if (!isPublic && operation.responses?.['404'] && parameters.some((p) => p.in === 'path'))
    said.push('A record of another account answers 404, as a missing one does.');
  if (parameters.some((p) => p.in === 'query' && p.name === 'cursor'))
    said.push(
      'Paged: `page` and `per_page`, or `cursor` (keyset) for deep pages; `meta` gives the total and the next cursor.',
    );
  if (method === 'post' && parameters.some((p) => p.name === 'Idempotency-Key'))
    said.push('A retry with the same `Idempotency-Key` answers the first answer again and changes nothing.');
  return said;
}

/** Sets every operation's description: its own first, then the access, isolation, paging and retry facts. */
export function addDescriptions(paths: Record<string, Record<string, Described>>): void {
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.description = [operation.description, ...sentences(method, operation)].filter(Boolean).join('\n\n');
    }
  }
}
