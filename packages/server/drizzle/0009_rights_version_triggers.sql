-- The tables a caller's rights are read from raise their versions too, so that the rights can be kept
-- until one of them changes (plugins/permission/access-cache.ts).
CREATE TRIGGER grants_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER user_relations_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_relations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER menus_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER menu_elements_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_elements
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER data_schemes_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_schemes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
