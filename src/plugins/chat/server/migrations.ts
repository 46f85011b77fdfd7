// The chat plugin's own tables: a session per visitor conversation, its messages in id order. Idempotent:
// a database made before the plugin owned them (the engine's former migration 040_chat) already has them.
import type { Migration } from '../../../server/api.ts';

export const CHAT_MIGRATIONS: readonly Migration[] = [
  {
    version: '001_tables',
    sql: `
CREATE TABLE IF NOT EXISTS chat_sessions (
  id              bigserial PRIMARY KEY,
  site_id         integer NOT NULL REFERENCES sites(id),
  visitor_name    text NOT NULL,
  visitor_phone   text NOT NULL DEFAULT '',
  visitor_token   text NOT NULL UNIQUE,          -- sha256 of the visitor's cookie token
  visitor_ip      text NOT NULL DEFAULT '',      -- client address (limits how many sessions one address opens)
  staff_id        integer REFERENCES users(id),  -- assigned staff member (null: waiting)
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  staff_read_id   bigint NOT NULL DEFAULT 0,     -- last message id the staff side has read
  visitor_read_id bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  last_at         timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_sessions_site ON chat_sessions (site_id, last_at DESC);
CREATE INDEX IF NOT EXISTS chat_sessions_ip ON chat_sessions (visitor_ip, created_at);

CREATE TABLE IF NOT EXISTS chat_messages (
  id         bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
  sender     text NOT NULL CHECK (sender IN ('visitor', 'staff', 'system')),
  staff_id   integer REFERENCES users(id),
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_session ON chat_messages (session_id, id);
`,
  },
];
