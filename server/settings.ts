import * as v from "valibot";

/**
 * Every setting the server and its commands read, in one place: its default, its meaning (one
 * line, for `.env.example`, which `envExample()` writes from this table and a unit test keeps
 * equal), and the rule its value must meet. `readSettings` checks them all at start: a value that
 * breaks its rule stops the process with one line naming the variable, instead of a number
 * silently becoming the default or a webhook that can never be delivered being retried forever.
 * The server and the commands read `.env` when present (env-file.ts), the
 * environment winning.
 */
type Setting = { default: string; meaning: string; rule: v.GenericSchema<string, unknown> };

const whole = (min = 0) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, "must be a whole number"),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
  );
const text = v.string();
const oneOf = (...values: string[]) =>
  v.pipe(v.string(), v.picklist(values, `must be one of ${values.map((each) => `"${each}"`).join(", ")}`));

/** A URL that parses and has one of `schemes` (each with its colon), else `must be <said>`. */
const urlOf = (schemes: string[], said: string) =>
  v.pipe(
    v.string(),
    v.check((value) => URL.canParse(value), "is not a URL"),
    v.check((value) => schemes.includes(new URL(value).protocol), `must be ${said}`),
  );
/** An http(s) URL a server may post to: it parses, has no user or password (secrets go in their own variables). */
const webUrl = v.pipe(
  urlOf(["http:", "https:"], "an http:// or https:// URL"),
  v.check((value) => !new URL(value).username && !new URL(value).password, "must not hold a user or password"),
);
const smtpUrl = urlOf(["smtp:", "smtps:"], "an smtp:// or smtps:// URL");
const postgresUrl = urlOf(["postgres:", "postgresql:"], "a postgres:// URL");
/** One or more addresses as nodemailer takes them (`a@x.com, Team <b@x.com>`): each part holds an @. */
const addresses = v.pipe(
  v.string(),
  v.check((value) => value.split(",").every((part) => /\S@\S/.test(part)), "must be email addresses"),
);

export const SETTINGS = {
  PORT: { default: "9000", meaning: "the port the server listens on", rule: whole(0) },
  HOST: { default: "127.0.0.1", meaning: "the address it listens on (0.0.0.0: every interface)", rule: text },
  SITE_DIR: { default: ".", meaning: "the built site: public/ served, data/ read", rule: text },
  SITE_URL: { default: "https://www.nexoratech.com", meaning: "the public origin résumé links name", rule: webUrl },
  SUBMISSIONS_DIR: { default: "submissions", meaning: "the file store, and where uploads arrive (.tmp/)", rule: text },
  DATABASE_URL: { default: "", meaning: "PostgreSQL instead of the folder, shared by every server", rule: postgresUrl },
  DATABASE_POOL_MAX: { default: "10", meaning: "database connections per server for saves and reads", rule: whole(1) },
  DATABASE_SERVERS: { default: "2", meaning: "how many servers share the database", rule: whole(1) },
  SMTP_URL: {
    default: "",
    meaning: "email notifications: a nodemailer URL (smtps://user:pass@host:465)",
    rule: smtpUrl,
  },
  NOTIFY_TO: { default: "", meaning: "who receives the notification emails (comma-separated)", rule: addresses },
  NOTIFY_FROM: { default: "", meaning: "their sender (default no-reply@ the SMTP host)", rule: addresses },
  CONFIRMATIONS: {
    default: "on",
    meaning: "a confirmation email to each sender (off: none)",
    rule: oneOf("on", "off"),
  },
  WEBHOOK_URL: {
    default: "",
    meaning: "a JSON POST per submission (an ATS or CRM), http(s), no credentials",
    rule: webUrl,
  },
  WEBHOOK_SECRET: { default: "", meaning: "signs the webhook's body (X-Signature-256)", rule: text },
  RESUME_LINK_SECRET: {
    default: "",
    meaning: "signs résumé links; required with email or a webhook, 32+ chars",
    rule: text,
  },
  RATE_LIMIT_MAX: { default: "5", meaning: "posts per client address per window (0: no limit)", rule: whole(0) },
  RATE_LIMIT_WINDOW_MS: { default: "600000", meaning: "the rate limit's window", rule: whole(1) },
  TRUST_PROXY: { default: "", meaning: "proxies in front: a hop count (1) or addresses (loopback)", rule: text },
  ALLOWED_ORIGINS: {
    default: "",
    meaning: "other origins whose pages may post the forms, comma-separated",
    rule: text,
  },
  BODY_LIMIT_BYTES: { default: "102400", meaning: "the largest JSON, urlencoded or text body", rule: whole(1) },
  BODY_BUDGET_BYTES: { default: "67108864", meaning: "bodies being received at once, all clients", rule: whole(1) },
  BODY_BUDGET_PER_CLIENT_BYTES: {
    default: "",
    meaning: "one address's share of it (default a quarter)",
    rule: whole(1),
  },
  BODY_FIRST_BYTE_MS: { default: "10000", meaning: "a body not started within this long gets 408", rule: whole(1) },
  BODY_MIN_BYTES_PER_SECOND: {
    default: "16384",
    meaning: "a body slower than this on average gets 408",
    rule: whole(0),
  },
  BODY_UPLOAD_BYTES_PER_SECOND: {
    default: "65536",
    meaning: "a body slower than this holds only what has arrived of the budget",
    rule: whole(1),
  },
  SOCKET_IDLE_TIMEOUT_MS: {
    default: "30000",
    meaning: "a connection without progress this long is closed",
    rule: whole(1),
  },
  MAX_CONNECTIONS: {
    default: "",
    meaning: "connections at once (default: what the open-file limit allows)",
    rule: whole(16),
  },
  FILE_BYTES_PER_CLIENT: {
    default: "33554432",
    meaning: "bytes of public/ files sent to one address at once",
    rule: whole(0),
  },
  OUTBOX_POLL_MS: { default: "5000", meaning: "how often waiting notifications are looked at", rule: whole(100) },
  OUTBOX_RETRY_BASE_MS: { default: "30000", meaning: "the first retry's delay, doubling", rule: whole(1) },
  OUTBOX_RETRY_MAX_MS: { default: "3600000", meaning: "the longest delay between retries", rule: whole(1) },
  OUTBOX_MAX_ATTEMPTS: { default: "12", meaning: "tries before a notification is kept as failed", rule: whole(1) },
  OUTBOX_MAX_AGE_MS: {
    default: "172800000",
    meaning: "age after which a notification is kept as failed",
    rule: whole(1),
  },
  PURGE_INTERVAL_MS: {
    default: "86400000",
    meaning: "how often the retention purge runs (0: at start only)",
    rule: whole(0),
  },
  SHUTDOWN_TIMEOUT_MS: {
    default: "10000",
    meaning: "on SIGTERM, how long requests and deliveries get",
    rule: whole(0),
  },
  LOG_LEVEL: {
    default: "info",
    meaning: "pino's level",
    rule: oneOf("fatal", "error", "warn", "info", "debug", "trace", "silent"),
  },
  LOG_FORMAT: {
    default: "",
    meaning: "json, or pretty (default: pretty in a terminal)",
    rule: oneOf("json", "pretty"),
  },
  LOG_HEALTH_CHECKS: { default: "false", meaning: "true logs health checks", rule: oneOf("true", "false") },
  ERASURE_LOG: {
    default: "",
    meaning: "where --erase records what it erased (default SUBMISSIONS_DIR/erasures.log)",
    rule: text,
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type Value<N extends SettingName> = v.InferOutput<(typeof SETTINGS)[N]["rule"]>;
/** Each setting's value: the environment's, else its default; undefined where neither is set. */
export type Settings = {
  [N in SettingName]: (typeof SETTINGS)[N]["default"] extends "" ? Value<N> | undefined : Value<N>;
};

export class SettingsError extends Error {}

/** The settings checked against their rules; the first that breaks one is thrown as one line naming it. */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const settings: Partial<Record<SettingName, unknown>> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting][]) {
    const raw = env[name] ?? "";
    const value = raw === "" ? setting.default : raw;
    if (value === "") continue;
    const result = v.safeParse(setting.rule, value, { abortPipeEarly: true });
    if (!result.success) {
      // A URL may hold a password, a secret is one: neither is written to a log.
      const shown = /SECRET|PASSWORD|URL/.test(name) ? "" : ` (got ${JSON.stringify(value.slice(0, 80))})`;
      throw new SettingsError(`${name} ${result.issues[0].message}${shown}`);
    }
    settings[name] = result.output;
  }
  return settings as Settings;
}

/** `.env.example`: every setting, its default and its meaning. */
export function envExample(): string {
  const lines = [
    "# Settings of the production server and its commands (npm run serve, submissions, db:migrate).",
    "# Copy to .env and set what you need (each line shows the default): the environment wins over",
    "# the file. Generated from server/settings.ts (a unit test keeps the two equal); docs/server.md.",
    "",
  ];
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting][])
    lines.push(`# ${setting.meaning}`, `# ${name}=${setting.default}`, "");
  return lines.join("\n");
}
