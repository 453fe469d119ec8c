// The slip (bordereau) of keys and documents handed over between landlord and tenant, in French,
// as the PdfRenderer's document model. At the exit, the day the keys are handed back starts the
// deadline to return the security deposit (loi 89-462 art. 22, deposit-rules.ts).
import type { HandoverOccasion } from '../../../contract/vocabulary/billing.js';
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import { frenchDate } from '../french.js';
import type { Party } from '../rent/rent-documents.js';
import { restitutionDeadline } from './deposit-rules.js';

export interface HandoverSlip {
  occasion: HandoverOccasion;
  handed_over_on: string;
  handed_over_by: Party;
  received_by: Party;
  property: Party;
  keys: { label: string; count: number }[];
  documents: { title: string; copies: number }[];
  notes: string | null;
}

const TITLES: Record<HandoverOccasion, string> = {
  ENTRY: "Bordereau de remise des clés et documents à l'entrée dans les lieux",
  EXIT: 'Bordereau de restitution des clés et documents à la sortie des lieux',
  OTHER: 'Bordereau de remise de clés et documents',
};

const partyLines = (party: Party) => (party.address ? [party.name, party.address] : [party.name]);

/** Art. 22 al. 3: at the exit, the deposit is due one month after the keys, two when the exit inspection differs. */
function exitNote(handedOverOn: string): string {
  return `Loi n° 89-462 du 6 juillet 1989, art. 22 : la restitution des clés fait courir le délai de restitution du dépôt de garantie, soit au plus tard le ${frenchDate(restitutionDeadline(handedOverOn, true))} lorsque l'état des lieux de sortie est conforme à celui d'entrée, le ${frenchDate(restitutionDeadline(handedOverOn, false))} sinon.`;
}

export function handoverSlipDocument(slip: HandoverSlip): PrintableDocument {
  const keyCount = slip.keys.reduce((sum, key) => sum + key.count, 0);
  return {
    title: TITLES[slip.occasion],
    subtitle: `Remise du ${frenchDate(slip.handed_over_on)}`,
    language: 'fr',
    sections: [
      { heading: 'Remis par', paragraphs: partyLines(slip.handed_over_by) },
      { heading: 'Reçu par', paragraphs: partyLines(slip.received_by) },
      { heading: 'Logement', paragraphs: partyLines(slip.property) },
      ...(slip.keys.length > 0
        ? [
            {
              heading: `Clés et badges remis (${keyCount})`,
              blocks: [
                {
                  kind: 'table' as const,
                  columns: ['Désignation', 'Nombre'],
                  rows: slip.keys.map((key) => [key.label, String(key.count)]),
                  widths: [4, 1],
                },
              ],
            },
          ]
        : []),
      ...(slip.documents.length > 0
        ? [
            {
              heading: `Documents remis (${slip.documents.length})`,
              blocks: [
                {
                  kind: 'table' as const,
                  columns: ['Document', 'Exemplaires'],
                  rows: slip.documents.map((doc) => [doc.title, String(doc.copies)]),
                  widths: [4, 1],
                },
              ],
            },
          ]
        : []),
      ...(slip.notes ? [{ heading: 'Observations', paragraphs: [slip.notes] }] : []),
      ...(slip.occasion === 'EXIT'
        ? [{ heading: 'Mentions légales', blocks: [{ kind: 'note' as const, text: exitNote(slip.handed_over_on) }] }]
        : []),
      {
        heading: 'Signatures',
        keepTogether: true,
        paragraphs: [
          `Fait le ${frenchDate(slip.handed_over_on)}, en deux exemplaires. Chaque partie reconnaît avoir remis ou reçu les clés et documents ci-dessus.`,
        ],
        blocks: [
          {
            kind: 'signatures',
            signers: [
              { role: 'Remis par', name: slip.handed_over_by.name },
              { role: 'Reçu par', name: slip.received_by.name },
            ],
          },
        ],
      },
    ],
  };
}
