import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type Config, ConfigError, DEFAULT_DEMO_PASSWORD, loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { migrate, missingTrigramIndexes } from './db/migrate.js';
import { publishedDemoAccounts, seed, seedDemoContent, seedReferenceData } from './db/seed.js';
import { hasSpa } from './http/spa.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from './modules/candidates/seed.js';

// Starts the server: config → database → app → migrations → seed → listen; closes cleanly on SIGINT/SIGTERM.
const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Before the logger exists: one readable message instead of a stack trace.
  console.error(error.message);
  process.exit(1);
}
const database = await createDatabase(config);
const app = await buildApp({ config, database });
const log = app.log;

// From the first signal on: stop accepting connections, let in-flight requests finish, close the database.
// A second signal, or 10 s without finishing, exits at once.
closeWithGrace({ delay: 10_000, logger: log }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'Shutting down after an error');
  else log.info({ signal }, 'Shutting down');
  await app.close();
  await database.close();
  log.info('Stopped');
});

try {
  log.info(
    { database: database.kind },
    database.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite at ${config.pgliteDataDir}`,
  );
  if (config.redisUrl) {
    log.info('Cluster: socket rooms and rate limits shared through Redis (REDIS_URL)');
  } else if (config.socketCluster && database.kind === 'postgres') {
    log.info('Cluster: socket rooms shared through PostgreSQL (SOCKET_CLUSTER)');
  }
  await migrate(database);
  const missingIndexes = await missingTrigramIndexes(database.db);
  if (missingIndexes.length > 0) {
    log.warn(
      { missingIndexes },
      "Explore's text search runs without its trigram indexes (pg_trgm could not be created): see docs/deploy.md, PostgreSQL extensions",
    );
  }
  if (config.nodeEnv === 'production') {
    const published = await publishedDemoAccounts(database.db, config.demoEmail);
    if (published.length > 0) {
      // One readable line, as for a missing setting.
      console.error(
        `MedHire will not start in production: ${published.join(' and ')} still sign${published.length > 1 ? '' : 's'} in with the password the README publishes (this database ran the demo). Use a database that never ran \`npm start\`'s demo.`,
      );
      await app.close();
      await database.close();
      process.exit(1);
    }
  }
  let demoLine = '';
  if (config.nodeEnv === 'production' && config.testPayments) {
    log.warn('Payments: the built-in test provider takes test cards (TEST_PAYMENTS=true); no money moves');
  }
  if (!config.seedDemo) await seedReferenceData(database.db);
  else {
    const { created, demoEmployerId } = await seed(database.db, config);
    // A DEMO_PASSWORD of one's own (production demands one) is the demo candidate's too, and is never printed:
    // only the published default is.
    const published = config.demoPassword === DEFAULT_DEMO_PASSWORD;
    const content = await seedDemoContent(
      database.db,
      demoEmployerId,
      published ? {} : { candidatePassword: config.demoPassword },
    );
    if (content.candidates > 0) log.info(content, 'Demo jobs, candidates and matches created');
    const password = published ? ` / ${DEFAULT_DEMO_PASSWORD}` : '';
    log.info(
      { demoEmail: config.demoEmail, created },
      `Demo employer ${created ? 'created' : 'present'}: ${config.demoEmail}${password}`,
    );
    demoLine =
      `\n  Demo employer:  ${config.demoEmail}\n  Password:       ${published ? DEFAULT_DEMO_PASSWORD : '(your DEMO_PASSWORD)'}\n` +
      `  Demo candidate: ${DEMO_CANDIDATE_EMAIL} / ${published ? DEMO_CANDIDATE_PASSWORD : '(your DEMO_PASSWORD)'} (employee API)\n`;
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  log.info(
    { url, port, spa: hasSpa(config.webDistDir), startSeconds: (Date.now() - started) / 1000 },
    `MedHire is listening on ${url}`,
  );
  // The structured log above is for machines; this is for the person who ran `npm start`.
  process.stdout.write(`\n  MedHire is ready at ${url}\n${demoLine}\n`);
} catch (error) {
  log.fatal({ err: error }, 'The server could not start');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}
