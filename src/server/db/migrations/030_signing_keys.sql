-- Server secrets for signed links (print links): one random key per purpose, made on first use and
-- shared by every process on the database, so a link signed by one process verifies on another.
CREATE TABLE IF NOT EXISTS signing_keys (
  name       text PRIMARY KEY,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
