// The statement as a printable document (core/ports/pdf-renderer.ts): the parties, the figures, each
// line, and the legal basis (décret 72-678 art. 66-67). Amounts are printed in the French way.
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import type { ManagementMandate } from '../mandate.js';
import type { OwnerStatement } from './owner-statement.js';

/** 1234.5 -> "1 234,50 €" (a plain space as thousands separator: every renderer has it). */
export function frenchEuros(amount: number): string {
  const [units, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} €`;
}

export function statementDocument(
  statement: OwnerStatement,
  mandate: Pick<ManagementMandate, 'number'>,
  parties: { owner: string; agency: string; lots: Map<string, string> },
): PrintableDocument {
  const f = frenchEuros;
  return {
    title: 'Compte rendu de gestion',
    subtitle: `Période du ${statement.period_start} au ${statement.period_end} - mandat n° ${mandate.number}`,
    sections: [
      {
        heading: 'Parties',
        blocks: [
          {
            kind: 'fields',
            fields: [
              { label: 'Mandant (propriétaire)', value: parties.owner },
              { label: 'Mandataire (gestionnaire)', value: parties.agency },
              { label: 'Mandat de gestion', value: `n° ${mandate.number} du registre des mandats` },
            ],
          },
        ],
      },
      {
        heading: 'Synthèse',
        blocks: [
          {
            kind: 'fields',
            fields: [
              { label: "Solde d'ouverture", value: f(statement.opening_balance) },
              { label: 'Loyers et charges encaissés', value: f(statement.collected) },
              { label: 'Honoraires de gestion HT', value: f(statement.fees) },
              { label: 'TVA sur honoraires', value: f(statement.fees_vat) },
              { label: 'Dépenses réglées pour le compte du mandant', value: f(statement.expenses) },
              { label: 'Régularisations', value: f(statement.corrections) },
              { label: 'Reversé au mandant', value: f(statement.paid_out) },
              { label: 'Solde de clôture', value: f(statement.closing_balance) },
              { label: 'Dépôts de garantie détenus (non reversables)', value: f(statement.deposits_held) },
            ],
          },
        ],
      },
      {
        heading: 'Opérations',
        blocks: [
          {
            kind: 'table',
            columns: ['Date', 'Lot', 'Libellé', 'Montant'],
            widths: [2, 3, 6, 2],
            rows: statement.lines.map((line) => [
              line.occurred_on,
              line.estate_id ? (parties.lots.get(line.estate_id) ?? '') : '',
              line.label,
              f(line.amount),
            ]),
          },
        ],
      },
      {
        heading: 'Mentions',
        blocks: [
          {
            kind: 'note',
            text:
              'Compte rendu de gestion établi en application de la loi n° 70-9 du 2 janvier 1970 et du décret ' +
              'n° 72-678 du 20 juillet 1972 (art. 66 et 67). Les dépôts de garantie sont détenus pour le compte ' +
              'des locataires et ne sont pas reversés au mandant.',
          },
        ],
      },
    ],
    footer: { text: `Compte rendu ${statement.period_start} - ${statement.period_end}`, pageNumbers: true },
  };
}
