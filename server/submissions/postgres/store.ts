import pg from "pg";
import type { SubmissionSettings } from "../config";
import { errorFields, log } from "../log";
import type { Sender } from "../notify";
import { SENDERS, type Channel } from "../senders";
import {
  afterFailure,
  configuredChannels,
  entryId,
  inFlight,
  logAttempt,
  type DeliveryReport,
  type OutboxEntry,
} from "../outbox";
import type { Purged } from "../retention";
import type { DeliverOptions, SubmissionStore } from "../store-interface";
import { addressKey, clientMarkPrefix, confirmationDay, CONFIRMATIONS_PER_CLIENT } from "../confirmation-limit";
import { sameAddress } from "../data-rights";
import { newApplication, newContact, type Submission, type SubmissionKind } from "../store";
import { isUnavailable } from "../unavailable";

/**
 * The PostgreSQL engine (DATABASE_URL), for several servers or a serverless host, where a local
 * folder is neither shared nor durable. Tables: migrations/ (applied at start and by
 * `npm run db:migrate`). A save is one transaction (record, resume, one outbox row per channel),
 * committed (and so on disk: PostgreSQL flushes its log at commit) before the 201.
 *
 * The outbox is a queue in the well-known PostgreSQL pattern, as pg-boss runs it: a sender locks
 * one due row with `FOR UPDATE SKIP LOCKED` (other processes skip it, none waits), sends, then
 * deletes the row or records the failure and its next attempt, and commits. A process that dies
 * mid-send drops its connection, PostgreSQL releases the lock, and another process sends the
 * entry again: at least once, as with the file store, and with the same Idempotency-Key.
 * Sending holds a connection, so senders get their own small pool: a slow receiver cannot take
 * the connections that saves need.
 */
export class PostgresStore implements SubmissionStore {
  readonly description: string;
  /** Saves, reads, the rate limit's counter. */
  readonly pool: pg.Pool;
  /** Notifications being sent (each holds its row's lock for the length of a send). */
  private readonly senders: pg.Pool;
  /** GET /readyz: one connection of its own, so that the check never queues behind saves. */
  private readonly probe: pg.Pool;
  /** When a save last failed because the database was away, even after its retry (readiness). */
  private lastUnavailable = 0;

  constructor(private readonly settings: SubmissionSettings) {
    const database = settings.database!;
    const url = new URL(database.url);
    this.description = `PostgreSQL ${url.pathname.slice(1) || "(default database)"} on ${url.host}`;
    // The URL object, not a copied string: pg reads user, password, host, database and sslmode from it.
    const common = {
      connectionString: database.url,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      application_name: "website-forms",
    };
    this.pool = new pg.Pool({ ...common, max: database.poolMax });
    this.senders = new pg.Pool({ ...common, max: SENDING_CONNECTIONS });
    this.probe = new pg.Pool({
      ...common,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
      application_name: "website-forms-ready",
    });
    // An idle connection that the server closes (a restart, a failover) is reported here instead of
    // crashing the process; the pool opens a new one on next use.
    for (const pool of [this.pool, this.senders, this.probe])
      pool.on("error", (error) =>
        log().warn({ event: "database", ...errorFields(error) }, "idle database connection lost"),
      );
  }

  saveContact: SubmissionStore["saveContact"] = async (data, { now = new Date(), key, client } = {}) =>
    this.save(newContact(data, now), undefined, now, key, client);

  saveApplication: SubmissionStore["saveApplication"] = async (data, resume, { now = new Date(), key, client } = {}) =>
    this.save(newApplication(data, resume, now), resume.bytes, now, key, client);

  /**
   * One transaction. With a key already taken, nothing is written and the first submission is
   * returned (a save in flight with it is waited for). When the database is away (restarting,
   * refusing connections, out of them): a failure before COMMIT was sent is retried once on a fresh
   * connection after a short pause (nothing was stored); a connection lost after COMMIT was sent is
   * settled by looking the id up on a fresh connection (stored: done; not stored: retried once too).
   * What still fails is thrown as it came, and the handler answers it 503 with Retry-After.
   */
  private async save(
    submission: Submission,
    resume: Uint8Array | undefined,
    now: Date,
    key?: string,
    client?: string,
  ): Promise<Submission> {
    const first = key ? await this.byKey(submission.kind, key) : undefined;
    if (first) return first;
    try {
      return await this.saveOnce(submission, resume, now, key, client);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      try {
        await new Promise((resolve) => setTimeout(resolve, SAVE_RETRY_PAUSE_MS));
        if ((error as { commitSent?: boolean }).commitSent && (await this.stored(submission.id))) return submission;
        return await this.saveOnce(submission, resume, now, key, client);
      } catch (again) {
        if (isUnavailable(again)) this.lastUnavailable = Date.now();
        throw again;
      }
    }
  }

  private async stored(id: string): Promise<boolean> {
    const { rows } = await this.pool.query("SELECT 1 FROM submissions WHERE id = $1", [id]);
    return rows.length > 0;
  }

  private async saveOnce(
    submission: Submission,
    resume: Uint8Array | undefined,
    now: Date,
    key?: string,
    client?: string,
  ): Promise<Submission> {
    const stored = await this.transaction(this.pool, async (connection) => {
      await connection.query("INSERT INTO submissions (id, kind, received_at, record) VALUES ($1, $2, $3, $4)", [
        submission.id,
        submission.kind,
        submission.receivedAt,
        JSON.stringify(submission),
      ]);
      if (key) {
        // Waits for a transaction holding the same key; when that one commits, this one takes nothing.
        const taken = await connection.query(
          "INSERT INTO submission_keys (kind, key, submission_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
          [submission.kind, key, submission.id],
        );
        if (taken.rowCount === 0) throw new KeyTaken();
      }
      if (resume)
        await connection.query("INSERT INTO resumes (submission_id, content) VALUES ($1, $2)", [
          submission.id,
          Buffer.from(resume),
        ]);
      for (const channel of configuredChannels(this.settings)) {
        const insert = channel !== "confirmation" || (await claimConfirmation(connection, submission, client));
        // Not claimed: the same statement, inserting nothing, so the answer's time does not tell.
        await connection.query(
          `INSERT INTO outbox (id, submission_id, kind, channel, created_at, attempts, next_attempt_at) SELECT $1, $2, $3, $4, $5::timestamptz, 0, $5::timestamptz WHERE ${insert ? "true" : "false"}`,
          [entryId(submission.id, channel), submission.id, submission.kind, channel, now.toISOString()],
        );
      }
      return submission;
    }).catch(async (error: unknown) => {
      if (!(error instanceof KeyTaken)) throw error;
      return this.byKey(submission.kind, key!);
    });
    if (!stored) throw new Error("an idempotency key was taken by a submission that cannot be read");
    return stored;
  }

  private async byKey(kind: SubmissionKind, key: string): Promise<Submission | undefined> {
    const { rows } = await this.pool.query<{ record: Submission }>(
      "SELECT s.record FROM submission_keys k JOIN submissions s ON s.id = k.submission_id WHERE k.kind = $1 AND k.key = $2",
      [kind, key],
    );
    return rows[0]?.record;
  }

  read: SubmissionStore["read"] = async (kind, id) => {
    const { rows } = await this.pool.query<{ record: Submission }>(
      "SELECT record FROM submissions WHERE id = $1 AND kind = $2",
      [id, kind],
    );
    return rows[0]?.record;
  };

  readResume: SubmissionStore["readResume"] = async (submission) => {
    const { rows } = await this.pool.query<{ content: Buffer }>(
      "SELECT content FROM resumes WHERE submission_id = $1",
      [submission.id],
    );
    if (!rows[0]) throw new Error(`no resume stored for ${submission.id}`);
    return rows[0].content;
  };

  list: SubmissionStore["list"] = async () => {
    const { rows } = await this.pool.query<{ record: Submission }>(
      "SELECT record FROM submissions ORDER BY received_at DESC, id DESC",
    );
    return rows.map((row) => row.record);
  };

  /** Deleting the record deletes its resume and outbox rows with it (ON DELETE CASCADE), in one transaction. */
  purge: SubmissionStore["purge"] = async (cutoff, { talentPoolCutoff, dryRun = false }) => {
    const found = await this.transaction(this.pool, async (client) => {
      const { rows } = await client.query<{
        id: string;
        kind: SubmissionKind;
        received_at: Date;
        has_resume: boolean;
        entries: string[];
      }>(
        `SELECT s.id, s.kind, s.received_at, EXISTS (SELECT 1 FROM resumes r WHERE r.submission_id = s.id) AS has_resume,
                ARRAY(SELECT o.id FROM outbox o WHERE o.submission_id = s.id ORDER BY o.id) AS entries
           FROM submissions s
          WHERE s.received_at < $1 AND NOT (coalesce(s.record -> 'data' ->> 'talentPool' = 'true', false) AND s.received_at >= $2)
          ORDER BY s.received_at FOR UPDATE`,
        [cutoff, talentPoolCutoff ?? cutoff],
      );
      if (!dryRun && rows.length)
        await client.query("DELETE FROM submissions WHERE id = ANY($1)", [rows.map((row) => row.id)]);
      return rows;
    });
    return found.map(purgedRow);
  };

  /**
   * Every submission whose address reaches the same mailbox (sameAddress: any case, any `+tag`),
   * read among those of its domain, so that the rule has one home, in TypeScript.
   */
  find: SubmissionStore["find"] = async (email) => (await this.sameMailbox(this.pool, email)).map((row) => row.record);

  private async sameMailbox(client: pg.Pool | pg.PoolClient, email: string) {
    const domain = email.trim().toLowerCase().slice(email.trim().lastIndexOf("@"));
    const { rows } = await client.query<{ id: string; record: Submission }>(
      `SELECT id, record FROM submissions WHERE right(email, $2) = $1 ORDER BY received_at, id`,
      [domain, domain.length],
    );
    return rows.filter((row) => sameAddress((row.record.data as { email?: unknown }).email, email));
  }

  erase: SubmissionStore["erase"] = async (email) => {
    const ids = (await this.sameMailbox(this.pool, email)).map((row) => row.id);
    // Résumés and outbox rows go with their submission (ON DELETE CASCADE), in the same statement.
    const { rows } = await this.pool.query<{
      id: string;
      kind: SubmissionKind;
      received_at: Date;
      has_resume: boolean;
      entries: string[];
    }>(
      `WITH gone AS (
         SELECT s.id, s.kind, s.received_at, EXISTS (SELECT 1 FROM resumes r WHERE r.submission_id = s.id) AS has_resume,
                ARRAY(SELECT o.id FROM outbox o WHERE o.submission_id = s.id ORDER BY o.id) AS entries
           FROM submissions s WHERE s.id = ANY($1) FOR UPDATE
       ), deleted AS (DELETE FROM submissions WHERE id IN (SELECT id FROM gone))
       SELECT * FROM gone ORDER BY received_at, id`,
      [ids],
    );
    return { submissions: rows.map(purgedRow), partialWrites: [] };
  };

  cleanLeftovers: SubmissionStore["cleanLeftovers"] = () => Promise.resolve([]);

  pendingNotifications: SubmissionStore["pendingNotifications"] = async () => {
    const { rows } = await this.pool.query<OutboxRow>("SELECT * FROM outbox ORDER BY created_at, id");
    return rows.map(toEntry);
  };

  retryFailed: SubmissionStore["retryFailed"] = async () => {
    const { rows } = await this.pool.query<{ id: string }>(
      "UPDATE outbox SET failed_at = NULL, attempts = 0, created_at = now(), next_attempt_at = now() WHERE failed_at IS NOT NULL RETURNING id",
    );
    return rows.map((row) => row.id);
  };

  deliver: SubmissionStore["deliver"] = (options) =>
    inFlight.track(() => this.deliverDue(options)) ?? Promise.resolve({ sent: [], failed: [], dropped: [] });

  private async deliverDue({ ids, now = () => new Date(), senders = SENDERS }: DeliverOptions = {}) {
    const report: DeliveryReport = { sent: [], failed: [], dropped: [] };
    // Right after a 201, with every sending connection busy (a burst), the entry is left to the
    // next poll instead of queueing for a connection: the 201 is given already, nothing waits on it.
    if (ids && this.senders.totalCount >= SENDING_CONNECTIONS && this.senders.idleCount === 0) return report;
    let candidates: string[];
    try {
      candidates =
        ids ??
        (
          await this.senders.query<{ id: string }>(
            "SELECT id FROM outbox WHERE failed_at IS NULL AND next_attempt_at <= $1 ORDER BY created_at, id",
            [now()],
          )
        ).rows.map((row) => row.id);
    } catch (error) {
      log().error({ event: "notification", ...errorFields(error) }, "cannot read the outbox");
      return report;
    }
    for (const id of candidates) {
      if (inFlight.stopping) break; // the shutdown has begun: what is not claimed waits for the next start
      try {
        await this.deliverOne(id, now, senders, report);
      } catch (error) {
        // The row's new state could not be committed (the database went away): it stays as it was and is tried again.
        log().error(
          { event: "notification", entryId: id, ...errorFields(error) },
          "could not record a notification attempt, keeping the entry",
        );
      }
    }
    return report;
  }

  private async deliverOne(
    id: string,
    now: () => Date,
    senders: Record<Channel, Sender>,
    report: DeliveryReport,
  ): Promise<void> {
    await this.transaction(this.senders, async (client) => {
      const { rows } = await client.query<OutboxRow & { record: Submission }>(
        "SELECT o.*, s.record FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.id = $1 AND o.failed_at IS NULL FOR UPDATE OF o SKIP LOCKED",
        [id],
      );
      if (!rows[0]) return; // Being sent by another process, or delivered already.
      const entry = toEntry(rows[0]);
      if (!configuredChannels(this.settings).includes(entry.channel)) {
        await client.query("DELETE FROM outbox WHERE id = $1", [id]);
        report.dropped.push(id);
        return logAttempt(entry, entry.attempts, "dropped");
      }
      try {
        await senders[entry.channel](rows[0].record, this.settings);
      } catch (error) {
        const next = afterFailure(entry, error, this.settings.retry, now());
        await client.query(
          "UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = $4, failed_at = $5 WHERE id = $1",
          [id, next.attempts, next.lastError, next.nextAttemptAt, next.failedAt ?? null],
        );
        report.failed.push(id);
        return logAttempt(entry, next.attempts, next.failedAt ? "gave-up" : "failed", {
          ...errorFields(error),
          ...(next.failedAt ? {} : { nextAttemptAt: next.nextAttemptAt }),
        });
      }
      await client.query("DELETE FROM outbox WHERE id = $1", [id]);
      report.sent.push(id);
      logAttempt(entry, entry.attempts + 1, "sent");
    });
  }

  /**
   * Reachable, a primary that takes writes (not a read-only replica or a database in recovery),
   * and saves are not failing: asked on a connection of its own with a short timeout, so that
   * saves queueing for the pool under load do not make the server look unready, while a save that
   * failed because the database was away (even after its retry) does, for SAVES_FAILING_MS.
   */
  async checkReady(): Promise<void> {
    const { rows } = await this.probe.query<{ writable: boolean }>(
      "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable",
    );
    if (!rows[0]?.writable) throw new Error("the database is read-only");
    if (Date.now() - this.lastUnavailable < SAVES_FAILING_MS)
      throw new Error("saves are failing: the database refuses or drops their connections");
  }

  /**
   * Fits the save pool to what the database allows this role, before the first request: the
   * database's max_connections less superuser_reserved_connections, the role's and the database's
   * own connection limits, less what other clients use now (this application's other servers are
   * counted by `servers` instead). Every server needs its save pool, SENDING_CONNECTIONS and one
   * readiness connection. When `servers` of them do not fit, the pool is capped (returned as
   * `capped`), or, when even a pool of MIN_POOL would not fit, an error says so.
   */
  async fitPool(servers: number): Promise<PoolFit> {
    // A role without pg_read_all_stats sees other roles' sessions with most columns empty: such a
    // session counts as another client's (datid and application_name stay visible).
    const client = new pg.Client({
      connectionString: this.settings.database!.url,
      connectionTimeoutMillis: 5_000,
      application_name: "website-forms-check",
    });
    await client.connect();
    let row: {
      server_max: number;
      role_limit: number;
      role_used: number;
      database_limit: number;
      database_used: number;
      others_used: number;
      role: string;
      superuser: boolean;
    };
    try {
      ({
        rows: [row],
      } = await client.query(`
        SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int AS server_max,
               r.rolconnlimit AS role_limit, r.rolsuper AS superuser, r.rolname AS role,
               d.datconnlimit AS database_limit,
               (SELECT count(*)::int FROM pg_stat_activity a WHERE a.pid <> pg_backend_pid() AND a.datid IS NOT NULL AND coalesce(a.backend_type, 'client backend') = 'client backend' AND a.usename = r.rolname AND coalesce(a.application_name, '') NOT LIKE 'website-forms%') AS role_used,
               (SELECT count(*)::int FROM pg_stat_activity a WHERE a.pid <> pg_backend_pid() AND a.datid IS NOT NULL AND coalesce(a.backend_type, 'client backend') = 'client backend' AND a.datname = d.datname AND coalesce(a.application_name, '') NOT LIKE 'website-forms%') AS database_used,
               (SELECT count(*)::int FROM pg_stat_activity a WHERE a.pid <> pg_backend_pid() AND a.datid IS NOT NULL AND coalesce(a.backend_type, 'client backend') = 'client backend' AND coalesce(a.application_name, '') NOT LIKE 'website-forms%') AS others_used
          FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`));
    } finally {
      await client.end().catch(() => undefined);
    }
    const limits = [
      {
        available: row.server_max - row.others_used,
        what: `max_connections less superuser_reserved_connections, less ${row.others_used} in use by other clients`,
      },
      ...(row.role_limit >= 0
        ? [
            {
              available: row.role_limit - row.role_used,
              what: `the connection limit of role ${row.role} (${row.role_limit}), less ${row.role_used} in use by other clients`,
            },
          ]
        : []),
      ...(row.database_limit >= 0
        ? [
            {
              available: row.database_limit - row.database_used,
              what: `the database's connection limit (${row.database_limit}), less ${row.database_used} in use by other clients`,
            },
          ]
        : []),
    ];
    const tightest = limits.reduce((a, b) => (b.available < a.available ? b : a));
    const requested = this.settings.database!.poolMax;
    const perServer = requested + SENDING_CONNECTIONS + 1;
    const fit = {
      requested,
      servers,
      available: tightest.available,
      limit: tightest.what,
      needed: perServer * servers,
    };
    if (fit.needed <= fit.available) return { ...fit, poolMax: requested };
    const poolMax = Math.floor(fit.available / servers) - SENDING_CONNECTIONS - 1;
    if (poolMax < MIN_POOL) {
      throw new Error(
        `the database allows ${Math.max(0, fit.available)} connection(s) (${fit.limit}), and ${servers} server(s) need ${perServer} each ` +
          `(DATABASE_POOL_MAX=${requested}, ${SENDING_CONNECTIONS} for notifications, 1 for /readyz): lower DATABASE_POOL_MAX or DATABASE_SERVERS, or raise the database's limits`,
      );
    }
    this.pool.options.max = poolMax;
    return { ...fit, poolMax, capped: true };
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.senders.end(), this.probe.end()]);
  }

  private async transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let usable = true;
    // A checked-out client whose connection drops (the database shutting down while a notification is
    // being sent) emits "error", and an "error" with no listener ends the process; the query in flight
    // fails as well and is handled below. The pool listens only to idle clients.
    const lost = (error: Error) => {
      usable = false;
      log().warn({ event: "database", ...errorFields(error) }, "database connection lost during a transaction");
    };
    client.on("error", lost);
    let commitSent = false;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      commitSent = true;
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is broken: it is closed, not given back to the pool.
      if (isUnavailable(error)) usable = false;
      else await client.query("ROLLBACK").catch(() => (usable = false));
      // After COMMIT was sent, a lost connection leaves the outcome unknown: the caller looks it up.
      if (commitSent && error && typeof error === "object") Object.assign(error, { commitSent: true });
      throw error;
    } finally {
      client.off("error", lost);
      client.release(!usable);
    }
  }
}

/** A save whose idempotency key another submission holds: rolled back, and answered with that submission. */
class KeyTaken extends Error {}

/**
 * At most one confirmation per address per day (../confirmation-limit.ts), in the save's
 * transaction: of two saves at once for one address, the second waits on the first's row and
 * then inserts nothing. Marks of earlier days are removed on the way.
 */
async function claimConfirmation(
  connection: pg.PoolClient,
  submission: Submission,
  client: string | undefined,
): Promise<boolean> {
  const day = confirmationDay(submission);
  const mailbox = addressKey(submission.data.email);
  await connection.query("DELETE FROM confirmation_marks WHERE day < $1", [day]);
  // The same statements whether or not the mailbox has its mark: the answer's time does not tell.
  const marked = await connection.query("SELECT 1 FROM confirmation_marks WHERE day = $1 AND address_key = $2", [
    day,
    mailbox,
  ]);
  let claimed = marked.rowCount === 0;
  if (client) {
    const prefix = clientMarkPrefix(client);
    const sent = await connection.query<{ sent: number }>(
      "SELECT count(*)::int AS sent FROM confirmation_marks WHERE day = $1 AND starts_with(address_key, $2)",
      [day, prefix],
    );
    const next = sent.rows[0].sent + 1;
    const allowed = claimed && next <= CONFIRMATIONS_PER_CLIENT;
    const taken = await connection.query(
      "INSERT INTO confirmation_marks (day, address_key) SELECT $1, $2 WHERE $3 ON CONFLICT DO NOTHING",
      [day, `${prefix}${next}`, allowed],
    );
    claimed = allowed && taken.rowCount === 1;
  }
  const { rowCount } = await connection.query(
    "INSERT INTO confirmation_marks (day, address_key) SELECT $1, $2 WHERE $3 ON CONFLICT DO NOTHING",
    [day, mailbox, claimed],
  );
  return claimed && rowCount === 1;
}

/** Notifications sent at once by one process (each holds a connection while its receiver answers). */
const SENDING_CONNECTIONS = 4;
/** The smallest save pool a server starts with; below it the start is refused. */
const MIN_POOL = 2;
/** How long the readiness check waits for its connection and its query. */
const PROBE_TIMEOUT_MS = 500;
/** A save that failed because the database was away is retried once, after this pause (a restart takes about half a second). */
const SAVE_RETRY_PAUSE_MS = 300;
/** /readyz says "unavailable" for this long after a save failed that way (about a load balancer's check interval). */
const SAVES_FAILING_MS = 3_000;

export interface PoolFit {
  requested: number;
  servers: number;
  available: number;
  limit: string;
  needed: number;
  /** The save pool each server uses: DATABASE_POOL_MAX, or less when capped. */
  poolMax: number;
  capped?: boolean;
}

interface OutboxRow {
  id: string;
  submission_id: string;
  kind: SubmissionKind;
  channel: Channel;
  created_at: Date;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  failed_at: Date | null;
}

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  submissionId: row.submission_id,
  kind: row.kind,
  channel: row.channel,
  createdAt: row.created_at.toISOString(),
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at.toISOString(),
  ...(row.last_error ? { lastError: row.last_error } : {}),
  ...(row.failed_at ? { failedAt: row.failed_at.toISOString() } : {}),
});

/** A removed submission as the CLI reports it: its rows, named like the folder's files. */
function purgedRow(row: {
  id: string;
  kind: SubmissionKind;
  received_at: Date;
  has_resume: boolean;
  entries: string[];
}): Purged {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.received_at.toISOString(),
    files: [
      `submissions/${row.id}`,
      ...(row.has_resume ? [`resumes/${row.id}`] : []),
      ...row.entries.map((entry) => `outbox/${entry}`),
    ],
  };
}
