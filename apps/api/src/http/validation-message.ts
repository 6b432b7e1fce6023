/** One problem found by a route schema (the shape fastify-type-provider-zod gives `error.validation`). */
export interface ValidationProblem {
  /** JSON pointer of the field, e.g. `/email` or `/locations/0/city`; `/` or empty for the whole input. */
  instancePath: string;
  /** The zod issue code: invalid_type, too_small, invalid_format … */
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

/** Where the input was: body, querystring, params or headers. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers' | (string & {});

const ACRONYMS: Record<string, string> = {
  id: 'ID',
  npi: 'NPI',
  url: 'URL',
  otp: 'OTP',
  fcm: 'FCM',
  ids: 'IDs',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

const CONTEXT_WORDS: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

/** `organizationName` → `Organization name`; `/locations/0/city` → `Locations 1 city`. */
export function fieldLabel(instancePath: string): string {
  const words = instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) =>
      /^\d+$/.test(segment)
        ? [String(Number(segment) + 1)]
        : segment
            .replace(/([a-z\d])([A-Z])/g, '$1 $2')
            .split(/[\s_-]+/)
            .filter(Boolean)
            .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase()),
    );
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueAt(input: unknown, instancePath: string): unknown {
  let value = input;
  for (const segment of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Zod's built-in messages ("Too small: expected string to have >=8 characters") reworded for people. */
function describe(problem: ValidationProblem): string {
  const message = problem.message ?? 'Invalid value';
  const params = problem.params ?? {};
  // A schema's own message (anything but zod's defaults) is already written for people: keep it.
  if (!/^(Invalid input|Too small|Too big|Invalid option)\b/.test(message)) return capitalize(message);

  if (problem.keyword === 'invalid_type' && typeof params.expected === 'string') {
    return `Expected ${TYPE_WORDS[params.expected] ?? params.expected}`;
  }
  if (problem.keyword === 'invalid_value' && Array.isArray(params.values)) {
    const values = params.values.map((value) => JSON.stringify(value));
    return values.length === 1 ? `Must be ${values[0]}` : `Must be one of ${values.join(', ')}`;
  }
  if (problem.keyword === 'too_small' || problem.keyword === 'too_big') {
    const small = problem.keyword === 'too_small';
    const bound = Number(small ? params.minimum : params.maximum);
    const inclusive = params.inclusive !== false;
    if (params.origin === 'string') {
      if (small && bound === 1) return 'Must not be empty';
      return `Must be ${small ? 'at least' : 'at most'} ${plural(bound, 'character')}`;
    }
    if (params.origin === 'array' || params.origin === 'set') {
      if (small && bound === 1) return 'Choose at least one';
      return `Must have ${small ? 'at least' : 'at most'} ${plural(bound, 'item')}`;
    }
    if (inclusive) return `Must be ${small ? 'at least' : 'at most'} ${bound}`;
    return `Must be ${small ? 'greater' : 'less'} than ${bound}`;
  }
  return capitalize(message.replace(/^Invalid input:\s*/, ''));
}

/**
 * One short sentence naming the first problem's field, e.g. "Email: Invalid email address" or
 * "Password is required". `input` (the body, query …) lets a missing field read as "is required".
 */
export function formatValidationMessage(
  problems: readonly ValidationProblem[],
  context: ValidationContext = 'body',
  input?: unknown,
): string {
  const [first] = problems;
  if (!first) return 'The request is not valid.';
  const label = fieldLabel(first.instancePath);
  const missing =
    first.keyword === 'invalid_type' &&
    (/received undefined$/.test(first.message ?? '') ||
      (input !== undefined && valueAt(input, first.instancePath) === undefined));

  if (label === '') {
    const subject = CONTEXT_WORDS[context] ?? 'The request';
    return missing ? `${subject} is missing.` : `${subject} is not valid: ${describe(first)}`;
  }
  return missing ? `${label} is required` : `${label}: ${describe(first)}`;
}
