import { describe, expect, it } from '@jest/globals';
import { BOUND_METHODS } from '../../../adapters/main/zod-methods.js';
import { z } from 'zod';
import { contract } from '../../../contract/index.js';

const money = z.number().nonnegative().multipleOf(0.01);
const lease = z.object({ rent: money, note: z.string().max(3).optional(), tags: z.array(z.string()).default([]) });

describe('zod methods on the prototype (the API entry point loads this first)', () => {
  it('leaves no bound method or Standard Schema object on a schema', () => {
    for (const schema of [money, lease, lease.shape.note, lease.shape.tags, z.string().nullable()]) {
      for (const name of [...BOUND_METHODS, 'spa', '~standard']) expect(Object.hasOwn(schema, name)).toBe(false);
    }
  });

  it('parses, refuses and transforms as zod does', async () => {
    expect(lease.parse({ rent: 720.5 })).toEqual({ rent: 720.5, tags: [] });
    expect(() => lease.parse({ rent: -1 })).toThrow(z.ZodError);
    expect(lease.safeParse({ rent: 1, note: 'long' }).success).toBe(false);
    expect(await lease.parseAsync({ rent: 2, tags: ['a'] })).toEqual({ rent: 2, tags: ['a'] });
    expect((await lease.spa({ rent: 'x' })).success).toBe(false);
    expect((await lease.safeParseAsync({ rent: 3 })).success).toBe(true);
    const cents = money.transform((euros) => Math.round(euros * 100)).pipe(z.number().int());
    expect(cents.parse(12.34)).toBe(1234);
    const even = z.number().refine((n) => n % 2 === 0, 'even');
    expect(even.safeParse(3).success).toBe(false);
    expect(even.or(z.string()).parse('a')).toBe('a');
    expect(z.string().nullish().isOptional()).toBe(true);
    expect(z.string().nullable().isNullable()).toBe(true);
    expect(z.string().describe('a name').description).toBe('a name');
    expect(z.string().catch('none').parse(1)).toBe('none');
    expect(
      z
        .object({ a: z.string() })
        .and(z.object({ b: z.number() }))
        .parse({ a: 'x', b: 1 }),
    ).toEqual({ a: 'x', b: 1 });
    expect(z.string().array().readonly().parse(['x'])).toEqual(['x']);
  });

  it('answers the Standard Schema interface', () => {
    const standard = money['~standard'];
    expect(standard.vendor).toBe('zod');
    expect(standard.validate(5)).toEqual({ value: 5 });
    expect(standard.validate(-5)).toHaveProperty('issues');
  });

  it('holds for the schemas of the contract', () => {
    const route = contract.estates.list;
    expect(Object.hasOwn(route.query as object, 'safeParse')).toBe(false);
    expect((route.query as z.ZodTypeAny).safeParse({ per_page: 'x' }).success).toBe(false);
  });
});
