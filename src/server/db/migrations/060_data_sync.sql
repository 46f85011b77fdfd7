-- Data sync (系统设置 → 数据同步): export and import runs of a site's records, kept so that a run survives
-- a page reload and its log can be read afterwards.
CREATE TABLE sync_runs (
  id            serial PRIMARY KEY,
  site_id       integer NOT NULL REFERENCES sites(id),
  kind          text NOT NULL CHECK (kind IN ('export', 'import')),
  entity        text NOT NULL,
  -- running → done | failed; an import with refused rows waits at 'awaiting' until the user confirms the
  -- valid rows (→ running → done) or cancels it (→ cancelled).
  status        text NOT NULL CHECK (status IN ('running', 'awaiting', 'done', 'failed', 'cancelled')),
  user_id       integer REFERENCES users(id),
  user_name     text NOT NULL,
  started_at    timestamptz NOT NULL,
  finished_at   timestamptz,
  total         integer NOT NULL DEFAULT 0,
  processed     integer NOT NULL DEFAULT 0,
  ok_count      integer NOT NULL DEFAULT 0,
  error_count   integer NOT NULL DEFAULT 0,
  message       text NOT NULL DEFAULT '',
  file_name     text NOT NULL DEFAULT '',
  -- export: the file the user downloads; import: the uploaded records, kept until the run is confirmed.
  content       text,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX sync_runs_site ON sync_runs (site_id, id DESC);

CREATE TABLE sync_run_log (
  id         bigserial PRIMARY KEY,
  run_id     integer NOT NULL REFERENCES sync_runs(id) ON DELETE CASCADE,
  row_no     integer,                 -- the record's position in the file (1-based), null for run-level lines
  record     text NOT NULL DEFAULT '', -- which record: its number and title
  level      text NOT NULL CHECK (level IN ('info', 'error')),
  message    text NOT NULL
);
CREATE INDEX sync_run_log_run ON sync_run_log (run_id, id);
