// stripe-mock (Stripe's own mock of its API, installed by scripts/install-peers.sh) on a loopback
// port, for the Stripe adapter's tests: the global setup starts it like the other peers.
import path from 'node:path';
import { installedPeers, locateProgram, peerCacheDir } from '../../adapters/peers/locate.js';
import { freePort, startPeerProcess, waitUntilReady } from '../../adapters/peers/process.js';

/** The stripe-mock binary: STRIPE_MOCK_PATH, else on PATH, else what install-peers recorded. */
export function findStripeMock(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (
    locateProgram('stripe-mock', { envVar: 'STRIPE_MOCK_PATH', env })?.path ??
    (installedPeers(env).STRIPE_MOCK_PATH || undefined)
  );
}

export async function startStripeMock(binary: string, env: NodeJS.ProcessEnv = process.env) {
  const port = await freePort();
  // Its HTTPS listener, unused here, gets a port of the system's choosing too (12112 by default would
  // stop a second test run on the same machine).
  const child = startPeerProcess(binary, ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:'], {
    env,
    logFile: path.join(peerCacheDir(env), 'logs', `stripe-mock-${port}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  // Any answer (401 without a key) means it listens.
  await waitUntilReady('stripe-mock', child, async () => (await fetch(`${url}/v1/charges`)).status > 0, {
    timeoutMs: 30_000,
  });
  return { url, stop: () => child.stop(3_000) };
}
