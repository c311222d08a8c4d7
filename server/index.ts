// First: a Node release outside package.json engines stops here, before anything else runs.
import "./node-release-check";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { readData } from "../content-model/node/load-data";
import { resumeLinkProblem, submissionSettings } from "./submissions/config";
import { errorFields, useLog } from "./submissions/log";
import { migrate } from "./submissions/postgres/migrate";
import { PostgresStore } from "./submissions/postgres/store";
import { processStore } from "./submissions/storage";
import { BASE_HEADERS, createApp, type ServerOptions } from "./app";
import { answerClientErrors } from "./client-errors";
import { parseAllowedOrigins } from "./cross-site";
import { siteHosts } from "./host-check";
import { removeUploadFiles } from "./upload-files";
import { createLogger } from "./logging";
import { purgeExpired } from "./submissions/purge";
import { TMP_DIR } from "./submissions/durable";
import { joinFolder } from "./submissions/folder-servers";
import { loadEnvFile } from "./env-file";
import { readSettings } from "./settings";
import { inFlight } from "./submissions/outbox";

/**
 * `npm run serve`: the last build on PORT (9000) and HOST (127.0.0.1). Every setting is an
 * environment variable, listed in docs/server.md.
 */
loadEnvFile();
const env = process.env;
/** Every setting checked before anything starts (settings.ts): a bad one stops the start, named. */
const settings = (() => {
  try {
    return readSettings(env);
  } catch (error) {
    console.error(`Not started: ${(error as Error).message}`);
    return process.exit(1);
  }
})();
const logger = (() => {
  try {
    return createLogger(env);
  } catch (error) {
    console.error(`Not started: ${(error as Error).message}`); // LOG_LEVEL is not a level
    return process.exit(1);
  }
})();
// The form handlers' log lines (notification attempts, failed saves) go through the same logger.
useLog(logger);

/** TRUST_PROXY: how many proxies are in front (a hop count), or their addresses and subnets ("loopback, 10.0.0.0/8"). */
function trustProxy(value: string | undefined): ServerOptions["trustProxy"] {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new Error(
      "TRUST_PROXY=true would believe the leftmost X-Forwarded-For address, which is whatever the client wrote: every request could choose its own address and step around the rate limit. " +
        "Set the hop count instead (TRUST_PROXY=1 for one proxy in front), or the proxies' addresses (TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8).",
    );
  }
  return /^\d+$/.test(value) ? Number(value) : value; // Express checks the addresses when the app is created.
}

/**
 * MAX_CONNECTIONS, or by default what the process's open-file limit leaves room for: a connection
 * can hold two descriptors (its socket and a file it is sent or an upload), and a reserve is kept
 * for the store, the logs and the database pool. Past it, new connections are closed at once, so
 * that file descriptors are never exhausted (every open file failing, the health checks included).
 */
function maxConnections(value: number | undefined): number {
  if (value !== undefined) return value;
  const limits = (() => {
    try {
      return fs.readFileSync("/proc/self/limits", "utf8");
    } catch {
      return "";
    }
  })();
  const openFiles = Number(/^Max open files\s+(\d+)/m.exec(limits)?.[1] ?? 1024);
  return Math.max(16, Math.floor((Math.min(openFiles, 65_536) - 64) / 2));
}

function notStarted(error: unknown): never {
  logger.fatal(errorFields(error), `Not started: ${(error as Error).message}`);
  return process.exit(1);
}

const linkProblem = resumeLinkProblem(env);
if (linkProblem) notStarted(new Error(linkProblem));

// The store (the folder, or PostgreSQL with DATABASE_URL) is opened once; the form handlers use the same one.
const store = processStore();

const siteDir = path.resolve(settings.SITE_DIR);
/** The site's constants (upload limit, retention), from its data/ as the build's rules accept it. */
const { site } = (() => {
  try {
    return readData(path.join(siteDir, "data"), ["site"]);
  } catch (error) {
    return notStarted(error);
  }
})();

function settingsOrExit(): ServerOptions {
  try {
    return {
      siteDir,
      limits: {
        bodyBytes: settings.BODY_LIMIT_BYTES,
        fileBytes: site.constants.resumeMaxBytes,
        fieldBytes: 64 * 1024,
        fields: 40,
        files: 1,
        inFlightBytes: settings.BODY_BUDGET_BYTES,
        // A quarter of the budget by default: two addresses cannot take all of it.
        perClientInFlightBytes: settings.BODY_BUDGET_PER_CLIENT_BYTES ?? settings.BODY_BUDGET_BYTES / 4,
        firstByteMs: settings.BODY_FIRST_BYTE_MS,
        // The request timeout (60 s) bounds a body's whole time; this cuts a trickle that only holds a connection sooner.
        minBytesPerSecond: settings.BODY_MIN_BYTES_PER_SECOND,
        uploadBytesPerSecond: settings.BODY_UPLOAD_BYTES_PER_SECOND,
      },
      uploadDir: path.join(submissionSettings().dir, TMP_DIR),
      rateLimit: {
        max: settings.RATE_LIMIT_MAX,
        windowMs: settings.RATE_LIMIT_WINDOW_MS,
        // Several servers share one count only in a shared place: with DATABASE_URL, PostgreSQL.
        pool: store instanceof PostgresStore ? store.pool : undefined,
      },
      // Six copies of the editor's 5 MB bundle; a page's files are a few hundred kB.
      fileBytesPerClient: settings.FILE_BYTES_PER_CLIENT,
      trustProxy: trustProxy(env.TRUST_PROXY),
      allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
      siteHosts: siteHosts(env.SITE_URL, parseAllowedOrigins(env.ALLOWED_ORIGINS)),
      store,
      logger,
      logHealthChecks: settings.LOG_HEALTH_CHECKS === "true",
      stopping,
    };
  } catch (error) {
    return notStarted(error);
  }
}

const stopping = { now: false };
const options = settingsOrExit();
let app: ReturnType<typeof createApp>;
try {
  app = createApp(options);
} catch (error) {
  // An address in TRUST_PROXY that is not one (Express checks them), a build that cannot be loaded.
  notStarted(error);
}
const server = http.createServer(app);
server.on("clientError", answerClientErrors(BASE_HEADERS));
server.on("error", notStarted);

/**
 * Before the first request: with PostgreSQL, the schema brought up to date (a database that cannot
 * be reached or migrated stops the start; a supervisor or orchestrator starts it again); with the
 * folder, what a crash or a full disk left behind (it holds personal data) is removed.
 */
async function prepareStore(): Promise<void> {
  const { database } = submissionSettings();
  if (database) {
    const applied = await migrate(database.url, (message) => logger.debug({ event: "migration" }, message));
    logger.info(
      { event: "migration", applied },
      applied.length ? `Applied ${applied.length} migration(s)` : "Database schema up to date",
    );
    // Refuses the start (the error) when DATABASE_SERVERS servers cannot get a usable pool each.
    const fit = await (store as PostgresStore).fitPool(database.servers);
    if (fit.capped) {
      logger.warn(
        { event: "database-pool", ...fit },
        `DATABASE_POOL_MAX=${fit.requested} capped to ${fit.poolMax}: the database allows ${fit.available} connection(s) (${fit.limit}), and DATABASE_SERVERS=${fit.servers} server(s) with ${fit.requested} for saves, 4 for notifications and 1 for /readyz each would need ${fit.needed}`,
      );
    }
  }
  // With no other server on the folder (folder-servers.ts), no write is in progress before this one
  // listens: whatever a killed process left (.tmp files, résumés and outbox entries without their
  // record, applicants' data among them) goes now, whatever its age.
  const others = database ? 0 : joinFolder(submissionSettings().dir);
  const left = await store.cleanLeftovers(others ? {} : { minAgeMs: 0 });
  if (left.length)
    logger.info(
      { event: "leftovers", removed: left.length },
      `Removed ${left.length} file(s) left by an interrupted write`,
    );
  const orphaned = removeUploadFiles(options.uploadDir, "orphaned");
  if (orphaned.length)
    logger.info(
      { event: "uploads", removed: orphaned.length },
      `Removed ${orphaned.length} upload file(s) left by a stop`,
    );
  await purge();
}

/**
 * Retention runs itself: at start and then every PURGE_INTERVAL_MS (a day; 0 turns it off, for a
 * deployment that runs `npm run submissions -- --purge` from a timer instead), submissions past
 * data/site.json constants.retentionDays go, and what interrupted writes left. Counts only are
 * logged, never what a submission held.
 */
async function purge(): Promise<void> {
  try {
    const { cutoff, removed, leftovers } = await purgeExpired(store, {
      days: site.constants.retentionDays,
      talentPoolDays: site.constants.talentPoolRetentionDays,
      onUnreadable: (file, error) =>
        logger.warn({ event: "purge", file, ...errorFields(error) }, "a stored submission could not be read"),
    });
    logger.info(
      { event: "purge", cutoff: cutoff.toISOString(), removed: removed.length, leftovers: leftovers.length },
      `Purge: ${removed.length} submission(s) past retention, ${leftovers.length} leftover file(s)`,
    );
  } catch (error) {
    logger.error({ event: "purge", ...errorFields(error) }, "the retention purge failed");
  }
}

void prepareStore().then(() => {
  server.listen(settings.PORT, settings.HOST, () => {
    const { address, port } = server.address() as AddressInfo;
    logger.info(
      { store: store.description },
      `Serving ${path.join(options.siteDir, "public")} on http://${address.includes(":") ? `[${address}]` : address}:${port}/ with submissions in ${store.description}`,
    );
  });
}, notStarted);
// Slow clients cannot hold a connection open forever; uploads of 5 MB get a generous minute.
server.requestTimeout = 60_000;
server.headersTimeout = 20_000;
// A client that stops reading its answer (or sending anything) is cut after this long without progress.
server.timeout = settings.SOCKET_IDLE_TIMEOUT_MS;
server.maxConnections = maxConnections(settings.MAX_CONNECTIONS);

const purgeEvery = settings.PURGE_INTERVAL_MS;
let purging: Promise<unknown> = Promise.resolve();
const purgeTimer =
  purgeEvery > 0
    ? setInterval(() => {
        purging = purging.then(purge);
      }, purgeEvery)
    : undefined;

// Notifications that could not be sent at once are retried from the outbox.
let delivering: Promise<unknown> = Promise.resolve();
const outboxTimer = setInterval(() => {
  delivering = delivering.then(() => store.deliver()).catch((error) => logger.error(errorFields(error), "outbox"));
}, settings.OUTBOX_POLL_MS);

// Uploads in flight when the process ends (a shutdown's forced close, a fatal error) are not kept.
process.on("exit", () => removeUploadFiles(options.uploadDir, "own"));

process.on("unhandledRejection", (error) => logger.error(errorFields(error), "unhandled rejection"));

function shutdown(signal: string) {
  if (stopping.now) return;
  logger.info({ signal }, `${signal}: finishing requests in flight, then stopping`);
  stopping.now = true; // GET /readyz answers 503 from here on: a load balancer stops sending requests
  clearInterval(outboxTimer);
  clearInterval(purgeTimer);
  const force = setTimeout(() => server.closeAllConnections(), settings.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // No new notification is claimed from here on; those being sent finish (within the timeout), so
  // that none is sent again by the next start.
  const draining = inFlight.drain(settings.SHUTDOWN_TIMEOUT_MS);
  server.close(() => {
    // The database pool is drained (its connections closed cleanly) once nothing uses it any more.
    void Promise.allSettled([delivering, purging, draining])
      .finally(() => store.close())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
  // Keep-alive connections are closed as soon as their request in flight has been answered.
  setInterval(() => server.closeIdleConnections(), 50).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
