import fs from "node:fs";
import path from "node:path";
import { runner } from "node-pg-migrate";

/**
 * The package's migrations/ folder, looked for from this module upwards: this module runs from
 * its source (server/submissions/postgres/, through tsx) and from the server's build (dist/).
 */
function migrationsDir(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "migrations");
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(candidate)) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`no migrations/ folder above ${from}`);
  }
}

/** The versioned schema: migrations/*.sql, applied in order, each once (node-pg-migrate's `pgmigrations` table records them). */
export const MIGRATIONS_DIR = migrationsDir();

/**
 * Brings the database up to the newest migration. Safe to run from several servers starting at
 * once: node-pg-migrate holds an advisory lock while it works, and the others wait for it (its
 * default, "fail", made a server that arrived second exit even with nothing to migrate) and then
 * find nothing left to apply. Returns the names applied now.
 * Used at server start and by `npm run db:migrate` (a deploy step that migrates before the
 * servers start).
 */
export async function migrate(
  databaseUrl: string,
  log: (message: string) => void = () => undefined,
): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: "up",
    migrationsTable: "pgmigrations",
    count: Infinity,
    advisoryLockMode: "wait",
    log,
    verbose: false,
  });
  return applied.map((migration) => migration.name);
}
