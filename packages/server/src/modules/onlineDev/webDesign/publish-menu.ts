import { MenuType, type WebDesignPublishBody } from '@mepm/contract';
import { isNameOfWords, validators } from '@mepm/form-engine';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { menus } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { found } from '../../../kernel/data/not-found';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import { moduleIdOf } from '../../../kernel/menu/menu-opening';
import { underNoDisabledEntry } from '../../../kernel/menu/under-no-disabled-entry';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMenusNotHeld } from '../../../plugins/permission/delegation';
import { checkStoredListDesign } from './list-design-check';
import { isTreeList, publishedElements } from './publish-elements';
import { syncPublishedElements } from './publish-sync';
import { webDesigns } from './schema';

/** The released design, locked against a change to draft or an edit while it is published. */
async function releasedDesign(tx: Tx, id: string) {
  const design = found(
    await tx
      .select({
        state: webDesigns.state,
        formData: webDesigns.formData,
        columnData: webDesigns.columnData,
      })
      .from(webDesigns)
      .where(eq(webDesigns.id, id))
      .for('share'),
  );
  if (design.state !== 1) throw badRequest('publishNotReleased');
  const list = checkStoredListDesign(design.columnData, design.formData);
  return { ...design, list };
}

/** The names and code follow the menu's rules: words one space apart, the code rule. */
function checkNaming(body: WebDesignPublishBody): void {
  if (!validators.code(body.enCode)) throw badRequest('publishBadCode');
  if (!isNameOfWords(body.fullName.trim()))
    throw badRequest('publishBadName', { field: 'fullName' });
  for (const language of ['zhtw', 'en'] as const) {
    const name = body.names?.[language].trim() ?? '';
    if (name !== '' && !isNameOfWords(name))
      throw badRequest('publishBadName', { field: language });
  }
}

/**
 * The parent is an enabled directory under no disabled entry (the served menu shows what is
 * published there) and, when an entry is renewed, does not lie under that entry.
 */
async function checkParent(tx: Tx, parentId: string, menuId: string | undefined): Promise<void> {
  const [parent] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.id, parentId),
        eq(menus.type, MenuType.directory),
        eq(menus.enabled, true),
        underNoDisabledEntry(sql`${menus.parentId}`),
        menuId === undefined
          ? undefined
          : sql`not exists (
              with recursive above(id, parent_id) as (
                select a.id, a.parent_id from menus a where a.id = ${parentId}
                union
                select a.id, a.parent_id from menus a join above on a.id = above.parent_id
              )
              select 1 from above where above.id = ${menuId})`,
      ),
    );
  if (parent === undefined) throw badRequest('publishParentInvalid');
}

/**
 * An entry to renew is one that opens this design (type 3, its moduleId), locked; a delegated
 * administrator renews none it holds (docs/delegation.md rule 9: its elements define the grants).
 */
async function lockEntry(tx: Tx, caller: Caller, menuId: string, designId: string) {
  const entry = found(
    await tx
      .select({ type: menus.type, propertyJson: menus.propertyJson })
      .from(menus)
      .where(eq(menus.id, menuId))
      .for('update'),
  );
  if (entry.type !== MenuType.formModel || moduleIdOf(entry.propertyJson) !== designId) {
    throw badRequest('publishMenuNotDesign');
  }
  await assertMenusNotHeld(tx, caller, [menuId]);
}

/**
 * Publishes a released design as a menu entry of type 3, or renews the entry `body.menuId`
 * (docs/reference/online-development.md "Publishing to a menu"), with its elements, in the
 * caller's transaction. Answers the entry's id. Two publishes of one code at once: the unique
 * code index lets one insert and refuses the other.
 */
export async function publishDesign(
  tx: Tx,
  caller: Caller,
  designId: string,
  body: WebDesignPublishBody,
  nameIn: (key: MessageKey) => string,
): Promise<string> {
  const design = await releasedDesign(tx, designId);
  checkNaming(body);
  if (body.menuId !== undefined) await lockEntry(tx, caller, body.menuId, designId);
  await checkParent(tx, body.parentId, body.menuId);
  const taken = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.enCode, body.enCode),
        body.menuId === undefined ? undefined : ne(menus.id, body.menuId),
      ),
    );
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'enCode' });

  const values = {
    parentId: body.parentId,
    type: MenuType.formModel,
    enCode: body.enCode,
    fullName: body.fullName.trim(),
    names: { zhtw: body.names?.zhtw.trim() ?? '', en: body.names?.en.trim() ?? '' },
    icon: body.icon ?? '',
    // Routed as '/' + the address (docs/reference/system-menu.md): the code's dots as slashes.
    urlAddress: body.enCode.replaceAll('.', '/'),
    linkTarget: '_self',
    propertyJson: JSON.stringify({ moduleId: designId, isTree: isTreeList(design.list) }),
    sortCode: body.sortCode ?? 0,
  };
  let menuId = body.menuId;
  if (menuId === undefined) {
    const [row] = await tx.insert(menus).values(values).returning({ id: menus.id });
    menuId = found(row === undefined ? [] : [row]).id;
  } else {
    await tx.update(menus).set(values).where(eq(menus.id, menuId));
  }
  // Checked by the form engine when it was saved and by the release.
  const form = design.formData as Parameters<typeof publishedElements>[0];
  await syncPublishedElements(tx, menuId, publishedElements(form, design.list, nameIn));
  return menuId;
}
