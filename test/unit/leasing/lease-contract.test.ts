// The lease contract builder and its rules, as pure functions: French formatting, terms,
// construction periods, the sections and mentions of each lease type, the missing mentions.
import { describe, expect, it } from '@jest/globals';
import type { DocumentBlock, PrintableDocument } from '../../../core/ports/pdf-renderer.js';
import { buildLeaseContract } from '../../../core/leasing/pdf/lease-contract/document.js';
import { constructionPeriod } from '../../../core/leasing/pdf/lease-contract/dwelling.js';
import {
  decimal,
  euros,
  fullName,
  joinAddress,
  longDate,
  months,
  squareMeters,
} from '../../../core/leasing/pdf/lease-contract/french.js';
import { MOBILITY_REASON_LABELS, regimeOf } from '../../../core/leasing/pdf/lease-contract/regime.js';
import { complementCents } from '../../../core/leasing/pdf/lease-contract/rent-control-mentions.js';
import { termMonths } from '../../../core/leasing/pdf/lease-contract/term.js';
import { BusinessRuleError } from '../../../core/shared/errors.js';
import { parisFlat } from './lease-contract-facts.js';

const NBSP = '\u00a0';

function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'fields':
      return block.fields.map((field) => `${field.label} : ${field.value}`);
    case 'list':
      return block.items;
    case 'table':
      return [block.columns, ...block.rows].map((row) => row.join(' | '));
    case 'signatures':
      return block.signers.map((signer) => `${signer.role} ${signer.name}`);
    default:
      return [block.text];
  }
}

/** Every line of the document, headings included, in order. */
function lines(document: PrintableDocument): string[] {
  return document.sections.flatMap((section) => [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.blocks ?? []).flatMap(blockText),
  ]);
}

describe('French formatting', () => {
  it('writes amounts, numbers, surfaces, dates, terms and names the French way', () => {
    expect(euros(123_456)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(euros(5)).toBe(`0,05${NBSP}€`);
    expect(euros(100_000_000)).toBe(`1${NBSP}000${NBSP}000,00${NBSP}€`);
    expect(decimal(62.5)).toBe('62,5');
    expect(decimal(0.8966, 2)).toBe('0,9');
    expect(squareMeters(48)).toBe(`48${NBSP}m²`);
    expect(longDate('2025-02-01')).toBe('1er février 2025');
    expect(longDate('2024-08-24')).toBe('24 août 2024');
    expect([months(36), months(12), months(9), months(18), months(24)]).toEqual([
      '3 ans',
      '1 an',
      '9 mois',
      '18 mois',
      '2 ans',
    ]);
    expect(fullName('M.', ' François ', null, 'Lefèvre')).toBe('M. François Lefèvre');
    expect(joinAddress(null, ' ', undefined)).toBeNull();
    expect(joinAddress('8 rue Oberkampf', '75011 Paris')).toBe('8 rue Oberkampf, 75011 Paris');
  });
});

describe('terms and periods', () => {
  it('counts whole months to the day after the last day: the anniversary or the day before it', () => {
    expect(termMonths('2025-02-01', '2028-01-31')).toBe(36);
    expect(termMonths('2025-02-01', '2028-02-01')).toBe(36);
    expect(termMonths('2025-02-01', '2025-07-31')).toBe(6);
    expect(termMonths('2024-01-31', '2024-02-28')).toBe(1);
    expect(termMonths('2025-02-01', '2025-02-20')).toBe(0);
  });

  it('names the construction periods of the contrat type (décret 2015-587)', () => {
    expect(
      [
        '1948-12-31',
        '1949-01-01',
        '1974-12-31',
        '1975-01-01',
        '1988-06-01',
        '1989-01-01',
        '2004-12-31',
        '2005-01-01',
      ].map(constructionPeriod),
    ).toEqual([
      'avant 1949',
      'de 1949 à 1974',
      'de 1949 à 1974',
      'de 1975 à 1989',
      'de 1975 à 1989',
      'de 1989 à 2005',
      'de 1989 à 2005',
      'depuis 2005',
    ]);
    expect(constructionPeriod(null)).toBeNull();
  });

  it('has a regime for each residential type only, with its deposit cap', () => {
    expect(regimeOf('HabitationVide')?.depositCapMonths).toBe(1);
    expect(regimeOf('HabitationMeublee')?.depositCapMonths).toBe(2);
    expect(regimeOf('MobiliteEtudiante')?.depositCapMonths).toBe(0);
    expect(regimeOf('Commercial')).toBeNull();
    expect(regimeOf('Professionnel')).toBeNull();
  });

  it('takes the complément as the rent above the base rent', () => {
    expect(complementCents(145_000, 130_000)).toBe(15_000);
    expect(complementCents(145_000, null)).toBe(0);
    expect(complementCents(145_000, 150_000)).toBe(0);
  });
});

describe('buildLeaseContract', () => {
  it('lays out the contrat type: numbered sections, then the signatures, with a numbered footer', () => {
    const { document, missing } = buildLeaseContract(parisFlat());
    expect(document.title).toBe("Contrat de location d'un logement nu à usage de résidence principale");
    expect(document.sections.map((s) => s.heading)).toEqual([
      'I. Désignation des parties',
      'II. Objet du contrat',
      'III. Date de prise d’effet et durée du contrat',
      'IV. Conditions financières',
      'V. Garanties',
      'VI. Clause de solidarité',
      'VII. Clause résolutoire',
      'VIII. Autres conditions particulières',
      'IX. Annexes',
      'Signatures',
    ]);
    expect(document.footer).toEqual({ text: 'Bail BAIL-2025-0042 — 8 rue Oberkampf, 75011 Paris', pageNumbers: true });
    expect(missing).toEqual([]);
  });

  it('is a pure function: the same facts give the same document', () => {
    expect(buildLeaseContract(parisFlat(), { signature_place: 'Paris' })).toEqual(
      buildLeaseContract(parisFlat(), { signature_place: 'Paris' }),
    );
  });

  it('prints the rent-control mentions of a capped rent, the complément and the previous rent', () => {
    const text = lines(buildLeaseContract(parisFlat()).document);
    expect(text).toContain(`Loyer de référence majoré : 32,64${NBSP}€/m² de surface habitable par mois`);
    // 32.64 €/m² × 48.5 m² = 1583.04 €, rounded down to the cent.
    expect(text).toContain(`Loyer de référence majoré du logement : 1${NBSP}583,04${NBSP}€ par mois`);
    expect(text).toContain(`Complément de loyer : 150,00${NBSP}€`);
    expect(text).toContain(
      'Caractéristiques du logement justifiant le complément de loyer : Terrasse de 20 m² avec vue dégagée sur la Seine',
    );
    expect(text).toContain(`Dernier loyer acquitté par le précédent locataire : 1${NBSP}250,00${NBSP}€ par mois`);
  });

  it('says what it could not fill: no lessor, no surface, no DPE, no reference rents, no justification', () => {
    const facts = parisFlat();
    facts.lessor = null;
    facts.dwelling.area = null;
    facts.dwelling.dpe = null;
    facts.lease.rent_control.increased_cents_per_m2 = null;
    facts.lease.rent_control.complement_justification = null;
    const { document, missing } = buildLeaseContract(facts);
    expect(missing.map((m) => m.source)).toEqual([
      'loi 89-462, art. 3 1°',
      'loi 89-462, art. 3 4°',
      'loi 89-462, art. 3-3',
      'loi 89-462, art. 3 7°',
      'loi n° 2018-1021, art. 140 III',
    ]);
    expect(lines(document)).toContain('Surface habitable : ………… m²');
  });

  it('freezes the rent of an F or G dwelling', () => {
    const facts = parisFlat();
    facts.dwelling.dpe!.energy_label = 'G';
    expect(lines(buildLeaseContract(facts).document).join('\n')).toContain(
      "son loyer ne peut faire l'objet d'aucune révision, majoration ou réévaluation",
    );
  });

  it('gives the bail mobilité its mentions, the motif and no deposit', () => {
    const facts = parisFlat();
    facts.lease.type_code = 'MobiliteEtudiante';
    facts.lease.end_date = '2025-11-30';
    const without = buildLeaseContract(facts);
    expect(without.missing).toContainEqual({
      mention: 'motif justifiant le bail mobilité',
      source: 'loi 89-462, art. 25-13',
    });
    const text = lines(buildLeaseContract(facts, { mobility_reason: 'INTERNSHIP' }).document).join('\n');
    expect(text).toContain('bail mobilité régi par les dispositions du titre Ier ter');
    expect(text).toContain(`être ${MOBILITY_REASON_LABELS.INTERNSHIP} (art. 25-12)`);
    expect(text).toContain('Durée du contrat : 10 mois');
    expect(text).toContain('versement d’aucun dépôt de garantie (loi 89-462, art. 25-13)');
    expect(text).not.toContain('Dépôt de garantie :');
    expect(text).toContain('Forfait de charges');
    expect(text).toContain("Le loyer n'est pas révisable en cours de contrat.");
    expect(text).not.toContain('Clause résolutoire');
  });

  it('leaves out the signatures and the page numbers when asked', () => {
    const { document } = buildLeaseContract(parisFlat(), {}, { signature_blocks: false, page_numbers: false });
    expect(document.sections.map((s) => s.heading)).not.toContain('Signatures');
    expect(document.footer?.pageNumbers).toBe(false);
  });

  it('refuses a commercial lease: loi 89-462 does not govern it', () => {
    const facts = parisFlat();
    facts.lease.type_code = 'Commercial';
    expect(() => buildLeaseContract(facts)).toThrow(BusinessRuleError);
  });
});
