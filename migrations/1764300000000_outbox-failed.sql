-- Up Migration

-- A notification given up on (a permanent failure such as an SMTP 5xx or a webhook's 4xx, or too
-- many tries, or too old) is kept with the time it was given up, listed by `npm run submissions`,
-- and made due again by `npm run submissions -- --retry-failed` (server/submissions/outbox.ts).
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;

-- Down Migration
ALTER TABLE outbox DROP COLUMN failed_at;
