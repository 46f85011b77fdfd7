-- System setup (系统设置): account state, a site's own configuration, and the audit of setup changes.

-- Account state: a locked user cannot log in; a reset password must be changed at the next login.
ALTER TABLE users ADD COLUMN locked boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN phone text NOT NULL DEFAULT '';

-- A site's own configuration, read with the user on every request (one row, no extra query):
--   varieties      trading variety codes enabled for the site (null: every variety of menus.json)
--   menu_settings  {menuName: {enabled?, sort?, title?}} per-site menu overrides (checked against menus.json)
--   role_menus     {role: [menuName]} per-site role whitelists replacing the global one
--   workflow_roles {entity: {action: [role]}} who acts at each step on this site (within the schema's roles)
--   settings       parameters and print images {listingDays, auctionDelay, signature, seal, ...}
ALTER TABLE sites ADD COLUMN contact text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN phone text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN enabled boolean NOT NULL DEFAULT true;
ALTER TABLE sites ADD COLUMN varieties jsonb;
ALTER TABLE sites ADD COLUMN menu_settings jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE sites ADD COLUMN role_menus jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE sites ADD COLUMN workflow_roles jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE sites ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'::jsonb;
