import type { TestPostgres } from "../../scripts/lib/postgres";

export default async function globalTeardown(): Promise<void> {
  (globalThis as { testPostgres?: TestPostgres }).testPostgres?.destroy();
}
