// Amendment validations (validator, decision, comment): recorded while the amendment awaits
// validation, each written to the history; VALIDATED needs them all APPROVED (change-status.ts).
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError } from '../shared/errors.js';
import { type Amendment, AmendmentValidation } from './amendment.js';
import type { ValidationDecision } from '../../contract/vocabulary/amendments.js';
import { amendmentOf, childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { changedValues, recordChange } from './history.js';

export interface ValidationFields {
  validator_name: string;
  validator_email?: string | null;
  decision: ValidationDecision;
  comment?: string | null;
}

function assertAwaitingValidation(amendment: Amendment): void {
  if (amendment.status !== 'PENDING_VALIDATION') {
    throw new ConflictError(
      `Validations are recorded while the amendment is PENDING_VALIDATION; this one is ${amendment.status}`,
      [{ path: 'status', message: `amendment is ${amendment.status}`, code: 'not_pending_validation' }],
      { current_status: amendment.status },
    );
  }
}

export function amendmentValidationUseCases(
  store: Store,
  deps: Pick<AmendmentDeps, 'clock' | 'ids'>,
  actor: AmendmentActor,
) {
  return {
    async list(leaseId: string, amendmentId: string, input: ListInput & { decision?: ValidationDecision }) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return store
        .repo(AmendmentValidation)
        .list({ amendment_id: amendment.id, ...definedCriteria({ decision: input.decision }) }, pageRequest(input));
    },
    async get(leaseId: string, amendmentId: string, id: string) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return childOf(store, AmendmentValidation, amendment, id, 'amendment validation');
    },
    create: (leaseId: string, amendmentId: string, fields: ValidationFields) =>
      store.transaction(async (tx) => {
        const { amendment } = await amendmentOf(tx, leaseId, amendmentId, { lock: true });
        assertAwaitingValidation(amendment);
        const validation = Object.assign(new AmendmentValidation(), {
          id: deps.ids.next(),
          amendment_id: amendment.id,
          validator_name: fields.validator_name,
          validator_email: fields.validator_email ?? null,
          decision: fields.decision,
          comment: fields.comment ?? null,
        });
        tx.repo(AmendmentValidation).persist(validation);
        recordChange(tx, deps.clock, amendment, actor.keyId, {
          change_type: 'VALIDATION_CHANGE',
          previous_values: null,
          new_values: {
            validation_id: validation.id,
            validator_name: validation.validator_name,
            decision: validation.decision,
          },
          change_reason: validation.comment,
        });
        return validation;
      }),
    update: (leaseId: string, amendmentId: string, id: string, patch: Partial<ValidationFields>) =>
      store.transaction(async (tx) => {
        const { amendment } = await amendmentOf(tx, leaseId, amendmentId, { lock: true });
        assertAwaitingValidation(amendment);
        const validation = await childOf(tx, AmendmentValidation, amendment, id, 'amendment validation');
        const changes = changedValues(validation, patch);
        Object.assign(validation, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
        if (changes) {
          recordChange(tx, deps.clock, amendment, actor.keyId, {
            change_type: 'VALIDATION_CHANGE',
            previous_values: { validation_id: id, ...changes.previous_values },
            new_values: { validation_id: id, ...changes.new_values },
            change_reason: validation.comment,
          });
        }
        return validation;
      }),
  };
}
