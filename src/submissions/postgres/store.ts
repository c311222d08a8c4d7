import pg from "pg";
import type { SubmissionSettings } from "../config";
import { errorFields, log } from "../log";
import type { Sender } from "../notify";
import { SENDERS, type Channel } from "../senders";
import { backoffMs, configuredChannels, entryId, logAttempt, type DeliveryReport, type OutboxEntry } from "../outbox";
import type { Purged } from "../retention";
import type { DeliverOptions, SubmissionStore } from "../store-interface";
import { addressKey, confirmationDay } from "../confirmation-limit";
import { newApplication, newContact, type Submission, type SubmissionKind } from "../store";

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

  constructor(private readonly settings: SubmissionSettings) {
    const database = settings.database!;
    const url = new URL(database.url);
    this.description = `PostgreSQL ${url.pathname.slice(1) || "(default database)"} on ${url.host}`;
    // The URL object, not a copied string: pg reads user, password, host, database and sslmode from it.
    const common = { connectionString: database.url, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, application_name: "website-forms" };
    this.pool = new pg.Pool({ ...common, max: database.poolMax });
    this.senders = new pg.Pool({ ...common, max: SENDING_CONNECTIONS });
    // An idle connection that the server closes (a restart, a failover) is reported here instead of
    // crashing the process; the pool opens a new one on next use.
    for (const pool of [this.pool, this.senders]) pool.on("error", (error) => log().warn({ event: "database", ...errorFields(error) }, "idle database connection lost"));
  }

  saveContact: SubmissionStore["saveContact"] = async (data, { now = new Date() } = {}) => this.save(newContact(data, now), undefined, now);

  saveApplication: SubmissionStore["saveApplication"] = async (data, resume, { now = new Date() } = {}) =>
    this.save(newApplication(data, resume, now), resume.bytes, now);

  private async save(submission: Submission, resume: Uint8Array | undefined, now: Date): Promise<Submission> {
    await this.transaction(this.pool, async (client) => {
      await client.query("INSERT INTO submissions (id, kind, received_at, record) VALUES ($1, $2, $3, $4)", [submission.id, submission.kind, submission.receivedAt, JSON.stringify(submission)]);
      if (resume) await client.query("INSERT INTO resumes (submission_id, content) VALUES ($1, $2)", [submission.id, Buffer.from(resume)]);
      for (const channel of configuredChannels(this.settings)) {
        if (channel === "confirmation" && !(await claimConfirmation(client, submission))) continue;
        await client.query(
          "INSERT INTO outbox (id, submission_id, kind, channel, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, $4, $5, 0, $5)",
          [entryId(submission.id, channel), submission.id, submission.kind, channel, now.toISOString()],
        );
      }
    });
    return submission;
  }

  read: SubmissionStore["read"] = async (kind, id) => {
    const { rows } = await this.pool.query<{ record: Submission }>("SELECT record FROM submissions WHERE id = $1 AND kind = $2", [id, kind]);
    return rows[0]?.record;
  };

  readResume: SubmissionStore["readResume"] = async (submission) => {
    const { rows } = await this.pool.query<{ content: Buffer }>("SELECT content FROM resumes WHERE submission_id = $1", [submission.id]);
    if (!rows[0]) throw new Error(`no resume stored for ${submission.id}`);
    return rows[0].content;
  };

  list: SubmissionStore["list"] = async () => {
    const { rows } = await this.pool.query<{ record: Submission }>("SELECT record FROM submissions ORDER BY received_at DESC, id DESC");
    return rows.map((row) => row.record);
  };

  /** Deleting the record deletes its resume and outbox rows with it (ON DELETE CASCADE), in one transaction. */
  purge: SubmissionStore["purge"] = async (cutoff, { talentPoolCutoff, dryRun = false }) => {
    const found = await this.transaction(this.pool, async (client) => {
      const { rows } = await client.query<{ id: string; kind: SubmissionKind; received_at: Date; has_resume: boolean; entries: string[] }>(
        `SELECT s.id, s.kind, s.received_at, EXISTS (SELECT 1 FROM resumes r WHERE r.submission_id = s.id) AS has_resume,
                ARRAY(SELECT o.id FROM outbox o WHERE o.submission_id = s.id ORDER BY o.id) AS entries
           FROM submissions s
          WHERE s.received_at < $1 AND NOT (coalesce(s.record -> 'data' ->> 'talentPool' = 'true', false) AND s.received_at >= $2)
          ORDER BY s.received_at FOR UPDATE`,
        [cutoff, talentPoolCutoff ?? cutoff],
      );
      if (!dryRun && rows.length) await client.query("DELETE FROM submissions WHERE id = ANY($1)", [rows.map((row) => row.id)]);
      return rows;
    });
    return found.map(purgedRow);
  };

  find: SubmissionStore["find"] = async (email) => {
    const { rows } = await this.pool.query<{ record: Submission }>("SELECT record FROM submissions WHERE email = lower(trim($1)) ORDER BY received_at, id", [email]);
    return rows.map((row) => row.record);
  };

  erase: SubmissionStore["erase"] = async (email) => {
    // Résumés and outbox rows go with their submission (ON DELETE CASCADE), in the same statement.
    const { rows } = await this.pool.query<{ id: string; kind: SubmissionKind; received_at: Date; has_resume: boolean; entries: string[] }>(
      `WITH gone AS (
         SELECT s.id, s.kind, s.received_at, EXISTS (SELECT 1 FROM resumes r WHERE r.submission_id = s.id) AS has_resume,
                ARRAY(SELECT o.id FROM outbox o WHERE o.submission_id = s.id ORDER BY o.id) AS entries
           FROM submissions s WHERE s.email = lower(trim($1)) FOR UPDATE
       ), deleted AS (DELETE FROM submissions WHERE id IN (SELECT id FROM gone))
       SELECT * FROM gone ORDER BY received_at, id`,
      [email],
    );
    return { submissions: rows.map(purgedRow), partialWrites: [] };
  };

  cleanLeftovers: SubmissionStore["cleanLeftovers"] = async () => [];

  pendingNotifications: SubmissionStore["pendingNotifications"] = async () => {
    const { rows } = await this.pool.query<OutboxRow>("SELECT * FROM outbox ORDER BY created_at, id");
    return rows.map(toEntry);
  };

  deliver: SubmissionStore["deliver"] = async ({ ids, now = () => new Date(), senders = SENDERS as Record<Channel, Sender> }: DeliverOptions = {}) => {
    const report: DeliveryReport = { sent: [], failed: [], dropped: [] };
    // Right after a 201, with every sending connection busy (a burst), the entry is left to the
    // next poll instead of queueing for a connection: the 201 is given already, nothing waits on it.
    if (ids && this.senders.totalCount >= SENDING_CONNECTIONS && this.senders.idleCount === 0) return report;
    let candidates: string[];
    try {
      candidates = ids ?? (await this.senders.query<{ id: string }>("SELECT id FROM outbox WHERE next_attempt_at <= $1 ORDER BY created_at, id", [now()])).rows.map((row) => row.id);
    } catch (error) {
      log().error({ event: "notification", ...errorFields(error) }, "cannot read the outbox");
      return report;
    }
    for (const id of candidates) {
      try {
        await this.deliverOne(id, now, senders, report);
      } catch (error) {
        // The row's new state could not be committed (the database went away): it stays as it was and is tried again.
        log().error({ event: "notification", entryId: id, ...errorFields(error) }, "could not record a notification attempt, keeping the entry");
      }
    }
    return report;
  };

  private async deliverOne(id: string, now: () => Date, senders: Record<Channel, Sender>, report: DeliveryReport): Promise<void> {
    await this.transaction(this.senders, async (client) => {
      const { rows } = await client.query<OutboxRow & { record: Submission }>(
        "SELECT o.*, s.record FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.id = $1 FOR UPDATE OF o SKIP LOCKED",
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
        await senders[entry.channel](rows[0].record, this.settings, this.readResume);
      } catch (error) {
        const attempts = entry.attempts + 1;
        const nextAttemptAt = new Date(now().getTime() + backoffMs(attempts, this.settings.retry));
        await client.query("UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1", [id, attempts, String((error as Error)?.message ?? error).slice(0, 500), nextAttemptAt]);
        report.failed.push(id);
        return logAttempt(entry, attempts, "failed", { ...errorFields(error), nextAttemptAt: nextAttemptAt.toISOString() });
      }
      await client.query("DELETE FROM outbox WHERE id = $1", [id]);
      report.sent.push(id);
      logAttempt(entry, entry.attempts + 1, "sent");
    });
  }

  /** Reachable, and a primary that takes writes (not a read-only replica or a database in recovery). */
  async checkReady(): Promise<void> {
    const { rows } = await this.pool.query<{ writable: boolean }>("SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable");
    if (!rows[0]?.writable) throw new Error("the database is read-only");
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.senders.end()]);
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
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is broken: it is closed, not given back to the pool.
      await client.query("ROLLBACK").catch(() => (usable = false));
      throw error;
    } finally {
      client.off("error", lost);
      client.release(!usable);
    }
  }
}

/**
 * At most one confirmation per address per day (../confirmation-limit.ts), in the save's
 * transaction: of two saves at once for one address, the second waits on the first's row and
 * then inserts nothing. Marks of earlier days are removed on the way.
 */
async function claimConfirmation(client: pg.PoolClient, submission: Submission): Promise<boolean> {
  const day = confirmationDay(submission);
  await client.query("DELETE FROM confirmation_marks WHERE day < $1", [day]);
  const { rowCount } = await client.query(
    "INSERT INTO confirmation_marks (day, address_key) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    [day, addressKey(submission.data.email)],
  );
  return rowCount === 1;
}

/** Notifications sent at once by one process (each holds a connection while its receiver answers). */
const SENDING_CONNECTIONS = 4;

interface OutboxRow {
  id: string; submission_id: string; kind: SubmissionKind; channel: Channel;
  created_at: Date; attempts: number; next_attempt_at: Date; last_error: string | null;
}

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id, submissionId: row.submission_id, kind: row.kind, channel: row.channel, createdAt: row.created_at.toISOString(),
  attempts: row.attempts, nextAttemptAt: row.next_attempt_at.toISOString(), ...(row.last_error ? { lastError: row.last_error } : {}),
});

/** A removed submission as the CLI reports it: its rows, named like the folder's files. */
function purgedRow(row: { id: string; kind: SubmissionKind; received_at: Date; has_resume: boolean; entries: string[] }): Purged {
  return {
    id: row.id, kind: row.kind, receivedAt: row.received_at.toISOString(),
    files: [`submissions/${row.id}`, ...(row.has_resume ? [`resumes/${row.id}`] : []), ...row.entries.map((entry) => `outbox/${entry}`)],
  };
}
