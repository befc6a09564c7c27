-- The categories of flow definitions (流程分类), seeded once like the product's other
-- dictionaries: rows are added by code and never overwritten, so an administrator's edits stay.
INSERT INTO "dictionary_types" ("id", "parent_id", "en_code", "full_name", "names", "is_tree", "sort_code")
SELECT gen_random_uuid()::text, p."id", 'WorkFlowCategory', '流程分类', '{"zhtw": "流程分類", "en": "Flow categories"}'::jsonb, false, 4
FROM (SELECT 1) AS one
LEFT JOIN "dictionary_types" p ON p."en_code" = 'workflowData'
ON CONFLICT ("en_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dictionary_data" ("id", "type_id", "parent_id", "en_code", "full_name", "names", "sort_code")
SELECT gen_random_uuid()::text, t."id", NULL, v.code, v.full_name, v.names, v.sort_code
FROM (VALUES
  ('personnel', '人事管理', '{"zhtw": "人事管理", "en": "Personnel"}'::jsonb, 1),
  ('finance', '财务管理', '{"zhtw": "財務管理", "en": "Finance"}'::jsonb, 2),
  ('purchase', '采购管理', '{"zhtw": "採購管理", "en": "Purchasing"}'::jsonb, 3),
  ('office', '行政办公', '{"zhtw": "行政辦公", "en": "Office"}'::jsonb, 4),
  ('other', '其他', '{"zhtw": "其他", "en": "Other"}'::jsonb, 5)
) AS v(code, full_name, names, sort_code)
JOIN "dictionary_types" t ON t."en_code" = 'WorkFlowCategory'
ON CONFLICT ("type_id", "en_code") DO NOTHING;
