// Runs the outbound webhook relay (core/webhooks/relay.ts) every few seconds in the API process;
// several API instances may run it: each delivery is claimed before it is sent.
import type { Logger } from 'pino';
import type { RelayDeps } from '../../core/webhooks/deps.js';
import { relayOnce } from '../../core/webhooks/relay.js';

export interface RelayLoop {
  stop(): Promise<void>;
}

export function startWebhookRelay(deps: RelayDeps, options: { intervalMs: number; logger: Logger }): RelayLoop {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    current = relayOnce(deps)
      .then(({ queued, attempted }) => {
        if (queued + attempted > 0) options.logger.debug({ queued, attempted }, 'webhook relay pass');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'webhook relay pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
