-- Every statement that writes a table with a paged list raises that table's counter, so that a
-- server can keep a list's total until the table changes (kernel/data/paged-select.ts).
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER sessions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER roles_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER positions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER login_logs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON login_logs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER organizations_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
