-- The tenders (招标项目) the bid application system form (投标申请) chooses from: a flat dictionary
-- administrators keep, one item per tender (code: the tender's number). Seeded empty and once,
-- like the product's other dictionaries, so that an administrator's edits stay.
INSERT INTO "dictionary_types" ("id", "parent_id", "en_code", "full_name", "names", "is_tree", "sort_code")
SELECT gen_random_uuid()::text, p."id", 'BiddingProject', '招标项目', '{"zhtw": "招標項目", "en": "Tenders"}'::jsonb, false, 5
FROM (SELECT 1) AS one
LEFT JOIN "dictionary_types" p ON p."en_code" = 'workflowData'
ON CONFLICT ("en_code") DO NOTHING;
