// The notice a tenant gives to leave (loi 89-462 art. 15 I): three months for an unfurnished
// dwelling, one month in zone tendue (and in the personal cases the article lists); one month for
// a furnished one (art. 25-8) and for a bail mobilité (art. 25-12 ff.).
export interface TenantNotice {
  months: 1 | 3;
  article: string;
  reason: string;
}

export function tenantNotice(lease: { furnished: boolean; is_zone_tendue: boolean }): TenantNotice {
  if (lease.furnished) {
    return { months: 1, article: 'Loi n° 89-462 du 6 juillet 1989, art. 25-8', reason: 'furnished dwelling' };
  }
  if (lease.is_zone_tendue) {
    return { months: 1, article: 'Loi n° 89-462 du 6 juillet 1989, art. 15 I', reason: 'dwelling in zone tendue' };
  }
  return {
    months: 3,
    article: 'Loi n° 89-462 du 6 juillet 1989, art. 15 I',
    reason: 'unfurnished dwelling outside zone tendue (one month in the personal cases of art. 15 I)',
  };
}
