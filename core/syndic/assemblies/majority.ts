// The result of a resolution by the majority it needs (loi 65-557, wording of ordonnance 2019-1101):
// - art. 24: more votes for than against among the votes cast by those present, represented or voting
//   by post; abstentions and absentees are not votes cast; a tie rejects.
// - art. 25: more than half of all the co-owners' votes.
// - art. 25-1: art. 25 failed but the project got at least a third of all votes: the same assembly votes
//   again at once under art. 24 (compulsory since the ordonnance).
// - art. 26: more than half of all the members, holding at least two thirds of all votes.
// - art. 26-1: art. 26 failed but the project got at least half of the members present, represented or
//   voting by post, holding at least a third of all votes: the same assembly votes again at once under
//   art. 25 (no third vote follows a failed second one).
// - unanimity (art. 14-2-1 opt-out of the works fund): every co-owner's vote for.
import type { Majority, ResolutionResult } from '../../../contract/vocabulary/syndic.js';

export interface Tally {
  votes_for: number;
  votes_against: number;
  votes_abstaining: number;
  votes_absent: number;
  members_total?: number | null;
  members_present?: number | null;
  members_for?: number | null;
}

export interface FirstVoteOutcome {
  result: ResolutionResult;
  /** The immediate second vote the law then calls for, under this majority; null when none. */
  second_vote_under: Majority | null;
}

const verdict = (adopted: boolean): ResolutionResult => (adopted ? 'ADOPTED' : 'REJECTED');

/** Whether the tally passes the majority, `total` being all the co-owners' votes (the key's total). */
export function passes(majority: Majority, tally: Tally, total: number): boolean {
  switch (majority) {
    case 'ART_24':
      return tally.votes_for > tally.votes_against;
    case 'ART_25':
      return tally.votes_for * 2 > total;
    case 'ART_26':
      return (tally.members_for ?? 0) * 2 > (tally.members_total ?? 0) && tally.votes_for * 3 >= total * 2;
    case 'UNANIMITY':
      return tally.votes_for === total;
  }
}

/** The first vote's result, and the second vote arts. 25-1 and 26-1 then require. */
export function firstVote(majority: Majority, tally: Tally, total: number): FirstVoteOutcome {
  if (passes(majority, tally, total)) return { result: 'ADOPTED', second_vote_under: null };
  const thirdOfAll = tally.votes_for * 3 >= total;
  if (majority === 'ART_25' && thirdOfAll) return { result: 'REJECTED', second_vote_under: 'ART_24' };
  const halfOfPresent = (tally.members_for ?? 0) * 2 >= (tally.members_present ?? Infinity);
  if (majority === 'ART_26' && thirdOfAll && halfOfPresent) return { result: 'REJECTED', second_vote_under: 'ART_25' };
  return { result: 'REJECTED', second_vote_under: null };
}

/** The second vote's result under the majority the first vote named. */
export function secondVote(under: Majority, tally: Tally, total: number): ResolutionResult {
  return verdict(passes(under, tally, total));
}
