// Management mandate use cases, assembled (issue 35): writes in write-mandate, moves in move-mandate,
// the list in list-mandates.
import type { Store } from '../ports/store.js';
import type { MandateDeps } from './deps.js';
import { ManagementMandate, MandateLot } from './mandate.js';
import { type MandateListInput, listMandates } from './list-mandates.js';
import { mandateMoves } from './move-mandate.js';
import type { MandateInput, MandatePatch, MandateWithLots } from './types.js';
import { createMandate, updateMandate } from './write-mandate.js';

export function mandateUseCases(store: Store, deps: MandateDeps) {
  return {
    list: (input: MandateListInput) => listMandates(store, input),
    async get(id: string): Promise<MandateWithLots> {
      const mandate = await store.repo(ManagementMandate).view(id);
      return { mandate, lots: await store.repo(MandateLot).findAll({ mandate_id: id }) };
    },
    create: (input: MandateInput) => createMandate(store, deps, input),
    update: (id: string, patch: MandatePatch) => updateMandate(store, deps, id, patch),
    ...mandateMoves(store, deps),
  };
}
