// The last day of a lease under a notice from stated facts (the public notice tool).
import { describe, expect, it } from '@jest/globals';
import { type StatedNotice, noticeEndDate } from '../../../core/lifecycle/notice-end-date.js';
import { BusinessRuleError } from '../../../core/shared/errors.js';

const stated = (fields: Partial<StatedNotice>): StatedNotice => ({
  given_by: 'TENANT',
  lease_type: 'HabitationVide',
  received_on: '2025-01-15',
  reason: 'STANDARD',
  reason_justified: true,
  zone_tendue: false,
  lease_start_date: null,
  lease_end_date: null,
  ...fields,
});

describe('noticeEndDate', () => {
  it("gives a tenant's notice its period from the day received", () => {
    expect(noticeEndDate(stated({}))).toMatchObject({ months: 3, end_date: '2025-04-15', latest_receipt_date: null });
    expect(noticeEndDate(stated({ zone_tendue: true }))).toMatchObject({ months: 1, reduced: true });
  });

  it("ends a landlord's notice at the term, with the last day it could be received", () => {
    expect(
      noticeEndDate(
        stated({
          given_by: 'LANDLORD',
          lease_type: 'HabitationMeublee',
          lease_start_date: '2025-01-01',
          lease_end_date: '2025-12-31',
          received_on: '2025-09-30',
        }),
      ),
    ).toMatchObject({ months: 3, end_date: '2025-12-31', latest_receipt_date: '2025-09-30' });
  });

  it("refuses a landlord's notice received too late, or on a bail mobilité", () => {
    const late = () =>
      noticeEndDate(stated({ given_by: 'LANDLORD', lease_end_date: '2026-12-31', received_on: '2026-07-01' }));
    expect(late).toThrow(BusinessRuleError);
    expect(late).toThrow('by 2026-06-30');
    expect(() =>
      noticeEndDate(stated({ given_by: 'LANDLORD', lease_type: 'MobiliteEtudiante', lease_end_date: '2025-06-30' })),
    ).toThrow('bail mobilité');
  });
});
