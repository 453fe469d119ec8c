// The public calculators on the rules of core: the rent revised by an index, the deposit
// restitution deadline and late penalty, the deposit cap. DTOs only (spec, "Public tools").
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { checkDepositForType } from '../../../../core/compliance/deposit.js';
import type { IndexValue } from '../../../../core/indexation/index-value.js';
import { revisionByIndex } from '../../../../core/indexation/indexed-rent.js';
import { LEASE_TYPE_CATALOGUE } from '../../../../core/leasing/lease-type.js';
import { fromCents, toCents } from '../../../../core/shared/money.js';
import { depositPenaltyOf } from '../../deposit-penalty.js';
import { violationsWire } from '../../wire.js';
import type { PublicToolsDeps } from './deps.js';

const s = initServer();

const indexWire = (index: IndexValue) => ({
  series: index.series,
  quarter: index.quarter,
  value: index.value,
  published_on: index.published_on,
});

export function publicRentRevisionRouter(deps: PublicToolsDeps) {
  return s.router(contract.publicRentRevision, {
    compute: async ({ body }) => {
      const revision = await revisionByIndex(deps.sharedData(), {
        series: body.index_series,
        postal_code: body.postal_code,
        rent_cents: toCents(body.current_rent),
        quarter: body.quarter,
        revision_date: body.revision_date,
        reference_quarter: body.reference_quarter,
      });
      return {
        status: 200,
        body: {
          index_series: revision.series,
          revision_date: revision.revision_date,
          claim_deadline: revision.claim_deadline,
          new_index: indexWire(revision.new_index),
          old_index: indexWire(revision.old_index),
          current_rent: body.current_rent,
          new_rent: fromCents(revision.revised_rent_cents),
          variation_percent: revision.variation_basis_points / 100,
          legal_reference: revision.legal_reference,
        },
      };
    },
  });
}

export function publicDepositPenaltyRouter(deps: PublicToolsDeps) {
  return s.router(contract.publicDepositPenalty, {
    compute: async ({ body }) => {
      const { returnedOn, late } = depositPenaltyOf(deps.clock, body);
      return {
        status: 200,
        body: {
          deadline: late.deadline,
          deadline_months: late.deadline_months,
          returned_on: returnedOn,
          days_late: late.days_late,
          late_periods: late.late_periods,
          penalty_per_period: fromCents(late.penalty_per_period_cents),
          penalty: fromCents(late.penalty_cents),
          legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
        },
      };
    },
  });
}

export const publicDepositCapRouter = s.router(contract.publicDepositCap, {
  compute: async ({ body }) => {
    const type = LEASE_TYPE_CATALOGUE.find((t) => t.code === body.lease_type)!;
    const deposit = body.deposit_amount ?? null;
    const result = checkDepositForType(type, {
      deposit_cents: toCents(deposit ?? 0),
      monthly_rent_cents: toCents(body.monthly_rent),
      rent_frequency: body.rent_frequency,
      payment_terms: body.payment_terms,
    });
    return {
      status: 200,
      body: {
        lease_type: body.lease_type,
        has_legal_cap: result !== null,
        cap_months: result?.cap_months ?? null,
        max_deposit: result ? fromCents(result.max_deposit_cents) : null,
        deposit_amount: deposit,
        is_compliant: deposit === null ? null : (result?.violations.length ?? 0) === 0,
        violations: deposit === null || !result ? [] : violationsWire(result.violations),
        legal_reference: result?.article ?? type.legal_reference,
      },
    };
  },
});
