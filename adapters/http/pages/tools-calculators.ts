// The three calculators of the public tools page (/tools), each a form over the rules behind its
// JSON public tool (contract/public-tools/): the body is checked by the same schema, the figures
// computed by the same core functions, the result said in French.
import type { ZodTypeAny, z } from 'zod';
import { publicDepositPenaltyBody } from '../../../contract/public-tools/deposit-penalty.js';
import { publicNoticeBody } from '../../../contract/public-tools/notice.js';
import { publicRentRevisionBody } from '../../../contract/public-tools/rent-revision.js';
import { revisionByIndex } from '../../../core/indexation/indexed-rent.js';
import { LEASE_TYPE_CATALOGUE } from '../../../core/leasing/lease-type.js';
import { noticeEndDate } from '../../../core/lifecycle/notice-end-date.js';
import type { Clock } from '../../../core/ports/clock.js';
import type { Store } from '../../../core/ports/store.js';
import { fromCents, toCents } from '../../../core/shared/money.js';
import type { FormFields } from './form-fields.js';
import { frenchDate, frenchEuros, plural } from './french.js';
import { type SafeHtml, markup } from './html.js';
import { depositPenaltyOf } from '../deposit-penalty.js';

export interface ToolsDeps {
  /** A store of the shared data only (the index table), as the JSON public tools read it. */
  sharedData: () => Store;
  clock: Clock;
}

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select' | 'radio' | 'checkbox';
  options?: readonly (readonly [value: string, label: string])[];
  hint?: string;
  optional?: boolean;
  inputmode?: 'decimal' | 'numeric';
  /** A checkbox ticked, or the option chosen, on the empty form. */
  initial?: string;
}

export interface Calculator {
  /** The section's anchor and the prefix of its fields' ids. */
  id: string;
  path: string;
  title: string;
  intro: string;
  fields: FieldSpec[];
  /** Labels of body members that are not one field. */
  labels?: Record<string, string>;
  schema: ZodTypeAny;
  body(field: FormFields): Record<string, unknown>;
  compute(deps: ToolsDeps, body: never): Promise<SafeHtml>;
}

/** "850,50" or "850.50" as a number; anything else is NaN, which the schema refuses. */
const amount = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN);
const optional = (text: string) => text || undefined;
const yes = (text: string) => text === 'oui';
const ordinal = (n: string) => (n === '1' ? '1er' : `${n}e`);
/** `2025-Q3` as "3e trimestre 2025". */
const quarterName = (quarter: string) => `${ordinal(quarter.slice(-1))} trimestre ${quarter.slice(0, 4)}`;
const decimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

const rentRevision: Calculator = {
  id: 'revision',
  path: 'rent-revision',
  title: 'Révision annuelle du loyer',
  intro:
    'Le loyer révisé suit la variation sur un an de l’indice prévu au bail : loyer actuel × nouvel indice ÷ indice du même trimestre un an plus tôt.',
  fields: [
    {
      name: 'index_series',
      label: 'Indice du bail',
      type: 'select',
      options: [
        ['IRL', 'Indice de référence des loyers (IRL), logement'],
        ['ILC', 'Indice des loyers commerciaux (ILC)'],
        ['ILAT', 'Indice des loyers des activités tertiaires (ILAT)'],
        ['ICC', 'Indice du coût de la construction (ICC)'],
      ],
    },
    { name: 'current_rent', label: 'Loyer actuel hors charges (€)', type: 'text', inputmode: 'decimal' },
    { name: 'year', label: 'Année du nouvel indice', type: 'text', inputmode: 'numeric', hint: 'Par exemple 2025.' },
    {
      name: 'quarter',
      label: 'Trimestre du nouvel indice',
      type: 'select',
      options: ['1', '2', '3', '4'].map((n) => [n, `${ordinal(n)} trimestre`] as const),
    },
    {
      name: 'postal_code',
      label: 'Code postal du logement (facultatif)',
      type: 'text',
      inputmode: 'numeric',
      optional: true,
      hint: 'Avec l’IRL : l’outre-mer et la Corse ont leur propre indice.',
    },
  ],
  labels: { quarter: 'Année et trimestre du nouvel indice' },
  schema: publicRentRevisionBody,
  body: (field) => ({
    index_series: field('index_series'),
    current_rent: amount(field('current_rent')),
    quarter: `${field('year')}-Q${field('quarter')}`,
    postal_code: optional(field('postal_code')),
  }),
  compute: async (deps, body: z.infer<typeof publicRentRevisionBody>) => {
    const revision = await revisionByIndex(deps.sharedData(), {
      series: body.index_series,
      postal_code: body.postal_code,
      rent_cents: toCents(body.current_rent),
      quarter: body.quarter,
    });
    const variation = revision.variation_basis_points / 100;
    const change = `${variation > 0 ? '+' : ''}${decimals.format(variation)} %`;
    return markup`<p><strong>Loyer révisé : ${frenchEuros(fromCents(revision.revised_rent_cents))}</strong> par mois hors charges.</p>
<p>Indice du ${quarterName(revision.new_index.quarter)} : ${decimals.format(revision.new_index.value)} ; un an plus tôt : ${decimals.format(
      revision.old_index.value,
    )} (variation de ${change}).</p>
<p class="legal">${revision.legal_reference}.</p>`;
  },
};

const depositPenalty: Calculator = {
  id: 'depot',
  path: 'deposit-penalty',
  title: 'Restitution du dépôt de garantie',
  intro:
    'Le dépôt est rendu dans le mois de la remise des clés si l’état des lieux de sortie est conforme à celui d’entrée, dans les deux mois sinon ; chaque mois de retard commencé coûte 10 % du loyer mensuel hors charges.',
  fields: [
    { name: 'keys_returned_on', label: 'Date de remise des clés', type: 'date' },
    {
      name: 'exit_matches_entry',
      label: 'L’état des lieux de sortie est-il conforme à celui d’entrée ?',
      type: 'radio',
      options: [
        ['oui', 'Oui : délai d’un mois'],
        ['non', 'Non : délai de deux mois'],
      ],
      initial: 'oui',
    },
    { name: 'monthly_rent', label: 'Loyer mensuel hors charges (€)', type: 'text', inputmode: 'decimal' },
    {
      name: 'returned_on',
      label: 'Date de restitution du dépôt (facultatif)',
      type: 'date',
      optional: true,
      hint: 'Sans date : aujourd’hui.',
    },
    {
      name: 'forwarding_address_given',
      label: 'Le locataire a donné sa nouvelle adresse',
      type: 'checkbox',
      initial: 'oui',
    },
  ],
  schema: publicDepositPenaltyBody,
  body: (field) => ({
    keys_returned_on: field('keys_returned_on'),
    exit_matches_entry: yes(field('exit_matches_entry')),
    monthly_rent: amount(field('monthly_rent')),
    returned_on: optional(field('returned_on')),
    forwarding_address_given: yes(field('forwarding_address_given')),
  }),
  compute: (deps, body: z.infer<typeof publicDepositPenaltyBody>) => depositResult(deps, body),
};

async function depositResult(deps: ToolsDeps, body: z.infer<typeof publicDepositPenaltyBody>): Promise<SafeHtml> {
  const { returnedOn, late } = depositPenaltyOf(deps.clock, body);
  const penalty =
    late.penalty_cents > 0
      ? markup`<p>Retard de ${plural(late.days_late, 'jour', 'jours')} au ${frenchDate(returnedOn)}, soit ${plural(
          late.late_periods,
          'mois commencé',
          'mois commencés',
        )} : <strong>pénalité de ${frenchEuros(fromCents(late.penalty_cents))}</strong> (${frenchEuros(
          fromCents(late.penalty_per_period_cents),
        )} par mois).</p>`
      : markup`<p>Aucune pénalité pour une restitution le ${frenchDate(returnedOn)}${
          late.days_late > 0 && ' : sans nouvelle adresse du locataire, la pénalité ne court pas'
        }.</p>`;
  return markup`<p><strong>Date limite de restitution : ${frenchDate(late.deadline)}</strong> (${plural(
    late.deadline_months,
    'mois',
    'mois',
  )} après la remise des clés).</p>
${penalty}
<p class="legal">Loi n° 89-462 du 6 juillet 1989, art. 22.</p>`;
}

const REASON_LABELS = {
  FIRST_JOB: 'Locataire : premier emploi',
  JOB_TRANSFER: 'Locataire : mutation',
  JOB_LOSS: 'Locataire : perte d’emploi',
  NEW_JOB_AFTER_JOB_LOSS: 'Locataire : nouvel emploi après une perte d’emploi',
  HEALTH: 'Locataire : état de santé',
  RSA_OR_AAH: 'Locataire : bénéficiaire du RSA ou de l’AAH',
  SOCIAL_HOUSING: 'Locataire : attribution d’un logement social',
  REPRISE: 'Bailleur : reprise pour habiter',
  SALE: 'Bailleur : vente du logement',
  LEGITIMATE_AND_SERIOUS: 'Bailleur : motif légitime et sérieux',
} as const;

const noticeEnd: Calculator = {
  id: 'preavis',
  path: 'notice-end-date',
  title: 'Fin du bail après un congé',
  intro:
    'Le dernier jour du bail dépend de qui donne congé, du type de bail, de la date de réception du congé et, pour le locataire, d’un motif de préavis réduit.',
  fields: [
    {
      name: 'given_by',
      label: 'Qui donne congé ?',
      type: 'radio',
      options: [
        ['TENANT', 'Le locataire'],
        ['LANDLORD', 'Le bailleur'],
      ],
      initial: 'TENANT',
    },
    {
      name: 'lease_type',
      label: 'Type de bail',
      type: 'select',
      options: LEASE_TYPE_CATALOGUE.map((t) => [t.code, t.name] as const),
    },
    { name: 'received_on', label: 'Date de réception du congé', type: 'date' },
    {
      name: 'reason',
      label: 'Motif (facultatif)',
      type: 'select',
      optional: true,
      options: [['', 'Aucun motif particulier'], ...Object.entries(REASON_LABELS)],
    },
    { name: 'reason_justified', label: 'Le motif du locataire est justifié', type: 'checkbox', initial: 'oui' },
    { name: 'zone_tendue', label: 'Le logement est en zone tendue', type: 'checkbox' },
    {
      name: 'lease_start_date',
      label: 'Date de début du bail (facultatif)',
      type: 'date',
      optional: true,
      hint: 'Pour un bail commercial, ou un congé du bailleur sur un logement meublé.',
    },
    {
      name: 'lease_end_date',
      label: 'Date de fin du bail (facultatif)',
      type: 'date',
      optional: true,
      hint: 'Pour un congé du bailleur, ou un bail mobilité.',
    },
  ],
  schema: publicNoticeBody,
  body: (field) => ({
    given_by: field('given_by'),
    lease_type: field('lease_type'),
    received_on: field('received_on'),
    reason: optional(field('reason')),
    reason_justified: yes(field('reason_justified')),
    zone_tendue: yes(field('zone_tendue')),
    lease_start_date: optional(field('lease_start_date')),
    lease_end_date: optional(field('lease_end_date')),
  }),
  compute: async (_deps, body: z.infer<typeof publicNoticeBody>) => {
    const end = noticeEndDate({
      ...body,
      reason: body.reason ?? 'STANDARD',
      lease_start_date: body.lease_start_date ?? null,
      lease_end_date: body.lease_end_date ?? null,
    });
    const latest =
      end.latest_receipt_date &&
      markup`<p>Pour cette échéance, le congé du bailleur devait être reçu au plus tard le ${frenchDate(end.latest_receipt_date)}.</p>\n`;
    return markup`<p><strong>Dernier jour du bail : ${frenchDate(end.end_date)}</strong> (préavis de ${plural(
      end.months,
      'mois',
      'mois',
    )}${end.reduced && ', réduit'}).</p>
${latest}<p class="legal">${end.legal_reference}.</p>`;
  },
};

export const CALCULATORS: readonly Calculator[] = [rentRevision, depositPenalty, noticeEnd];
