// The variables each template type offers (docs/decisions.md 251): one schema, as plain data, that
// documents them (GET /api/template-types/{type}/variables), checks a template when it is saved (an
// unknown name is a 422 naming it and its line) and gives the preview its example data.
import type { TemplateType, TemplateVariableType } from '../../contract/vocabulary/templates.js';

export interface TemplateVariable {
  /** Dotted path, as written in the template: `lease.rent`. */
  name: string;
  type: TemplateVariableType;
  description: string;
  /** The example value the preview renders with (a list: its items). */
  example: string | number | boolean | Record<string, string>[];
  /** A list's item fields (`{% for l in lessees %}{{ l.name }}{% endfor %}`). */
  items?: { name: string; description: string }[];
}

const v = (
  name: string,
  type: TemplateVariableType,
  example: TemplateVariable['example'],
  description: string,
): TemplateVariable => ({ name, type, example, description });

const person = [
  { name: 'name', description: 'civilité, prénom et nom' },
  { name: 'address', description: 'adresse' },
  { name: 'email', description: 'adresse électronique' },
];

/** What every document of a lease knows: the lessor, the lessees, the dwelling, the lease, today. */
const COMMON: TemplateVariable[] = [
  v('document.date', 'date', '26 novembre 2026', 'date du document, en toutes lettres'),
  v('document.place', 'text', 'Paris', 'lieu où le document est établi'),
  v('lessor.name', 'text', 'SCI Les Tilleuls', 'nom ou dénomination du bailleur'),
  v('lessor.address', 'text', '12 rue des Lilas, 75011 Paris', 'domicile ou siège social du bailleur'),
  v('lessor.email', 'text', 'gestion@tilleuls.example', 'adresse électronique du bailleur'),
  v('lessor.registration_number', 'text', '812 345 678', 'SIREN/SIRET du bailleur personne morale'),
  v('lessee.name', 'text', 'M. François Lefèvre', 'le locataire principal'),
  v('lessee.address', 'text', '8 rue Oberkampf, 75011 Paris', 'adresse du locataire principal'),
  {
    ...v(
      'lessees',
      'list',
      [{ name: 'M. François Lefèvre', address: '8 rue Oberkampf, 75011 Paris', email: '' }],
      'tous les locataires',
    ),
    items: person,
  },
  {
    ...v(
      'guarantors',
      'list',
      [{ name: 'Mme Hélène Dubois', address: '3 quai de la Fosse, 44000 Nantes', email: '' }],
      'les cautions',
    ),
    items: person,
  },
  v('property.name', 'text', 'Appartement 3B', 'désignation du logement'),
  v('property.address', 'text', '8 rue Oberkampf, 75011 Paris', 'adresse du logement'),
  v('property.type', 'text', 'Appartement', 'type de logement'),
  v('property.area', 'text', '52,40 m²', 'surface habitable'),
  v('property.main_rooms', 'number', 2, 'nombre de pièces principales'),
  v('property.fiscal_identifier', 'text', '75111000AB0012', 'identifiant fiscal du logement'),
  v('property.energy_label', 'text', 'D', 'classe énergie du DPE'),
  v('lease.reference', 'text', 'BAIL-2026-014', 'référence du bail'),
  v('lease.type', 'text', "Contrat de location d'un logement nu", 'nature du bail'),
  v('lease.start_date', 'date', '1 janvier 2026', 'date de prise d’effet'),
  v('lease.end_date', 'date', '31 décembre 2028', 'date de fin du bail'),
  v('lease.rent', 'money', '850,00 €', 'loyer mensuel hors charges'),
  v('lease.charges', 'money', '90,00 €', 'provision ou forfait de charges'),
  v('lease.total', 'money', '940,00 €', 'loyer charges comprises'),
  v('lease.deposit', 'money', '850,00 €', 'dépôt de garantie'),
  v('lease.payment_day', 'number', 5, 'jour du mois où le loyer est payable'),
  v('lease.charge_mode', 'text', 'provision sur charges avec régularisation annuelle', 'modalité des charges'),
  v('lease.revision_index', 'text', 'IRL', 'indice de révision'),
  v('lease.special_conditions', 'text', '', 'conditions particulières'),
];

const money = (name: string, description: string, example = '940,00 €') => v(name, 'money', example, description);
const date = (name: string, description: string, example = '1 décembre 2026') => v(name, 'date', example, description);
const text = (name: string, description: string, example: string) => v(name, 'text', example, description);
const lines = (name: string, description: string): TemplateVariable => ({
  ...v(
    name,
    'list',
    [
      { label: 'Loyer', amount: '850,00 €' },
      { label: 'Provision sur charges', amount: '90,00 €' },
    ],
    description,
  ),
  items: [
    { name: 'label', description: 'libellé' },
    { name: 'amount', description: 'montant' },
  ],
});

/** What each type adds: the values of that one document (a period, an amount, a date ...). */
const OWN: Record<TemplateType, TemplateVariable[]> = {
  LeaseContract: [
    text('lease.duration', 'durée du contrat', '3 ans'),
    text('lease.irl_quarter', 'trimestre de référence de l’IRL', '2e trimestre 2025'),
    text('lease.previous_rent', 'loyer du précédent locataire', '820,00 €'),
  ],
  Amendment: [
    text('amendment.changes', 'ce que l’avenant change', 'Le loyer mensuel est porté à 870,00 €.'),
    date('amendment.effective_date', 'date d’effet de l’avenant'),
  ],
  InventoryReport: [
    text('inventory.kind', "inventaire d'entrée ou de sortie", "d'entrée"),
    date('inventory.date', "date de l'inventaire"),
    {
      ...lines('inventory.items', 'les éléments de mobilier'),
      items: [
        { name: 'label', description: 'élément' },
        { name: 'amount', description: 'état' },
      ],
    },
  ],
  RentReceipt: [
    text('receipt.kind', 'quittance (paiement entier) ou reçu (paiement partiel)', 'Quittance de loyer'),
    date('receipt.period_start', 'début de la période', '1 novembre 2026'),
    date('receipt.period_end', 'fin de la période', '30 novembre 2026'),
    money('receipt.rent', 'loyer de la période', '850,00 €'),
    money('receipt.charges', 'charges de la période', '90,00 €'),
    money('receipt.paid', 'somme reçue'),
    date('receipt.paid_on', 'date du paiement', '3 novembre 2026'),
  ],
  NoticeToVacate: [
    text('notice.sender', 'qui donne congé : le bailleur ou le locataire', 'le bailleur'),
    text('notice.reason', 'motif du congé', 'reprise pour habiter au profit de Mme Claire Martin, fille du bailleur'),
    date('notice.effective_date', 'date à laquelle le congé prend effet', '31 décembre 2028'),
    text('notice.delivery', 'mode de délivrance', 'lettre recommandée avec demande d’avis de réception'),
  ],
  OtherDocument: [
    text('letter.subject', 'objet du courrier', 'Information'),
    text('letter.text', 'texte du courrier', 'Madame, Monsieur, ...'),
  ],
  RentDueNotice: [
    date('notice.period_start', 'début de la période', '1 décembre 2026'),
    date('notice.period_end', 'fin de la période', '31 décembre 2026'),
    date('notice.due_date', 'date d’échéance', '5 décembre 2026'),
    money('notice.rent', 'loyer de la période, hors charges', '850,00 €'),
    money('notice.charges', 'charges de la période', '90,00 €'),
    money('notice.total', 'total de la période'),
    money('notice.paid', 'déjà réglé sur la période', '0,00 €'),
    money('notice.amount', 'somme due'),
  ],
  RentReminder: [
    money('reminder.amount_due', 'somme restant due'),
    text('reminder.periods', 'périodes impayées', 'novembre 2026'),
    date('reminder.due_since', 'date d’exigibilité', '5 novembre 2026'),
  ],
  FormalNotice: [
    money('formal.amount_due', 'somme restant due', '1 880,00 €'),
    text('formal.periods', 'périodes impayées', 'octobre et novembre 2026'),
    date('formal.deadline', 'date limite de paiement', '15 décembre 2026'),
  ],
  DepositStatement: [
    date('deposit.keys_returned_on', 'date de remise des clés', '31 décembre 2028'),
    money('deposit.amount', 'dépôt de garantie versé', '850,00 €'),
    lines('deposit.deductions', 'retenues justifiées'),
    money('deposit.refund', 'somme restituée', '700,00 €'),
    date('deposit.deadline', 'date limite de restitution', '31 janvier 2029'),
  ],
  ConditionReport: [
    text('report.kind', "état des lieux d'entrée ou de sortie", "d'entrée"),
    date('report.date', "date de l'état des lieux"),
    {
      ...lines('report.rooms', 'les pièces et leur état'),
      items: [
        { name: 'label', description: 'pièce' },
        { name: 'amount', description: 'état et observations' },
      ],
    },
    text('report.meters', 'relevés des compteurs', 'Électricité : 12 345 kWh ; eau froide : 234 m³'),
    text('report.keys', 'clés remises', '2 clés de la porte palière, 1 badge'),
  ],
  OwnerStatement: [
    text('statement.period', 'période du relevé', 'novembre 2026'),
    lines('statement.lines', 'encaissements et débours'),
    money('statement.balance', 'solde reversé au propriétaire', '812,40 €'),
    text('statement.owner', 'le mandant (propriétaire)', 'M. Paul Girard'),
    text('statement.agency', 'le mandataire (gestionnaire)', 'Agence du Marais'),
    text('statement.mandate_number', 'numéro du mandat au registre des mandats', '12'),
    money('statement.opening_balance', "solde d'ouverture", '0,00 €'),
    money('statement.collected', 'loyers et charges encaissés'),
    money('statement.fees', 'honoraires de gestion HT', '56,40 €'),
    money('statement.fees_vat', 'TVA sur honoraires', '11,28 €'),
    money('statement.expenses', 'dépenses réglées pour le compte du mandant', '60,00 €'),
    money('statement.paid_out', 'reversé au mandant', '812,40 €'),
    money('statement.closing_balance', 'solde de clôture', '0,00 €'),
    money('statement.deposits_held', 'dépôts de garantie détenus, non reversables', '850,00 €'),
  ],
  SyndicFundCall: [
    text('call.period', 'période appelée', '1er trimestre 2027'),
    lines('call.lines', 'répartition : budget, travaux, fonds de travaux'),
    money('call.total', 'total appelé', '612,00 €'),
    text('call.syndicate', 'le syndicat des copropriétaires', 'Syndicat du 8 rue Oberkampf'),
    text('call.co_owner', 'le copropriétaire', 'Mme Claire Martin'),
    text('call.account', 'numéro de compte du copropriétaire', '450-0012'),
    text('call.lot', 'numéro du lot', '12'),
    text(
      'call.nature',
      "nature de l'appel",
      'Provision sur le budget prévisionnel (loi du 10 juillet 1965, art. 14-1)',
    ),
    money('call.balance_brought_forward', 'solde antérieur reporté', '0,00 €'),
    money('call.total_due', 'total à régler', '612,00 €'),
    date('call.due_date', 'date d’exigibilité', '1 janvier 2027'),
  ],
};

/** The variables a template of `type` may name: the common ones, then the type's own. */
export function variablesOf(type: TemplateType): TemplateVariable[] {
  return [...COMMON, ...OWN[type]];
}
