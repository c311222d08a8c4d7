import path from "node:path";

/**
 * Runtime settings, read from the environment on each call. Gatsby compiles src/api/ functions with a
 * DefinePlugin that replaces every `process.env.X` with its value at build time (and
 * `process.env` itself with `{}`), so functions must reach the live environment through
 * `globalThis.process`: a server started with other settings than the build must be obeyed.
 */
export function runtimeEnv(): Record<string, string | undefined> {
  return (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) ? parsed : fallback;
};

export interface SubmissionSettings {
  /** Where submissions, resumes and the notification outbox are kept (the file store). */
  dir: string;
  /** PostgreSQL instead of the folder (DATABASE_URL): shared by any number of server processes. */
  database?: { url: string; poolMax: number; servers: number };
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret?: string };
  /** With email configured, each sender also gets a confirmation (CONFIRMATIONS=off turns it off). */
  confirmations: boolean;
  retry: { baseMs: number; maxMs: number };
}

export function submissionSettings(env = runtimeEnv()): SubmissionSettings {
  const dir = path.resolve(env.SUBMISSIONS_DIR || "submissions");
  const email =
    env.SMTP_URL && env.NOTIFY_TO
      ? { smtpUrl: env.SMTP_URL, to: env.NOTIFY_TO, from: env.NOTIFY_FROM || `no-reply@${hostOf(env.SMTP_URL)}` }
      : undefined;
  const webhook = env.WEBHOOK_URL ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET || undefined } : undefined;
  return {
    dir,
    database: env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          poolMax: number(env.DATABASE_POOL_MAX, 10),
          servers: Math.max(1, number(env.DATABASE_SERVERS, 2)),
        }
      : undefined,
    email,
    webhook,
    confirmations: env.CONFIRMATIONS !== "off",
    retry: { baseMs: number(env.OUTBOX_RETRY_BASE_MS, 30_000), maxMs: number(env.OUTBOX_RETRY_MAX_MS, 3_600_000) },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "localhost";
  }
}
