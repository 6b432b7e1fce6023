import type { TestProject } from 'vitest/node';
import {
  dropPostgresDatabase,
  type PgliteTemplates,
  preparePgliteTemplates,
  preparePostgresTemplate,
} from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
    /** The migrated template database on TEST_DATABASE_URL's server, when set. */
    postgresTemplate: string | null;
  }
}

/** Once per run: migrated templates that every test database is copied from. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const [pgliteTemplates, postgresTemplate] = await Promise.all([
    preparePgliteTemplates(),
    url ? preparePostgresTemplate(url) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplates', pgliteTemplates);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (url && postgresTemplate) await dropPostgresDatabase(url, postgresTemplate);
  };
}
