// zod 3's schema constructor binds 24 of its methods to every schema it makes (`this.parse =
// this.parse.bind(this)`, ...) and gives each its own `~standard` object and closure, so that a
// method can be passed around detached. The contract makes about 6,300 schemas: 160,000 bound
// functions, 10 MB of the API's heap, which every major garbage collection marks again
// (docs/decisions.md 335). Imported first by the API's entry point, before the contract is built:
// those names become accessors of ZodType's prototype whose setter drops what the constructor
// assigns, so that a schema finds the prototype's methods, called as methods (`schema.parse(x)`),
// which is how ts-rest and this service call them. A subclass's own method of the same name is
// still bound as before.
import { ZodType } from 'zod';

/** The methods ZodType's constructor binds (zod 3.25, zod/v3/types.js). */
export const BOUND_METHODS = [
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'refine',
  'refinement',
  'superRefine',
  'optional',
  'nullable',
  'nullish',
  'array',
  'promise',
  'or',
  'and',
  'transform',
  'brand',
  'default',
  'catch',
  'describe',
  'pipe',
  'readonly',
  'isNullable',
  'isOptional',
] as const;

type Methods = Record<string, (...args: unknown[]) => unknown>;

function methodsOnPrototype(): void {
  const prototype = ZodType.prototype as unknown as Methods;
  const accessor = (method: (...args: unknown[]) => unknown): PropertyDescriptor => ({
    configurable: true,
    get: () => method,
    set: () => undefined,
  });
  for (const name of BOUND_METHODS) Object.defineProperty(prototype, name, accessor(prototype[name]));
  // `spa` is the constructor's alias of safeParseAsync.
  Object.defineProperty(prototype, 'spa', accessor(prototype.safeParseAsync));
  // The Standard Schema interface, made when asked rather than once per schema.
  Object.defineProperty(prototype, '~standard', {
    configurable: true,
    get(this: ZodType) {
      return { version: 1, vendor: 'zod', validate: (data: unknown) => this['~validate'](data) };
    },
    set: () => undefined,
  });
}

methodsOnPrototype();
