-- Business rules declared in the entity schemas: the audit of every record write, and the counters of numbering sequences.

-- Who changed what: one row per create, update, delete, transition or cross-record effect, written in the
-- same transaction as the change. No foreign key, so the trail outlives a deleted record.
CREATE TABLE record_audit (
  id         bigserial PRIMARY KEY,
  record_id  bigint NOT NULL,
  entity     text NOT NULL,
  op         text NOT NULL,              -- create | update | delete | transition | effect
  action     text NOT NULL DEFAULT '',   -- workflow action of a transition or effect
  user_id    int,
  user_name  text NOT NULL DEFAULT '',
  role       text NOT NULL DEFAULT '',
  changes    jsonb NOT NULL DEFAULT '[]'::jsonb,  -- [{field, from, to}]
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_audit_record_idx ON record_audit (entity, record_id, id);
CREATE INDEX record_audit_time_idx ON record_audit (created_at DESC, id DESC);

-- The trail is append-only whatever the SQL: no API can change or delete a row, and neither can a bug.
CREATE FUNCTION record_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'record_audit is append-only';
END
$$;
CREATE TRIGGER record_audit_no_update BEFORE UPDATE OR DELETE ON record_audit
  FOR EACH ROW EXECUTE FUNCTION record_audit_append_only();

-- One counter per sequence scope (entity, field, site/year...). Incremented by an upsert inside the
-- writing transaction: concurrent writers queue on the row, a rollback returns the number, so numbers are
-- distinct and gap-free.
CREATE TABLE record_sequences (
  entity text NOT NULL,
  field  text NOT NULL,
  scope  text NOT NULL,
  value  bigint NOT NULL,
  PRIMARY KEY (entity, field, scope)
);
