import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';

/**
 * The API as a caller sees it, read from the app itself so that the security suites cover every route,
 * including the ones added after them, without anyone listing routes by hand:
 * - the documented routes and their request schemas from `GET /openapi.json`;
 * - the routes hidden from that document (`schema: { hide: true }`: the operator API, the docs UI, the
 *   document itself) from Fastify's route tree, without a schema.
 */

/** The part of JSON Schema (OpenAPI 3.1) the generated request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route: its method, its OpenAPI-style path and what it accepts. */
export interface Operation {
  method: HttpMethod;
  /** `/employer/jobs/{jobId}`: parameters in braces, as in the OpenAPI document. */
  path: string;
  pathParameters: string[];
  query: QueryParameter[];
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** False for the routes hidden from `/openapi.json` (known from the route tree only, without schemas). */
  documented: boolean;
  /** The statuses the route documents (a deliberate 501 "not configured" is one). */
  statuses: number[];
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `GET /employer/jobs/{jobId}`. */
export function operationName(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/** Replaces `$ref`s by what they point to (the document has none today; a later zod `.meta({ id })` adds some). */
function resolve(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name], document, depth + 1);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        resolve(value, document, depth + 1) ?? {},
      ]),
    );
  }
  if (schema.items) resolved.items = resolve(schema.items, document, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) resolved[key] = list.map((item) => resolve(item, document, depth + 1) ?? {});
  }
  return resolved;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The documented routes, from the app's own `/openapi.json`. */
export async function documentedOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  const document = response.json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(byMethod)) {
      const method = lowerMethod.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method,
        path,
        pathParameters: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required === true,
            schema: resolve(parameter.schema, document) ?? {},
          })),
        ...(json?.schema ? { body: resolve(json.schema, document) } : {}),
        bodyRequired: operation.requestBody?.required === true,
        documented: true,
        statuses: Object.keys(operation.responses ?? {})
          .map(Number)
          .filter(Number.isInteger),
      });
    }
  }
  return operations;
}

/**
 * Every route of the app as `[method, path]`, read from `app.printRoutes()` (a tree: a child's segment
 * continues its parent's path). `:name` becomes `{name}` and a wildcard `*` becomes `{wildcard}`.
 */
export function registeredRoutes(app: App): { method: HttpMethod; path: string }[] {
  const routes: { method: HttpMethod; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] as string);
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (METHODS.includes(method as HttpMethod)) {
        routes.push({
          method: method as HttpMethod,
          path: path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}'),
        });
      }
    }
  }
  return routes;
}

/** Every route: the documented ones with their schemas, then the hidden ones (schema unknown). */
export async function apiOperations(app: App): Promise<Operation[]> {
  const documented = await documentedOperations(app);
  const known = new Set(documented.map(operationName));
  const hidden = registeredRoutes(app)
    .filter((route) => !known.has(operationName(route)))
    .map(
      (route): Operation => ({
        ...route,
        pathParameters: [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
        query: [],
        bodyRequired: false,
        documented: false,
        statuses: [],
      }),
    );
  return [...documented, ...hidden];
}

/** A path parameter written as is, without percent-encoding (to send broken escapes such as `%zz`). */
export const RAW_SEGMENT = '\u0001raw:';

/** Percent-encodes a path segment; text `encodeURIComponent` refuses (a lone surrogate) goes as its UTF-8 bytes. */
function encodeSegment(value: string): string {
  if (value.startsWith(RAW_SEGMENT)) return value.slice(RAW_SEGMENT.length);
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The URL of `operation` with its path parameters (encoded) and query. */
export function urlOf(
  operation: Pick<Operation, 'path'>,
  parameters: Record<string, string>,
  query?: Record<string, string | string[]>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeSegment(parameters[name] ?? ''),
  );
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  return `${path}?${search.toString()}`;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** The first choice of a union that is not `null`. */
function firstChoice(schema: JsonSchema): JsonSchema | undefined {
  const choices = schema.anyOf ?? schema.oneOf;
  return (
    choices?.find((choice) => !typesOf(choice).includes('null') || typesOf(choice).length > 1) ?? choices?.[0]
  );
}

/** Plain strings tried, in order, against a `pattern` the example must match. */
const PATTERN_CANDIDATES = [
  '(512) 555-0100',
  '123456',
  '1234567893',
  'https://cdn.example.com/logo.png',
  'example',
];

function exampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uuid':
      return randomUUID();
    case 'uri':
    case 'url':
      return 'https://example.com';
  }
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      // A pattern JavaScript cannot read: fall back to plain text below.
    }
    const found = pattern && PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  const minimum = schema.minLength ?? 1;
  const text = 'Example text';
  return text.length >= minimum ? text.slice(0, schema.maxLength ?? text.length) : 'x'.repeat(minimum);
}

function exampleNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  let value = low ?? Math.min(1, high ?? 1);
  if (low !== undefined && high !== undefined) value = Math.min(Math.max(1, low), high);
  return integer ? Math.ceil(value) : value;
}

/**
 * A plausible valid value of `schema`: the first enum value, the minimum number, a short text matching the
 * pattern… With `allProperties`, objects carry their optional properties too (so every field can be aimed at).
 */
export function exampleOf(
  schema: JsonSchema | undefined,
  options: { allProperties?: boolean } = {},
): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = firstChoice(schema);
  if (choice) return exampleOf(choice, options);
  if (schema.allOf?.length) return exampleOf(Object.assign({}, ...schema.allOf), options);
  const types = typesOf(schema).filter((type) => type !== 'null');
  switch (types[0]) {
    case 'string':
      return exampleString(schema);
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => exampleOf(schema.items ?? {}, options));
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (options.allProperties || required.has(key)) result[key] = exampleOf(property, options);
      }
      return result;
    }
    default:
      return 'example';
  }
}

/** A path into a JSON value: property names and array indexes. */
export type JsonPath = (string | number)[];

/** The paths of every string field of `schema` (inside objects and arrays; unions: every choice). */
export function stringFieldPaths(
  schema: JsonSchema | undefined,
  prefix: JsonPath = [],
  depth = 0,
): JsonPath[] {
  if (!schema || depth > 12) return [];
  const found: JsonPath[] = [];
  const types = typesOf(schema);
  if (types.includes('string') && !schema.enum && schema.const === undefined) found.push(prefix);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...stringFieldPaths(property, [...prefix, key], depth + 1));
  }
  if (schema.items) found.push(...stringFieldPaths(schema.items, [...prefix, 0], depth + 1));
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const path of stringFieldPaths(choice, prefix, depth + 1)) {
      if (!found.some((known) => known.join('\u0000') === path.join('\u0000'))) found.push(path);
    }
  }
  return found;
}

/** A copy of `value` with `replacement` at `path` (objects and arrays on the way are created as needed). */
export function withValueAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withValueAt(
    (object as Record<string, unknown>)[head],
    rest,
    replacement,
  );
  return object;
}

/**
 * What is wrong with an answer, or null: every error answer is `{ success: false, error: { message, code } }`
 * with words in both; a JSON 2xx is `{ success: true, … }`; a 5xx is a failure, unless the route documents that
 * status as a deliberate answer (501 "Sign-in with Doximity is not configured") and it is not the generic 500.
 */
export function envelopeProblem(
  statusCode: number,
  contentType: string | undefined,
  body: string,
  documentedStatuses: number[] = [],
): string | null {
  if (statusCode >= 500 && (!documentedStatuses.includes(statusCode) || body.includes('"INTERNAL"'))) {
    return `answered ${statusCode}`;
  }
  const isJson = (contentType ?? '').includes('application/json');
  if (statusCode >= 400) {
    if (!isJson)
      return `answered ${statusCode} without a JSON envelope (${contentType ?? 'no content type'})`;
    let parsed: { success?: unknown; error?: { message?: unknown; code?: unknown } };
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${statusCode} with a body that is not JSON`;
    }
    if (parsed.success !== false) return `answered ${statusCode} without success: false`;
    const message = parsed.error?.message;
    const code = parsed.error?.code;
    if (typeof message !== 'string' || message.trim() === '')
      return `answered ${statusCode} without a message`;
    if (typeof code !== 'string' || code.trim() === '') return `answered ${statusCode} without a code`;
    return null;
  }
  if (statusCode >= 200 && statusCode < 300 && isJson && body.length > 0) {
    let parsed: { success?: unknown };
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${statusCode} with a body that is not JSON`;
    }
    // The OpenAPI document itself is the one JSON answer outside the envelope.
    if (parsed.success !== true && !('openapi' in (parsed as object))) {
      return `answered ${statusCode} without success: true`;
    }
  }
  return null;
}
