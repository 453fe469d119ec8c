// `npm run admin -- credits grant --tenant <id> --amount <n> [--note <text>]`, `credits balance
// --tenant <id>` and `outbox list [--tenant <id>] [--kind <k>] [--recipient <r>] [--limit <n>]`:
// signature credits (docs/decisions.md 65) and the queued messages (docs/decisions.md 66).
import { randomUUID } from 'node:crypto';
import { creditBalance, grantCredits } from '../../core/credits/credits.js';
import type { SecretBox } from '../../core/ports/secret-box.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { TableOutbox } from '../notify/table-outbox.js';
import type { Orm } from '../persistence/orm.js';
import { MikroStore } from '../persistence/store.js';
import { nodeSecrets } from '../security/secrets.js';

export const SIGNATURE_USAGE = `  admin credits grant --tenant <tenant-id> --amount <n> [--note <text>]
  admin credits balance --tenant <tenant-id>
  admin outbox list [--tenant <tenant-id>] [--kind <kind>] [--recipient <recipient>] [--limit <n>]`;

export const SIGNATURE_COMMANDS = ['credits grant', 'credits balance', 'outbox list'];

export class SignatureUsageError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantOption(value: string | undefined): string {
  if (!value) throw new SignatureUsageError('--tenant is required');
  if (!UUID.test(value)) throw new SignatureUsageError(`--tenant must be a tenant id (uuid), got ${value}`);
  return value;
}

function positiveInt(name: string, value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw new SignatureUsageError(`--${name} must be a positive whole number`);
  return Number(value);
}

export interface SignatureOptions {
  tenant?: string;
  amount?: string;
  note?: string;
  kind?: string;
  recipient?: string;
  limit?: string;
}

/** The command's answer, printed as one JSON object. */
export async function runSignatureCommand(
  command: string,
  values: SignatureOptions,
  orm: Orm,
  box: SecretBox,
): Promise<unknown> {
  if (command === 'outbox list') {
    const messages = await new TableOutbox(orm, box).list({
      tenantId: values.tenant ? tenantOption(values.tenant) : undefined,
      kind: values.kind,
      recipient: values.recipient,
      limit: values.limit ? positiveInt('limit', values.limit) : undefined,
    });
    return { messages };
  }
  const tenantId = tenantOption(values.tenant);
  await keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets).tenant(tenantId);
  const store = new MikroStore(orm.em.fork(), tenantId);
  if (command === 'credits balance') return { tenant_id: tenantId, balance: await creditBalance(store) };
  return grantCredits(
    store,
    { ids: { next: randomUUID } },
    { tenantId, amount: positiveInt('amount', values.amount), note: values.note },
  );
}
