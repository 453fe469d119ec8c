// PUT /equipment/{id} (spec, Equipment): absent keeps, null removes; a change of condition or notes
// adds a line to the condition history.
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import {
  EQUIPMENT_REQUIRED_FIELDS,
  EQUIPMENT_WRITABLE_FIELDS,
  Equipment,
  type EquipmentFields,
  conditionChanged,
  equipmentDateErrors,
} from './equipment.js';
import { failOn, recordCondition } from './equipment-steps.js';

export function updateEquipment(store: Store, clock: Clock, id: string, patch: Patch<EquipmentFields>) {
  return store.transaction(async (tx) => {
    assertNoFieldErrors(
      EQUIPMENT_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
        path: field,
        message: `${field} is required and cannot be removed`,
        code: 'required',
      })),
    );
    const item = await tx.repo(Equipment).get(id);
    const before = { condition: item.condition, condition_notes: item.condition_notes };
    const next = Object.assign(new Equipment(), item);
    for (const field of EQUIPMENT_WRITABLE_FIELDS) {
      if (patch[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = patch[field];
    }
    failOn(equipmentDateErrors(next));
    for (const field of EQUIPMENT_WRITABLE_FIELDS) (item as unknown as Record<string, unknown>)[field] = next[field];
    await tx.flush();
    if (conditionChanged(before, item)) await recordCondition(tx, item, 'update', clock.now());
    return item;
  });
}
