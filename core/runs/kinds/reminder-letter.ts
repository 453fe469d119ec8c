// The reminder letter of one escalation step for one unpaid period, as a PDF (docs/decisions.md,
// "Rent reminders"; the formal notice names loi 89-462 art. 24, the commandement de payer that may
// follow; the last step carries the recommendation the service records but never serves).
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import { frenchDate, frenchEuros } from '../../billing/french.js';
import type { RentDocumentParties } from '../../billing/rent/rent-documents.js';

export const LETTER_TITLES: Record<EscalationStep, string> = {
  FRIENDLY_REMINDER: 'Rappel de loyer impayé',
  FORMAL_NOTICE: 'Mise en demeure de payer le loyer',
  GUARANTOR_AND_LANDLORD_FLAG: 'Information de la caution et du bailleur : loyer impayé',
};

export interface LetterContent {
  step: EscalationStep;
  tenants: string[];
  period_start: string;
  period_end: string;
  due_date: string;
  amount_due_cents: number;
  sent_on: string;
  recommendation: string | null;
}

function letterBody(l: LetterContent): string[] {
  const about = `le loyer du ${frenchDate(l.period_start)} au ${frenchDate(l.period_end)}, échu le ${frenchDate(l.due_date)}`;
  const due = frenchEuros(l.amount_due_cents);
  if (l.step === 'FRIENDLY_REMINDER')
    return [`Sauf erreur de notre part, ${about} n'est pas entièrement réglé : il reste ${due} à payer.`];
  if (l.step === 'FORMAL_NOTICE')
    return [
      `Malgré notre rappel, ${about} reste impayé à hauteur de ${due}.`,
      'Nous vous mettons en demeure de régler cette somme sans délai ; à défaut, le bailleur pourra faire délivrer un commandement de payer (loi n° 89-462 du 6 juillet 1989, art. 24).',
    ];
  return [
    `${about[0].toUpperCase()}${about.slice(1)} reste impayé à hauteur de ${due} après mise en demeure.`,
    l.recommendation ?? '',
  ];
}

export function reminderLetter(parties: RentDocumentParties, l: LetterContent): PrintableDocument {
  return {
    title: LETTER_TITLES[l.step],
    subtitle: `Le ${frenchDate(l.sent_on)}`,
    language: 'fr',
    sections: [
      {
        heading: 'Bailleur',
        paragraphs: [parties.landlord.name, ...(parties.landlord.address ? [parties.landlord.address] : [])],
      },
      { heading: l.tenants.length > 1 ? 'Locataires' : 'Locataire', paragraphs: l.tenants },
      {
        heading: 'Logement',
        paragraphs: [
          parties.property.name,
          ...(parties.property.address ? [parties.property.address] : []),
          ...(parties.lease_reference ? [`Bail n° ${parties.lease_reference}`] : []),
        ],
      },
      { heading: 'Objet', paragraphs: letterBody(l).filter(Boolean) },
    ],
  };
}
