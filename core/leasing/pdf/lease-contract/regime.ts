// The legal regime of each residential lease type, as the contract states it: which title of
// loi 89-462 governs it, its term and renewal, the notice periods and the deposit cap.
import type { LeaseTypeCode, MobilityReason } from '../../../../contract/vocabulary/leasing.js';
import { months } from './french.js';

export type RegimeKind = 'unfurnished' | 'furnished' | 'mobility';

export interface LeaseRegime {
  kind: RegimeKind;
  title: string;
  /** The texts the contract is made under. */
  basis: string;
  /** Term and renewal, as a sentence. */
  renewal: (termMonths: number) => string;
  tenantNotice: string;
  lessorNotice: string;
  /** Deposit cap in months of rent excluding charges; 0: no deposit may be asked. */
  depositCapMonths: number;
}

const UNFURNISHED: LeaseRegime = {
  kind: 'unfurnished',
  title: "Contrat de location d'un logement nu à usage de résidence principale",
  basis:
    'Soumis au titre Ier de la loi n° 89-462 du 6 juillet 1989 ; établi selon le contrat type du décret n° 2015-587 du 29 mai 2015 (annexe 1).',
  // Loi 89-462 art. 10: at least three years for a natural-person lessor, six for a legal person; tacit renewal.
  renewal: (termMonths) =>
    `Le contrat est conclu pour une durée de ${months(termMonths)}. ` +
    'À défaut de congé ou de proposition de renouvellement, il est reconduit tacitement à son terme pour trois ans (six ans si le bailleur est une personne morale) et dans les mêmes conditions (art. 10).',
  // Art. 15 I: three months, one month in a zone tendue and in the other cases the article lists.
  tenantNotice:
    "Le locataire peut donner congé à tout moment, par lettre recommandée avec demande d'avis de réception, acte de commissaire de justice ou remise en main propre contre récépissé, avec un préavis de trois mois, réduit à un mois dans les cas prévus à l'article 15 I (logement situé en zone tendue, mutation, perte d'emploi, nouvel emploi consécutif à une perte d'emploi, état de santé, bénéficiaire du RSA ou de l'AAH, attribution d'un logement social).",
  // Art. 15 I: six months before the term, for taking back, selling, or a legitimate and serious reason.
  lessorNotice:
    "Le bailleur peut donner congé pour le terme du contrat, au moins six mois avant celui-ci, pour reprendre le logement afin de l'habiter ou d'y loger un proche, pour le vendre, ou pour un motif légitime et sérieux (art. 15).",
  // Art. 22: one month of rent excluding charges.
  depositCapMonths: 1,
};

const FURNISHED: LeaseRegime = {
  kind: 'furnished',
  title: "Contrat de location d'un logement meublé à usage de résidence principale",
  basis:
    'Soumis au titre Ier bis de la loi n° 89-462 du 6 juillet 1989 ; établi selon le contrat type du décret n° 2015-587 du 29 mai 2015 (annexe 2).',
  // Art. 25-7: one year, tacitly renewed; nine months for a student, not renewed.
  renewal: (termMonths) =>
    termMonths === 9
      ? "Le contrat est conclu pour une durée de neuf mois, le locataire étant étudiant ; il n'est pas reconduit à son terme (art. 25-7)."
      : `Le contrat est conclu pour une durée de ${months(termMonths)}. À défaut de congé, il est reconduit tacitement à son terme pour un an et dans les mêmes conditions (art. 25-7).`,
  // Art. 25-8: one month for the tenant; three months before the term for the lessor.
  tenantNotice:
    "Le locataire peut donner congé à tout moment, par lettre recommandée avec demande d'avis de réception, acte de commissaire de justice ou remise en main propre contre récépissé, avec un préavis d'un mois (art. 25-8).",
  lessorNotice:
    'Le bailleur peut donner congé pour le terme du contrat, au moins trois mois avant celui-ci, pour reprendre le logement, pour le vendre, ou pour un motif légitime et sérieux (art. 25-8).',
  // Art. 25-6: two months of rent excluding charges.
  depositCapMonths: 2,
};

const MOBILITY: LeaseRegime = {
  kind: 'mobility',
  title: 'Bail mobilité — contrat de location d’un logement meublé',
  basis:
    'Le présent contrat est un bail mobilité régi par les dispositions du titre Ier ter de la loi n° 89-462 du 6 juillet 1989 (art. 25-12 à 25-18), créé par la loi n° 2018-1021 du 23 novembre 2018.',
  // Art. 25-14: one to ten months, neither renewable nor tacitly renewed; one amendment may extend it within ten months.
  renewal: (termMonths) =>
    `Le contrat est conclu pour une durée de ${termMonths} mois. Il n'est ni renouvelable ni reconductible ; sa durée peut être modifiée une fois par avenant, sans que la durée totale du contrat dépasse dix mois (art. 25-14). Si, au terme du contrat, les parties concluent un nouveau bail portant sur le même logement, ce nouveau bail est soumis au titre Ier bis.`,
  // Titre Ier ter: the tenant may leave at any time with one month's notice.
  tenantNotice:
    "Le locataire peut résilier le contrat à tout moment, sous réserve d'un préavis d'un mois, par lettre recommandée avec demande d'avis de réception, acte de commissaire de justice ou remise en main propre contre récépissé (loi 89-462, titre Ier ter).",
  lessorNotice: 'Le bailleur ne peut pas mettre fin au contrat avant son terme, sauf résiliation judiciaire.',
  // Art. 25-13: the contract says that no deposit may be required.
  depositCapMonths: 0,
};

const REGIMES: Partial<Record<LeaseTypeCode, LeaseRegime>> = {
  HabitationVide: UNFURNISHED,
  HabitationMeublee: FURNISHED,
  MobiliteEtudiante: MOBILITY,
};

/** The regime of a residential lease type; null for commercial and professional leases (not loi 89-462). */
export function regimeOf(code: LeaseTypeCode): LeaseRegime | null {
  return REGIMES[code] ?? null;
}

/** Loi 89-462 art. 25-12: the situations that open a bail mobilité, as the contract words them. */
export const MOBILITY_REASON_LABELS: Record<MobilityReason, string> = {
  VOCATIONAL_TRAINING: 'en formation professionnelle',
  HIGHER_EDUCATION: 'en études supérieures',
  APPRENTICESHIP: "en contrat d'apprentissage",
  INTERNSHIP: 'en stage',
  CIVIC_SERVICE: "en engagement volontaire dans le cadre d'un service civique",
  PROFESSIONAL_TRANSFER: 'en mutation professionnelle',
  TEMPORARY_ASSIGNMENT: 'en mission temporaire dans le cadre de son activité professionnelle',
};
