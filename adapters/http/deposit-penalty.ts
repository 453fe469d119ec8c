// The late restitution of a deposit as the public calculator asks it (the API route and the page for
// people): returned today unless a day is given, the rent in euros.
import type { z } from 'zod';
import type { publicDepositPenaltyBody } from '../../contract/public-tools/deposit-penalty.js';
import { lateRestitution } from '../../core/billing/deposits/deposit-rules.js';
import type { Clock } from '../../core/ports/clock.js';
import { toDateOnly } from '../../core/shared/dates.js';
import { toCents } from '../../core/shared/money.js';

export function depositPenaltyOf(clock: Clock, body: z.infer<typeof publicDepositPenaltyBody>) {
  const returnedOn = body.returned_on ?? toDateOnly(clock.now());
  const late = lateRestitution({
    keysReturnedOn: body.keys_returned_on,
    exitMatchesEntry: body.exit_matches_entry,
    returnedOn,
    monthlyRentCents: toCents(body.monthly_rent),
    hasForwardingAddress: body.forwarding_address_given,
  });
  return { returnedOn, late };
}
