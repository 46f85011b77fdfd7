-- Lists sort by creation or update time by default; these keep a sorted page an index scan.
CREATE INDEX IF NOT EXISTS records_entity_created_idx ON records (entity, created_at, id);
CREATE INDEX IF NOT EXISTS records_entity_updated_idx ON records (entity, updated_at, id);
