/**
 * `npm run db:migrate`: brings the PostgreSQL schema named by DATABASE_URL up to date
 * (migrations/*.sql, each applied once). The server does the same at start; run this in a deploy
 * step to migrate before the servers start.
 */
import { migrate } from "../../server/submissions/postgres/migrate";

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
