-- Login attempt counters (per account name and per client address) and the audit of every login.
CREATE TABLE IF NOT EXISTS login_attempts (
  key          text PRIMARY KEY,          -- 'user:<name>' or 'addr:<ip>'
  failures     int NOT NULL DEFAULT 0,
  last_failure timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS login_audit (
  id        bigserial PRIMARY KEY,
  username  text NOT NULL,
  user_id   int REFERENCES users(id) ON DELETE SET NULL,
  address   text NOT NULL,
  success   boolean NOT NULL,
  reason    text NOT NULL,               -- ok, bad_credentials, locked, no_role, sso
  at        timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS login_audit_at_idx ON login_audit (at);
