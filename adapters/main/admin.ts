// `npm run admin -- tenant create --name <name>`,
// `npm run admin -- key create --tenant <id> --permissions <a,b> [--role r] [--kind api|worker|lessee|owner] [--lessee <id>] [--owner <id>]`
// `npm run admin -- key revoke --key <key>`
// `npm run admin -- rent-control extend --until <date> [--territory <code>]`
// `npm run admin -- indices set|import|list ...` (admin-indices.ts)
// and `npm run admin -- credits grant|balance ...`, `outbox list ...` (admin-signature.ts),
// `npm run admin -- run follow ...` (admin-runs.ts).
// `plan assign ...`, `coupon create|list ...` (admin-plans.ts).
// Works whether the server runs or not: it opens the database itself. Prints one JSON object on stdout.
import { parseArgs } from 'node:util';
import { Lessee } from '../../core/leasing/lessees/lessee.js';
import { Owner } from '../../core/property/owner.js';
import { DomainError } from '../../core/shared/errors.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { KEY_KINDS, type KeyKind } from '../../contract/vocabulary/tenancy.js';
import { setRentControlEnd } from '../../core/zones/rent-control-period.js';
import { MikroStore } from '../persistence/store.js';
import { aesSecretBox } from '../security/secret-box.js';
import { nodeSecrets } from '../security/secrets.js';
import { loadServiceSecret } from '../security/service-secret.js';
import { systemClock } from '../system-clock.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './database.js';
import { createLogger } from './logger.js';
import { INDICES_USAGE, IndicesUsageError, runIndicesCommand } from './admin-indices.js';
import { SIGNATURE_COMMANDS, SIGNATURE_USAGE, SignatureUsageError, runSignatureCommand } from './admin-signature.js';
import { withOfficialStore } from './official-data-command.js';
import { RUNS_COMMANDS, RUNS_USAGE, RunsUsageError, followRun } from './admin-runs.js';
import { PLANS_COMMANDS, PLANS_USAGE, PlansUsageError, runPlansCommand } from './admin-plans.js';

const USAGE = `usage:
  admin tenant create --name <name>
  admin key create --tenant <tenant-id> --permissions <a,b,...> [--role <role>] [--kind api|worker|lessee|owner] [--lessee <lessee-id>] [--owner <owner-id>]
  admin key revoke --key <key>
  admin rent-control extend --until <YYYY-MM-DD> [--territory <zone code>]
${INDICES_USAGE}
${SIGNATURE_USAGE}
${RUNS_USAGE}
${PLANS_USAGE}`;

/** Moves the end of rent control when a law extends it (docs/legal.md, "Rent control"). */
function extendRentControl(until: string | undefined, territory: string | undefined): Promise<number> {
  if (!until) throw new UsageError('--until is required');
  return withOfficialStore(async (store) => {
    const change = await setRentControlEnd(store, until, territory);
    return { json: change, text: `rent control ends on ${until} in ${change.zones.length} zone(s)\n` };
  });
}

const TENANCY_COMMANDS = ['tenant create', 'key create', 'key revoke'];

/** Tenants and keys: what the command did, as printed. */
interface TenancyOptions {
  name?: string;
  key?: string;
  tenant?: string;
  kind?: string;
  permissions?: string;
  role?: string;
  lessee?: string;
  owner?: string;
}

async function runTenancyCommand(command: string, values: TenancyOptions, orm: Database['orm']) {
  const keys = keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets);
  if (command === 'tenant create') {
    if (!values.name?.trim()) throw new UsageError('--name is required');
    return keys.createTenant(values.name.trim());
  }
  if (command === 'key revoke') {
    if (!values.key) throw new UsageError('--key is required');
    const revoked = await keys.revoke(values.key, systemClock.now());
    return { key_id: revoked.id, tenant_id: revoked.tenant_id, revoked_at: revoked.revoked_at };
  }
  if (!values.tenant) throw new UsageError('--tenant is required');
  const kind = (values.kind ?? 'api') as KeyKind;
  if (!KEY_KINDS.includes(kind)) throw new UsageError(`--kind must be one of ${KEY_KINDS.join(', ')}`);
  const permissions = (values.permissions ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  // The lessee a tenant-facing key is bound to must exist in that tenant.
  if (values.lessee) await new MikroStore(orm.em.fork(), values.tenant).repo(Lessee).get(values.lessee);
  // And the owner of an owner key (what an owner claim issues).
  if (values.owner) await new MikroStore(orm.em.fork(), values.tenant).repo(Owner).get(values.owner);
  const issued = await keys.createKey({
    tenantId: values.tenant,
    kind,
    permissions,
    role: values.role,
    lesseeId: values.lessee,
    ownerId: values.owner,
  });
  return { api_key: issued.api_key };
}

/** Every option of every command. */
const OPTIONS = {
  name: { type: 'string' },
  tenant: { type: 'string' },
  permissions: { type: 'string' },
  role: { type: 'string' },
  kind: { type: 'string' },
  lessee: { type: 'string' },
  owner: { type: 'string' },
  key: { type: 'string' },
  until: { type: 'string' },
  territory: { type: 'string' },
  series: { type: 'string' },
  quarter: { type: 'string' },
  value: { type: 'string' },
  'published-on': { type: 'string' },
  source: { type: 'string' },
  file: { type: 'string' },
  delimiter: { type: 'string' },
  amount: { type: 'string' },
  note: { type: 'string' },
  recipient: { type: 'string' },
  limit: { type: 'string' },
  run: { type: 'string' },
  interval: { type: 'string' },
  plan: { type: 'string' },
  code: { type: 'string' },
  'percent-off': { type: 'string' },
  'amount-off': { type: 'string' },
  'valid-from': { type: 'string' },
  'valid-until': { type: 'string' },
  'max-uses': { type: 'string' },
  'first-purchase-only': { type: 'boolean' },
  plans: { type: 'string' },
  packages: { type: 'string' },
} as const;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const command = positionals.join(' ');
  if (command === 'rent-control extend') return extendRentControl(values.until, values.territory);
  const indices = positionals[0] === 'indices' && positionals.length === 2;
  const signature = SIGNATURE_COMMANDS.includes(command);
  const runs = RUNS_COMMANDS.includes(command);
  const plans = PLANS_COMMANDS.includes(command);
  if (!TENANCY_COMMANDS.includes(command) && !indices && !signature && !runs && !plans) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  // Logs go to stderr so that stdout carries exactly one JSON object.
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn').child({}, { level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    if (indices) {
      // The index table belongs to no tenant: an unscoped store.
      const result = await runIndicesCommand(positionals[1], values, new MikroStore(database.orm.em.fork(), null));
      process.stdout.write(`${JSON.stringify(result)}\n`);
      return 0;
    }
    if (runs) {
      const result = await followRun(values, (tenantId) => new MikroStore(database.orm.em.fork(), tenantId));
      process.stdout.write(`${JSON.stringify(result)}\n`);
      return 0;
    }
    if (signature) {
      // The queued messages are sealed under the service secret (docs/decisions.md 172).
      const box = aesSecretBox(loadServiceSecret({ secret: config.serviceSecret, dataDir: config.dataDir }));
      process.stdout.write(`${JSON.stringify(await runSignatureCommand(command, values, database.orm, box))}\n`);
      return 0;
    }
    if (plans) {
      process.stdout.write(`${JSON.stringify(await runPlansCommand(command, values, database.orm))}\n`);
      return 0;
    }
    process.stdout.write(`${JSON.stringify(await runTenancyCommand(command, values, database.orm))}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    const usage =
      error instanceof UsageError ||
      error instanceof IndicesUsageError ||
      error instanceof SignatureUsageError ||
      error instanceof RunsUsageError ||
      error instanceof PlansUsageError;
    const details = error instanceof DomainError ? error.errors.map((e) => `\n  ${e.path}: ${e.message}`).join('') : '';
    process.stderr.write(`${usage ? `${error.message}\n${USAGE}` : `${error.message}${details}`}\n`);
    process.exit(usage ? 2 : 1);
  },
);
