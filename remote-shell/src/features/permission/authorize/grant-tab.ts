import { grantKey } from './grant-tree';
import type { GrantKind } from './grant-tree';
import type { GrantViewItem } from './grant-view';

const isMenuKey = (key: string) => key.startsWith(grantKey('menu', ''));

function descendantKeys(item: GrantViewItem): string[] {
  return item.children.flatMap((child) => [child.id, ...descendantKeys(child)]);
}

function findItem(items: readonly GrantViewItem[], key: string): GrantViewItem | undefined {
  for (const item of items) {
    const found = item.id === key ? item : findItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * A branch whose subtree is partly granted (itself included): its box shows a dash, not a tick,
 * so a menu with 2 of its 7 sub-menus does not look wholly granted.
 */
export function partlyGranted(
  items: readonly GrantViewItem[],
  selected: ReadonlySet<string>,
): Set<string> {
  const partial = new Set<string>();
  const visit = (item: GrantViewItem) => {
    item.children.forEach(visit);
    if (item.children.length === 0) return;
    const keys = [item.id, ...descendantKeys(item)];
    const granted = keys.filter((key) => selected.has(key)).length;
    if (granted > 0 && granted < keys.length) partial.add(item.id);
  };
  items.forEach(visit);
  return partial;
}

/**
 * An element tab's change as the grants take it. Only the menus tab grants menus: here they show
 * only when granted, and a click on one ticks all its elements of the tab's kind, or unticks
 * them when all were ticked; the menu itself stays granted.
 */
export function elementTabChange(
  kind: GrantKind,
  items: readonly GrantViewItem[],
  previous: readonly string[],
  proposed: readonly string[],
): readonly string[] {
  if (kind === 'menu') return proposed;
  const before = new Set(previous);
  const next = new Set(proposed);
  for (const key of previous.filter(isMenuKey)) {
    if (next.has(key)) continue;
    next.add(key);
    const item = findItem(items, key);
    if (!item) continue;
    const elements = descendantKeys(item).filter((each) => !isMenuKey(each));
    const allTicked = elements.every((each) => before.has(each));
    for (const each of elements) {
      if (allTicked) next.delete(each);
      else next.add(each);
    }
  }
  return [...next];
}
