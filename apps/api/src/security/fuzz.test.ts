import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import {
  type Actor,
  anonymous,
  candidateActor,
  createSecurityApp,
  demoEmployer,
  type EmployerActor,
  operator,
  send,
} from './actors.js';
import { apiOperations, envelopeProblem, exampleOf, operationName, urlOf } from './api-surface.js';
import { type FuzzCase, fuzzCases } from './arbitraries.js';
import { someCandidateIds, tenantIds } from './tenant-ids.js';

/**
 * Requests per route. The default keeps the suite near 30-60 s per database on a shared 2-core machine;
 * `FUZZ_RUNS=500` for a deeper search. `FUZZ_SEED` replays a run (each route's seed is printed on failure).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);

/** A stable seed per route, so a new route does not change the cases of the others. */
function seedFor(name: string): number {
  return (createHash('sha256').update(name).digest().readUInt32BE(0) ^ BASE_SEED) | 0;
}

function describeCase(fuzzCase: FuzzCase, actors: Actor[]): string {
  const body =
    fuzzCase.body.kind === 'json'
      ? JSON.stringify(fuzzCase.body.value)
      : fuzzCase.body.kind === 'raw'
        ? `${fuzzCase.body.contentType}: ${JSON.stringify(fuzzCase.body.text)}`
        : 'no body';
  return `as ${actors[fuzzCase.actor]?.name}, params ${JSON.stringify(fuzzCase.parameters)}, query ${JSON.stringify(
    fuzzCase.query,
  )}, body ${body.slice(0, 400)}`;
}

describe.each(testDatabases())('every route survives malformed input (%s)', (kind) => {
  let testApp: TestApp;
  let employer: EmployerActor;
  let actors: Actor[];
  let ids: string[];

  beforeAll(async () => {
    testApp = await createSecurityApp(kind);
    employer = await demoEmployer(testApp, 40);
    const db = testApp.database.db;
    actors = [employer, await candidateActor(db, { demo: true }), anonymous, operator];
    const own = await tenantIds(db, employer.id);
    ids = [...Object.values(own).flat(), ...(await someCandidateIds(db))];
  }, 120_000);
  afterAll(async () => testApp?.close());

  it('never answers 5xx; errors carry the envelope with a message; 2xx carries success: true', async () => {
    const { app } = testApp;
    const operations = await apiOperations(app);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cases = 0;
    const started = performance.now();

    for (const operation of operations) {
      const name = operationName(operation);
      const seed = seedFor(name);
      // Who gets past the route's door with a plain request: the employer, the candidate, anyone, the operator.
      const accepted: number[] = [];
      for (const [index, actor] of actors.entries()) {
        const { response } = await send(app, {
          method: operation.method,
          url: urlOf(
            operation,
            Object.fromEntries(operation.pathParameters.map((parameter) => [parameter, employer.id])),
          ),
          token: await actor.token(),
          ...(operation.method === 'GET' ? {} : { payload: exampleOf(operation.body) ?? {} }),
        });
        if (response.statusCode !== 401) accepted.push(index);
      }
      await employer.restore();
      const result = await fc.check(
        fc.asyncProperty(fuzzCases(operation, { all: actors.length, accepted }, ids), async (fuzzCase) => {
          cases += 1;
          const actor = actors[fuzzCase.actor] as Actor;
          const { body } = fuzzCase;
          const { response } = await send(app, {
            method: operation.method,
            url: urlOf(operation, fuzzCase.parameters, fuzzCase.query),
            token: await actor.token(),
            ...(body.kind === 'json' ? { payload: body.value } : {}),
            ...(body.kind === 'raw' ? { rawBody: body.text, contentType: body.contentType } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = envelopeProblem(
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
            operation.statuses,
          );
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed, endOnFailure: true },
      );
      if (result.failed) {
        const counterexample = result.counterexample?.[0] as FuzzCase | undefined;
        failures.push(
          `${name} (seed ${seed}) ${(result.errorInstance as Error | undefined)?.message}\n    ${
            counterexample ? describeCase(counterexample, actors) : ''
          }`,
        );
      }
      // A case may have archived the employer or changed its profile: the next route starts from the seed.
      await employer.restore();
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.info(
      `[fuzz, ${kind}] ${operations.length} routes (${operations.filter((item) => !item.documented).length} hidden), ` +
        `${cases} cases in ${seconds} s; answers ${byStatus}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
