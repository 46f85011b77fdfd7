-- A file belongs to an entity field (its x-upload rule) and a site; reading it is checked against both.
ALTER TABLE files ADD COLUMN IF NOT EXISTS entity text;
ALTER TABLE files ADD COLUMN IF NOT EXISTS field text;
ALTER TABLE files ADD COLUMN IF NOT EXISTS content_type text;
