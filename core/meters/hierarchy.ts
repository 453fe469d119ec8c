// Parent/child (sub-meter) hierarchies (spec, Meters: "Meters form parent/child (sub-meter)
// hierarchies"): a sub-meter measures part of what its parent measures, so both count the same
// thing, in the same building, and no meter is its own ancestor (docs/decisions.md).
import type { FieldError } from '../shared/errors.js';
import type { MeterType } from '../../contract/vocabulary/meters.js';

/** The most levels a hierarchy may have; deeper is refused, which also bounds the walk up. */
export const MAX_METER_DEPTH = 10;

export interface HierarchyNode {
  id: string;
  type: MeterType;
  /** The building: the meter's place, or its estate's place. */
  place_id: string;
  replaced_by_meter_id: string | null;
}

const error = (message: string, code: string): FieldError => ({ path: 'parent_meter_id', message, code });

/**
 * What is wrong with `parent` as the parent of `meter`: a cycle (the parent is the meter or one of
 * its descendants, i.e. the meter is among the parent's ancestors), another type, another
 * building, a replaced parent, or a hierarchy too deep.
 */
export function parentErrors(
  meter: { id: string | null; type: MeterType; place_id: string },
  parent: HierarchyNode,
  parentAncestorIds: readonly string[],
): FieldError[] {
  if (meter.id !== null && (parent.id === meter.id || parentAncestorIds.includes(meter.id))) {
    return [error(`meter ${parent.id} is this meter or one of its sub-meters: that would be a cycle`, 'cycle')];
  }
  const errors: FieldError[] = [];
  if (parent.type !== meter.type)
    errors.push(error(`a ${meter.type} meter cannot be a sub-meter of a ${parent.type} meter`, 'type_mismatch'));
  if (parent.place_id !== meter.place_id)
    errors.push(error(`meter ${parent.id} is in another building`, 'other_building'));
  if (parent.replaced_by_meter_id !== null)
    errors.push(error(`meter ${parent.id} was replaced by ${parent.replaced_by_meter_id}`, 'parent_replaced'));
  if (parentAncestorIds.length + 2 > MAX_METER_DEPTH)
    errors.push(error(`a meter hierarchy has at most ${MAX_METER_DEPTH} levels`, 'too_deep'));
  return errors;
}
