// Runs the outbound webhook relay (core/webhooks/relay.ts) every few seconds in the API process;
// several API instances may run it: each delivery is claimed before it is sent.
import type { Logger } from 'pino';
import type { RelayDeps } from '../../core/webhooks/deps.js';
import { relayOnce } from '../../core/webhooks/relay.js';
import { type RepeatingPass, repeatPass } from '../repeat-pass.js';

export type RelayLoop = RepeatingPass;

export function startWebhookRelay(deps: RelayDeps, options: { intervalMs: number; logger: Logger }): RelayLoop {
  const pass = () =>
    relayOnce(deps)
      .then(({ queued, attempted }) => {
        if (queued + attempted > 0) options.logger.debug({ queued, attempted }, 'webhook relay pass');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'webhook relay pass failed'))
      .then(() => options.intervalMs);
  return repeatPass(pass, options.intervalMs);
}
