// Runs a local Gotenberg 8 (the binary scripts/install-peers.sh builds) on a loopback port: for
// the tests, and for the embedded default of `npm start` when the binary is on the machine.
// Gotenberg's standard build checks at start that every engine binary exists (Chromium,
// LibreOffice + unoconverter, pdftk, qpdf, exiftool, pdfcpu); their paths come from the
// environment, else from what install-peers recorded, else the Debian paths.
import path from 'node:path';
import { installedPeers, locateProgram, peerCacheDir } from '../peers/locate.js';
import { freePort, startPeerProcess, waitUntilReady } from '../peers/process.js';
import { GotenbergRenderer } from './gotenberg-renderer.js';

const ENGINE_DEFAULTS: Record<string, string> = {
  CHROMIUM_BIN_PATH: '/usr/bin/chromium',
  LIBREOFFICE_BIN_PATH: '/usr/lib/libreoffice/program/soffice.bin',
  UNOCONVERTER_BIN_PATH: '/usr/bin/unoconverter',
  PDFTK_BIN_PATH: '/usr/bin/pdftk',
  QPDF_BIN_PATH: '/usr/bin/qpdf',
  EXIFTOOL_BIN_PATH: '/usr/bin/exiftool',
  PDFCPU_BIN_PATH: '/usr/bin/pdfcpu',
};

export interface LocalGotenberg {
  url: string;
  binary: string;
  stop(): Promise<void>;
}

/** The Gotenberg binary: GOTENBERG_BIN, else `gotenberg` on PATH, else the install-peers cache. */
export function findGotenberg(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return locateProgram('gotenberg', { envVar: 'GOTENBERG_BIN', env })?.path;
}

/** The engine paths Gotenberg's modules read from the environment at start. */
export function gotenbergEngineEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const installed = installedPeers(env);
  const resolved: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(ENGINE_DEFAULTS)) {
    resolved[name] = env[name] || installed[name] || fallback;
  }
  return resolved;
}

export async function startGotenberg(options: {
  binary: string;
  env?: NodeJS.ProcessEnv;
  port?: number;
  /** Where Gotenberg's output goes; default <cache>/logs/gotenberg-<port>.log. */
  logFile?: string;
  startTimeoutMs?: number;
}): Promise<LocalGotenberg> {
  const env = options.env ?? process.env;
  const port = options.port ?? (await freePort());
  const args = [
    `--api-port=${port}`,
    '--api-bind-ip=127.0.0.1',
    '--log-level=warn',
    '--log-format=text',
    // Stop within seconds, not the default 30 s (Chromium and LibreOffice wait out the grace period).
    '--gotenberg-graceful-shutdown-duration=3s',
    // Local conversions only: no outbound webhooks, no remote page loads beyond what the HTML asks.
    '--webhook-disable',
    '--chromium-start-timeout=60s',
  ];
  const child = startPeerProcess(options.binary, args, {
    // Gotenberg always passes --no-sandbox to Chromium, so it runs as root in CI without a user namespace.
    env: { ...env, ...gotenbergEngineEnv(env) },
    logFile: options.logFile ?? path.join(peerCacheDir(env), 'logs', `gotenberg-${port}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  const probe = new GotenbergRenderer({ url });
  await waitUntilReady('gotenberg', child, () => probe.healthy(1_000), { timeoutMs: options.startTimeoutMs ?? 60_000 });
  return { url, binary: options.binary, stop: () => child.stop(8_000) };
}
