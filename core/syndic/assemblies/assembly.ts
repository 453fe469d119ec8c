// A general assembly of the co-owners (décret 67-223 art. 9) and its resolutions, each with its votes
// in tantièmes and the result the majority it needs gives (loi 65-557 art. 24 to 26-1).
import type { DecidingVote, Majority, ResolutionResult } from '../../../contract/vocabulary/syndic.js';

export class Assembly {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  held_on!: string;
  /** The day the convocation was first presented to the co-owners. */
  convened_on!: string;
  /** The caller invoked urgency (art. 9: "sauf urgence"), which allows a shorter notice. */
  urgent = false;
  /** Convened less than 21 clear days before (allowed only with urgency). */
  short_notice = false;
  location: string | null = null;
  notes: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Votes by tantièmes; members counted for art. 26 (and art. 26-1's condition). */
export interface Votes {
  votes_for: number;
  votes_against: number;
  votes_abstaining: number;
  votes_absent: number;
  members_total: number | null;
  members_present: number | null;
  members_for: number | null;
}

/** The immediate second vote of art. 25-1 (under art. 24) or art. 26-1 (under art. 25). */
export interface SecondVote {
  majority: Majority;
  votes_for: number;
  votes_against: number;
  votes_abstaining: number;
  votes_absent: number;
  result: ResolutionResult;
}

export class Resolution {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  assembly_id!: string;
  /** The key whose tantièmes carry the votes: the general key unless the question concerns a special one. */
  charge_key_id!: string;
  position!: number;
  subject!: string;
  majority!: Majority;
  /** All the co-owners' votes: the key's stated total. */
  votes_total!: number;
  votes_for!: number;
  votes_against!: number;
  votes_abstaining!: number;
  votes_absent!: number;
  members_total: number | null = null;
  members_present: number | null = null;
  members_for: number | null = null;
  second_vote: SecondVote | null = null;
  result!: ResolutionResult;
  deciding_vote!: DecidingVote;
  created_at!: Date;
  updated_at!: Date;
}
