import {
  activationTenantErrors,
  effectiveRentShares,
  isActiveOn,
  primaryTenantConflict,
  rentShareErrors,
  type TenancyTerm,
} from '../../../core/leasing/tenants/rent-shares.js';

const TODAY = '2025-06-01';
let n = 0;
const term = (
  role: TenancyTerm['role'],
  rent_share: number | null = null,
  end_date: string | null = null,
): TenancyTerm => ({
  id: `t${++n}`,
  role,
  start_date: '2025-01-01',
  end_date,
  rent_share,
});
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);
const sum = (shares: Map<string, number>) => Math.round([...shares.values()].reduce((a, b) => a + b * 100, 0)) / 100;

describe('tenant terms', () => {
  it('are active until their end date (exclusive)', () => {
    expect(isActiveOn({ end_date: null }, TODAY)).toBe(true);
    expect(isActiveOn({ end_date: '2025-06-02' }, TODAY)).toBe(true);
    expect(isActiveOn({ end_date: TODAY }, TODAY)).toBe(false);
  });
});

describe('rent shares', () => {
  it('split equally among active paying tenants by default', () => {
    const [a, b, c] = [term('PrimaryTenant'), term('CoTenant'), term('CoTenant')];
    const shares = effectiveRentShares([a, b, c, term('Guarantor'), term('CoTenant', null, '2025-05-01')], TODAY);
    expect([...shares.entries()]).toEqual([
      [a.id, 33.34],
      [b.id, 33.33],
      [c.id, 33.33],
    ]);
    expect(sum(shares)).toBe(100);
  });
  it('give explicit shares as set and split the rest', () => {
    const [a, b, c] = [term('PrimaryTenant', 50), term('CoTenant'), term('CoTenant')];
    const shares = effectiveRentShares([a, b, c], TODAY);
    expect(shares.get(a.id)).toBe(50);
    expect(shares.get(b.id)).toBe(25);
    expect(shares.get(c.id)).toBe(25);
  });
  it('never total more than 100 explicitly', () => {
    expect(rentShareErrors([term('PrimaryTenant', 60), term('CoTenant', 40)], TODAY)).toEqual([]);
    expect(codes(rentShareErrors([term('PrimaryTenant', 60), term('CoTenant', 40.01)], TODAY))).toEqual([
      'rent_share_over_100',
    ]);
    expect(rentShareErrors([term('PrimaryTenant', 60), term('CoTenant', 60, '2025-05-01')], TODAY)).toEqual([]);
  });
  it('are percentages held by paying tenants only', () => {
    expect(codes(rentShareErrors([term('Guarantor', 10)], TODAY))).toEqual(['rent_share_not_allowed']);
    expect(codes(rentShareErrors([term('CoTenant', 101)], TODAY))).toEqual(['out_of_range']);
    expect(codes(rentShareErrors([term('CoTenant', 10.005)], TODAY))).toEqual(['out_of_range']);
  });
});

describe('before ACTIVE', () => {
  it('needs an active primary tenant', () => {
    expect(codes(activationTenantErrors([], TODAY))).toEqual(['primary_tenant_required']);
    expect(codes(activationTenantErrors([term('CoTenant'), term('Guarantor')], TODAY))).toEqual([
      'primary_tenant_required',
    ]);
    expect(codes(activationTenantErrors([term('PrimaryTenant', null, TODAY)], TODAY))).toEqual([
      'primary_tenant_required',
    ]);
    expect(activationTenantErrors([term('PrimaryTenant')], TODAY)).toEqual([]);
  });
  it('needs shares summing to 100', () => {
    expect(codes(activationTenantErrors([term('PrimaryTenant', 50), term('CoTenant', 30)], TODAY))).toEqual([
      'rent_share_sum',
    ]);
    expect(activationTenantErrors([term('PrimaryTenant', 50), term('CoTenant', 50), term('Guarantor')], TODAY)).toEqual(
      [],
    );
    expect(activationTenantErrors([term('PrimaryTenant', 50), term('CoTenant')], TODAY)).toEqual([]);
  });
  it('allows one active primary tenant at most', () => {
    expect(primaryTenantConflict([term('PrimaryTenant'), term('PrimaryTenant', null, '2025-03-01')], TODAY)).toBe(
      false,
    );
    expect(primaryTenantConflict([term('PrimaryTenant'), term('PrimaryTenant')], TODAY)).toBe(true);
  });
});
