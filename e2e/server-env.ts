import os from "node:os";
import path from "node:path";

/** Where the production server under test listens and stores the submissions it accepts. */
export const port = Number(process.env.E2E_PORT ?? 9123);
export const submissionsDir = process.env.E2E_SUBMISSIONS_DIR ?? path.join(os.tmpdir(), `e2e-submissions-${port}`);
