/** The two API bases the product knows. The web app is served by the API, so both default to same-origin. */
export type ApiEnvironment = 'production' | 'test';

export interface ApiBases {
  production: string;
  test: string;
}

/**
 * Picks the base URL for the configured environment and trims a trailing slash so paths join cleanly.
 * An unknown environment falls back to production rather than silently calling the test server.
 */
export function selectApiBase(environment: string | undefined, bases: ApiBases): string {
  const base = environment === 'test' ? bases.test : bases.production;
  return base.replace(/\/+$/, '');
}
