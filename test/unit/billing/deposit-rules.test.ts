import { DepositRetention, SecurityDeposit } from '../../../core/billing/deposits/deposit.js';
import {
  chargesProvisionCapCents,
  handoverFacts,
  heldDepositErrors,
  isCollectiveBuilding,
  latePenalty,
  latePeriodStart,
  lateMonthlyPeriods,
  lateRestitution,
  provisionSettlementDue,
  restitutionDeadline,
} from '../../../core/billing/deposits/deposit-rules.js';
import { depositCapCents, depositFigures } from '../../../core/billing/deposits/deposit-view.js';

describe('restitution deadline (loi 89-462 art. 22)', () => {
  it('is one month after the keys when exit matches entry, two months otherwise', () => {
    expect(restitutionDeadline('2025-03-10', true)).toBe('2025-04-10');
    expect(restitutionDeadline('2025-03-10', false)).toBe('2025-05-10');
  });

  it('falls on the last day of a month that lacks the day', () => {
    expect(restitutionDeadline('2025-01-31', true)).toBe('2025-02-28');
    expect(restitutionDeadline('2024-01-31', true)).toBe('2024-02-29');
    expect(restitutionDeadline('2024-12-31', false)).toBe('2025-02-28');
    expect(restitutionDeadline('2025-07-31', false)).toBe('2025-09-30');
  });
});

describe('key handover facts: the signed exit report settles them (art. 22 al. 3)', () => {
  const conforming = { inspection_date: '2026-06-30', keys_returned: true, restitution_months: 1 as const };
  const damaged = { ...conforming, restitution_months: 2 as const };

  it('takes both facts from the caller while there is no signed exit report, and requires them', () => {
    expect(handoverFacts({ keys_returned_on: '2026-07-01', exit_matches_entry: false }, null)).toEqual({
      facts: { keys_returned_on: '2026-07-01', exit_matches_entry: false },
      errors: [],
    });
    const missing = handoverFacts({}, null);
    expect(missing.facts).toBeNull();
    expect(missing.errors.map((e) => [e.path, e.code])).toEqual([
      ['exit_matches_entry', 'required'],
      ['keys_returned_on', 'required'],
    ]);
  });

  it("reads the conformity and the keys' date from a signed exit report with every key back", () => {
    expect(handoverFacts({}, conforming).facts).toEqual({ keys_returned_on: '2026-06-30', exit_matches_entry: true });
    expect(handoverFacts({}, damaged).facts).toEqual({ keys_returned_on: '2026-06-30', exit_matches_entry: false });
    // The keys may come back after the inspection: the caller's date stands.
    expect(handoverFacts({ keys_returned_on: '2026-07-02', exit_matches_entry: true }, conforming).facts).toEqual({
      keys_returned_on: '2026-07-02',
      exit_matches_entry: true,
    });
  });

  it('refuses a conformity the signed report contradicts, and wants the date when keys are missing', () => {
    const contrary = handoverFacts({ exit_matches_entry: true }, damaged);
    expect(contrary.facts).toBeNull();
    expect(contrary.errors).toEqual([
      expect.objectContaining({ path: 'exit_matches_entry', code: 'contradicts_exit_report' }),
    ]);
    const keysMissing = handoverFacts({}, { ...conforming, keys_returned: false });
    expect(keysMissing.errors).toEqual([expect.objectContaining({ path: 'keys_returned_on', code: 'required' })]);
  });
});

describe('late penalty: 10 % of the monthly rent excluding charges per monthly period started', () => {
  it('counts no period on or before the deadline, one from the next day, a new one each month after', () => {
    expect(lateMonthlyPeriods('2025-04-10', '2025-04-10')).toBe(0);
    expect(lateMonthlyPeriods('2025-04-10', '2025-04-11')).toBe(1);
    expect(lateMonthlyPeriods('2025-04-10', '2025-05-10')).toBe(1);
    expect(lateMonthlyPeriods('2025-04-10', '2025-05-11')).toBe(2);
    expect(lateMonthlyPeriods('2025-04-10', '2025-07-01')).toBe(3);
  });

  it('counts months from the deadline itself at the end of a month', () => {
    expect(lateMonthlyPeriods('2025-01-31', '2025-02-28')).toBe(1);
    expect(lateMonthlyPeriods('2025-01-31', '2025-03-01')).toBe(2);
    expect(lateMonthlyPeriods('2025-01-31', '2025-03-31')).toBe(2);
    expect(lateMonthlyPeriods('2025-01-31', '2025-04-01')).toBe(3);
    expect(latePeriodStart('2025-01-31', 1)).toBe('2025-02-01');
    expect(latePeriodStart('2025-01-31', 2)).toBe('2025-03-01');
    expect(latePeriodStart('2025-01-31', 3)).toBe('2025-04-01');
  });

  it('is 85,00 € a period on a rent of 850,00 €, three periods started: 255,00 €', () => {
    const penalty = latePenalty({
      deadline: '2025-04-10',
      on: '2025-06-20',
      monthlyRentCents: 85_000,
      hasForwardingAddress: true,
    });
    expect(penalty).toEqual({ periods: 3, cents: 25_500 });
  });

  it('rounds 10 % of an odd rent to the cent and is not due without a forwarding address', () => {
    expect(
      latePenalty({ deadline: '2025-04-10', on: '2025-04-11', monthlyRentCents: 72_345, hasForwardingAddress: true }),
    ).toEqual({ periods: 1, cents: 7_235 });
    expect(
      latePenalty({ deadline: '2025-04-10', on: '2025-09-01', monthlyRentCents: 85_000, hasForwardingAddress: false }),
    ).toEqual({ periods: 5, cents: 0 });
  });
});

describe('late restitution figures (art. 22 al. 3 and 7)', () => {
  it('gives the deadline, the days and periods late and the penalty of a restitution on a day', () => {
    expect(
      lateRestitution({
        keysReturnedOn: '2025-01-31',
        exitMatchesEntry: true,
        returnedOn: '2025-03-31',
        monthlyRentCents: 90_000,
        hasForwardingAddress: true,
      }),
    ).toEqual({
      deadline: '2025-02-28',
      deadline_months: 1,
      days_late: 31,
      late_periods: 2,
      penalty_per_period_cents: 9_000,
      penalty_cents: 18_000,
    });
  });

  it('is nothing late on or before the deadline, and no penalty without a forwarding address', () => {
    const base = { keysReturnedOn: '2025-01-10', exitMatchesEntry: false, monthlyRentCents: 85_050 };
    expect(lateRestitution({ ...base, returnedOn: '2025-03-10', hasForwardingAddress: true })).toMatchObject({
      deadline: '2025-03-10',
      deadline_months: 2,
      days_late: 0,
      late_periods: 0,
      penalty_cents: 0,
    });
    expect(lateRestitution({ ...base, returnedOn: '2025-03-11', hasForwardingAddress: false })).toMatchObject({
      days_late: 1,
      late_periods: 1,
      penalty_per_period_cents: 8_505,
      penalty_cents: 0,
    });
  });
});

describe('charges provision (art. 22 al. 5)', () => {
  it('is at most 20 % of the deposit and settled a month after the accounts', () => {
    expect(chargesProvisionCapCents(85_000)).toBe(17_000);
    expect(chargesProvisionCapCents(1_999)).toBe(399);
    expect(provisionSettlementDue('2026-05-31')).toBe('2026-06-30');
  });

  it('needs a collective building: a co-ownership or a collective place', () => {
    expect(isCollectiveBuilding({ place_category: 'Collective', legal_regime: null })).toBe(true);
    expect(isCollectiveBuilding({ place_category: null, legal_regime: 'Copropriété' })).toBe(true);
    expect(isCollectiveBuilding({ place_category: 'Individuelle', legal_regime: 'Monopropriété' })).toBe(false);
    expect(isCollectiveBuilding({ place_category: null, legal_regime: null })).toBe(false);
  });
});

describe('deposit figures', () => {
  const deposit = (fields: Partial<SecurityDeposit>) =>
    Object.assign(new SecurityDeposit(), { amount: 850, received_amount: 850, ...fields });
  const retention = (amount: number) => Object.assign(new DepositRetention(), { amount });

  it('caps an unfurnished deposit at one month of rent, a furnished one at two, a bail mobilité at nothing', () => {
    const lease = { rent_amount: 850, rent_frequency: 'MONTHLY' as const, payment_terms: 'TERME_A_ECHOIR' as const };
    expect(depositCapCents({ furnished: false, deposit_cap_months: 1 }, lease)).toBe(85_000);
    expect(depositCapCents({ furnished: true, deposit_cap_months: 2 }, lease)).toBe(170_000);
    expect(depositCapCents({ furnished: true, deposit_cap_months: 0 }, lease)).toBe(0);
    expect(depositCapCents({ furnished: false, deposit_cap_months: null }, lease)).toBeNull();
  });

  it('show the days left before the deadline, then the days and periods late and the penalty due now', () => {
    const awaiting = deposit({
      status: 'AWAITING_RESTITUTION',
      keys_returned_on: '2025-03-10',
      restitution_deadline: '2025-04-10',
      forwarding_address: '3 rue Neuve, Lyon',
    });
    const base = {
      retentions: [retention(120), retention(30.5)],
      accruals: [],
      monthlyRentCents: 85_000,
      maxCents: 85_000,
    };
    expect(depositFigures({ ...base, deposit: awaiting, today: '2025-04-01' })).toMatchObject({
      retained_cents: 15_050,
      balance_cents: 69_950,
      days_left: 9,
      days_late: 0,
      late_periods: 0,
      penalty_cents: 0,
      amount_due_cents: 69_950,
      outstanding_cents: null,
    });
    expect(depositFigures({ ...base, deposit: awaiting, today: '2025-05-12' })).toMatchObject({
      days_left: null,
      days_late: 32,
      late_periods: 2,
      penalty_cents: 17_000,
      amount_due_cents: 86_950,
    });
    const returned = deposit({ ...awaiting, status: 'RESTITUTED', returned_on: '2025-04-20', returned_amount: 699.5 });
    expect(depositFigures({ ...base, deposit: returned, today: '2025-12-01' })).toMatchObject({
      days_late: 10,
      late_periods: 1,
      penalty_cents: 8_500,
      outstanding_cents: 8_500,
    });
  });
});

describe('what the retentions keep of the deposit held (art. 22 al. 1 and 5)', () => {
  const kept = [
    { category: 'REPAIRS', amount: 300 },
    { category: 'CHARGES_PROVISION', amount: 100 },
  ];

  it('is at most the deposit, the provision at most 20 % of it', () => {
    expect(heldDepositErrors(50_000, kept, 'amount')).toEqual([]);
    expect(heldDepositErrors(39_999, kept, 'received_amount')).toEqual([
      expect.objectContaining({
        path: 'received_amount',
        code: 'retentions_exceed_deposit',
        message: 'retentions would total 400.00 EUR, more than the 399.99 EUR deposit held',
      }),
      expect.objectContaining({ path: 'received_amount', code: 'provision_over_20_percent' }),
    ]);
    expect(heldDepositErrors(49_999, kept, 'amount').map((e) => e.code)).toEqual(['provision_over_20_percent']);
    expect(heldDepositErrors(0, [], 'amount')).toEqual([]);
  });
});
