import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { menuOpening } from '../../../kernel/menu/menu-opening';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { DesignValues } from './design-values';
import { webDesigns } from './schema';

/** The menu type whose entries open a design's generated page (SPEC §2: 3, function). */
const DESIGN_MENU_TYPE = 3;

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A new design is a draft by the caller. */
export async function createDesign(tx: Tx, userId: string, values: DesignValues): Promise<string> {
  const [row] = await tx
    .insert(webDesigns)
    .values({ ...values, state: 0, creatorUserId: userId, modifierUserId: userId })
    .returning({ id: webDesigns.id });
  return found(row === undefined ? [] : [row]).id;
}

/**
 * Saves a design read at `version`. The version check, the released-keys check and the write
 * are one statement, so two editors of one version cannot both win and no key a release had
 * can disappear; when it changes nothing, the row tells which check refused it.
 */
export async function updateDesign(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  values: DesignValues,
): Promise<void> {
  const written = await tx
    .update(webDesigns)
    .set({
      ...values,
      modifierUserId: userId,
      version: sql`${webDesigns.version} + 1`,
    })
    .where(
      and(
        eq(webDesigns.id, id),
        eq(webDesigns.version, version),
        sql`${webDesigns.releasedKeys} <@ ${jsonb(values.fieldKeys)}`,
      ),
    )
    .returning({ id: webDesigns.id });
  if (written.length > 0) return;
  const current = found(
    await tx
      .select({ version: webDesigns.version, releasedKeys: webDesigns.releasedKeys })
      .from(webDesigns)
      .where(eq(webDesigns.id, id)),
  );
  if (current.version !== version) throw badRequest('designStale');
  const kept = new Set(values.fieldKeys);
  const lost = current.releasedKeys.filter((key) => !kept.has(key));
  throw badRequest('designReleasedKeys', { keys: lost.join(', ') });
}

/** Deletes a design no menu entry opens; the row is locked while the menus are read. */
export async function deleteDesign(tx: Tx, id: string): Promise<void> {
  found(
    await tx
      .select({ id: webDesigns.id })
      .from(webDesigns)
      .where(eq(webDesigns.id, id))
      .for('update'),
  );
  const menu = await menuOpening(tx, DESIGN_MENU_TYPE, id);
  if (menu !== undefined) throw badRequest('designInUse', { name: menu });
  await tx.delete(webDesigns).where(eq(webDesigns.id, id));
}
