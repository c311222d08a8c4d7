-- Up Migration

-- At most one confirmation email per address per day (src/submissions/confirmation-limit.ts): one
-- row per day and address, the address as a SHA-256 hash; rows of earlier days are deleted as new
-- ones come. No link to a submission: erasing a submission must not let a second confirmation out.
CREATE TABLE confirmation_marks (
  day date NOT NULL,
  address_key text NOT NULL,
  PRIMARY KEY (day, address_key)
);

-- Down Migration
DROP TABLE confirmation_marks;
