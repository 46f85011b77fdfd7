-- Base tables. Plain PostgreSQL 15 SQL (also runs on PGlite, which is PG 18).

CREATE TABLE regions (
  id        bigint PRIMARY KEY,          -- administrative division code
  parent_id bigint REFERENCES regions(id),
  name      text NOT NULL,
  level     int NOT NULL                 -- 1 province, 2 city, 3 county, 4 township, 5 village
);
CREATE INDEX regions_parent_idx ON regions (parent_id, id);

CREATE TABLE sites (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  domain    text NOT NULL DEFAULT '',
  region_id bigint REFERENCES regions(id)
);

CREATE TABLE roles (
  name       text PRIMARY KEY,
  title      text NOT NULL,
  menu_names jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,          -- scrypt$N$r$p$salt$hash
  name          text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  introduction  text NOT NULL DEFAULT '',
  site_id       int REFERENCES sites(id),
  user_type     int NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role    text NOT NULL REFERENCES roles(name),
  sort    int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, role)
);

CREATE TABLE sessions (
  id         bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,     -- sha256 of the token; the token itself is never stored
  user_id    int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role       text NOT NULL REFERENCES roles(name),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE records (
  id         bigserial PRIMARY KEY,
  entity     text NOT NULL,
  site_id    int REFERENCES sites(id),
  variety    text,
  status     text,
  data       jsonb NOT NULL DEFAULT '{}'::jsonb,
  version    int NOT NULL DEFAULT 1,
  created_by int REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX records_entity_id_idx ON records (entity, id DESC);
CREATE INDEX records_entity_status_idx ON records (entity, status);
CREATE INDEX records_entity_site_idx ON records (entity, site_id, id DESC);

CREATE TABLE record_transitions (
  id          bigserial PRIMARY KEY,
  record_id   bigint NOT NULL REFERENCES records(id) ON DELETE CASCADE,
  entity      text NOT NULL,
  action      text NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  opinion     text NOT NULL DEFAULT '',
  user_id     int REFERENCES users(id),
  user_name   text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_transitions_record_idx ON record_transitions (record_id, id);

CREATE TABLE dictionaries (
  id      serial PRIMARY KEY,
  type    text NOT NULL,
  code    text NOT NULL,
  label   text NOT NULL,
  variety text,                          -- null: every trading variety
  sort    int NOT NULL DEFAULT 0
);
CREATE INDEX dictionaries_type_idx ON dictionaries (type, sort);

CREATE TABLE units (
  id            serial PRIMARY KEY,
  business_type text NOT NULL,
  unit_type     text NOT NULL,
  unit_name     text NOT NULL,
  sort          int NOT NULL DEFAULT 0
);

CREATE TABLE site_accounts (
  id            serial PRIMARY KEY,
  site_id       int NOT NULL REFERENCES sites(id),
  acount_number text NOT NULL,           -- spelling as in the original API
  acount_name   text NOT NULL,
  bank          text NOT NULL
);

CREATE TABLE messages (
  id          bigserial PRIMARY KEY,
  user_id     int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type        int NOT NULL CHECK (type IN (1, 2, 3)),  -- 1 pending approval, 2 completed, 3 warning
  title       text NOT NULL,
  entity      text,
  record_id   bigint REFERENCES records(id) ON DELETE CASCADE,
  read        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_user_idx ON messages (user_id, read, type);

CREATE TABLE files (
  id         bigserial PRIMARY KEY,
  path       text NOT NULL UNIQUE,       -- relative to DATA_DIR/files
  name       text NOT NULL,
  size       bigint NOT NULL DEFAULT 0,
  site_id    int REFERENCES sites(id),
  created_by int REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
