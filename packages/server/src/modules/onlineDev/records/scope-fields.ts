import { sql, type SQL } from 'drizzle-orm';
import type { ScopeFieldMap } from '../../../plugins/permission';
import type { PageLayout } from './page-layout';

/**
 * The system fields a data scheme of a generated page may test, by the names this platform
 * family's scheme editors use, and the main table's columns that hold them.
 */
const SYSTEM_FIELDS: Readonly<Record<string, string>> = {
  id: 'f_id',
  creatorUserId: 'f_creator_user_id',
  creatorTime: 'f_created_at',
  lastModifyUserId: 'f_modifier_user_id',
  lastModifyTime: 'f_updated_at',
};

const TEXT_TYPES = new Set(['varchar', 'text']);

/** A column compared as text: a scheme's constant never fails to parse as a number or JSON. */
function asText(column: string, type: string): SQL {
  const name = sql.identifier(column);
  return TEXT_TYPES.has(type) ? sql`${name}` : sql`${name}::text`;
}

/**
 * Scheme field names mapped to the main table's columns: each top-level field by its key, then
 * the system fields (which a field key cannot shadow). Unqualified: every statement that applies
 * the scope reads the main table alone.
 */
export function scopeFieldMap(layout: PageLayout): ScopeFieldMap {
  const map: Record<string, SQL> = {};
  for (const field of layout.fields) map[field.key] = asText(field.column, field.type);
  for (const [name, column] of Object.entries(SYSTEM_FIELDS)) {
    map[name] = asText(
      column,
      column === 'f_created_at' || column === 'f_updated_at' ? 'timestamptz' : 'varchar',
    );
  }
  return map;
}
