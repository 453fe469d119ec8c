// The rent-control check and the reference-rent lookup (contract: legislative zones).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { rentControlUseCases } from '../../../../core/compliance/index.js';
import { quarterNumber } from '../../../../core/compliance/rent-control/zone-index.js';
import { roomBucket, roomBucketLabel } from '../../../../core/compliance/rent-control/room-count.js';
import { fromCents } from '../../../../core/shared/money.js';
import { type HasContext, storeOf } from '../../context.js';
import { violationsWire } from '../../wire.js';

const s = initServer();
const rentControl = (req: HasContext) => rentControlUseCases(storeOf(req));

export const rentControlHandlers = {
  referenceRent: s.route(contract.legislativeZones.referenceRent, async ({ query, req }) => {
    const choice = await rentControl(req).referenceRent(query);
    return {
      status: 200,
      body: {
        reference_rent: choice.rent.reference_rent,
        reference_rent_increased: choice.rent.reference_rent_increased,
        reference_rent_decreased: choice.rent.reference_rent_decreased,
        year: choice.rent.year,
        territory: choice.territory.name,
        territory_id: choice.territory.id,
        quarter_id: choice.quarter.id,
        administrative_quarter: choice.quarter.name,
        quarter_number: quarterNumber(choice.quarter) ?? 0,
        sector: choice.rent.sector,
        room_count: roomBucketLabel(roomBucket(query.room_count)),
        construction_period: choice.rent.construction_period,
        is_furnished: choice.rent.is_furnished,
        data_source: choice.rent.data_source,
        last_update: choice.last_update.toISOString(),
      },
    };
  }),

  rentControlCheck: s.route(contract.legislativeZones.rentControlCheck, async ({ body, req }) => {
    const outcome = await rentControl(req).check(body);
    const result = outcome.result;
    const reference = outcome.reference_cents;
    return {
      status: 200,
      body: {
        territory: outcome.territory?.name ?? null,
        territory_id: outcome.territory?.id ?? null,
        address: outcome.address,
        postal_code: outcome.postal_code,
        administrative_quarter: outcome.quarter?.name ?? null,
        quarter_id: outcome.quarter?.id ?? null,
        property: outcome.property,
        reference_rents:
          reference && result && outcome.reference
            ? {
                year: outcome.reference.rent.year,
                reference_rent_per_sqm: fromCents(reference.reference_cents),
                reference_rent_increased_per_sqm: fromCents(reference.increased_cents),
                reference_rent_decreased_per_sqm: fromCents(reference.decreased_cents),
                reference_rent: fromCents(result.reference_rent_total_cents),
                max_rent: fromCents(result.max_rent_cents),
                min_rent: fromCents(result.min_rent_cents),
              }
            : null,
        proposed_rent: fromCents(outcome.proposed_rent_cents),
        proposed_rent_per_sqm: result
          ? fromCents(result.proposed_rent_per_sqm_cents)
          : Math.round((outcome.proposed_rent_cents * 100) / Math.round(outcome.property.surface_area * 100)) / 100,
        base_rent: fromCents(result?.base_rent_cents ?? outcome.proposed_rent_cents),
        rent_supplement: fromCents(result?.rent_supplement_cents ?? 0),
        is_compliant: outcome.is_compliant,
        compliance_status: outcome.compliance_status,
        violations: violationsWire(outcome.violations),
        recommendations: outcome.recommendations,
        data_source: outcome.reference?.rent.data_source ?? null,
        last_update: outcome.reference?.last_update.toISOString() ?? null,
      },
    };
  }),
};
