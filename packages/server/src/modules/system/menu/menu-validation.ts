import { isNameOfWords, validators } from '@mepm/form-engine';
import { and, eq, ne } from 'drizzle-orm';
import type { MenuBody, MenuNames } from '@mepm/contract';
import type { Queryable } from '../../../db/client';
import { menus } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { ROOT_PARENT_ID } from '../../../kernel/menu/menu-tree';

/** Menu types whose propertyJson must name their model (docs/reference/system-menu.md). */
const MODEL_TYPES = [3, 4, 5, 8];

/** The stored parent id of a body: null for the top level. */
export function parentOf(body: MenuBody): string | null {
  const parent = body.parentId ?? '';
  return parent === '' || parent === ROOT_PARENT_ID ? null : parent;
}

/** The body's names in the other languages, trimmed; an absent one is empty (shows fullName). */
export function namesOf(body: MenuBody): MenuNames {
  return { zhtw: body.names?.zhtw.trim() ?? '', en: body.names?.en.trim() ?? '' };
}

/** Each name follows the name rule (words one space apart); zh is required, the others not. */
function validateNames(body: MenuBody): void {
  if (!isNameOfWords(body.fullName.trim())) {
    throw badRequest('ruleMenuName', { field: 'fullName' });
  }
  const names = namesOf(body);
  for (const language of ['zhtw', 'en'] as const) {
    if (names[language] !== '' && !isNameOfWords(names[language])) {
      throw badRequest('ruleMenuName', { field: language });
    }
  }
}

/**
 * Refuses, with a translated reason, what the database would refuse less clearly: a name against
 * the name rule, a malformed or taken code, a parent that does not exist or lies under the entry
 * itself, property JSON the menu type cannot use.
 */
export async function validateMenu(db: Queryable, body: MenuBody, id?: string): Promise<void> {
  validateNames(body);
  if (!validators.code(body.enCode)) throw badRequest('badMenuCode');
  const taken = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.enCode, body.enCode), id === undefined ? undefined : ne(menus.id, id)));
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'enCode' });
  const parentId = parentOf(body);
  if (parentId !== null) {
    const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    const byId = new Map(all.map((row) => [row.id, row.parentId]));
    if (!byId.has(parentId)) throw badRequest('menuParentInvalid');
    // Walking up from the new parent must never reach the entry itself.
    for (let cur: string | null = parentId, steps = 0; cur !== null; steps++) {
      if (cur === id || steps > all.length) throw badRequest('menuParentInvalid');
      cur = byId.get(cur) ?? null;
    }
  }
  validatePropertyJson(body.type, body.propertyJson ?? '{}');
}

function validatePropertyJson(type: number, text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('badPropertyJson');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('badPropertyJson');
  }
  if (!MODEL_TYPES.includes(type)) return;
  const { moduleId, isTree } = parsed as { moduleId?: unknown; isTree?: unknown };
  const treeFlag = typeof isTree === 'boolean' || isTree === 0 || isTree === 1;
  if (typeof moduleId !== 'string' || moduleId === '' || !treeFlag) {
    throw badRequest('badPropertyJson');
  }
}
