// The static annex NOTICE_INFORMATION: a text of the service on the rights and obligations of
// tenants and landlords, following the four parts of the notice of loi 89-462 art. 3 (arrêté du 29
// mai 2015, replaced by the arrêté du 16 février 2023). It is not the official model's wording, and
// says so; an operator who holds the official PDF uploads it as the lease's NOTICE_INFORMATION annex
// (docs/legal.md, "Lease annexes"). Rendered once through the embedded renderer.
import type { PrintableDocument } from '../ports/pdf-renderer.js';

export const NOTICE_INFORMATION_DOCUMENT: PrintableDocument = {
  title: "Notice d'information relative aux droits et obligations des locataires et des bailleurs",
  subtitle:
    "Logements loués vides ou meublés à titre de résidence principale - loi n° 89-462 du 6 juillet 1989, art. 3. Texte d'information du service, qui suit le plan de la notice fixée par arrêté ; il ne reproduit pas le modèle officiel.",
  language: 'fr',
  sections: [
    {
      heading: '1. Établissement du bail',
      paragraphs: [
        "Le bail est écrit. Il indique notamment l'identité des parties, la date de prise d'effet et la durée, la consistance et la destination du logement, sa surface habitable, le montant du loyer et ses modalités de paiement, le montant du dépôt de garantie.",
        "Durée : trois ans au moins lorsque le bailleur est une personne physique (ou une société civile familiale), six ans lorsqu'il est une personne morale (art. 10) ; un an pour un logement meublé, neuf mois pour un étudiant, sans reconduction (art. 25-7) ; de un à dix mois pour un bail mobilité, sans reconduction (art. 25-14).",
        "Annexes : le dossier de diagnostic technique (performance énergétique, état des risques, et selon le logement plomb, électricité, gaz, bruit), la présente notice, l'état des lieux d'entrée, en copropriété les extraits du règlement de copropriété, et pour un logement meublé l'inventaire et l'état détaillé du mobilier.",
        "Dépôt de garantie : au plus un mois de loyer hors charges pour un logement vide (art. 22), deux mois pour un logement meublé (art. 25-6) ; aucun pour un bail mobilité (art. 25-13). Il n'est pas révisé pendant le bail.",
        "Loyer : il est fixé librement, sauf dans les territoires où un arrêté fixe des loyers de référence (le loyer de base ne peut dépasser le loyer de référence majoré ; un complément de loyer n'est possible que pour des caractéristiques exceptionnelles) et dans les zones tendues, où le loyer d'un nouveau locataire ne peut en principe dépasser le dernier loyer du précédent.",
        "Révision : si le bail le prévoit, le loyer peut être révisé une fois par an selon l'indice de référence des loyers (IRL). Depuis le 24 août 2022, le loyer des logements classés F ou G au diagnostic de performance énergétique ne peut plus être augmenté.",
        'Charges : les charges récupérables sont payées par provisions avec une régularisation annuelle, ou par un forfait lorsque la loi le permet ; les justificatifs sont tenus à la disposition du locataire pendant six mois.',
      ],
    },
    {
      heading: '2. Droits et obligations des parties',
      paragraphs: [
        "Le locataire paie le loyer et les charges aux termes convenus ; use paisiblement du logement selon sa destination ; répond des dégradations survenues pendant la location, sauf force majeure, faute du bailleur ou fait d'un tiers qu'il n'a pas introduit ; prend en charge l'entretien courant et les menues réparations (décret n° 87-712) ; s'assure contre les risques locatifs et en justifie chaque année ; ne transforme pas le logement sans l'accord écrit du bailleur ; laisse exécuter les travaux nécessaires.",
        "Le bailleur remet un logement décent, qui ne présente pas de risques pour la sécurité ou la santé, répond à un critère de performance énergétique minimale et est doté des éléments le rendant conforme à l'usage d'habitation (décret n° 2002-120) ; assure au locataire la jouissance paisible du logement ; entretient les locaux et fait les réparations autres que locatives ; remet gratuitement une quittance au locataire qui la demande.",
        "L'état des lieux est établi contradictoirement par les parties lors de la remise et de la restitution des clés ; à défaut, par un commissaire de justice, à frais partagés. Le locataire peut demander de le compléter dans les dix jours (et pour le chauffage le premier mois de la période de chauffe).",
      ],
    },
    {
      heading: '3. Fin du bail',
      paragraphs: [
        "Le locataire peut donner congé à tout moment, par lettre recommandée avec avis de réception, par acte de commissaire de justice ou par remise en main propre contre récépissé. Le préavis court à compter du jour de la réception et expire le même quantième du mois (le dernier jour du mois lorsque ce quantième n'existe pas).",
        "Préavis du locataire : trois mois pour un logement vide ; un mois en zone tendue, en cas d'obtention d'un premier emploi, de mutation, de perte d'emploi ou de nouvel emploi consécutif à une perte d'emploi, lorsque l'état de santé le justifie (certificat médical), pour les bénéficiaires du revenu de solidarité active ou de l'allocation aux adultes handicapés, et en cas d'attribution d'un logement social ; le motif est précisé et justifié dans la lettre de congé. Un mois pour un logement meublé et pour un bail mobilité.",
        "Le bailleur ne peut donner congé que pour le terme du bail, au moins six mois avant pour un logement vide, trois mois avant pour un logement meublé, et pour un motif : reprise pour habiter (le congé nomme le bénéficiaire et son lien avec le bailleur), vente (le congé vaut offre de vente au locataire d'un logement vide), ou motif légitime et sérieux. Il ne peut donner congé dans un bail mobilité.",
        "Un locataire âgé de plus de soixante-cinq ans et dont les ressources sont inférieures au plafond fixé ne peut recevoir congé sans qu'un relogement correspondant à ses besoins lui soit offert, sauf si le bailleur a lui-même plus de soixante-cinq ans ou des ressources inférieures à ce plafond.",
        'À défaut de congé, le bail parvenu à son terme est reconduit tacitement : pour trois ans (six ans pour un bailleur personne morale) pour un logement vide, pour un an pour un logement meublé. Le bail étudiant de neuf mois et le bail mobilité prennent fin à leur terme.',
        "Le dépôt de garantie est restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire, déduction faite des sommes dues et justifiées. À défaut, il est majoré de 10 % du loyer mensuel hors charges pour chaque mois de retard commencé.",
      ],
    },
    {
      heading: '4. Règlement des litiges',
      paragraphs: [
        "La commission départementale de conciliation peut être saisie gratuitement des litiges relatifs au loyer, aux charges, au dépôt de garantie, à l'état des lieux, aux réparations et à la décence du logement.",
        "L'agence départementale d'information sur le logement (ADIL) informe gratuitement les locataires et les bailleurs.",
        "Le juge des contentieux de la protection du tribunal judiciaire tranche les litiges. Les actions dérivant du bail se prescrivent par trois ans ; l'action en révision du loyer, par un an.",
      ],
    },
  ],
};
