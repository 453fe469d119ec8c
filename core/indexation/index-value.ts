import type { IndexSeries } from '../../contract/vocabulary/indexation.js';

/**
 * One published value of an INSEE index for a quarter (docs/legal.md, "Index table"). Shared by
 * every tenant: no tenant_id. Values have two decimals (IRL 145.77) or none (ICC 2227).
 */
export class IndexValue {
  id!: string;
  series!: IndexSeries;
  /** `YYYY-Qn`. */
  quarter!: string;
  value!: number;
  /** The day INSEE published it, when known. */
  published_on: string | null = null;
  /** Where the value comes from (INSEE publication, Journal officiel notice). */
  source: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}
