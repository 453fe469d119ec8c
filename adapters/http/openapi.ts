// The OpenAPI 3 document, generated from the contract.
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from '../../contract/index.js';

type Operation = { security?: unknown; tags?: string[]; parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[] };

export function openApiDocument() {
  const document = generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'Rental management service',
        version: '0.1.0',
        description: 'Multi-tenant rental real-estate management under French rental law. Errors are application/problem+json (RFC 9457).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key: Authorization: Bearer <key>' },
          workerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Worker key, with X-Tenant-ID' },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const meta = (route.metadata ?? {}) as { public?: boolean; worker?: boolean; permission?: string };
        const op = operation as Operation;
        const tag = route.path.replace(/^\/api\//, '').split('/')[0];
        const parameters = meta.worker
          ? [...(op.parameters ?? []), { name: 'X-Tenant-ID', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } }]
          : op.parameters;
        return {
          ...operation,
          tags: [tag],
          ...(parameters ? { parameters: parameters as never } : {}),
          security: meta.public ? [] : meta.worker ? [{ workerKey: [] }] : [{ bearer: [] }],
          ...(meta.permission ? { 'x-permission': meta.permission } : {}),
        };
      },
    },
  );
  return document;
}
