// A valid body for every public tool, by route name (test/support/contract-walk.ts): the walks of
// the bad-input corpus and of tenant isolation start from them. A public route without one fails
// those walks, so a new public tool joins them.
export const PUBLIC_BODIES: Record<string, Record<string, unknown>> = {
  'publicRentRevision.compute': { index_series: 'IRL', quarter: '2025-Q3', current_rent: 800 },
  'publicDepositPenalty.compute': {
    keys_returned_on: '2025-01-31',
    exit_matches_entry: true,
    monthly_rent: 900,
    returned_on: '2025-03-31',
  },
  'publicDepositCap.compute': { lease_type: 'HabitationVide', monthly_rent: 900, deposit_amount: 900 },
  'publicRentControl.compute': {
    postal_code: '45000',
    room_count: 2,
    surface_area: 50,
    construction_period: 'before_1946',
    is_furnished: false,
  },
  'publicNotice.compute': { given_by: 'TENANT', lease_type: 'HabitationVide', received_on: '2025-01-15' },
  'publicReceipt.generate': {
    landlord: { name: 'SCI Les Tilleuls' },
    tenant: { name: 'Camille Durand' },
    property: { address: '12 rue Oberkampf, 75011 Paris' },
    period_start: '2025-03-01',
    period_end: '2025-03-31',
    rent: 850,
    charges: 90,
    paid_amount: 940,
  },
  'publicHandoverSlip.generate': {
    occasion: 'ENTRY',
    handed_over_on: '2025-03-01',
    handed_over_by: { name: 'SCI Les Tilleuls' },
    received_by: { name: 'Camille Durand' },
    property: { address: '12 rue Oberkampf, 75011 Paris' },
    keys: [{ label: 'Clé porte palière', count: 2 }],
  },
};
