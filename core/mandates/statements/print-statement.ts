// A statement's PDF, printed on request: from the account's default OwnerStatement template when it
// has one (the statement then keeps the version its first print used, so that printing it again
// gives the same text: docs/decisions.md 296), else the built-in document (statement-document.ts).
import { longDate } from '../../leasing/pdf/lease-contract/french.js';
import type { Store } from '../../ports/store.js';
import { Estate } from '../../property/estate.js';
import { Owner } from '../../property/owner.js';
import { Tenant } from '../../tenancy/tenant.js';
import { pinnedOf, printDocument } from '../../shared/print-document.js';
import type { OwnerAccountDeps } from '../accounts/deps.js';
import { ManagementMandate } from '../mandate.js';
import { ownerName } from '../payouts/owner-name.js';
import type { OwnerStatement } from './owner-statement.js';
import { frenchEuros, statementDocument } from './statement-document.js';

interface StatementParties {
  owner: string;
  agency: string;
  lots: Map<string, string>;
}

/** The statement as the OwnerStatement template's variables (core/templates/variables.ts): the built-in document's facts. */
export function statementValues(
  statement: OwnerStatement,
  mandate: Pick<ManagementMandate, 'number'>,
  parties: StatementParties,
): Record<string, unknown> {
  const f = frenchEuros;
  return {
    'lessor.name': parties.owner,
    'statement.period': `du ${longDate(statement.period_start)} au ${longDate(statement.period_end)}`,
    'statement.owner': parties.owner,
    'statement.agency': parties.agency,
    'statement.mandate_number': String(mandate.number),
    'statement.opening_balance': f(statement.opening_balance),
    'statement.collected': f(statement.collected),
    'statement.fees': f(statement.fees),
    'statement.fees_vat': f(statement.fees_vat),
    'statement.expenses': f(statement.expenses),
    'statement.paid_out': f(statement.paid_out),
    'statement.closing_balance': f(statement.closing_balance),
    'statement.deposits_held': f(statement.deposits_held),
    'statement.balance': f(statement.paid_out),
    'statement.lines': statement.lines.map((line) => ({
      label: [longDate(line.occurred_on), line.estate_id ? (parties.lots.get(line.estate_id) ?? '') : '', line.label]
        .filter(Boolean)
        .join(' - '),
      amount: f(line.amount),
    })),
  };
}

export async function printStatement(
  store: Store,
  deps: Pick<OwnerAccountDeps, 'pdf' | 'printer'>,
  statement: OwnerStatement,
): Promise<Uint8Array> {
  const mandate = await store.repo(ManagementMandate).get(statement.mandate_id);
  const owner = await store.repo(Owner).get(statement.owner_id);
  const estateIds = [...new Set(statement.lines.flatMap((line) => (line.estate_id ? [line.estate_id] : [])))];
  const estates = estateIds.length > 0 ? await store.repo(Estate).findAll({ id: { $in: estateIds } }) : [];
  const parties = {
    owner: ownerName(owner),
    agency: (await store.repo(Tenant).get(statement.tenant_id)).name,
    lots: new Map(estates.map((estate) => [estate.id, estate.name])),
  };
  const pinned = pinnedOf(statement);
  const { bytes, template } = await printDocument(deps.printer, store, {
    type: 'OwnerStatement',
    pinned,
    values: () => statementValues(statement, mandate, parties),
    builtIn: () => deps.pdf.render(statementDocument(statement, mandate, parties)),
  });
  if (template && !pinned) {
    Object.assign(statement, { template_id: template.template_id, template_version: template.template_version });
    await store.flush();
  }
  return bytes;
}
