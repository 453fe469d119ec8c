// Compliance results on the wire: money figures in euros.
import type { Figure, Violation } from '../../../../core/compliance/violation.js';
import { fromCents } from '../../../../core/shared/money.js';

/** Money figures are cents in core (`x_cents`); the wire answers euros under `x`. */
export function figuresWire(figures: Record<string, Figure>): Record<string, Figure> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) =>
      key.endsWith('_cents') && typeof value === 'number'
        ? [key.slice(0, -'_cents'.length), fromCents(value)]
        : [key, value],
    ),
  );
}

export function violationsWire(violations: Violation[]) {
  return violations.map((violation) => ({ ...violation, figures: figuresWire(violation.figures) }));
}
