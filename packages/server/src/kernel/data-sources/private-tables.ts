/**
 * Tables of the platform's own database that nothing a person builds may read (a data interface,
 * a data sync): they hold password hashes, session and code hashes, the server's signing keys,
 * sealed data-source passwords and request bodies. People are listed through the platform's own
 * pickers instead. The catalogs (`pg_*`) are refused too.
 */
const PLATFORM_PRIVATE = new Set([
  'users',
  'sessions',
  'sms_codes',
  'scan_tickets',
  'system_settings',
  'data_sources',
  'login_failures',
  'login_logs',
  'operation_logs',
  'error_logs',
  'data_interface_logs',
]);

/** Whether a table of the platform's own database (lower-case name) is private to the platform. */
export function isPlatformPrivate(schema: string, table: string): boolean {
  return schema === 'pg_catalog' || table.startsWith('pg_') || PLATFORM_PRIVATE.has(table);
}
