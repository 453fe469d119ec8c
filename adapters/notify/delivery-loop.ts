// Runs the message delivery relay (core/messages/deliver.ts) every few seconds in the API process,
// as the webhook relay runs (adapters/webhooks/relay-loop.ts); several API instances may run it:
// each message is claimed before it is sent. It remembers which channels' providers the last
// attempts could not reach, for the health endpoint (docs/decisions.md 178).
import type { Logger } from 'pino';
import type { MessagesDeps } from '../../core/messages/deps.js';
import { type RelayScope, deliverDueMessages } from '../../core/messages/deliver.js';
import type { NotificationChannel } from '../../core/ports/notifier.js';
import type { AttemptOutcome } from '../../contract/vocabulary/messages.js';
import { repeatPass } from '../repeat-pass.js';

export interface DeliveryLoop {
  /** The channels whose provider the latest attempt could not reach. */
  unreachable(): NotificationChannel[];
  stop(): Promise<void>;
}

export function startDeliveryLoop(
  deps: MessagesDeps,
  options: { intervalMs: number; logger: Logger; scope?: RelayScope },
): DeliveryLoop {
  const last: Partial<Record<NotificationChannel, AttemptOutcome>> = {};
  const pass = () =>
    deliverDueMessages(deps, options.scope)
      .then((pass) => {
        for (const [channel, outcome] of Object.entries(pass.last)) {
          if (outcome === 'UNREACHABLE' && last[channel as NotificationChannel] !== 'UNREACHABLE')
            options.logger.warn({ channel }, 'messages: the provider is out of reach; messages stay queued');
          last[channel as NotificationChannel] = outcome;
        }
        if (pass.attempted > 0) options.logger.debug({ attempted: pass.attempted }, 'message relay pass');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'message relay pass failed'))
      .then(() => options.intervalMs);
  const loop = repeatPass(pass, options.intervalMs);
  return {
    unreachable: () =>
      (Object.entries(last) as [NotificationChannel, AttemptOutcome][])
        .filter(([, outcome]) => outcome === 'UNREACHABLE')
        .map(([channel]) => channel),
    stop: () => loop.stop(),
  };
}
