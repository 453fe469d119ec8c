// Matching a credit to a lease (docs/decisions.md 242), pure: first a lease's reference (its payment
// reference or its own reference number) found in the remittance information, case, spaces and
// punctuation aside; else the amount and the payer's name, with a confidence from 0 to 1. A match is
// sure, and becomes a payment at once, on an exact reference of one lease, or when one candidate
// alone reaches SURE_MATCH_SCORE; any other credit waits in the queue with its candidates.
import type { MatchMethod, QueueReason } from '../../contract/vocabulary/banking.js';
import type { MatchCandidate } from './bank-records.js';
import { nameSimilarity, nameWords } from './name-similarity.js';
import { compactReference } from './rf-reference.js';

/** A candidate at or above this score, alone there, is a sure match: the amount due and a name at 0.75 or more. */
export const SURE_MATCH_SCORE = 0.85;
/** The weight of an amount equal to one due; the name's likeness gives the rest. */
const AMOUNT_WEIGHT = 0.4;
/** Candidates under this score are not shown in the queue. */
const SHOWN_SCORE = 0.3;
const SHOWN_CANDIDATES = 5;
/** Shorter reference numbers would be found by chance in any remittance text. */
const MIN_REFERENCE_LENGTH = 5;

/** What the matcher knows of a lease: its references, its tenants, and the amounts it waits for. */
export interface LeaseFacts {
  lease_id: string;
  /** The payment reference and the lease's reference number, as written. */
  references: string[];
  /** The tenants' full names. */
  names: string[];
  /** The tenants' IBANs, compact. */
  ibans: string[];
  /** Cents due: each open period's balance, all of them together, and the next instalment. */
  due_cents: number[];
}

export interface CreditFacts {
  amount_cents: number;
  payer_name: string | null;
  payer_iban: string | null;
  remittance: string | null;
}

export type MatchOutcome =
  | { sure: true; lease_id: string; method: MatchMethod; confidence: number; candidates: MatchCandidate[] }
  | { sure: false; reason: QueueReason; candidates: MatchCandidate[] };

export interface MatchIndex {
  byReference: Map<string, Set<string>>;
  referenceLengths: number[];
  byAmount: Map<number, LeaseFacts[]>;
  byWord: Map<string, LeaseFacts[]>;
  byIban: Map<string, LeaseFacts[]>;
}

/** The leases are indexed one after another: a lease already under a key is the last one there. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (list.at(-1) !== value) list.push(value);
  } else map.set(key, [value]);
}

/** Built once per import: every lookup of a credit is then a few map reads. */
export function matchIndex(leases: LeaseFacts[]): MatchIndex {
  const index: MatchIndex = {
    byReference: new Map(),
    referenceLengths: [],
    byAmount: new Map(),
    byWord: new Map(),
    byIban: new Map(),
  };
  const lengths = new Set<number>();
  for (const lease of leases) {
    for (const reference of lease.references.map(compactReference)) {
      if (reference.length < MIN_REFERENCE_LENGTH) continue;
      lengths.add(reference.length);
      const ids = index.byReference.get(reference) ?? new Set<string>();
      index.byReference.set(reference, ids.add(lease.lease_id));
    }
    for (const cents of lease.due_cents) push(index.byAmount, cents, lease);
    for (const word of lease.names.flatMap(nameWords)) if (word.length >= 3) push(index.byWord, word, lease);
    for (const iban of lease.ibans) push(index.byIban, iban, lease);
  }
  index.referenceLengths = [...lengths].sort((a, b) => b - a);
  return index;
}

/** The leases whose reference the remittance holds, the longest reference found first. */
function referencedLeases(index: MatchIndex, remittance: string | null): string[] {
  if (!remittance) return [];
  const text = compactReference(remittance);
  for (const length of index.referenceLengths) {
    const found = new Set<string>();
    for (let at = 0; at + length <= text.length; at++)
      for (const id of index.byReference.get(text.slice(at, at + length)) ?? []) found.add(id);
    if (found.size > 0) return [...found];
  }
  return [];
}

/** The score of a lease for a credit: the amount due (AMOUNT_WEIGHT), and the name or the IBAN for the rest. */
function scored(lease: LeaseFacts, credit: CreditFacts): MatchCandidate {
  const amountDue = lease.due_cents.includes(credit.amount_cents);
  const ibanKnown = credit.payer_iban !== null && lease.ibans.includes(credit.payer_iban);
  const name = credit.payer_name ? Math.max(0, ...lease.names.map((n) => nameSimilarity(credit.payer_name!, n))) : 0;
  const likeness = ibanKnown ? 1 : name;
  const score = Math.round(((amountDue ? AMOUNT_WEIGHT : 0) + (1 - AMOUNT_WEIGHT) * likeness) * 1000) / 1000;
  const said = [amountDue ? 'amount due' : null, ibanKnown ? 'IBAN of a tenant' : `name ${name.toFixed(2)}`];
  return { lease_id: lease.lease_id, score, reason: said.filter(Boolean).join(', ') };
}

/** The leases worth scoring: those due this amount, paid from this IBAN, or with a word of the payer's name. */
function fuzzyCandidates(index: MatchIndex, credit: CreditFacts): LeaseFacts[] {
  const found = new Set<LeaseFacts>(index.byAmount.get(credit.amount_cents) ?? []);
  if (credit.payer_iban) for (const lease of index.byIban.get(credit.payer_iban) ?? []) found.add(lease);
  for (const word of nameWords(credit.payer_name ?? ''))
    for (const lease of index.byWord.get(word) ?? []) found.add(lease);
  return [...found];
}

export function matchCredit(index: MatchIndex, credit: CreditFacts): MatchOutcome {
  const referenced = referencedLeases(index, credit.remittance);
  if (referenced.length === 1)
    return {
      sure: true,
      lease_id: referenced[0],
      method: 'REFERENCE',
      confidence: 1,
      candidates: [{ lease_id: referenced[0], score: 1, reason: 'reference' }],
    };
  if (referenced.length > 1)
    return {
      sure: false,
      reason: 'AMBIGUOUS',
      candidates: referenced.map((lease_id) => ({
        lease_id,
        score: 0.9,
        reason: 'reference shared by several leases',
      })),
    };
  const candidates = fuzzyCandidates(index, credit)
    .map((lease) => scored(lease, credit))
    .filter((candidate) => candidate.score >= SHOWN_SCORE)
    .sort((a, b) => b.score - a.score || a.lease_id.localeCompare(b.lease_id))
    .slice(0, SHOWN_CANDIDATES);
  const sure = candidates.filter((candidate) => candidate.score >= SURE_MATCH_SCORE);
  if (sure.length === 1)
    return { sure: true, lease_id: sure[0].lease_id, method: 'AMOUNT_AND_NAME', confidence: sure[0].score, candidates };
  if (sure.length > 1) return { sure: false, reason: 'AMBIGUOUS', candidates };
  return { sure: false, reason: candidates.length === 0 ? 'NO_CANDIDATE' : 'LOW_CONFIDENCE', candidates };
}
