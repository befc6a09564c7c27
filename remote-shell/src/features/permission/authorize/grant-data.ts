import type { AuthorizeData, AuthorizeMenuNode } from '@mepm/contract';
import type { GrantLists, GrantMenu } from './grant-tree';

/** The server's assignable tree in the shape the grant tree works on, menus named by `nameOf`. */
export function toGrantMenus(
  nodes: readonly AuthorizeMenuNode[],
  nameOf: (node: AuthorizeMenuNode) => string,
): GrantMenu[] {
  const items = (list: AuthorizeMenuNode['buttons']) =>
    list.map((item) => ({ id: item.id, label: item.fullName }));
  return nodes.map((node) => ({
    id: node.id,
    label: nameOf(node),
    elements: {
      button: items(node.buttons),
      column: items(node.columns),
      form: items(node.forms),
      resource: items(node.resources),
    },
    children: toGrantMenus(node.children, nameOf),
  }));
}

type IdLists = Pick<
  AuthorizeData,
  'menuIds' | 'buttonIds' | 'columnIds' | 'formIds' | 'resourceIds'
>;

/** The server's id lists by kind: what the object holds, or (with `data.locked`) what is locked. */
export function grantedLists(data: IdLists): GrantLists {
  return {
    menu: data.menuIds,
    button: data.buttonIds,
    column: data.columnIds,
    form: data.formIds,
    resource: data.resourceIds,
  };
}

export function toBodyIds(lists: GrantLists) {
  return {
    menuIds: lists.menu,
    buttonIds: lists.button,
    columnIds: lists.column,
    formIds: lists.form,
    resourceIds: lists.resource,
  };
}
