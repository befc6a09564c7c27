CREATE TABLE "data_model_tables" (
	"source_id" text NOT NULL,
	"table_name" text NOT NULL,
	"table_oid" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_model_tables_source_id_table_name_pk" PRIMARY KEY("source_id","table_name")
);
