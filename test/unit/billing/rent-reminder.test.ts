import { escalationDates, nextEscalationStep, stepDue } from '../../../core/billing/reminders/rent-reminder.js';

const defaults = { rent_grace_days: 5, rent_formal_notice_days: 15, rent_escalation_days: 30 };

describe('rent reminder escalation', () => {
  it('takes its three steps 5, 15 and 30 days after the due date by default', () => {
    expect(escalationDates('2026-01-05', defaults)).toEqual([
      { step: 'FRIENDLY_REMINDER', on: '2026-01-10' },
      { step: 'FORMAL_NOTICE', on: '2026-01-20' },
      { step: 'GUARANTOR_AND_LANDLORD_FLAG', on: '2026-02-04' },
    ]);
  });

  it('goes on with the first step not taken, and stops after the last', () => {
    expect(nextEscalationStep('2026-01-05', new Set(), defaults)).toEqual({
      step: 'FRIENDLY_REMINDER',
      on: '2026-01-10',
    });
    expect(nextEscalationStep('2026-01-05', new Set(['FRIENDLY_REMINDER'] as const), defaults)).toEqual({
      step: 'FORMAL_NOTICE',
      on: '2026-01-20',
    });
    expect(
      nextEscalationStep(
        '2026-01-05',
        new Set(['FRIENDLY_REMINDER', 'FORMAL_NOTICE', 'GUARANTOR_AND_LANDLORD_FLAG'] as const),
        defaults,
      ),
    ).toBeNull();
  });

  it("follows the account's delays and is due from its day on", () => {
    const quick = { rent_grace_days: 2, rent_formal_notice_days: 4, rent_escalation_days: 6 };
    expect(escalationDates('2026-02-27', quick).map((s) => s.on)).toEqual(['2026-03-01', '2026-03-03', '2026-03-05']);
    expect(stepDue({ on: '2026-03-01' }, '2026-02-28')).toBe(false);
    expect(stepDue({ on: '2026-03-01' }, '2026-03-01')).toBe(true);
  });
});
