// What the charge use cases are built from, and who calls them (the audit log names the caller).
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../ports/clock.js';
import type { Ids } from '../ports/ids.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';

export interface ChargesDeps {
  clock: Clock;
  ids: Ids;
  /** Renders the regularisation statement (décompte). */
  renderer: PdfRenderer;
}

export interface ChargesContext extends ChargesDeps {
  actor: Actor;
}
