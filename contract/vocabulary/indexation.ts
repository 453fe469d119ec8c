// The indexation vocabulary (docs/legal.md, "Index table"): the INSEE index series rents are revised
// by, and the statuses of a yearly revision. Plain data for the contract and core.

/**
 * IRL (loi 89-462 art. 17-1), with its overseas (art. 73 of the Constitution) and Corsica series
 * since 2022-Q3 (loi 2022-1158 art. 12); ILC and ILAT (code de commerce art. L112-2); ICC.
 */
export const INDEX_SERIES = ['IRL', 'IRL_OVERSEAS', 'IRL_CORSICA', 'ILC', 'ILAT', 'ICC'] as const;
export type IndexSeries = (typeof INDEX_SERIES)[number];

/** A revision is RECORDED with its claim, then APPLIED to the rent. */
export const INDEX_REVISION_STATUSES = ['RECORDED', 'APPLIED'] as const;
export type IndexRevisionStatus = (typeof INDEX_REVISION_STATUSES)[number];
