// The public rent ceiling: the reference rents of the official zones every tenant shares, read
// through the store of no tenant (a tenant's own quarter is not found: 404).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { rentBoundsAtAddress } from '../../../../core/compliance/rent-control/rent-bounds.js';
import { roomBucket, roomBucketLabel } from '../../../../core/compliance/rent-control/room-count.js';
import { toDateOnly } from '../../../../core/shared/dates.js';
import { fromCents } from '../../../../core/shared/money.js';
import type { PublicToolsDeps } from './deps.js';

const s = initServer();

const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

export function publicRentControlRouter(deps: PublicToolsDeps) {
  return s.router(contract.publicRentControl, {
    compute: async ({ body }) => {
      const bounds = await rentBoundsAtAddress(deps.sharedData(), {
        ...body,
        signed_on: body.signed_on ?? toDateOnly(deps.clock.now()),
      });
      const rent = bounds.reference?.rent ?? null;
      return {
        status: 200,
        body: {
          territory: bounds.territory?.name ?? null,
          territory_id: bounds.territory?.id ?? null,
          postal_code: bounds.postal_code,
          administrative_quarter: bounds.quarter?.name ?? null,
          quarter_id: bounds.quarter?.id ?? null,
          room_count_bucket: roomBucketLabel(roomBucket(body.room_count)),
          surface_area: body.surface_area,
          construction_period: rent?.construction_period ?? body.construction_period,
          is_furnished: body.is_furnished,
          rent_control_applies: bounds.applies,
          year: rent?.year ?? null,
          reference_rent_per_sqm: euros(bounds.reference_cents?.reference_cents),
          reference_rent_increased_per_sqm: euros(bounds.reference_cents?.increased_cents),
          reference_rent_decreased_per_sqm: euros(bounds.reference_cents?.decreased_cents),
          ceiling: euros(bounds.ceiling_cents),
          reference_rent: euros(bounds.reference_total_cents),
          floor: euros(bounds.floor_cents),
          recommendations: bounds.recommendations,
          data_source: rent?.data_source ?? null,
          last_update: bounds.reference?.last_update.toISOString() ?? null,
        },
      };
    },
  });
}
