// The global catalogue of system annexes, shared by every tenant (spec, "Rules stated", lease
// annexes): what a lease may carry, where each comes from, and the rule that asks for it. Seeded by
// migration (Migration20261123080300_lease_annexes); a test keeps both equal.
import type { Store } from '../ports/store.js';
import type { ListInput } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { parseSort } from '../shared/paging.js';
import { type AnnexSourceCategory, type AnnexCode } from '../../contract/vocabulary/annexes.js';

export class AnnexCatalogueEntry {
  code!: AnnexCode;
  name!: string;
  description!: string;
  source_category!: AnnexSourceCategory;
  legal_reference!: string | null;
}

const diagnostic = (code: AnnexCode, name: string, legal_reference: string): AnnexCatalogueEntry => ({
  code,
  name,
  description:
    "Part of the technical diagnostics file: the diagnostician's report, uploaded as a PDF (media) on the estate diagnostic.",
  source_category: 'USER_UPLOAD',
  legal_reference,
});

export const ANNEX_CATALOGUE: readonly AnnexCatalogueEntry[] = [
  {
    code: 'NOTICE_INFORMATION',
    name: "Notice d'information relative aux droits et obligations des locataires et des bailleurs",
    description:
      'Annexed to every lease of a main residence, empty or furnished; a text of the service, rendered once as a PDF.',
    source_category: 'STATIC_FILE',
    legal_reference: 'Loi n° 89-462, art. 3; arrêté du 29 mai 2015 modifié par l’arrêté du 16 février 2023',
  },
  {
    code: 'RENT_CONTROL_MENTIONS',
    name: 'Mentions relatives au loyer (encadrement et évolution des loyers)',
    description:
      'Generated from the lease: reference rents, base rent and complément, previous rent, in rent-controlled and tense zones.',
    source_category: 'GENERATED',
    legal_reference: 'Loi n° 89-462, art. 3, 17 et 17-2; décret n° 2017-1198',
  },
  {
    code: 'ENTRY_CONDITION_REPORT',
    name: "État des lieux d'entrée",
    description: 'Generated from the signed entry condition report.',
    source_category: 'GENERATED',
    legal_reference: 'Loi n° 89-462, art. 3-2',
  },
  {
    code: 'FURNITURE_INVENTORY',
    name: 'Inventaire et état détaillé du mobilier',
    description: 'Generated from the furniture of the signed entry condition report of a furnished lease.',
    source_category: 'GENERATED',
    legal_reference: 'Loi n° 89-462, art. 25-5; décret n° 2015-981',
  },
  diagnostic(
    'DPE',
    'Diagnostic de performance énergétique (DPE)',
    'Code de la construction et de l’habitation, art. L126-29',
  ),
  diagnostic('LEAD', "Constat de risque d'exposition au plomb (CREP)", 'Code de la santé publique, art. L1334-7'),
  diagnostic('ASBESTOS', 'Dossier amiante - parties privatives', 'Code de la santé publique, art. R1334-29-4'),
  diagnostic('ELECTRICITY', "État de l'installation intérieure d'électricité", 'Loi n° 89-462, art. 3-3'),
  diagnostic('GAS', "État de l'installation intérieure de gaz", 'Loi n° 89-462, art. 3-3'),
  diagnostic('RISKS', 'État des risques', "Code de l'environnement, art. L125-5"),
  diagnostic('NOISE', 'Diagnostic bruit', "Code de l'urbanisme, art. L112-11"),
  {
    code: 'COOWNERSHIP_RULES',
    name: 'Extrait du règlement de copropriété',
    description:
      'The extracts on the use of the building and the lot’s share of charges, uploaded as a PDF on the estate diagnostic.',
    source_category: 'USER_UPLOAD',
    legal_reference: 'Loi n° 89-462, art. 3',
  },
  {
    code: 'OTHER',
    name: 'Autre annexe',
    description: 'Any other document the parties annex (an uploaded PDF or image).',
    source_category: 'USER_UPLOAD',
    legal_reference: null,
  },
];

export function catalogueEntry(code: AnnexCode): AnnexCatalogueEntry {
  return ANNEX_CATALOGUE.find((entry) => entry.code === code)!;
}

/** GET /annex-catalogue: the shared rows, code as the last sort key so pages are stable. */
export function annexCatalogueUseCases(store: Store) {
  return {
    list: (input: ListInput & { source_category?: AnnexSourceCategory }) =>
      store.repo(AnnexCatalogueEntry).list(definedCriteria({ source_category: input.source_category }), {
        page: input.page,
        perPage: input.per_page,
        sort: [...parseSort(input.sort, []), { field: 'code', direction: 'asc' }],
      }),
  };
}
