/**
 * Case, space, '_' and '-' insensitive match of an enum value: `PROPERTY_MANAGER`, `property-manager`
 * and `Property Manager` all give `Property Manager` (docs/architecture.md: accept other spellings, answer
 * with the reference one). Undefined when nothing matches.
 */
export function canonicalEnumValue<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  return allowed.find((candidate) => key(candidate) === key(value));
}
