// Update semantics (spec, Estate rule 3): an absent field keeps its value,
// null removes it, a value replaces it.

export type Patch<T> = { [K in keyof T]?: T[K] | null };

/** Applies a patch to a target, copying only the keys present in the patch. */
export function applyPatch<T extends object>(target: T, patch: Patch<T>, allowed?: readonly (keyof T)[]): T {
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (allowed && !allowed.includes(key)) continue;
    const value = patch[key];
    if (value === undefined) continue;
    (target as Record<keyof T, unknown>)[key] = value;
  }
  return target;
}
