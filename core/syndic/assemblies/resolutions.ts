// The resolutions of an assembly: their votes by tantièmes of a key (the general key by default) and
// the result of the majority they need (majority.ts), with the immediate second vote the law calls for.
import type { Majority } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest } from '../../shared/crud.js';
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { recordOf } from '../management/scope.js';
import { ChargeKey } from '../management/syndicate.js';
import { Assembly, Resolution, type SecondVote } from './assembly.js';
import { type Tally, firstVote, secondVote } from './majority.js';

type FourTallies = Pick<Tally, 'votes_for' | 'votes_against' | 'votes_abstaining' | 'votes_absent'>;

export interface ResolutionInput extends FourTallies {
  subject: string;
  majority: Majority;
  charge_key_id?: string;
  members_total?: number;
  members_present?: number;
  members_for?: number;
  second_vote?: FourTallies;
}

function rule(message: string, path: string, code: string): BusinessRuleError {
  return new BusinessRuleError(message, [{ path, message, code }]);
}

/** The four tallies cover every co-owner's votes exactly once. */
function checkTallies(t: FourTallies, total: number, path: string) {
  const sum = t.votes_for + t.votes_against + t.votes_abstaining + t.votes_absent;
  if (sum !== total) throw rule(`The votes add up to ${sum}, not the key's ${total} tantièmes`, path, 'votes_total');
}

function checkMembers(input: ResolutionInput) {
  if (input.majority !== 'ART_26') return;
  const { members_total: all, members_present: present, members_for: pro } = input;
  if (all === undefined || present === undefined || pro === undefined)
    throw rule(
      'Art. 26 counts members: give members_total, members_present and members_for',
      'members_total',
      'members_required',
    );
  if (!(pro <= present && present <= all))
    throw rule('members_for <= members_present <= members_total', 'members_present', 'members_order');
}

async function votingKey(store: Store, syndicateId: string, keyId?: string): Promise<ChargeKey> {
  if (keyId) return recordOf(store, ChargeKey, 'charge key', syndicateId, keyId);
  const general = await store.repo(ChargeKey).findOne({ syndicate_id: syndicateId, kind: 'GENERAL' });
  if (!general)
    throw rule(
      'The syndicate has no GENERAL key to vote by: create it or name charge_key_id',
      'charge_key_id',
      'no_general_key',
    );
  return general;
}

/** The result, and the second vote when art. 25-1 or 26-1 calls for one (required then, refused otherwise). */
function decide(input: ResolutionInput, total: number) {
  const first = firstVote(input.majority, input, total);
  if (!first.second_vote_under) {
    if (input.second_vote)
      throw rule('No second vote follows this first vote (art. 25-1 / 26-1)', 'second_vote', 'no_second_vote');
    return { result: first.result, deciding_vote: 'FIRST' as const, second_vote: null };
  }
  const article = input.majority === 'ART_25' ? '25-1' : '26-1';
  if (!input.second_vote)
    throw rule(
      `Art. ${article} calls for an immediate second vote: give second_vote`,
      'second_vote',
      'second_vote_required',
    );
  checkTallies(input.second_vote, total, 'second_vote');
  const under = first.second_vote_under;
  const second: SecondVote = {
    majority: under,
    ...input.second_vote,
    result: secondVote(under, input.second_vote, total),
  };
  const deciding_vote = article === '25-1' ? ('SECOND_ART_25_1' as const) : ('SECOND_ART_26_1' as const);
  return { result: second.result, deciding_vote, second_vote: second };
}

export function resolutionUseCases(store: Store) {
  const resolutions = store.repo(Resolution);
  const assemblyOf = (syndicateId: string, id: string) => recordOf(store, Assembly, 'assembly', syndicateId, id);
  return {
    async list(syndicateId: string, assemblyId: string, input: ListInput) {
      await assemblyOf(syndicateId, assemblyId);
      return resolutions.list(
        { assembly_id: assemblyId },
        pageRequest(input, [{ field: 'position', direction: 'asc' }]),
      );
    },
    async get(syndicateId: string, assemblyId: string, id: string) {
      const found = await resolutions.findOne({ id, assembly_id: assemblyId, syndicate_id: syndicateId });
      if (!found) throw new NotFoundError('resolution', id);
      return found;
    },
    async add(syndicateId: string, assemblyId: string, input: ResolutionInput) {
      await assemblyOf(syndicateId, assemblyId);
      const key = await votingKey(store, syndicateId, input.charge_key_id);
      checkTallies(input, key.stated_total, 'votes_for');
      checkMembers(input);
      const position = (await resolutions.count({ assembly_id: assemblyId })) + 1;
      const { second_vote: _given, ...votes } = input;
      const resolution = createRecord(resolutions, Resolution, {
        ...votes,
        ...decide(input, key.stated_total),
        syndicate_id: syndicateId,
        assembly_id: assemblyId,
        charge_key_id: key.id,
        votes_total: key.stated_total,
        position,
      });
      await store.flush();
      return resolution;
    },
  };
}
