// `npm run admin -- tenant create --name <name>` and
// `npm run admin -- key create --tenant <id> --permissions <a,b> [--role r] [--kind api|worker|lessee] [--lessee <id>]`.
// `npm run admin -- credits grant --tenant <id> --amount <n>`, `credits balance --tenant <id>`,
// `npm run admin -- outbox list [--tenant <id>] [--kind <k>] [--recipient <r>] [--limit <n>]`.
// Works whether the server runs or not: it opens the database itself. Prints one JSON object on stdout.
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { creditBalance, grantCredits } from '../../core/credits/credits.js';
import { Lessee } from '../../core/leasing/lessee.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { KEY_KINDS, type KeyKind } from '../../core/tenancy/tenant.js';
import { TableOutbox } from '../notify/table-outbox.js';
import { MikroStore } from '../persistence/store.js';
import { nodeSecrets } from '../security/secrets.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { createLogger } from './logger.js';

const USAGE = `usage:
  admin tenant create --name <name>
  admin key create --tenant <tenant-id> --permissions <a,b,...> [--role <role>] [--kind api|worker|lessee] [--lessee <lessee-id>]
  admin credits grant --tenant <tenant-id> --amount <n> [--note <text>]
  admin credits balance --tenant <tenant-id>
  admin outbox list [--tenant <tenant-id>] [--kind <kind>] [--recipient <recipient>] [--limit <n>]`;

const COMMANDS = ['tenant create', 'key create', 'credits grant', 'credits balance', 'outbox list'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantOption(value: string | undefined): string {
  if (!value) throw new UsageError('--tenant is required');
  if (!UUID.test(value)) throw new UsageError(`--tenant must be a tenant id (uuid), got ${value}`);
  return value;
}

function positiveInt(name: string, value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a positive whole number`);
  return Number(value);
}

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
      amount: { type: 'string' },
      note: { type: 'string' },
      recipient: { type: 'string' },
      limit: { type: 'string' },
    },
  });
  const command = positionals.join(' ');
  if (!COMMANDS.includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  // Logs go to stderr so that stdout carries exactly one JSON object.
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn').child({}, { level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    const keys = keyUseCases(new MikroStore(database.orm.em.fork(), null), nodeSecrets);
    const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
    if (command === 'credits grant' || command === 'credits balance') {
      const tenantId = tenantOption(values.tenant);
      const store = new MikroStore(database.orm.em.fork(), tenantId);
      await keys.tenant(tenantId);
      if (command === 'credits balance') print({ tenant_id: tenantId, balance: await creditBalance(store) });
      else
        print(
          await grantCredits(
            store,
            { ids: { next: randomUUID } },
            { tenantId, amount: positiveInt('amount', values.amount), note: values.note },
          ),
        );
    } else if (command === 'outbox list') {
      const messages = await new TableOutbox(database.orm).list({
        tenantId: values.tenant ? tenantOption(values.tenant) : undefined,
        kind: values.kind,
        recipient: values.recipient,
        limit: values.limit ? positiveInt('limit', values.limit) : undefined,
      });
      print({ messages });
    } else if (command === 'tenant create') {
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
