import { postgresBin, startTestPostgres, type TestPostgres } from "../../scripts/lib/postgres";

/**
 * TEST_STORE=postgres (`npm run test:integration:postgres`): the same integration suite against a
 * real PostgreSQL server started here for the run; every server the tests start gets a database
 * of its own. Without it the suite runs on the file store.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_STORE !== "postgres") return;
  if (!postgresBin()) {
    // As with the browser tests: skipped with a message on a machine without it, required under CI.
    const message = "The PostgreSQL run needs PostgreSQL installed (apt-get install -y postgresql).";
    if (process.env.CI && process.env.CI !== "false") throw new Error(`${message} It is required under CI.`);
    console.warn(`\nSKIPPED: ${message}`);
    process.env.TEST_STORE_SKIPPED = "1";
    return;
  }
  const postgres = await startTestPostgres();
  (globalThis as { testPostgres?: TestPostgres }).testPostgres = postgres;
  process.env.TEST_POSTGRES_PORT = String(postgres.port);
  process.env.TEST_POSTGRES_DATA = postgres.dataDir;
  console.log(`\nPostgreSQL for the integration tests on port ${postgres.port}`);
}
