-- Table-backed resources (x-table): dictionaries and units are edited through the generic records API.
-- A dictionary entry may belong to one site (site_id) beside the global ones (NULL); both tables get a
-- version for optimistic concurrency and the time of the last change.
ALTER TABLE dictionaries ADD COLUMN site_id int REFERENCES sites(id);
ALTER TABLE dictionaries ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE dictionaries ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX dictionaries_site_idx ON dictionaries (site_id, type);
ALTER TABLE units ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE units ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
