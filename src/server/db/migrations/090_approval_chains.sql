-- Approval chains (x-workflow transition `chain`): the per-site versions of a chain, each record's run of
-- one chain version, and every decision of a run. The record stays in its pending state until its run ends.

-- A site's edits of a chain (工作流管理): each save a new version; the highest is in force; none = the JSON default.
CREATE TABLE approval_chain_versions (
  id          bigserial PRIMARY KEY,
  site_id     integer NOT NULL REFERENCES sites(id),
  entity      text NOT NULL,
  action      text NOT NULL,
  version     integer NOT NULL CHECK (version > 0),
  levels      jsonb NOT NULL,
  user_id     integer,
  user_name   text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL,
  UNIQUE (site_id, entity, action, version)
);

-- One run per stay of a record in the chain's state; it keeps the levels it started with, so a later edit
-- never changes a record already in the chain.
CREATE TABLE approval_runs (
  id             bigserial PRIMARY KEY,
  entity         text NOT NULL,
  record_id      bigint NOT NULL,
  action         text NOT NULL,
  site_id        integer,
  chain_version  integer NOT NULL,          -- 0: the declaration's default
  levels         jsonb NOT NULL,
  status         text NOT NULL CHECK (status IN ('open', 'approved', 'rejected')),
  started_at     timestamptz NOT NULL,
  finished_at    timestamptz
);
CREATE UNIQUE INDEX approval_runs_open ON approval_runs (entity, record_id) WHERE status = 'open';
CREATE INDEX approval_runs_site_open ON approval_runs (site_id) WHERE status = 'open';

-- A person signs a level of a run once (the unique key backs the record's row lock).
CREATE TABLE approval_decisions (
  id              bigserial PRIMARY KEY,
  run_id          bigint NOT NULL REFERENCES approval_runs(id),
  level           integer NOT NULL,
  decision        text NOT NULL CHECK (decision IN ('approve', 'reject')),
  user_id         integer NOT NULL,
  username        text NOT NULL,
  user_name       text NOT NULL,
  role            text NOT NULL DEFAULT '',
  opinion         text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL,
  UNIQUE (run_id, level, user_id)
);
CREATE INDEX approval_decisions_run ON approval_decisions (run_id, id);
