import { grantKey } from './grant-tree';
import type { GrantKind, GrantMenu } from './grant-tree';

/** An item as RichTreeView takes it. */
export interface GrantViewItem {
  id: string;
  label: string;
  children: GrantViewItem[];
}

/**
 * The tree one tab shows: on the menu tab the menus alone; on an element tab the granted menus
 * (`selected` holds their keys) that hold elements of that kind (at any depth), each with those
 * elements first, so nobody has to open empty branches looking for them. An element tab never
 * offers the elements of a menu the object does not hold: the menus tab decides that.
 */
export function grantView(
  menus: readonly GrantMenu[],
  kind: GrantKind,
  selected: ReadonlySet<string>,
): GrantViewItem[] {
  return menus.flatMap((menu) => {
    if (kind !== 'menu' && !selected.has(grantKey('menu', menu.id))) return [];
    const children = grantView(menu.children, kind, selected);
    const elements =
      kind === 'menu'
        ? []
        : menu.elements[kind].map((element) => ({
            id: grantKey(kind, element.id),
            label: element.label,
            children: [],
          }));
    if (kind !== 'menu' && elements.length === 0 && children.length === 0) return [];
    return [
      { id: grantKey('menu', menu.id), label: menu.label, children: [...elements, ...children] },
    ];
  });
}

/** Every key a tab shows, for check all / deselect all on that tab. */
export function viewKeys(items: readonly GrantViewItem[]): string[] {
  return items.flatMap((item) => [item.id, ...viewKeys(item.children)]);
}

/** The keys with children, for expand all. */
export function branchKeys(items: readonly GrantViewItem[]): string[] {
  return items.flatMap((item) =>
    item.children.length > 0 ? [item.id, ...branchKeys(item.children)] : [],
  );
}

/**
 * Locked items are disabled, and a disabled tree item tells a screen reader nothing of its check
 * state: the label says it instead ("首页（已授予，您无权修改）").
 */
export function describeLocked(
  items: readonly GrantViewItem[],
  locked: ReadonlySet<string>,
  selected: ReadonlySet<string>,
  describe: (label: string, granted: boolean) => string,
): GrantViewItem[] {
  return items.map((item) => ({
    ...item,
    label: locked.has(item.id) ? describe(item.label, selected.has(item.id)) : item.label,
    children: describeLocked(item.children, locked, selected, describe),
  }));
}
