import type { AuthorizeItem, AuthorizeMenuNode, MenuEntry } from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataSchemes, menuElements, menus } from '../../../db/schema';
import { buildMenuTree } from '../../../kernel/menu/menu-tree';

type ElementLists = Pick<AuthorizeMenuNode, 'buttons' | 'columns' | 'forms' | 'resources'>;
const LIST_OF = { button: 'buttons', column: 'columns', form: 'forms' } as const;

/**
 * Every enabled menu entry, nested as CurrentUser nests them (an entry under a disabled one is
 * unreachable, so it is left out), each with its enabled elements and data schemes.
 */
export async function authorityTree(db: Db): Promise<AuthorizeMenuNode[]> {
  const [menuRows, elementRows, schemeRows] = await Promise.all([
    db.select().from(menus).where(eq(menus.enabled, true)),
    db
      .select()
      .from(menuElements)
      .where(eq(menuElements.enabled, true))
      .orderBy(asc(menuElements.sortCode), asc(menuElements.enCode)),
    db
      .select()
      .from(dataSchemes)
      .where(eq(dataSchemes.enabled, true))
      .orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.enCode)),
  ]);
  const lists = new Map<string, ElementLists>();
  const listsOf = (menuId: string): ElementLists => {
    let found = lists.get(menuId);
    if (found === undefined) {
      found = { buttons: [], columns: [], forms: [], resources: [] };
      lists.set(menuId, found);
    }
    return found;
  };
  const item = (row: { id: string; enCode: string; fullName: string }): AuthorizeItem => ({
    id: row.id,
    enCode: row.enCode,
    fullName: row.fullName,
  });
  for (const row of elementRows) {
    // Resource elements are not grantable here: data schemes are the resources.
    if (row.kind === 'resource') continue;
    listsOf(row.menuId)[LIST_OF[row.kind]].push(item(row));
  }
  for (const row of schemeRows) listsOf(row.menuId).resources.push(item(row));

  const toNode = (entry: MenuEntry): AuthorizeMenuNode => ({
    id: entry.id,
    parentId: entry.parentId,
    enCode: entry.enCode,
    fullName: entry.fullName,
    names: entry.names,
    icon: entry.icon,
    type: entry.type,
    ...(lists.get(entry.id) ?? { buttons: [], columns: [], forms: [], resources: [] }),
    children: entry.children.map(toNode),
  });
  return buildMenuTree(menuRows, 'all').map(toNode);
}
