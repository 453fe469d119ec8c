// `npm run build:contract` (and `prepare`, so `npm ci` builds it): the client package
// `rental-service/contract` in dist/contract, with declarations (tsconfig.contract.json). Skipped,
// with a line saying so, where TypeScript or the sources are absent (a production image installs
// without dev dependencies and before copying the sources; it never imports the package).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let tsc;
try {
  tsc = require.resolve('typescript/bin/tsc');
} catch {
  tsc = undefined;
}
if (!tsc || !existsSync('tsconfig.contract.json') || !existsSync('contract/index.ts')) {
  process.stdout.write('build:contract skipped (no TypeScript or no contract sources here)\n');
} else {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.contract.json'], { stdio: 'inherit' });
}
