import { createHash, randomBytes } from 'node:crypto';
import type { Secrets } from '../../core/ports/secrets.js';
import type { KeyKind } from '../../contract/vocabulary/tenancy.js';

const PREFIX: Record<KeyKind, string> = { api: 'rk_live_', worker: 'rk_wrkr_', lessee: 'rk_lsee_', owner: 'rk_ownr_' };

/** 256 random bits per key; keys are high-entropy, so a fast SHA-256 hash is enough to store them. */
export const nodeSecrets: Secrets = {
  newKey: (kind) => `${PREFIX[kind]}${randomBytes(32).toString('base64url')}`,
  hash: (key) => createHash('sha256').update(key).digest('hex'),
};
