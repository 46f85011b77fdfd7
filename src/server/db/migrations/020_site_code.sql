-- A short code per site, for record numbers that carry it (x-sequence prefix "{site}HT" -> PJHT2026-00001).
ALTER TABLE sites ADD COLUMN IF NOT EXISTS code text NOT NULL DEFAULT '';
UPDATE sites SET code = 'PJ' WHERE code = '' AND domain = 'pujiang';
UPDATE sites SET code = 'CD' WHERE code = '' AND domain = 'chengdu';
