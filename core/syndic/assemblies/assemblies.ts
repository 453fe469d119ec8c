// General assemblies: recorded with their convocation (décret 67-223 art. 9); a notice of fewer than
// 21 clear days is refused unless the caller invokes urgency, and then recorded as short notice.
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest } from '../../shared/crud.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { SyndicAccounts } from '../management/accounts.js';
import { Budget } from '../management/budget.js';
import { recordOf, syndicateOf } from '../management/scope.js';
import { Assembly, Resolution } from './assembly.js';
import { CONVOCATION_CLEAR_DAYS, convocationNotice } from './convocation.js';

export type AssemblyFields = Pick<Assembly, 'held_on' | 'convened_on'> &
  Partial<Pick<Assembly, 'urgent' | 'location' | 'notes'>>;

function checkConvocation(fields: AssemblyFields): boolean {
  if (fields.convened_on > fields.held_on)
    throw new BusinessRuleError('The convocation cannot follow the assembly', [
      { path: 'convened_on', message: 'after held_on', code: 'convocation_after_assembly' },
    ]);
  const { clear_days, short_notice } = convocationNotice(fields.convened_on, fields.held_on);
  if (short_notice && !fields.urgent)
    throw new BusinessRuleError(
      `The convocation gives ${clear_days} clear days; décret 67-223 art. 9 requires at least ${CONVOCATION_CLEAR_DAYS}, save urgency (set urgent)`,
      [{ path: 'convened_on', message: `${clear_days} clear days before held_on`, code: 'convocation_notice' }],
      { clear_days },
    );
  return short_notice;
}

export function assemblyUseCases(store: Store) {
  const assemblies = store.repo(Assembly);
  return {
    async list(syndicateId: string, input: ListInput) {
      await syndicateOf(store, syndicateId);
      return assemblies.list(
        { syndicate_id: syndicateId },
        pageRequest(input, [{ field: 'held_on', direction: 'desc' }]),
      );
    },
    get: (syndicateId: string, id: string) => recordOf(store, Assembly, 'assembly', syndicateId, id),
    async create(syndicateId: string, fields: AssemblyFields) {
      await syndicateOf(store, syndicateId);
      const short_notice = checkConvocation(fields);
      const assembly = createRecord(assemblies, Assembly, { ...fields, syndicate_id: syndicateId, short_notice });
      await store.flush();
      return assembly;
    },
    /** An assembly that voted a budget or approved accounts stays: those decisions name it. */
    async remove(syndicateId: string, id: string) {
      const assembly = await recordOf(store, Assembly, 'assembly', syndicateId, id);
      const named =
        (await store.repo(Budget).count({ assembly_id: id })) +
        (await store.repo(SyndicAccounts).count({ assembly_id: id }));
      if (named > 0) throw new ConflictError(`Assembly ${id} voted a budget or approved accounts`);
      const optOuts = await store.repo(Resolution).findAll({ assembly_id: id });
      const ids = optOuts.map((r) => r.id);
      const used = ids.length ? await store.repo(Budget).count({ works_fund_opt_out_resolution_id: { $in: ids } }) : 0;
      if (used > 0) throw new ConflictError(`A resolution of assembly ${id} is a budget's works-fund opt-out`);
      assemblies.remove(assembly);
      await store.flush();
    },
  };
}
