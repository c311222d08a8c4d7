import path from "node:path";
import { normalSiteUrl } from "../../content-model/node/site-url";
import { readSettings } from "../settings";

/**
 * Runtime settings, read from the environment on each call: a server started with other settings
 * than the build must be obeyed.
 */
export function runtimeEnv(): Record<string, string | undefined> {
  return process.env;
}

export interface SubmissionSettings {
  /** Where submissions, resumes and the notification outbox are kept (the file store). */
  dir: string;
  /** PostgreSQL instead of the folder (DATABASE_URL): shared by any number of server processes. */
  database?: { url: string; poolMax: number; servers: number };
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret?: string };
  /**
   * Résumé links in the notifications (RESUME_LINK_SECRET signs them; SITE_URL is the origin they
   * point at): the recruiters fetch the file from this server, where retention and erasure reach it.
   */
  resumeLinks?: { secret: string; baseUrl: string };
  /** With email configured, each sender also gets a confirmation (CONFIRMATIONS=off turns it off). */
  confirmations: boolean;
  /** Backoff doubling from baseMs to maxMs; a delivery is kept as failed after maxAttempts tries or maxAgeMs. */
  retry: { baseMs: number; maxMs: number; maxAttempts: number; maxAgeMs: number };
}

/** The store's and the notifications' settings, checked by their rules (server/settings.ts). */
export function submissionSettings(env = runtimeEnv()): SubmissionSettings {
  const settings = readSettings(env);
  const dir = path.resolve(settings.SUBMISSIONS_DIR);
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
          poolMax: settings.DATABASE_POOL_MAX,
          servers: settings.DATABASE_SERVERS,
        }
      : undefined,
    email,
    webhook,
    resumeLinks: env.RESUME_LINK_SECRET
      ? { secret: env.RESUME_LINK_SECRET, baseUrl: normalSiteUrl(env.SITE_URL) }
      : undefined,
    confirmations: env.CONFIRMATIONS !== "off",
    retry: {
      baseMs: settings.OUTBOX_RETRY_BASE_MS,
      maxMs: settings.OUTBOX_RETRY_MAX_MS,
      maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
      maxAgeMs: settings.OUTBOX_MAX_AGE_MS,
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** The shortest RESUME_LINK_SECRET taken: 32 characters, as many bits as the HMAC's key should hold. */
export const RESUME_LINK_SECRET_MIN = 32;

/**
 * Why these settings cannot start a server, as one sentence, or undefined: notifications carry
 * résumé links, so with email or a webhook configured the links' secret is required.
 */
export function resumeLinkProblem(env = runtimeEnv()): string | undefined {
  const secret = env.RESUME_LINK_SECRET ?? "";
  if (secret && secret.length < RESUME_LINK_SECRET_MIN)
    return `RESUME_LINK_SECRET has ${secret.length} characters; use at least ${RESUME_LINK_SECRET_MIN} random ones (openssl rand -hex 32)`;
  const settings = submissionSettings(env);
  if (!secret && (settings.email || settings.webhook))
    return "notifications carry a signed link to each résumé: set RESUME_LINK_SECRET (openssl rand -hex 32), the same on every server, and SITE_URL to the origin the links should name";
  return undefined;
}
