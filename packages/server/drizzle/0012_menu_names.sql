-- Menu entries get their traditional Chinese and English names (full_name stays the simplified
-- Chinese one). Existing entries start with none: the seed names the shipped ones at the next start.
ALTER TABLE "menus" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
