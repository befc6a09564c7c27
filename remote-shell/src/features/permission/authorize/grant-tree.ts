/**
 * The authorisation tree as pure data: menus, and under each menu its elements (buttons, list
 * columns, form fields, data schemes). Every node is addressed by a key `kind:id`, because the
 * ids of different kinds come from different tables and may collide.
 */

export const ELEMENT_KINDS = ['button', 'column', 'form', 'resource'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];
export type GrantKind = 'menu' | ElementKind;
export const GRANT_KINDS: readonly GrantKind[] = ['menu', ...ELEMENT_KINDS];

export interface GrantElement {
  id: string;
  label: string;
}

/** A menu with its own elements by kind and its sub-menus. */
export interface GrantMenu {
  id: string;
  label: string;
  elements: Record<ElementKind, readonly GrantElement[]>;
  children: readonly GrantMenu[];
}

/** The granted ids per kind, as the server stores and receives them. */
export type GrantLists = Record<GrantKind, string[]>;

export function grantKey(kind: GrantKind, id: string): string {
  return `${kind}:${id}`;
}

function splitKey(key: string): { kind: GrantKind; id: string } {
  const at = key.indexOf(':');
  return { kind: key.slice(0, at) as GrantKind, id: key.slice(at + 1) };
}

/** Parent key and child keys of every node, built once per tree. */
export interface GrantIndex {
  parent: ReadonlyMap<string, string | null>;
  children: ReadonlyMap<string, readonly string[]>;
  /** Every key of the kind, in tree order. */
  keysOf: (kind: GrantKind) => readonly string[];
}

export function indexGrantTree(menus: readonly GrantMenu[]): GrantIndex {
  const parent = new Map<string, string | null>();
  const children = new Map<string, string[]>();
  const byKind = new Map<GrantKind, string[]>(GRANT_KINDS.map((kind) => [kind, []]));
  const visit = (menu: GrantMenu, parentKey: string | null) => {
    const key = grantKey('menu', menu.id);
    parent.set(key, parentKey);
    byKind.get('menu')?.push(key);
    const own: string[] = [];
    for (const kind of ELEMENT_KINDS) {
      for (const element of menu.elements[kind]) {
        const elementKey = grantKey(kind, element.id);
        parent.set(elementKey, key);
        byKind.get(kind)?.push(elementKey);
        own.push(elementKey);
      }
    }
    for (const child of menu.children) {
      own.push(grantKey('menu', child.id));
      visit(child, key);
    }
    children.set(key, own);
  };
  for (const menu of menus) visit(menu, null);
  return { parent, children, keysOf: (kind) => byKind.get(kind) ?? [] };
}

function withAncestors(index: GrantIndex, key: string, into: Set<string>): void {
  for (let cur: string | null | undefined = key; cur; cur = index.parent.get(cur)) into.add(cur);
}

function withoutDescendants(index: GrantIndex, key: string, from: Set<string>): void {
  from.delete(key);
  for (const child of index.children.get(key) ?? []) withoutDescendants(index, child, from);
}

/** Checking a node checks the menus above it: a button is useless without its menu. */
export function checkKeys(
  index: GrantIndex,
  selected: readonly string[],
  keys: readonly string[],
): string[] {
  const next = new Set(selected);
  for (const key of keys) withAncestors(index, key, next);
  return [...next];
}

/** Unchecking a menu unchecks everything under it, which would otherwise be granted orphans. */
export function uncheckKeys(
  index: GrantIndex,
  selected: readonly string[],
  keys: readonly string[],
): string[] {
  const next = new Set(selected);
  for (const key of keys) withoutDescendants(index, key, next);
  return [...next];
}

/** Turns the tree view's raw new selection into a consistent one, from what the user changed. */
export function reconcileSelection(
  index: GrantIndex,
  previous: readonly string[],
  proposed: readonly string[],
): string[] {
  const before = new Set(previous);
  const after = new Set(proposed);
  const removed = previous.filter((key) => !after.has(key));
  const added = proposed.filter((key) => !before.has(key));
  return checkKeys(index, uncheckKeys(index, previous, removed), added);
}

export function toGrantLists(selected: readonly string[]): GrantLists {
  const lists: GrantLists = { menu: [], button: [], column: [], form: [], resource: [] };
  for (const key of selected) {
    const { kind, id } = splitKey(key);
    lists[kind].push(id);
  }
  for (const kind of GRANT_KINDS) lists[kind].sort();
  return lists;
}

/** Keys of the granted ids that still exist in the tree: grants of deleted items are dropped. */
export function fromGrantLists(index: GrantIndex, lists: Partial<GrantLists>): string[] {
  return GRANT_KINDS.flatMap((kind) =>
    (lists[kind] ?? []).map((id) => grantKey(kind, id)).filter((key) => index.parent.has(key)),
  );
}

/**
 * Keeps the locked keys (rights the caller may neither grant nor withdraw) as the server holds
 * them, whatever a change proposed: a locked key checked before stays checked, with the menus
 * above it; one unchecked before stays unchecked, and so does whatever would need it as a menu.
 */
export function keepLocked(
  index: GrantIndex,
  proposed: readonly string[],
  baseline: readonly string[],
  locked: ReadonlySet<string>,
): string[] {
  if (locked.size === 0) return [...proposed];
  const next = new Set(proposed.filter((key) => !locked.has(key)));
  const lockedChecked = new Set(baseline.filter((key) => locked.has(key)));
  for (const key of lockedChecked) withAncestors(index, key, next);
  const reachable = (key: string): boolean => {
    const parent = index.parent.get(key);
    return parent === null || parent === undefined || (next.has(parent) && reachable(parent));
  };
  return [...next].filter((key) => lockedChecked.has(key) || reachable(key));
}

/** Same grants, whatever the order: tells whether there is anything to save. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((key) => set.has(key));
}
