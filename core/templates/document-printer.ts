// The DocumentPrinter (core/ports/document-printer.ts; docs/decisions.md 295-297): a document of a
// template type prints from the version it names, else from the account's default published
// template of its type (its last published version), over the lease's facts and the document's own
// values as the type's variables (core/templates/variables.ts); with neither, the built-in builder.
// A render that breaks a budget, or names an image the account no longer has, falls back to the
// built-in document and is logged: a payment, a call or a statement is never lost to a template.
import type { TemplateType } from '../../contract/vocabulary/templates.js';
import { longDate } from '../leasing/pdf/lease-contract/french.js';
import { loadLeaseContractFacts } from '../leasing/pdf/lease-contract/load-facts.js';
import type { DocumentPrinter, PrintRequest, TemplateUsed } from '../ports/document-printer.js';
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { TemplatesDeps } from './deps.js';
import { leaseValues } from './lease-data.js';
import { templateRenderer, templateSource } from './render.js';
import { DocumentTemplate } from './template.js';

/** Why a template's render fell back to the built-in document. */
export interface PrintFallback {
  type: TemplateType;
  template: TemplateUsed;
  reason: string;
}

/** The account's default published template of the type, at its last published version; null when none. */
export async function defaultTemplateOf(store: Store, type: TemplateType): Promise<TemplateUsed | null> {
  const template = await store.repo(DocumentTemplate).findOne({ type, is_default: true, status: 'PUBLISHED' });
  if (!template || template.published_version === null) return null;
  return { template_id: template.id, template_version: template.published_version };
}

async function valuesOf(store: Store, request: PrintRequest, today: string): Promise<Record<string, unknown>> {
  const common = request.lease_id
    ? leaseValues(await loadLeaseContractFacts(store, request.lease_id), today)
    : { 'document.date': longDate(today) };
  return { ...common, ...(await request.values()) };
}

export function documentPrinter(
  deps: Pick<TemplatesDeps, 'engine' | 'htmlRenderer' | 'files' | 'clock'>,
  onFallback: (fallback: PrintFallback) => void,
): DocumentPrinter {
  return {
    async print(store, request) {
      const chosen = request.pinned ?? (await defaultTemplateOf(store, request.type));
      if (!chosen) return { bytes: await request.builtIn(), template: null };
      const source = await templateSource(store, chosen.template_id, chosen.template_version);
      const values = await valuesOf(store, request, toDateOnly(deps.clock.now()));
      try {
        return { bytes: await templateRenderer(store, deps).pdf(source, values), template: chosen };
      } catch (error) {
        if (!(error instanceof BusinessRuleError)) throw error;
        onFallback({ type: request.type, template: chosen, reason: error.message });
        return { bytes: await request.builtIn(), template: null };
      }
    },
  };
}
