CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_tree" boolean DEFAULT false NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD CONSTRAINT "dictionary_data_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dictionary_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD CONSTRAINT "dictionary_data_parent_id_dictionary_data_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_types" ADD CONSTRAINT "dictionary_types_parent_id_dictionary_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionary_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_type_code_unique" ON "dictionary_data" USING btree ("type_id","en_code");--> statement-breakpoint
CREATE INDEX "dictionary_data_parent_idx" ON "dictionary_data" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_en_code_unique" ON "dictionary_types" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "dictionary_types_parent_idx" ON "dictionary_types" USING btree ("parent_id");
--> statement-breakpoint
-- The dictionaries the product itself uses, seeded once: rows are added by code and never
-- overwritten, so an administrator's edits (and deletions) stay.

INSERT INTO "dictionary_types" ("id", "parent_id", "en_code", "full_name", "names", "is_tree", "sort_code")
SELECT gen_random_uuid()::text, p."id", v.code, v.full_name, v.names, v.is_tree, v.sort_code
FROM (VALUES
  ('baseData', NULL, '基础数据', '{"zhtw": "基礎資料", "en": "Basic data"}'::jsonb, false, 1),
  ('workflowData', NULL, '流程与消息', '{"zhtw": "流程與訊息", "en": "Workflow and messages"}'::jsonb, false, 2),
  ('gender', 'baseData', '性别', '{"zhtw": "性別", "en": "Gender"}'::jsonb, false, 1),
  ('documentCategory', 'baseData', '文档分类', '{"zhtw": "文件分類", "en": "Document categories"}'::jsonb, true, 2),
  ('flowStatus', 'workflowData', '流程状态', '{"zhtw": "流程狀態", "en": "Flow status"}'::jsonb, false, 1),
  ('urgency', 'workflowData', '紧急程度', '{"zhtw": "緊急程度", "en": "Urgency"}'::jsonb, false, 2),
  ('messageType', 'workflowData', '消息类型', '{"zhtw": "訊息類型", "en": "Message types"}'::jsonb, false, 3)
) AS v(code, parent_code, full_name, names, is_tree, sort_code)
LEFT JOIN "dictionary_types" p ON p."en_code" = v.parent_code
WHERE v.parent_code IS NULL
ON CONFLICT ("en_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dictionary_types" ("id", "parent_id", "en_code", "full_name", "names", "is_tree", "sort_code")
SELECT gen_random_uuid()::text, p."id", v.code, v.full_name, v.names, v.is_tree, v.sort_code
FROM (VALUES
  ('baseData', NULL, '基础数据', '{"zhtw": "基礎資料", "en": "Basic data"}'::jsonb, false, 1),
  ('workflowData', NULL, '流程与消息', '{"zhtw": "流程與訊息", "en": "Workflow and messages"}'::jsonb, false, 2),
  ('gender', 'baseData', '性别', '{"zhtw": "性別", "en": "Gender"}'::jsonb, false, 1),
  ('documentCategory', 'baseData', '文档分类', '{"zhtw": "文件分類", "en": "Document categories"}'::jsonb, true, 2),
  ('flowStatus', 'workflowData', '流程状态', '{"zhtw": "流程狀態", "en": "Flow status"}'::jsonb, false, 1),
  ('urgency', 'workflowData', '紧急程度', '{"zhtw": "緊急程度", "en": "Urgency"}'::jsonb, false, 2),
  ('messageType', 'workflowData', '消息类型', '{"zhtw": "訊息類型", "en": "Message types"}'::jsonb, false, 3)
) AS v(code, parent_code, full_name, names, is_tree, sort_code)
JOIN "dictionary_types" p ON p."en_code" = v.parent_code
ON CONFLICT ("en_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dictionary_data" ("id", "type_id", "parent_id", "en_code", "full_name", "names", "sort_code")
SELECT gen_random_uuid()::text, t."id", p."id", v.code, v.full_name, v.names, v.sort_code
FROM (VALUES
  ('gender', 'male', NULL, '男', '{"zhtw": "男", "en": "Male"}'::jsonb, 1),
  ('gender', 'female', NULL, '女', '{"zhtw": "女", "en": "Female"}'::jsonb, 2),
  ('gender', 'unknown', NULL, '保密', '{"zhtw": "保密", "en": "Not stated"}'::jsonb, 3),
  ('flowStatus', '0', NULL, '草稿', '{"zhtw": "草稿", "en": "Draft"}'::jsonb, 1),
  ('flowStatus', '1', NULL, '等待中', '{"zhtw": "等待中", "en": "Waiting"}'::jsonb, 2),
  ('flowStatus', '2', NULL, '已通过', '{"zhtw": "已通過", "en": "Approved"}'::jsonb, 3),
  ('flowStatus', '3', NULL, '已驳回', '{"zhtw": "已駁回", "en": "Rejected"}'::jsonb, 4),
  ('flowStatus', '4', NULL, '已撤回', '{"zhtw": "已撤回", "en": "Revoked"}'::jsonb, 5),
  ('flowStatus', '5', NULL, '已终止', '{"zhtw": "已終止", "en": "Cancelled"}'::jsonb, 6),
  ('urgency', '1', NULL, '普通', '{"zhtw": "普通", "en": "Normal"}'::jsonb, 1),
  ('urgency', '2', NULL, '重要', '{"zhtw": "重要", "en": "Important"}'::jsonb, 2),
  ('urgency', '3', NULL, '紧急', '{"zhtw": "緊急", "en": "Urgent"}'::jsonb, 3),
  ('messageType', '1', NULL, '通知公告', '{"zhtw": "通知公告", "en": "Notice"}'::jsonb, 1),
  ('messageType', '2', NULL, '待办', '{"zhtw": "待辦", "en": "To-do"}'::jsonb, 2),
  ('messageType', '3', NULL, '传阅', '{"zhtw": "傳閱", "en": "Circulated"}'::jsonb, 3),
  ('messageType', '99', NULL, '制度发布', '{"zhtw": "制度發布", "en": "Policy release"}'::jsonb, 4),
  ('documentCategory', 'policy', NULL, '制度文件', '{"zhtw": "制度文件", "en": "Policies"}'::jsonb, 1),
  ('documentCategory', 'technical', NULL, '技术文档', '{"zhtw": "技術文件", "en": "Technical documents"}'::jsonb, 4),
  ('documentCategory', 'contract', NULL, '合同文件', '{"zhtw": "合約文件", "en": "Contracts"}'::jsonb, 7),
  ('documentCategory', 'other', NULL, '其他', '{"zhtw": "其他", "en": "Other"}'::jsonb, 8)
) AS v(type_code, code, parent_code, full_name, names, sort_code)
JOIN "dictionary_types" t ON t."en_code" = v.type_code
LEFT JOIN "dictionary_data" p ON p."type_id" = t."id" AND p."en_code" = v.parent_code
ON CONFLICT ("type_id", "en_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dictionary_data" ("id", "type_id", "parent_id", "en_code", "full_name", "names", "sort_code")
SELECT gen_random_uuid()::text, t."id", p."id", v.code, v.full_name, v.names, v.sort_code
FROM (VALUES
  ('documentCategory', 'policy.management', 'policy', '管理制度', '{"zhtw": "管理制度", "en": "Management rules"}'::jsonb, 2),
  ('documentCategory', 'policy.safety', 'policy', '安全制度', '{"zhtw": "安全制度", "en": "Safety rules"}'::jsonb, 3),
  ('documentCategory', 'technical.drawing', 'technical', '图纸', '{"zhtw": "圖紙", "en": "Drawings"}'::jsonb, 5),
  ('documentCategory', 'technical.scheme', 'technical', '施工方案', '{"zhtw": "施工方案", "en": "Construction plans"}'::jsonb, 6)
) AS v(type_code, code, parent_code, full_name, names, sort_code)
JOIN "dictionary_types" t ON t."en_code" = v.type_code
LEFT JOIN "dictionary_data" p ON p."type_id" = t."id" AND p."en_code" = v.parent_code
ON CONFLICT ("type_id", "en_code") DO NOTHING;
