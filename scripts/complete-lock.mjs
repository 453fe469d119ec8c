// Adds to package-lock.json the entries of other platforms' optional packages that the npm registry
// reachable from our machines does not serve (it has only linux-x64 builds of, e.g., @swc/core-*).
// Without them `npm ci` calls the lock out of sync, on every platform. Each entry is copied from its
// installed linux-x64 sibling with the os/cpu/libc of its own name; npm skips it on other platforms
// and fetches it by version where it fits. Run after `npm install`: node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
  'wasm32',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (os === 'wasm32' ? 'wasm32' : undefined);
  const libc = parts.some((part) => part.startsWith('musl'))
    ? ['musl']
    : parts.some((part) => part.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return os && cpu ? { os: [os === 'wasm32' ? 'wasi' : os], cpu: [cpu], ...(libc ? { libc } : {}) } : undefined;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target]) continue;
    const platform = platformOf(name);
    const sibling = Object.entries(packages).find(
      ([p, e]) => p !== target && e.version === version && p.startsWith(target.replace(/[^/]+$/, '')) && e.optional,
    );
    if (!platform)
      throw new Error(
        `${name} (optional dependency of ${path || 'the root'}) is missing and is not a platform package`,
      );
    const {
      integrity: _i,
      resolved: _r,
      os: _o,
      cpu: _c,
      libc: _l,
      ...flags
    } = sibling ? sibling[1] : { optional: true };
    packages[target] = { version, ...flags, ...platform, optional: true };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} platform entries added`);
