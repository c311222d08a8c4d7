import { startTestPostgres, type TestPostgres } from "../../scripts/lib/postgres";

/**
 * TEST_STORE=postgres (`npm run test:integration:postgres`): the same integration suite against a
 * real PostgreSQL server started here for the run; every server the tests start gets a database
 * of its own. Without it the suite runs on the file store.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_STORE !== "postgres") return;
  const postgres = await startTestPostgres();
  (globalThis as { testPostgres?: TestPostgres }).testPostgres = postgres;
  process.env.TEST_POSTGRES_PORT = String(postgres.port);
  process.env.TEST_POSTGRES_DATA = postgres.dataDir;
  console.log(`\nPostgreSQL for the integration tests on port ${postgres.port}`);
}
