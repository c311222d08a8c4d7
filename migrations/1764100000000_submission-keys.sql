-- Up Migration

-- One row per idempotency key (src/forms/controls.ts IDEMPOTENCY_CONTROL, or a key made from the
-- content of a form posted without JavaScript): written in the submission's transaction, so a
-- second save with the same key waits for the first, finds the key taken and returns the first.
CREATE TABLE submission_keys (
  kind text NOT NULL CHECK (kind IN ('contact', 'application')),
  key text NOT NULL,
  submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, key)
);
CREATE INDEX submission_keys_submission ON submission_keys (submission_id);

-- Down Migration
DROP TABLE submission_keys;
