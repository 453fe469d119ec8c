// The lease contract as the renderer's document model: a pure function of the lease's facts and
// the caller's variables, laid out as the contrat type of décret n° 2015-587 du 29 mai 2015 for the
// lease's type (unfurnished, furnished, bail mobilité), with the mentions of loi 89-462 art. 3.
import type { DocumentSection, PrintableDocument } from '../../../ports/pdf-renderer.js';
import { BusinessRuleError } from '../../../shared/errors.js';
import { annexesSection, signatureSection } from './annexes.js';
import {
  guaranteesSection,
  otherConditionsSection,
  solidaritySection,
  terminationClauseSection,
  worksSection,
} from './clauses.js';
import { dwellingSection } from './dwelling.js';
import type { LeaseContractFacts, LeaseContractVariables, MissingMention } from './facts.js';
import { financesSection } from './finances.js';
import { partiesSection } from './parties.js';
import { regimeOf } from './regime.js';
import { termSection } from './term.js';

export interface LeaseContractOptions {
  /** "Page n sur N" at the foot of every page (default true). */
  page_numbers?: boolean;
  /** The signature boxes at the end (default true). */
  signature_blocks?: boolean;
}

export interface BuiltLeaseContract {
  document: PrintableDocument;
  /** Mandatory mentions the facts could not fill, left blank in the document. */
  missing: MissingMention[];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];

export function buildLeaseContract(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables = {},
  options: LeaseContractOptions = {},
): BuiltLeaseContract {
  const regime = regimeOf(facts.lease.type_code);
  if (!regime)
    throw new BusinessRuleError(
      `The lease contract template covers residential leases (loi 89-462); a ${facts.lease.type_name} lease needs a template of its own`,
      [
        {
          path: 'template_type',
          message: `no lease contract template for ${facts.lease.type_code}`,
          code: 'no_template',
        },
      ],
    );
  const missing: MissingMention[] = [];
  const parties = partiesSection(facts, variables, missing);
  parties.blocks = [{ kind: 'note', text: regime.basis }, ...(parties.blocks ?? [])];
  const numbered = [
    parties,
    dwellingSection(facts, variables, regime, missing),
    termSection(facts, variables, regime, missing),
    financesSection(facts, variables, regime, missing),
    worksSection(variables),
    guaranteesSection(facts, regime),
    solidaritySection(facts, regime),
    terminationClauseSection(regime),
    otherConditionsSection(facts, variables),
    annexesSection(facts, variables, regime),
  ].filter((section): section is DocumentSection => section !== null);
  const sections = numbered.map((section, i) => ({ ...section, heading: `${ROMAN[i]}. ${section.heading}` }));
  if (options.signature_blocks ?? true) sections.push(signatureSection(facts, variables));
  const reference = facts.lease.reference_number ?? facts.lease.id.slice(0, 8);
  return {
    document: {
      title: regime.title,
      subtitle: `Référence ${reference} — ${facts.dwelling.name}`,
      language: 'fr',
      sections,
      footer: {
        text: `Bail ${reference}${facts.dwelling.address ? ` — ${facts.dwelling.address}` : ''}`,
        pageNumbers: options.page_numbers ?? true,
      },
    },
    missing,
  };
}
