// `npm run admin -- tenant create --name <name>` and
// `npm run admin -- key create --tenant <id> --permissions <a,b> [--role r] [--kind api|worker|lessee] [--lessee <id>]`.
// Works whether the server runs or not: it opens the database itself. Prints one JSON object on stdout.
import { parseArgs } from 'node:util';
import { Lessee } from '../../core/leasing/lessee.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { KEY_KINDS, type KeyKind } from '../../contract/vocabulary/tenancy.js';
import { MikroStore } from '../persistence/store.js';
import { nodeSecrets } from '../security/secrets.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { createLogger } from './logger.js';

const USAGE = `usage:
  admin tenant create --name <name>
  admin key create --tenant <tenant-id> --permissions <a,b,...> [--role <role>] [--kind api|worker|lessee] [--lessee <lessee-id>]`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      tenant: { type: 'string' },
      permissions: { type: 'string' },
      role: { type: 'string' },
      kind: { type: 'string' },
      lessee: { type: 'string' },
    },
  });
  const command = positionals.join(' ');
  if (command !== 'tenant create' && command !== 'key create') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  // Logs go to stderr so that stdout carries exactly one JSON object.
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn').child({}, { level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    const keys = keyUseCases(new MikroStore(database.orm.em.fork(), null), nodeSecrets);
    if (command === 'tenant create') {
      if (!values.name?.trim()) throw new UsageError('--name is required');
      process.stdout.write(`${JSON.stringify(await keys.createTenant(values.name.trim()))}\n`);
    } else {
      if (!values.tenant) throw new UsageError('--tenant is required');
      const kind = (values.kind ?? 'api') as KeyKind;
      if (!KEY_KINDS.includes(kind)) throw new UsageError(`--kind must be one of ${KEY_KINDS.join(', ')}`);
      const permissions = (values.permissions ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      // The lessee a tenant-facing key is bound to must exist in that tenant.
      if (values.lessee) await new MikroStore(database.orm.em.fork(), values.tenant).repo(Lessee).get(values.lessee);
      const issued = await keys.createKey({
        tenantId: values.tenant,
        kind,
        permissions,
        role: values.role,
        lesseeId: values.lessee,
      });
      process.stdout.write(`${JSON.stringify({ api_key: issued.api_key })}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error instanceof UsageError ? `${error.message}\n${USAGE}` : error.message}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
