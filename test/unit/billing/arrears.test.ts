// Arrears by age (docs/decisions.md 235) and their CSV lines: the bucket of each day count at its
// bounds, the days from the due date (day 0), and the CSV's quoting and formula guard.
import { describe, expect, it } from '@jest/globals';
import { arrearsBucket, daysPastDue } from '../../../core/billing/arrears/arrears-buckets.js';
import { arrearsCsvLine, csvField } from '../../../core/billing/arrears/arrears-csv.js';

describe('age buckets', () => {
  it.each([
    [0, 'DAYS_0_30'],
    [30, 'DAYS_0_30'],
    [31, 'DAYS_31_60'],
    [60, 'DAYS_31_60'],
    [61, 'DAYS_61_90'],
    [90, 'DAYS_61_90'],
    [91, 'OVER_90'],
    [400, 'OVER_90'],
  ])('puts %i days past due in %s', (days, bucket) => {
    expect(arrearsBucket(days)).toBe(bucket);
  });

  it('counts the days from the due date, itself day 0, across months and a leap day', () => {
    expect(daysPastDue('2026-12-20', '2026-12-20')).toBe(0);
    expect(daysPastDue('2026-09-01', '2026-12-20')).toBe(110);
    expect(daysPastDue('2028-02-01', '2028-03-01')).toBe(29);
  });
});

describe('CSV', () => {
  it('quotes what needs it and keeps a text from being read as a formula', () => {
    expect(csvField('Durand, Camille')).toBe('"Durand, Camille"');
    expect(csvField('Le "Parc"')).toBe('"Le ""Parc"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12')).toBe("'-12");
    expect(csvField({ amount: '-12.50' })).toBe('-12.50');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('writes one line per period, amounts in euros with two decimals, CRLF ended', () => {
    const line = arrearsCsvLine({
      period_id: 'p',
      lease_id: 'l',
      lease_reference: 'BAIL-7',
      estate_id: 'e',
      place_id: null,
      owner_id: null,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      due_date: '2026-11-01',
      total_cents: 100_000,
      paid_cents: 25_050,
      due_cents: 74_950,
      days_past_due: 49,
      bucket: 'DAYS_31_60',
      last_step: 'FRIENDLY_REMINDER',
      lease_balance_cents: -1_000,
      tenants: [
        { lessee_id: 'a', name: 'Camille Durand' },
        { lessee_id: 'b', name: 'Paul Martin' },
      ],
    });
    expect(line).toBe(
      'p,l,BAIL-7,Camille Durand ; Paul Martin,,,2026-11-01,2026-11-30,2026-11-01,49,DAYS_31_60,1000.00,250.50,749.50,FRIENDLY_REMINDER,-10.00\r\n',
    );
  });
});
