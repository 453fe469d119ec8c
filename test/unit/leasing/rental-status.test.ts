import { deriveRentalStatus } from '../../../core/leasing/rental-status.js';

describe('estate rental_status', () => {
  it('is RENTED with an active lease, whatever else', () => {
    expect(deriveRentalStatus(['ACTIVE'])).toBe('RENTED');
    expect(deriveRentalStatus(['NOTICE', 'ACTIVE', 'TERMINATED'])).toBe('RENTED');
  });
  it('is NOTICE with a lease under notice and none active', () => {
    expect(deriveRentalStatus(['NOTICE'])).toBe('NOTICE');
    expect(deriveRentalStatus(['TERMINATED', 'NOTICE', 'DRAFT'])).toBe('NOTICE');
  });
  it('is VACANT otherwise', () => {
    expect(deriveRentalStatus([])).toBe('VACANT');
    expect(deriveRentalStatus(['DRAFT', 'PENDING_SIGNATURE', 'FINALISATION', 'TERMINATED', 'EXPIRED'])).toBe('VACANT');
  });
});
