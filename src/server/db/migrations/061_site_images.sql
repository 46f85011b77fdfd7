-- A site's seal and signature images for print layouts (系统设置 → 站点参数), kept in the database so every
-- server process serves them; read only by the site's users and, inlined, by signed print links.
CREATE TABLE site_images (
  site_id    integer NOT NULL REFERENCES sites(id),
  kind       text NOT NULL CHECK (kind IN ('seal', 'signature')),
  mime       text NOT NULL,
  data       bytea NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, kind)
);
