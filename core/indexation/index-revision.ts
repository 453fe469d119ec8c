import type { IndexRevisionStatus, IndexSeries } from '../../contract/vocabulary/indexation.js';

/** One yearly rent revision of a lease (loi 89-462 art. 17-1): recorded with its claim, then applied to the rent. */
export class IndexRevision {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  revision_date!: string;
  claimed_on!: string;
  /** The day the revised rent is due: the revision date, or the claim when later. */
  effective_date!: string;
  index_series!: IndexSeries;
  reference_quarter!: number;
  new_index_quarter!: string;
  new_index_value!: number;
  old_index_quarter!: string;
  old_index_value!: number;
  previous_rent_amount!: number;
  revised_rent_amount!: number;
  status: IndexRevisionStatus = 'RECORDED';
  applied_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}
