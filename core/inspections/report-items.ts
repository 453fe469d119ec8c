// The items of a report as the caller sends them, checked against the lease's estate: rooms and
// equipment of another estate are refused (422), records of another tenant are not found (404).
import { Equipment } from '../equipment/equipment.js';
import type { EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import type { Lease } from '../leasing/lease.js';
import { requireMedia } from '../media/media-use-cases.js';
import type { Ids } from '../ports/ids.js';
import type { Store } from '../ports/store.js';
import { Room } from '../property/room.js';
import { requireReference } from '../shared/crud.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import { ConditionReportItem, ConditionReportPhoto } from './condition-report.js';
import { type ElementKind } from '../../contract/vocabulary/inspections.js';

export interface ReportItemInput {
  room_id?: string | null;
  element: string;
  element_kind?: ElementKind;
  equipment_id?: string | null;
  condition: EquipmentCondition;
  comments?: string | null;
  photo_media_ids?: string[];
}

export interface ResolvedItem {
  item: ConditionReportItem;
  photos: ConditionReportPhoto[];
}

async function itemErrors(store: Store, lease: Lease, input: ReportItemInput, path: string, rooms: Map<string, Room>) {
  const errors: FieldError[] = [];
  if (input.room_id && !rooms.has(input.room_id)) {
    await requireReference(store, Room, input.room_id, `${path}.room_id`);
    errors.push({
      path: `${path}.room_id`,
      message: `room ${input.room_id} is not a room of the lease's estate`,
      code: 'foreign_room',
    });
  }
  if (input.equipment_id) {
    const equipment = await requireReference(store, Equipment, input.equipment_id, `${path}.equipment_id`);
    if (equipment.estate_id !== lease.estate_id) {
      errors.push({
        path: `${path}.equipment_id`,
        message: `equipment ${equipment.id} is not in the lease's estate`,
        code: 'foreign_equipment',
      });
    }
  }
  for (const [index, media] of (
    await requireMedia(store, input.photo_media_ids ?? [], `${path}.photo_media_ids`)
  ).entries()) {
    if (media.lease_id !== null && media.lease_id !== lease.id) {
      errors.push({
        path: `${path}.photo_media_ids.${index}`,
        message: `media ${media.id} belongs to another lease`,
        code: 'foreign_media',
      });
    } else if (!media.content_type.startsWith('image/')) {
      errors.push({
        path: `${path}.photo_media_ids.${index}`,
        message: `media ${media.id} is not a photo`,
        code: 'not_a_photo',
      });
    }
  }
  return errors;
}

/** Builds the rows of the items (not persisted); 404 or 422 naming the item when one does not fit. */
export async function resolveItems(
  store: Store,
  ids: Ids,
  lease: Lease,
  reportId: string,
  inputs: readonly ReportItemInput[],
): Promise<ResolvedItem[]> {
  const rooms = new Map(
    (await store.repo(Room).findAll({ estate_id: lease.estate_id })).map((room) => [room.id, room]),
  );
  const errors: FieldError[] = [];
  for (const [index, input] of inputs.entries())
    errors.push(...(await itemErrors(store, lease, input, `items.${index}`, rooms)));
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
  return inputs.map((input, position) => {
    const item = Object.assign(new ConditionReportItem(), {
      id: ids.next(),
      report_id: reportId,
      position,
      room_id: input.room_id ?? null,
      room_label: input.room_id ? (rooms.get(input.room_id)!.designation ?? null) : null,
      element: input.element,
      element_kind: input.element_kind ?? (input.equipment_id ? 'EQUIPMENT' : 'SURFACE'),
      equipment_id: input.equipment_id ?? null,
      condition: input.condition,
      comments: input.comments ?? null,
    });
    const photos = (input.photo_media_ids ?? []).map((media_id) =>
      Object.assign(new ConditionReportPhoto(), { item_id: item.id, media_id }),
    );
    return { item, photos };
  });
}
