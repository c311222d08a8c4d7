-- Up Migration

-- One row per submission; `record` is the JSON the file store writes (json, not jsonb: the fields
-- keep their order, so notifications and the CSV list them as the form does).
CREATE TABLE submissions (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'application')),
  received_at timestamptz NOT NULL,
  record json NOT NULL,
  -- Room for the data-rights requests (find, export, erase by address).
  email text GENERATED ALWAYS AS (lower(record -> 'data' ->> 'email')) STORED
);
CREATE INDEX submissions_received_at ON submissions (received_at);
CREATE INDEX submissions_email ON submissions (email);

-- An application's resume (at most data/site.json constants.resumeMaxBytes, checked before saving).
CREATE TABLE resumes (
  submission_id text PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  content bytea NOT NULL
);

-- Notifications not delivered yet: one row per submission and channel, written in the submission's transaction.
CREATE TABLE outbox (
  id text PRIMARY KEY,
  submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text
);
CREATE INDEX outbox_due ON outbox (next_attempt_at);
CREATE INDEX outbox_submission ON outbox (submission_id);

-- The per-client rate limit shared by every server, in rate-limiter-flexible's RateLimiterPostgres layout.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Down Migration
DROP TABLE rate_limits;
DROP TABLE outbox;
DROP TABLE resumes;
DROP TABLE submissions;
