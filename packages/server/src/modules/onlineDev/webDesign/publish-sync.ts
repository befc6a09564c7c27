import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { menuElements } from '../../../db/schema';
import type { PublishedElement } from './publish-elements';

const PUBLISHED_KINDS = ['button', 'column', 'form'] as const;

/**
 * Makes the entry's buttons, columns and form fields exactly `elements`: each is upserted by
 * (entry, kind, code), so an element that stays keeps its id and the grants on it; one that left
 * the design is disabled, not deleted, so that its grants come back with it if it returns. Data
 * schemes (resources) are the administrator's and stay as they are.
 */
export async function syncPublishedElements(
  tx: Tx,
  menuId: string,
  elements: PublishedElement[],
): Promise<void> {
  if (elements.length > 0) {
    await tx
      .insert(menuElements)
      .values(elements.map((element) => ({ ...element, menuId, enabled: true })))
      .onConflictDoUpdate({
        target: [menuElements.menuId, menuElements.kind, menuElements.enCode],
        set: {
          fullName: sql`excluded.full_name`,
          sortCode: sql`excluded.sort_code`,
          enabled: true,
          updatedAt: sql`now()`,
        },
      });
  }
  const kept = elements.map((element) => `${element.kind}:${element.enCode}`);
  await tx
    .update(menuElements)
    .set({ enabled: false })
    .where(
      and(
        eq(menuElements.menuId, menuId),
        eq(menuElements.enabled, true),
        inArray(menuElements.kind, [...PUBLISHED_KINDS]),
        kept.length === 0
          ? undefined
          : notInArray(sql`${menuElements.kind} || ':' || ${menuElements.enCode}`, kept),
      ),
    );
}
