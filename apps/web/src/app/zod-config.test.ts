import { expect, it } from 'vitest';

it('zod, loaded after the app sets its settings, builds no parser with new Function (the CSP refuses it)', async () => {
  await import('./zod-config');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  const evaluated: string[] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      evaluated.push(String(args.at(-1)));
      return Reflect.construct(target, args);
    },
  });
  try {
    expect(z.object({ email: z.string(), count: z.number() }).parse({ email: 'a@b.co', count: 1 })).toEqual({
      email: 'a@b.co',
      count: 1,
    });
  } finally {
    globalThis.Function = original;
  }
  expect(evaluated).toEqual([]);
});
