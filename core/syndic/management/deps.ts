// What the syndic management use cases are built from.
import type { Workflows } from '../../ports/workflows.js';

export interface SyndicManagementDeps {
  /** A voted budget starts the syndicate's fund-call process (workflows/syndic-fund-calls/). */
  workflows: Workflows;
}
