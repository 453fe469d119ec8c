// The majorities of loi 65-557 on worked examples (core/syndic/assemblies/majority.ts), 1000 tantièmes.
import { describe, expect, it } from '@jest/globals';
import { firstVote, passes, secondVote } from '../../../core/syndic/assemblies/majority.js';

const tally = (
  votes_for: number,
  votes_against: number,
  votes_abstaining: number,
  votes_absent: number,
  members = {},
) => ({
  votes_for,
  votes_against,
  votes_abstaining,
  votes_absent,
  ...members,
});

describe('art. 24: the majority of the votes cast', () => {
  it('ignores abstentions and absentees: 200 for, 150 against, 500 abstaining is adopted', () => {
    expect(firstVote('ART_24', tally(200, 150, 500, 150), 1000)).toEqual({
      result: 'ADOPTED',
      second_vote_under: null,
    });
  });
  it('rejects a tie, and calls for no second vote', () => {
    expect(firstVote('ART_24', tally(300, 300, 100, 300), 1000)).toEqual({
      result: 'REJECTED',
      second_vote_under: null,
    });
  });
});

describe('art. 25 and 25-1: the majority of all votes, then a second vote under art. 24', () => {
  it('adopts with more than half of all the votes: 501 of 1000, not 500', () => {
    expect(passes('ART_25', tally(501, 0, 0, 499), 1000)).toBe(true);
    expect(passes('ART_25', tally(500, 0, 0, 500), 1000)).toBe(false);
  });
  it('calls for the immediate second vote at exactly one third of all votes', () => {
    expect(firstVote('ART_25', tally(334, 100, 0, 566), 1000)).toEqual({
      result: 'REJECTED',
      second_vote_under: 'ART_24',
    });
    // 1/3 of 999 is 333: exactly a third.
    expect(firstVote('ART_25', tally(333, 100, 0, 566), 999)).toEqual({
      result: 'REJECTED',
      second_vote_under: 'ART_24',
    });
  });
  it('calls for none just under a third: 333 of 1000', () => {
    expect(firstVote('ART_25', tally(333, 100, 0, 567), 1000)).toEqual({ result: 'REJECTED', second_vote_under: null });
  });
  it('decides the second vote on the votes cast, abstentions apart', () => {
    expect(secondVote('ART_24', tally(340, 200, 260, 200), 1000)).toBe('ADOPTED');
    expect(secondVote('ART_24', tally(340, 340, 120, 200), 1000)).toBe('REJECTED');
  });
});

describe('art. 26 and 26-1: a majority of members holding two thirds, then a second vote under art. 25', () => {
  const members = (members_for: number, members_present: number, members_total = 10) => ({
    members_for,
    members_present,
    members_total,
  });
  it('needs both: more than half of all members and two thirds of all votes', () => {
    expect(passes('ART_26', tally(667, 0, 0, 333, members(6, 8)), 1000)).toBe(true);
    expect(passes('ART_26', tally(666, 0, 0, 334, members(6, 8)), 1000)).toBe(false);
    expect(passes('ART_26', tally(900, 0, 0, 100, members(5, 8)), 1000)).toBe(false);
  });
  it('calls for the art. 26-1 second vote with half of the members present and a third of the votes', () => {
    expect(firstVote('ART_26', tally(400, 300, 0, 300, members(4, 8)), 1000)).toEqual({
      result: 'REJECTED',
      second_vote_under: 'ART_25',
    });
    expect(secondVote('ART_25', tally(501, 300, 0, 199), 1000)).toBe('ADOPTED');
    expect(secondVote('ART_25', tally(500, 300, 0, 200), 1000)).toBe('REJECTED');
  });
  it('calls for none under half of the members present, or under a third of the votes', () => {
    expect(firstVote('ART_26', tally(600, 100, 0, 300, members(3, 8)), 1000).second_vote_under).toBeNull();
    expect(firstVote('ART_26', tally(300, 100, 0, 600, members(5, 8)), 1000).second_vote_under).toBeNull();
  });
});

describe('unanimity', () => {
  it('needs every vote of every co-owner', () => {
    expect(passes('UNANIMITY', tally(1000, 0, 0, 0), 1000)).toBe(true);
    expect(passes('UNANIMITY', tally(999, 0, 1, 0), 1000)).toBe(false);
    expect(firstVote('UNANIMITY', tally(999, 0, 0, 1), 1000).second_vote_under).toBeNull();
  });
});
