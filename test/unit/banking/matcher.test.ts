// Matching a credit to a lease: the reference first, then the amount due and the payer's name.
import { describe, expect, it } from '@jest/globals';
import { type LeaseFacts, SURE_MATCH_SCORE, matchCredit, matchIndex } from '../../../core/banking/matcher.js';
import { nameSimilarity, nameWords } from '../../../core/banking/name-similarity.js';

const martin: LeaseFacts = {
  lease_id: 'lease-martin',
  references: ['RF18539007547034', 'BAIL-2024-0042'],
  names: ['Jeanne Martin'],
  ibans: ['FR7630004000031234567890143'],
  due_cents: [75_000, 150_000],
};
const lefebvre: LeaseFacts = {
  lease_id: 'lease-lefebvre',
  references: ['RF712348231'],
  names: ['Paul Lefebvre', 'Anne Lefebvre'],
  ibans: [],
  due_cents: [85_000],
};
const twin: LeaseFacts = { ...lefebvre, lease_id: 'lease-twin', references: ['RF45GHIJ1234'], names: ['Paul Lefèvre'] };
const index = matchIndex([martin, lefebvre]);
const credit = (fields: Partial<Parameters<typeof matchCredit>[1]>) => ({
  amount_cents: 12_345,
  payer_name: null,
  payer_iban: null,
  remittance: null,
  ...fields,
});

describe('payer names', () => {
  it('drops civilities and accents, and scores word order, initials and typos', () => {
    expect(nameWords('M. ou Mme  Lefèvre-Dupont Éric')).toEqual(['LEFEVRE', 'DUPONT', 'ERIC']);
    expect(nameSimilarity('M OU MME MARTIN JEANNE', 'Jeanne Martin')).toBe(1);
    expect(nameSimilarity('J MARTIN', 'Jeanne Martin')).toBeGreaterThanOrEqual(0.9);
    expect(nameSimilarity('JEANNE MARTINN', 'Jeanne Martin')).toBeGreaterThan(0.9);
    expect(nameSimilarity('PIERRE MARTIN', 'Jeanne Martin')).toBeLessThan(0.75);
    expect(nameSimilarity('SCI DES ROSES', 'Jeanne Martin')).toBe(0);
    expect(nameSimilarity('', 'Jeanne Martin')).toBe(0);
  });
});

describe('matching by reference', () => {
  it('finds the payment reference or the lease reference in the remittance, case, spaces and dashes aside', () => {
    for (const remittance of ['LOYER rf18 5390 0754 7034 MARS', 'bail 2024-0042', 'VIR/BAIL20240042/LOYER']) {
      expect(matchCredit(index, credit({ remittance }))).toMatchObject({
        sure: true,
        lease_id: 'lease-martin',
        method: 'REFERENCE',
        confidence: 1,
      });
    }
  });

  it('queues a reference two leases share, with both as candidates', () => {
    const shared = matchIndex([martin, { ...lefebvre, references: ['BAIL-2024-0042'] }]);
    const outcome = matchCredit(shared, credit({ remittance: 'BAIL-2024-0042' }));
    expect(outcome).toMatchObject({ sure: false, reason: 'AMBIGUOUS' });
    expect(outcome.candidates.map((c) => c.lease_id).sort()).toEqual(['lease-lefebvre', 'lease-martin']);
  });

  it('ignores lease references too short to be told from other text', () => {
    const short = matchIndex([{ ...martin, references: ['B42'] }]);
    expect(matchCredit(short, credit({ remittance: 'B42' }))).toMatchObject({ sure: false, reason: 'NO_CANDIDATE' });
  });
});

describe('matching by amount and name', () => {
  it('is sure with the amount due and the tenant’s name, whatever the reference’s typo', () => {
    const outcome = matchCredit(
      index,
      credit({ amount_cents: 85_000, payer_name: 'LEFEBVRE PAUL', remittance: 'RF71 2348 232' }),
    );
    expect(outcome).toMatchObject({ sure: true, lease_id: 'lease-lefebvre', method: 'AMOUNT_AND_NAME', confidence: 1 });
  });

  it('is sure with the amount due from a tenant’s IBAN, whatever the name', () => {
    const outcome = matchCredit(
      index,
      credit({ amount_cents: 150_000, payer_name: 'SCI FAMILLE', payer_iban: 'FR7630004000031234567890143' }),
    );
    expect(outcome).toMatchObject({ sure: true, lease_id: 'lease-martin' });
  });

  it('queues a name without the amount due, or a namesake with it, below the threshold', () => {
    const wrongAmount = matchCredit(index, credit({ amount_cents: 80_000, payer_name: 'PAUL LEFEBVRE' }));
    expect(wrongAmount).toMatchObject({ sure: false, reason: 'LOW_CONFIDENCE' });
    expect(wrongAmount.candidates[0]).toMatchObject({ lease_id: 'lease-lefebvre', score: 0.6 });
    const namesake = matchCredit(index, credit({ amount_cents: 75_000, payer_name: 'PIERRE MARTIN' }));
    expect(namesake).toMatchObject({ sure: false, reason: 'LOW_CONFIDENCE' });
    expect(namesake.candidates[0].lease_id).toBe('lease-martin');
    expect(namesake.candidates[0].score).toBeLessThan(SURE_MATCH_SCORE);
  });

  it('queues as ambiguous two leases equally likely, and without candidate a credit nobody is due', () => {
    const twins = matchIndex([martin, lefebvre, twin]);
    const outcome = matchCredit(twins, credit({ amount_cents: 85_000, payer_name: 'PAUL LEFEBVRE' }));
    expect(outcome).toMatchObject({ sure: false, reason: 'AMBIGUOUS' });
    expect(outcome.candidates.map((c) => c.lease_id)).toEqual(['lease-lefebvre', 'lease-twin']);
    expect(matchCredit(index, credit({ amount_cents: 1_234, payer_name: 'ASSURANCES' }))).toEqual({
      sure: false,
      reason: 'NO_CANDIDATE',
      candidates: [],
    });
  });
});
