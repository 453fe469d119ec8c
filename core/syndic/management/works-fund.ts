// The works fund (loi 65-557 art. 14-2-1, wording of loi 2021-1104 art. 171): a yearly contribution of
// at least 5 % of the budget prévisionnel and, when a multi-year works plan is adopted, at least 2.5 %
// of the works it plans: both floors apply, so the higher one binds. It is compulsory from 10 years
// after the reception of the building's works, and shared by the general key (art. 10 al. 2). Each
// floor is rounded up to the cent ("at least"). A year is compulsory when it starts on or after the
// tenth anniversary; an unknown completion date counts as compulsory. The unanimous opt-out of a
// building of fewer than 10 lots was old art. 14-2 II (loi ALUR); art. 14-2-1, which replaced it for
// buildings of up to 50 lots from 1 January 2025, no longer has it: a unanimous opt-out counts for
// fiscal years that start before that date only (docs/decisions.md 264, docs/legal.md "Copropriété").
import { addYears, compareDates } from '../../shared/dates.js';

export const WORKS_FUND_BUDGET_PERCENT = 5;
export const WORKS_FUND_PLAN_PER_MILLE = 25;
export const WORKS_FUND_YEARS_AFTER_COMPLETION = 10;
export const WORKS_FUND_OPT_OUT_MAX_LOTS = 9;
/** Art. 14-2-1 in force for buildings of up to 50 lots (loi 2021-1104 art. 171 V): no opt-out from then. */
export const WORKS_FUND_OPT_OUT_ENDED_ON = '2025-01-01';

const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

/** The least yearly contribution, in cents. */
export function worksFundFloor(budgetCents: number, worksPlanCents: number | null): number {
  const ofBudget = ceilDiv(budgetCents * WORKS_FUND_BUDGET_PERCENT, 100);
  const ofPlan = worksPlanCents === null ? 0 : ceilDiv(worksPlanCents * WORKS_FUND_PLAN_PER_MILLE, 1000);
  return Math.max(ofBudget, ofPlan);
}

export interface WorksFundFacts {
  budget_cents: number;
  works_plan_cents: number | null;
  building_completed_on: string | null;
  fiscal_year_starts_on: string;
  lot_count: number;
  /** A unanimous resolution not to fund works was adopted. */
  unanimous_opt_out: boolean;
}

export interface WorksFundRequirement {
  compulsory: boolean;
  floor_cents: number;
  reason: string;
}

export function worksFundRequirement(f: WorksFundFacts): WorksFundRequirement {
  const floor_cents = worksFundFloor(f.budget_cents, f.works_plan_cents);
  if (f.building_completed_on) {
    const due = addYears(f.building_completed_on, WORKS_FUND_YEARS_AFTER_COMPLETION);
    if (compareDates(f.fiscal_year_starts_on, due) < 0)
      return { compulsory: false, floor_cents, reason: `not compulsory before ${due}, 10 years after completion` };
  }
  const optOutLawful = compareDates(f.fiscal_year_starts_on, WORKS_FUND_OPT_OUT_ENDED_ON) < 0;
  if (f.unanimous_opt_out && optOutLawful && f.lot_count <= WORKS_FUND_OPT_OUT_MAX_LOTS)
    return {
      compulsory: false,
      floor_cents,
      reason: 'fewer than 10 lots, opted out by a unanimous vote (art. 14-2, before 2025)',
    };
  return { compulsory: true, floor_cents, reason: '5 % of the budget and 2.5 % of the works plan, the higher' };
}
