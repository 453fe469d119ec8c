// What the mandate use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { Ids } from '../ports/ids.js';
import type { Workflows } from '../ports/workflows.js';

export interface MandateDeps {
  clock: Clock;
  ids: Ids;
  /** An ACTIVE mandate's statement schedule (workflows/owner-statements/); none when absent. */
  workflows?: Workflows;
}
