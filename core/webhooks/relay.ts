// The outbound webhook relay over the event outbox (docs/decisions.md 132): fan the new events out
// to the subscriptions (fan-out.ts), then send the deliveries that are due (deliver.ts).
import type { RelayDeps } from './deps.js';
import { deliverDue } from './deliver.js';
import { fanOut } from './fan-out.js';

/** One pass of the relay: fan out every pending event, then send what is due. */
export async function relayOnce(deps: RelayDeps): Promise<{ queued: number; attempted: number }> {
  let queued = 0;
  for (let batch = await fanOut(deps); batch.events > 0; batch = await fanOut(deps)) queued += batch.queued;
  return { queued, attempted: await deliverDue(deps) };
}
