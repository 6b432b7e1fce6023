import fc from 'fast-check';
import { exampleOf, type JsonSchema, type Operation, RAW_SEGMENT } from './api-surface.js';

/**
 * fast-check generators of hostile requests, read from a route's JSON Schema: mostly the right shape, so the
 * request gets deep into the route, with malformed and boundary values anywhere in it (wrong types, missing
 * required fields, extra fields, prototype-pollution keys, empty and huge strings, huge and negative numbers,
 * unicode, arrays for objects, nulls).
 */

/** Object keys that have hurt JavaScript servers before. */
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Strings that break careless code: SQL and LIKE syntax, paths, control characters, lone surrogates, RTL… */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '__proto__',
  "'; drop table employers; --",
  '%',
  '_',
  '\\',
  '%00',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍⚕️',
  'Ω≈ç√∫',
  '../../etc/passwd',
  '//evil.com',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0000000-0000-0000-0000-000000000000',
  '2026-02-30T25:61:61Z',
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  Number.MIN_VALUE,
];

/** Any string, weighted towards the nasty ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** A JSON value of the wrong kind for most fields. */
function hostileValue(depth: number): fc.Arbitrary<unknown> {
  const scalars = fc.oneof(
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { value: null }),
    fc.constantFrom(...NASTY_NUMBERS),
    nastyString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  if (depth > 3) return scalars;
  return fc.oneof(
    { weight: 4, arbitrary: scalars },
    { weight: 1, arbitrary: fc.array(hostileValue(depth + 1), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: pollutedObject(
        fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(depth + 1), { maxKeys: 3 }),
      ),
    },
  );
}

/** Adds own properties such as `__proto__` (as JSON.parse would give them) to generated objects, sometimes. */
function pollutedObject(
  objects: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      objects,
      fc.option(
        fc.tuple(
          fc.constantFrom(...POLLUTING_KEYS),
          fc.constantFrom<unknown>({ polluted: true }, null, 'x', []),
        ),
        { freq: 4 },
      ),
    )
    .map(([object, extra]) => {
      if (!extra) return object;
      const copy = { ...object };
      Object.defineProperty(copy, extra[0], {
        value: extra[1],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function boundaryStrings(schema: JsonSchema): fc.Arbitrary<string> {
  const lengths = [schema.minLength, schema.maxLength].filter(
    (value): value is number => value !== undefined,
  );
  const around = lengths
    .flatMap((length) => [length - 1, length, length + 1])
    .filter((length) => length >= 0 && length <= 20_000);
  const example = String(exampleOf(schema));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(example) },
    {
      weight: 1,
      arbitrary: around.length
        ? fc.constantFrom(...around).map((length) => 'a'.repeat(length))
        : fc.constant('a'),
    },
    {
      weight: 1,
      arbitrary: fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(` ${example} `, example.toUpperCase(), `${example}\u0000`) },
  );
}

function boundaryNumbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
    (value): value is number => value !== undefined,
  );
  const edges = limits.flatMap((limit) => [limit - 1, limit, limit + 1, limit + 0.5]);
  const low = schema.minimum ?? -1_000_000;
  const high = schema.maximum ?? 1_000_000;
  return fc.oneof(
    {
      weight: 2,
      arbitrary: integer
        ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
        : fc.double({ min: low, max: high, noNaN: true }),
    },
    { weight: 1, arbitrary: edges.length ? fc.constantFrom(...edges) : fc.constant(0) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  );
}

/** A value of the schema's shape, with hostile values mixed in at every depth. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const hostile = hostileValue(depth);
  if (!schema || depth > 5) return hostile;
  return fc.oneof({ weight: 5, arbitrary: shapedValue(schema, depth) }, { weight: 1, arbitrary: hostile });
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length)
    return fc.oneof(
      fc.constantFrom(...schema.enum),
      fc
        .constantFrom(...schema.enum)
        .map((value) => (typeof value === 'string' ? value.toUpperCase() : value)),
    );
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf), depth + 1);
  const type = typesOf(schema).find((name) => name !== 'null');
  switch (type) {
    case 'string':
      return boundaryStrings(schema);
    case 'integer':
      return boundaryNumbers(schema, true);
    case 'number':
      return boundaryNumbers(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = valueFor(schema.items, depth + 1);
      const tooMany = schema.maxItems !== undefined && schema.maxItems < 60 ? [schema.maxItems + 1] : [];
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(items, { maxLength: 3 }) },
        {
          weight: 1,
          arbitrary: tooMany.length
            ? fc.array(items, { minLength: tooMany[0], maxLength: tooMany[0] })
            : fc.constant([]),
        },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      // Mostly every required field (a few dropped at random: `requiredKeys: []`), optional ones at random.
      const records = fc.oneof(
        { weight: 3, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      );
      return pollutedObject(
        fc
          .tuple(
            records,
            fc.dictionary(fc.string({ maxLength: 10 }), hostileValue(depth + 1), { maxKeys: 2 }),
            fc.boolean(),
          )
          .map(([record, extra, addExtra]) => (addExtra ? { ...extra, ...record } : record)),
      );
    }
    default:
      return hostileValue(depth);
  }
}

/** A query-string value: a string of the schema's kind, a nasty one, or the parameter repeated. */
function queryValueFor(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  const single = fc.oneof(
    {
      weight: 3,
      arbitrary: valueFor(schema).map((value) =>
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ),
    },
    { weight: 1, arbitrary: nastyString },
  );
  return fc.oneof(
    { weight: 5, arbitrary: single },
    { weight: 1, arbitrary: fc.array(single, { minLength: 2, maxLength: 3 }) },
  );
}

/** How the body is sent. */
export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

const RAW_BODIES: { text: string; contentType: string }[] = [
  { text: '{', contentType: 'application/json' },
  { text: '', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"text"', contentType: 'application/json' },
  { text: '[1,2,3]', contentType: 'application/json' },
  { text: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { text: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { text: '{"a":1,"a":2}', contentType: 'application/json' },
  { text: '\ufeff{}', contentType: 'application/json' },
  { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { text: 'plain words', contentType: 'text/plain' },
  { text: '<x/>', contentType: 'application/xml' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { text: '{}', contentType: 'application/json; charset=latin1' },
];

/** One request to `operation`: who sends it, its path parameters, query and body. */
export interface FuzzCase {
  actor: number;
  parameters: Record<string, string>;
  query: Record<string, string | string[]>;
  body: BodyCase;
}

/**
 * Requests to `operation`. Path parameters are mostly real ids (`ids`: the signed-in employer's own and
 * its data's, so requests reach the route's rules), sometimes malformed ones.
 */
export function fuzzCases(
  operation: Operation,
  actors: { all: number; accepted: number[] },
  ids: string[],
): fc.Arbitrary<FuzzCase> {
  const parameter = fc.oneof(
    { weight: 3, arbitrary: ids.length ? fc.constantFrom(...ids) : nastyString },
    { weight: 2, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(101), 'x'.repeat(1000), '.', '..', '%2e%2e', 'a/b', '1 OR 1=1'),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '%C0%AF', '%ED%A0%80', '%00', '%2F', '..%2F..%2Fetc', '%E2%80%AE')
        .map((raw) => `${RAW_SEGMENT}${raw}`),
    },
  );
  const parameters = fc.record(Object.fromEntries(operation.pathParameters.map((name) => [name, parameter])));
  const knownQuery = Object.fromEntries(
    operation.query.map((item) => [item.name, queryValueFor(item.schema)]),
  );
  const query = fc
    .tuple(
      fc.record(knownQuery, { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom(...POLLUTING_KEYS, 'pageSize', 'page[x]', 'a[]'),
          fc.string({ maxLength: 6 }),
        ),
        nastyString,
        { maxKeys: 2 },
      ),
      fc.boolean(),
    )
    .map(
      ([known, extra, addExtra]) =>
        (addExtra ? { ...extra, ...known } : known) as Record<string, string | string[]>,
    );
  const bodies: fc.Arbitrary<BodyCase>[] = [
    fc.constant<BodyCase>({ kind: 'none' }),
    fc.constantFrom(...RAW_BODIES).map((raw): BodyCase => ({ kind: 'raw', ...raw })),
    hostileValue(0).map((value): BodyCase => ({ kind: 'json', value })),
  ];
  const body =
    operation.method === 'GET'
      ? fc.oneof(
          { weight: 6, arbitrary: bodies[0] as fc.Arbitrary<BodyCase> },
          { weight: 1, arbitrary: fc.oneof(...bodies) },
        )
      : operation.body
        ? fc.oneof(
            {
              weight: 6,
              arbitrary: valueFor(operation.body).map((value): BodyCase => ({ kind: 'json', value })),
            },
            { weight: 1, arbitrary: fc.oneof(...bodies) },
          )
        : fc.oneof(...bodies);
  // Mostly the callers the route accepts (the others are turned away at the door), sometimes anyone.
  const actor = actors.accepted.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...actors.accepted) },
        { weight: 1, arbitrary: fc.nat({ max: actors.all - 1 }) },
      )
    : fc.nat({ max: actors.all - 1 });
  return fc.record({ actor, parameters, query, body });
}
