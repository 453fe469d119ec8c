// OpenAPI links from each create to the operations on what it created, derived from the paths
// (docs/decisions.md 160): a client, or the stateful phase of a fuzzer, can chain real ids.

type Response = {
  content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  links?: Record<string, Link>;
};
type Link = { operationId: string; parameters: Record<string, string>; description: string };
type Operation = { operationId?: string; responses?: Record<string, Response> };

const PATH_PARAMETER = /\{([^}]+)\}/g;
const parametersOf = (path: string) => [...path.matchAll(PATH_PARAMETER)].map((m) => m[1]);

/**
 * `POST /x` answering 201 with an `id` links to every operation under `/x/{name}` (read, update,
 * delete, and the sub-resources and actions below it): `{name}` is the created `id` (or the created
 * record's own `name` property when it has one: a tenant term is addressed by its lessee_id), and the path
 * parameters the create itself took (`/places/{place_id}/...`) are passed on as they were sent.
 * A new route gets its links by its path alone.
 */
export function addCreateLinks(paths: Record<string, Record<string, Operation>>): void {
  for (const [path, item] of Object.entries(paths)) {
    const created = item.post?.responses?.['201'];
    const properties = created?.content?.['application/json']?.schema?.properties ?? {};
    if (!created || !('id' in properties)) continue;
    const inherited = new Set(parametersOf(path));
    for (const [targetPath, target] of Object.entries(paths)) {
      const idName = /^\/\{([^}]+)\}(?:\/|$)/.exec(targetPath.slice(path.length))?.[1];
      if (!targetPath.startsWith(`${path}/`) || !idName) continue;
      const parameters: Record<string, string> = {};
      for (const name of parametersOf(targetPath)) {
        if (name === idName) parameters[name] = `$response.body#/${name in properties ? name : 'id'}`;
        else if (inherited.has(name)) parameters[name] = `$request.path.${name}`;
      }
      for (const [method, operation] of Object.entries(target)) {
        if (!operation.operationId) continue;
        created.links = {
          ...created.links,
          [operation.operationId]: {
            operationId: operation.operationId,
            parameters,
            description: `${method.toUpperCase()} ${targetPath} on the record created`,
          },
        };
      }
    }
  }
}
