/**
 * `npm run db:migrate`: brings the PostgreSQL schema named by DATABASE_URL up to date
 * (migrations/*.sql, each applied once). The server does the same at start; run this in a deploy
 * step to migrate before the servers start.
 */
import { parseArgs } from "node:util";
import { loadEnvFile } from "../../server/env-file";
import { migrate } from "../../server/submissions/postgres/migrate";

try {
  parseArgs({ args: process.argv.slice(2), strict: true, allowPositionals: false, options: {} });
} catch (error) {
  console.error(`npm run db:migrate: ${(error as Error).message.split("\n")[0]}`);
  console.error("usage: npm run db:migrate (reads DATABASE_URL, or .env)");
  process.exit(2);
}

loadEnvFile();
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set: nothing to migrate (the file store needs no migration).");
  process.exit(1);
}
migrate(url, (message) => console.log(message)).then(
  (applied) => console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database schema is up to date."),
  (error) => {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
