-- One-time single sign-on tickets (/login?token=<ticket>): stored hashed, valid two minutes, deleted on use.
CREATE TABLE IF NOT EXISTS sso_tickets (
  ticket_hash text PRIMARY KEY,
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role        text NOT NULL,
  expires_at  timestamptz NOT NULL
);
