// A condition report as a printable document (core/ports/pdf-renderer.ts): the estate, each room
// with its items, the meters, the keys, the furniture and the parties' acceptances, in French.
import type { EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import type { DocumentSection, PrintableDocument } from '../ports/pdf-renderer.js';
import type { ConditionReport, ConditionReportItem } from './condition-report.js';
import type { InventoryItem } from './inventory/inventory-item.js';
import type { ReportKeys } from './keys/lease-keys.js';
import type { KeyType } from '../../contract/vocabulary/inspections.js';
import type { MeterType } from '../../contract/vocabulary/meters.js';
import { FURNISHED_MINIMUM } from './furnished-minimum.js';

export const CONDITION_LABELS: Readonly<Record<EquipmentCondition, string>> = {
  EXCELLENT: 'excellent état',
  GOOD: 'bon état',
  FAIR: "état d'usage",
  POOR: 'mauvais état',
  NEEDS_REPAIR: 'à réparer',
  DAMAGED: 'endommagé',
  BROKEN: "hors d'usage",
  MISSING: 'manquant',
};

const METER_LABELS: Readonly<Record<MeterType, string>> = {
  ELECTRICITY: 'Électricité',
  GAS: 'Gaz',
  WATER_HOT: 'Eau chaude',
  WATER_COLD: 'Eau froide',
  HEATING: 'Chauffage',
  COOLING: 'Climatisation',
};

const KEY_LABELS: Readonly<Record<KeyType, string>> = {
  ENTRANCE_DOOR: "Porte d'entrée",
  BUILDING_DOOR: "Porte de l'immeuble",
  MAILBOX: 'Boîte aux lettres',
  GARAGE: 'Garage',
  CELLAR: 'Cave',
  BADGE: 'Badge',
  REMOTE_CONTROL: 'Télécommande',
  OTHER: 'Autre',
};

const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export interface ReportDocumentFacts {
  report: ConditionReport;
  items: (ConditionReportItem & { photo_media_ids: string[] })[];
  keys: ReportKeys[];
  inventory: Pick<InventoryItem, 'item_code' | 'label' | 'quantity' | 'condition' | 'comments'>[];
  lease: { id: string; reference_number: string | null };
  estate: { name: string; address: string | null };
}

/** Each room's lines, in the report's order: element, condition, comments, photos. */
export function roomLines(items: ReportDocumentFacts['items']): Map<string, string[]> {
  const rooms = new Map<string, string[]>();
  for (const item of items) {
    const room = item.room_label ?? 'Logement';
    const photos = item.photo_media_ids.length > 0 ? ` (photos : ${item.photo_media_ids.length})` : '';
    const line = `${item.element} : ${CONDITION_LABELS[item.condition]}${item.comments ? ` - ${item.comments}` : ''}${photos}`;
    rooms.set(room, [...(rooms.get(room) ?? []), line]);
  }
  return rooms;
}

function roomSections(items: ReportDocumentFacts['items']): DocumentSection[] {
  return [...roomLines(items)].map(([heading, paragraphs]) => ({ heading, paragraphs }));
}

export const meterLine = (m: ConditionReport['meters'][number]) =>
  `${METER_LABELS[m.meter_type]}${m.meter_number ? ` n° ${m.meter_number}` : ''} : ${m.reading}${m.unit ? ` ${m.unit}` : ''}`;

export const keyLine = (k: ReportKeys) =>
  `${KEY_LABELS[k.key_type]}${k.label ? ` (${k.label})` : ''} : ${k.count}${k.missing_count > 0 ? `, ${k.missing_count} manquante(s)` : ''}${k.comments ? ` - ${k.comments}` : ''}`;

function acceptance(who: string, signatory: string | null, at: Date | null): string {
  return at
    ? `${who} : accepté par ${signatory} le ${frenchDate(at.toISOString().slice(0, 10))}`
    : `${who} : non encore accepté`;
}

function inventorySection(inventory: ReportDocumentFacts['inventory']): DocumentSection {
  const furniture = new Map<string, string>(FURNISHED_MINIMUM.map((item) => [item.code, item.label]));
  return {
    heading: 'Inventaire et état détaillé du mobilier',
    paragraphs: inventory.map(
      (i) =>
        `${i.label ?? furniture.get(i.item_code) ?? i.item_code} (${i.quantity}) : ${CONDITION_LABELS[i.condition]}${i.comments ? ` - ${i.comments}` : ''}`,
    ),
  };
}

/** Loi 89-462 art. 25-5: the furniture of a furnished lease, from its entry report, as its own annex. */
export function furnitureInventoryDocument(facts: Omit<ReportDocumentFacts, 'items' | 'keys'>): PrintableDocument {
  return {
    title: 'Inventaire et état détaillé du mobilier',
    subtitle: `Bail ${facts.lease.reference_number ?? facts.lease.id} - établi avec l'état des lieux d'entrée du ${frenchDate(facts.report.inspection_date)} (loi n° 89-462, art. 25-5)`,
    language: 'fr',
    sections: [
      { heading: 'Logement', paragraphs: [facts.estate.name, ...(facts.estate.address ? [facts.estate.address] : [])] },
      inventorySection(facts.inventory),
      {
        heading: 'Signatures',
        paragraphs: [
          acceptance('Locataire', facts.report.tenant_signatory, facts.report.tenant_signed_at),
          acceptance('Bailleur', facts.report.landlord_signatory, facts.report.landlord_signed_at),
        ],
      },
    ],
  };
}

/** Loi 89-462 art. 3-2 (and art. 25-5 for the furniture of a furnished lease). */
export function conditionReportDocument(facts: ReportDocumentFacts): PrintableDocument {
  const { report } = facts;
  const sections: DocumentSection[] = [
    {
      heading: 'Logement',
      paragraphs: [
        facts.estate.name,
        ...(facts.estate.address ? [facts.estate.address] : []),
        `Bail ${facts.lease.reference_number ?? facts.lease.id}`,
      ],
    },
    ...roomSections(facts.items),
  ];
  if (report.meters.length > 0) {
    sections.push({
      heading: 'Relevés des compteurs',
      paragraphs: report.meters.map(meterLine),
    });
  }
  if (facts.keys.length > 0) {
    sections.push({
      heading: report.report_type === 'ENTRY' ? 'Clés remises au locataire' : 'Clés restituées',
      paragraphs: facts.keys.map(keyLine),
    });
  }
  if (facts.inventory.length > 0) sections.push(inventorySection(facts.inventory));
  sections.push({
    heading: 'Observations et signatures',
    paragraphs: [
      ...(report.general_comments ? [report.general_comments] : []),
      acceptance('Locataire', report.tenant_signatory, report.tenant_signed_at),
      acceptance('Bailleur', report.landlord_signatory, report.landlord_signed_at),
    ],
  });
  return {
    title: report.report_type === 'ENTRY' ? "État des lieux d'entrée" : 'État des lieux de sortie',
    subtitle: `Établi le ${frenchDate(report.inspection_date)} (loi n° 89-462 du 6 juillet 1989, art. 3-2)`,
    language: 'fr',
    sections,
  };
}
