// The platform vocabulary: what /api/health says of the workflow engine (docs/decisions.md
// 205). Plain data for the contract and the adapters.

/**
 * starting: connecting to the cluster, or starting the embedded dev server; obtaining_cli: finding,
 * downloading or building the Temporal CLI (once per machine); up: the engine takes commands; off:
 * no engine, for the reason the description gives.
 */
export const WORKFLOW_ENGINE_STATES = ['starting', 'obtaining_cli', 'up', 'off'] as const;
export type WorkflowEngineState = (typeof WORKFLOW_ENGINE_STATES)[number];
