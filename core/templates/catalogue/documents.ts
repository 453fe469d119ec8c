// The system templates of the documents of a lease: the contract (the contents of the model lease
// of décret n° 2015-587), an amendment, the inventory of furniture and the condition report.
import type { SystemTemplateText } from './letters.js';
import { LEASE_REFERENCE, linesTable } from './parts.js';

const SIGNATURES = `<table>
<tr><th>Le bailleur</th><th>Le(s) locataire(s)</th></tr>
<tr><td>{{ lessor.name }}<br>Signature</td><td>{% for l in lessees %}{{ l.name }}<br>{% endfor %}Signature</td></tr>
</table>`;

export const LEASE_CONTRACT: SystemTemplateText = {
  type: 'LeaseContract',
  name: 'Contrat de location (contrat type du décret n° 2015-587)',
  body: `<h1>Contrat de location</h1>
<p>{{ lease.type }}. Soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989 ; contrat type défini par le décret n° 2015-587 du 29 mai 2015.</p>
<h2>I. Désignation des parties</h2>
<p>Bailleur : {{ lessor.name }}, {{ lessor.address }}</p>
{% for l in lessees %}<p>Locataire : {{ l.name }}</p>{% endfor %}
{% for g in guarantors %}<p>Caution : {{ g.name }}</p>{% endfor %}
<h2>II. Objet du contrat</h2>
<p>Logement : {{ property.name }}, {{ property.address }}. Type : {{ property.type }}. Surface habitable : {{ property.area }}. Nombre de pièces principales : {{ property.main_rooms }}. Identifiant fiscal : {{ property.fiscal_identifier }}. Classe énergie : {{ property.energy_label }}.</p>
<h2>III. Date de prise d'effet et durée du contrat</h2>
<p>Prise d'effet : {{ lease.start_date }}. Durée : {{ lease.duration }}, jusqu'au {{ lease.end_date }}.</p>
<h2>IV. Conditions financières</h2>
<p>Loyer mensuel : {{ lease.rent }}. Charges : {{ lease.charges }} ({{ lease.charge_mode }}). Payable le {{ lease.payment_day }} de chaque mois.</p>
<p>Révision annuelle selon l'indice de référence des loyers ({{ lease.revision_index }}), trimestre de référence : {{ lease.irl_quarter }}. Dernier loyer du précédent locataire : {{ lease.previous_rent }}.</p>
<h2>V. Travaux</h2>
<p>Montant et nature des travaux effectués depuis la fin du dernier contrat : néant sauf mention aux conditions particulières.</p>
<h2>VI. Garanties</h2>
<p>Dépôt de garantie : {{ lease.deposit }} (article 22 de la loi n° 89-462).</p>
<h2>VII. Clause de solidarité</h2>
<p>Les colocataires et leurs cautions sont tenus solidairement du paiement du loyer et des charges.</p>
<h2>VIII. Clause résolutoire</h2>
<p>Le bail est résilié de plein droit à défaut de paiement du loyer, des charges ou du dépôt de garantie, six semaines après un commandement de payer demeuré infructueux, et à défaut d'assurance des risques locatifs, un mois après un commandement demeuré infructueux (article 24 de la loi n° 89-462).</p>
<h2>IX. Honoraires de location</h2>
<p>Les honoraires à la charge du locataire ne peuvent excéder ceux du bailleur ni les plafonds fixés par décret (article 5 de la loi n° 89-462).</p>
<h2>X. Autres conditions particulières</h2>
<p>{{ lease.special_conditions }}</p>
<h2>XI. Annexes</h2>
<ul><li>Dossier de diagnostic technique</li><li>Notice d'information relative aux droits et obligations des locataires et des bailleurs</li><li>État des lieux d'entrée</li><li>Extrait du règlement de copropriété, le cas échéant</li></ul>
<p>Fait à {{ document.place }}, le {{ document.date }}.</p>
${SIGNATURES}`,
  mentions: [
    'loi n° 89-462 du 6 juillet 1989',
    'décret n° 2015-587 du 29 mai 2015',
    'Désignation des parties',
    'Conditions financières',
    'Clause résolutoire',
    "Notice d'information",
  ],
};

export const AMENDMENT: SystemTemplateText = {
  type: 'Amendment',
  name: 'Avenant au contrat de location',
  body: `<h1>Avenant au contrat de location</h1>
${LEASE_REFERENCE}
<p>Entre {{ lessor.name }}, bailleur, et {% for l in lessees %}{{ l.name }}{% unless forloop.last %}, {% endunless %}{% endfor %}, locataire(s).</p>
<h2>Modifications</h2>
<p>{{ amendment.changes }}</p>
<p>Date d'effet : {{ amendment.effective_date }}. Les autres clauses du bail demeurent inchangées ; le contrat est modifié du consentement mutuel des parties (article 1193 du code civil).</p>
<p>Fait à {{ document.place }}, le {{ document.date }}.</p>
${SIGNATURES}`,
  mentions: ['article 1193 du code civil', 'demeurent inchangées'],
};

export const INVENTORY_REPORT: SystemTemplateText = {
  type: 'InventoryReport',
  name: 'Inventaire du mobilier',
  body: `<h1>Inventaire du mobilier</h1>
${LEASE_REFERENCE}
<p>Inventaire {{ inventory.kind }} établi le {{ inventory.date }}, contradictoirement entre {{ lessor.name }} et {{ lessee.name }}.</p>
${linesTable('inventory.items', 'Élément')}
<p><small>Inventaire et état détaillé du mobilier joints au bail d'un logement meublé (article 25-5 de la loi n° 89-462 du 6 juillet 1989) ; le mobilier comprend au moins les éléments de la liste du décret n° 2015-981 du 31 juillet 2015.</small></p>
${SIGNATURES}`,
  mentions: ['article 25-5 de la loi n° 89-462 du 6 juillet 1989', 'décret n° 2015-981 du 31 juillet 2015'],
};

export const CONDITION_REPORT: SystemTemplateText = {
  type: 'ConditionReport',
  name: 'État des lieux',
  body: `<h1>État des lieux {{ report.kind }}</h1>
${LEASE_REFERENCE}
<p>Établi le {{ report.date }}, contradictoirement entre {{ lessor.name }}, bailleur, et {{ lessee.name }}, locataire.</p>
<h2>Pièces</h2>
${linesTable('report.rooms', 'Pièce')}
<h2>Compteurs et clés</h2>
<p>{{ report.meters }}</p>
<p>Clés remises : {{ report.keys }}</p>
<p><small>État des lieux établi selon l'article 3-2 de la loi n° 89-462 du 6 juillet 1989 et le décret n° 2016-382 du 30 mars 2016. Le locataire peut demander que l'état des lieux d'entrée soit complété dans les dix jours qui suivent son établissement, et pendant le premier mois de la période de chauffe pour les éléments de chauffage.</small></p>
${SIGNATURES}`,
  mentions: ['article 3-2 de la loi n° 89-462 du 6 juillet 1989', 'décret n° 2016-382 du 30 mars 2016', 'dix jours'],
};
