// What the batch run use cases are built from: the billing ports their items use.
export type { RunDeps as RunsDeps } from './kinds/types.js';
