// The zone tendue lists and the lookup of an address on a day (core/zones/zone-tendue-list.ts).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { toDateOnly } from '../../../../core/shared/dates.js';
import { zoneTendueLists, zoneTendueOf } from '../../../../core/zones/zone-tendue-list.js';
import { storeOf } from '../../context.js';
import { paged } from '../../wire.js';

const s = initServer();

export const zoneTendueRouter = (clock: Clock) =>
  s.router(contract.zoneTendue, {
    lists: async ({ query, req }) => ({ status: 200, body: paged(await zoneTendueLists(storeOf(req), query)) }),
    lookup: async ({ query, req }) => {
      const date = query.date ?? toDateOnly(clock.now());
      const address = { postal_code: query.postal_code ?? null, city: query.city ?? null };
      return { status: 200, body: { date, ...(await zoneTendueOf(storeOf(req), address, date)) } };
    },
  });
