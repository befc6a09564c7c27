import type { FlowLauncher, FlowLauncherType, FlowVisibleType } from '@mepm/contract';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { organizations, positions, roles, users } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';

const TABLES: Record<FlowLauncherType, { table: PgTable; id: PgColumn }> = {
  user: { table: users, id: users.id },
  organize: { table: organizations, id: organizations.id },
  position: { table: positions, id: positions.id },
  role: { table: roles, id: roles.id },
};

/**
 * The launchers a definition keeps: none when everyone may launch it; otherwise at least one,
 * each once, each naming an existing user, organisation, position or role (one query per kind).
 */
export async function checkedLaunchers(
  db: Queryable,
  visibleType: FlowVisibleType,
  launchers: readonly FlowLauncher[],
): Promise<FlowLauncher[]> {
  if (visibleType === 0) return [];
  const unique = [...new Map(launchers.map((l) => [`${l.objectType} ${l.objectId}`, l])).values()];
  if (unique.length === 0) throw badRequest('flowLaunchersEmpty');
  for (const [type, { table, id }] of Object.entries(TABLES) as [
    FlowLauncherType,
    (typeof TABLES)[FlowLauncherType],
  ][]) {
    const asked = unique.filter((l) => l.objectType === type).map((l) => l.objectId);
    if (asked.length === 0) continue;
    const rows = await db.select({ id }).from(table).where(inArray(id, asked));
    const known = new Set(rows.map((row) => row.id));
    const missing = asked.find((objectId) => !known.has(objectId));
    if (missing !== undefined) throw badRequest('flowLauncherUnknown', { type, id: missing });
  }
  return unique;
}
