import type { AuthorizeEntry, MenuEntry, PermissionItem } from '@mepm/contract';
import type { MenuAccess } from '../../kernel/menu/menu-access';

const NONE: Omit<PermissionItem, 'modelId'> = { button: [], column: [], form: [], resource: [] };

/** The visible menu tree with each entry's granted codes beside it, for "my authorisations". */
export function authorizeTree(access: MenuAccess): AuthorizeEntry[] {
  const byModel = new Map(access.permissionList.map((item) => [item.modelId, item]));
  const toEntry = (entry: MenuEntry): AuthorizeEntry => {
    const granted = byModel.get(entry.id) ?? NONE;
    return {
      id: entry.id,
      parentId: entry.parentId,
      enCode: entry.enCode,
      fullName: entry.fullName,
      names: entry.names,
      icon: entry.icon,
      type: entry.type,
      button: granted.button,
      column: granted.column,
      form: granted.form,
      resource: granted.resource,
      children: entry.children.map(toEntry),
    };
  };
  return access.menuList.map(toEntry);
}
