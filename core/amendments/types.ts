// The inputs of the amendment use cases (spec, Amendments), shared by the assembling file
// (amendments.ts) and its parts (create-amendment).
import type { AmendmentType } from '../../contract/vocabulary/amendments.js';
import type { Patch } from '../shared/patch.js';

export interface AmendmentFields {
  type: AmendmentType;
  title: string;
  description?: string | null;
  effective_date: string;
  reason?: string | null;
}

export type AmendmentPatch = Patch<Pick<AmendmentFields, 'title' | 'description' | 'effective_date' | 'reason'>>;
