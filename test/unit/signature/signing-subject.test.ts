import { describe, expect, it } from '@jest/globals';
import type { Amendment } from '../../../core/amendments/amendment.js';
import type { Lease } from '../../../core/leasing/lease.js';
import { awaitsSignatures, subjectName, withdrawn } from '../../../core/signature/signing-subject.js';

const lease = (status: Lease['status']) => ({ status }) as Lease;
const amendment = (status: Amendment['status']) => ({ status }) as Amendment;

describe('what a signature document signs', () => {
  it('a lease awaits signatures while PENDING_SIGNATURE and is withdrawn once back to DRAFT', () => {
    expect(awaitsSignatures({ lease: lease('PENDING_SIGNATURE'), amendment: null })).toBe(true);
    expect(withdrawn({ lease: lease('DRAFT'), amendment: null })).toBe(true);
    expect(withdrawn({ lease: lease('ACTIVE'), amendment: null })).toBe(false);
  });

  it("an amendment's document follows the amendment, not its (ACTIVE) lease", () => {
    expect(awaitsSignatures({ lease: lease('ACTIVE'), amendment: amendment('PENDING_SIGNATURE') })).toBe(true);
    expect(awaitsSignatures({ lease: lease('ACTIVE'), amendment: amendment('ACTIVE') })).toBe(false);
    for (const status of ['CANCELLED', 'EXPIRED'] as const)
      expect(withdrawn({ lease: lease('ACTIVE'), amendment: amendment(status) })).toBe(true);
    expect(withdrawn({ lease: lease('ACTIVE'), amendment: amendment('ACTIVE') })).toBe(false);
    expect(subjectName({ amendment_id: 'a' }).fr).toBe('avenant');
    expect(subjectName({ amendment_id: null }).fr).toBe('bail');
  });
});
