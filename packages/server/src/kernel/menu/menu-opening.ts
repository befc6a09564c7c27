import { and, asc, eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { menus } from '../../db/schema';
import { likePattern } from '../data/keyword';

/**
 * The name of a menu entry of `type` that opens the record `moduleId` (its `propertyJson`
 * names it: dynamic dictionaries, function designs, portals), if any. A record such an entry
 * opens is not deleted. The text column is narrowed with LIKE first, then parsed: an entry's
 * properties need not be valid JSON.
 */
export async function menuOpening(
  db: Queryable,
  type: number,
  moduleId: string,
): Promise<string | undefined> {
  const candidates = await db
    .select({ fullName: menus.fullName, propertyJson: menus.propertyJson })
    .from(menus)
    .where(and(eq(menus.type, type), like(menus.propertyJson, likePattern(moduleId))))
    .orderBy(asc(menus.sortCode));
  return candidates.find((menu) => moduleIdOf(menu.propertyJson) === moduleId)?.fullName;
}

/** The `moduleId` of an entry's properties; undefined when they are not a JSON object. */
export function moduleIdOf(propertyJson: string): unknown {
  try {
    const parsed: unknown = JSON.parse(propertyJson);
    return typeof parsed === 'object' && parsed !== null
      ? Reflect.get(parsed, 'moduleId')
      : undefined;
  } catch {
    return undefined;
  }
}
