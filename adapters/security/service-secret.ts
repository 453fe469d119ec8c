// The service secret guest tokens and the service's own worker keys are derived from: SERVICE_SECRET
// when set (every API and worker process of a deployment shares it), else a random secret made once
// under DATA_DIR (the embedded default: `npm start` and its worker read the same file).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadServiceSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) {
    if (options.secret.length < 32) throw new Error('SERVICE_SECRET must be at least 32 characters');
    return options.secret;
  }
  const file = path.join(options.dataDir, 'service-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      // `wx`: when two processes start at once, one writes and both read what it wrote.
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
