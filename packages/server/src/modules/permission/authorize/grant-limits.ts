import type { AuthorizeGrantedIds, AuthorizeMenuNode, AuthorizeObjectType } from '@mepm/contract';
import type { Db } from '../../../db/client';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import { ApiError } from '../../../plugins/envelope/api-error';
import { assertMayChangeGrants, type Caller } from '../../../plugins/permission/delegation';
import { heldRightKeys, rightKey } from '../../../plugins/permission/delegation/held-rights';

/** What the caller may change on one object's grants, for the page to show before it tries. */
export interface GrantLimits {
  locked: AuthorizeGrantedIds;
  /** Why the object's grants are not the caller's to change, when they are not. */
  readOnly?: MessageKey;
}

/**
 * The items of the tree the caller does not hold (none for administrators), and whether the
 * delegation rules would refuse any change to this object: the same rules PUT enforces.
 */
export async function grantLimits(
  db: Db,
  caller: Caller,
  object: { type: AuthorizeObjectType; id: string },
  tree: readonly AuthorizeMenuNode[],
): Promise<GrantLimits> {
  const locked: AuthorizeGrantedIds = {
    menuIds: [],
    buttonIds: [],
    columnIds: [],
    formIds: [],
    resourceIds: [],
  };
  let readOnly: MessageKey | undefined;
  try {
    await assertMayChangeGrants(db, caller, object, [], []);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    readOnly = error.key;
  }
  if (caller.isAdministrator) return { locked, ...(readOnly ? { readOnly } : {}) };
  const held = await heldRightKeys(db, caller.id);
  const lockUnheld = (list: string[], kind: string, items: readonly { id: string }[]) => {
    for (const item of items) if (!held.has(rightKey(kind, item.id))) list.push(item.id);
  };
  const visit = (node: AuthorizeMenuNode) => {
    lockUnheld(locked.menuIds, 'menu', [node]);
    lockUnheld(locked.buttonIds, 'button', node.buttons);
    lockUnheld(locked.columnIds, 'column', node.columns);
    lockUnheld(locked.formIds, 'form', node.forms);
    lockUnheld(locked.resourceIds, 'resource', node.resources);
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  return { locked, ...(readOnly ? { readOnly } : {}) };
}
