// The system templates of the letters of a lease (docs/legal.md, "Document templates"): each
// carries the mentions its text requires, listed in `mentions` for the tests and the docs.
import type { TemplateType } from '../../../contract/vocabulary/templates.js';
import { LEASE_REFERENCE, LESSOR_SIGNATURE, LETTER_HEAD, linesTable } from './parts.js';

export interface SystemTemplateText {
  type: TemplateType;
  name: string;
  body: string;
  /** Texts the PDF must hold: the mentions the law requires of this document. */
  mentions: string[];
}

export const RENT_RECEIPT: SystemTemplateText = {
  type: 'RentReceipt',
  name: 'Quittance de loyer',
  body: `<h1>{{ receipt.kind }}</h1>
${LETTER_HEAD}
${LEASE_REFERENCE}
<p>Période du {{ receipt.period_start }} au {{ receipt.period_end }}</p>
<table>
<tr><th>Poste</th><th>Montant</th></tr>
<tr><td>Loyer</td><td>{{ receipt.rent }}</td></tr>
<tr><td>Charges</td><td>{{ receipt.charges }}</td></tr>
<tr><td>Total reçu le {{ receipt.paid_on }}</td><td>{{ receipt.paid }}</td></tr>
</table>
<p>Le bailleur reconnaît avoir reçu de {{ lessee.name }} la somme de {{ receipt.paid }} au titre du loyer et des charges de la période ci-dessus, et lui en donne quittance, sous réserve de tous ses droits.</p>
<p><small>Quittance délivrée gratuitement, détaillant le loyer et les charges (article 21 de la loi n° 89-462 du 6 juillet 1989). Un paiement partiel donne lieu à un reçu.</small></p>
${LESSOR_SIGNATURE}`,
  mentions: ['Loyer', 'Charges', 'article 21 de la loi n° 89-462 du 6 juillet 1989', 'gratuitement'],
};

export const RENT_DUE_NOTICE: SystemTemplateText = {
  type: 'RentDueNotice',
  name: "Avis d'échéance",
  body: `<h1>Avis d'échéance</h1>
${LETTER_HEAD}
${LEASE_REFERENCE}
<p>Période du {{ notice.period_start }} au {{ notice.period_end }}, payable le {{ notice.due_date }}.</p>
<table>
<tr><th>Poste</th><th>Montant</th></tr>
<tr><td>Loyer</td><td>{{ lease.rent }}</td></tr>
<tr><td>Charges ({{ lease.charge_mode }})</td><td>{{ lease.charges }}</td></tr>
<tr><td>Total à payer</td><td>{{ notice.amount }}</td></tr>
</table>
<p><small>Cet avis n'est pas une quittance. La quittance, qui distingue le loyer et les charges, est remise gratuitement après paiement (article 21 de la loi n° 89-462 du 6 juillet 1989).</small></p>
${LESSOR_SIGNATURE}`,
  mentions: ["Cet avis n'est pas une quittance", 'article 21 de la loi n° 89-462 du 6 juillet 1989'],
};

export const RENT_REMINDER: SystemTemplateText = {
  type: 'RentReminder',
  name: 'Relance de loyer impayé',
  body: `<h1>Relance : loyer impayé</h1>
${LETTER_HEAD}
${LEASE_REFERENCE}
<p>Madame, Monsieur,</p>
<p>Sauf erreur de notre part, la somme de {{ reminder.amount_due }}, due depuis le {{ reminder.due_since }} au titre de {{ reminder.periods }}, reste impayée.</p>
<p>Nous vous remercions de bien vouloir la régler dans les meilleurs délais, ou de nous contacter si vous rencontrez des difficultés : des aides existent (fonds de solidarité pour le logement, action logement, CAF).</p>
<p>Veuillez agréer, Madame, Monsieur, nos salutations distinguées.</p>
${LESSOR_SIGNATURE}`,
  mentions: ['reste impayée', 'fonds de solidarité pour le logement'],
};

export const FORMAL_NOTICE: SystemTemplateText = {
  type: 'FormalNotice',
  name: 'Mise en demeure de payer',
  body: `<h1>Mise en demeure de payer</h1>
${LETTER_HEAD}
<p>Lettre recommandée avec demande d'avis de réception</p>
${LEASE_REFERENCE}
<p>Madame, Monsieur,</p>
<p>Malgré notre relance, la somme de {{ formal.amount_due }} due au titre de {{ formal.periods }} reste impayée. Par la présente, nous vous mettons en demeure de la régler au plus tard le {{ formal.deadline }} (article 1344 du code civil).</p>
<p>À défaut, nous pourrons faire délivrer par commissaire de justice un commandement de payer visant la clause résolutoire du bail : le bail serait résilié de plein droit si la dette n'était pas réglée dans le délai de six semaines qu'il fixe (article 24 de la loi n° 89-462 du 6 juillet 1989). La caution éventuelle en sera informée.</p>
<p>Veuillez agréer, Madame, Monsieur, nos salutations distinguées.</p>
${LESSOR_SIGNATURE}`,
  mentions: [
    'Mise en demeure',
    'article 1344 du code civil',
    'article 24 de la loi n° 89-462 du 6 juillet 1989',
    'six semaines',
  ],
};

export const DEPOSIT_STATEMENT: SystemTemplateText = {
  type: 'DepositStatement',
  name: 'Décompte de restitution du dépôt de garantie',
  body: `<h1>Restitution du dépôt de garantie</h1>
${LETTER_HEAD}
${LEASE_REFERENCE}
<p>Clés remises le {{ deposit.keys_returned_on }}. Dépôt de garantie versé : {{ deposit.amount }}.</p>
<h2>Retenues justifiées</h2>
${linesTable('deposit.deductions', 'Retenue')}
<p>Somme restituée : {{ deposit.refund }}, au plus tard le {{ deposit.deadline }}.</p>
<p><small>Le dépôt de garantie est restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire, déduction faite des sommes dues justifiées. À défaut, le montant dû est majoré d'une somme égale à 10 % du loyer mensuel en principal pour chaque période mensuelle commencée en retard (article 22 de la loi n° 89-462 du 6 juillet 1989).</small></p>
${LESSOR_SIGNATURE}`,
  mentions: [
    "délai d'un mois",
    'de deux mois',
    '10 % du loyer mensuel',
    'article 22 de la loi n° 89-462 du 6 juillet 1989',
  ],
};

export const NOTICE_TO_VACATE: SystemTemplateText = {
  type: 'NoticeToVacate',
  name: 'Congé',
  body: `<h1>Congé</h1>
${LETTER_HEAD}
<p>Délivré par {{ notice.delivery }}</p>
${LEASE_REFERENCE}
<p>Madame, Monsieur,</p>
<p>Par la présente, {{ notice.sender }} donne congé du logement ci-dessus, pour le {{ notice.effective_date }}.</p>
<p>Motif : {{ notice.reason }}.</p>
<p><small>Le congé est notifié par lettre recommandée avec demande d'avis de réception, signifié par acte de commissaire de justice ou remis en main propre contre récépissé ou émargement. Le délai de préavis court à compter de sa réception. Donné par le bailleur, il l'est six mois au moins avant le terme du bail (trois mois pour un logement meublé) et il est justifié par la reprise, la vente ou un motif légitime et sérieux ; donné par le locataire, le préavis est de trois mois, réduit à un mois dans les cas que la loi prévoit (articles 15 et 25-8 de la loi n° 89-462 du 6 juillet 1989).</small></p>
${LESSOR_SIGNATURE}`,
  mentions: [
    'préavis',
    'six mois',
    'motif légitime et sérieux',
    'articles 15 et 25-8 de la loi n° 89-462 du 6 juillet 1989',
  ],
};

export const OWNER_STATEMENT: SystemTemplateText = {
  type: 'OwnerStatement',
  name: 'Relevé de gérance',
  body: `<h1>Relevé de gérance</h1>
<p><strong>{{ lessor.name }}</strong><br>{{ lessor.address }}</p>
<p>{{ document.place }}, le {{ document.date }}</p>
${LEASE_REFERENCE}
<p>Période : {{ statement.period }}</p>
${linesTable('statement.lines', 'Opération')}
<p>Solde reversé au propriétaire : {{ statement.balance }}</p>
<p><small>Compte rendu de gestion remis au mandant : tout mandataire est tenu de rendre compte de sa gestion (article 1993 du code civil ; loi n° 70-9 du 2 janvier 1970 et décret n° 72-678 du 20 juillet 1972).</small></p>`,
  mentions: ['Compte rendu de gestion', 'article 1993 du code civil', 'loi n° 70-9 du 2 janvier 1970'],
};

export const SYNDIC_FUND_CALL: SystemTemplateText = {
  type: 'SyndicFundCall',
  name: 'Appel de fonds',
  body: `<h1>Appel de fonds</h1>
<p><strong>{{ lessor.name }}</strong><br>{{ lessor.address }}</p>
<p>{{ document.place }}, le {{ document.date }}</p>
<p>Lot : {{ property.name }}, {{ property.address }}</p>
<p>Période appelée : {{ call.period }}, exigible le {{ call.due_date }}.</p>
${linesTable('call.lines', 'Poste')}
<p>Total appelé : {{ call.total }}</p>
<p><small>Provisions sur le budget prévisionnel exigibles le premier jour de chaque trimestre (article 14-1 de la loi n° 65-557 du 10 juillet 1965) ; cotisation au fonds de travaux (article 14-2-1 de la même loi).</small></p>`,
  mentions: ['article 14-1 de la loi n° 65-557 du 10 juillet 1965', 'fonds de travaux'],
};

export const OTHER_DOCUMENT: SystemTemplateText = {
  type: 'OtherDocument',
  name: 'Courrier',
  body: `<h1>{{ letter.subject }}</h1>
${LETTER_HEAD}
${LEASE_REFERENCE}
<p>{{ letter.text }}</p>
${LESSOR_SIGNATURE}`,
  mentions: [],
};
