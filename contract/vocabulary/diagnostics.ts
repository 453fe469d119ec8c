// The diagnostics vocabulary (spec, Energy diagnosis): the DPE labels, A (best) to G, on both the
// energy and the greenhouse-gas scale. The contract also accepts them in lower case. Plain data
// for the contract and core.

export const DPE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type DpeLabel = (typeof DPE_LABELS)[number];
