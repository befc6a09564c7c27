import type { MenuRoute } from '../../shared/menu';

/** One entry of the menus the shell draws: a route and its visible children. */
export interface MenuNode {
  route: MenuRoute;
  children: MenuNode[];
}

/**
 * Rebuilds the tree from the flat routes (parents come before children, names are unique).
 * Hidden entries have nothing to open and are left out with their subtrees.
 */
export function menuTree(routes: readonly MenuRoute[]): MenuNode[] {
  const byName = new Map<string, MenuNode>();
  const roots: MenuNode[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const node: MenuNode = { route, children: [] };
    const parentName = route.parents.at(-1)?.name;
    if (parentName === undefined) {
      roots.push(node);
    } else {
      const parent = byName.get(parentName);
      if (!parent) continue; // its parent is hidden
      parent.children.push(node);
    }
    byName.set(route.name, node);
  }
  return roots;
}

/** The route shown at `pathname`, if any: the longest path that is the pathname or a prefix of it. */
export function activeRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  let best: MenuRoute | undefined;
  for (const route of routes) {
    if (route.hidden || route.externalUrl !== undefined) continue;
    const matches = pathname === route.path || pathname.startsWith(`${route.path}/`);
    if (matches && (!best || route.path.length > best.path.length)) best = route;
  }
  return best;
}

/** Names of the active route and all its ancestors: what the menus highlight and open. */
export function activeNames(routes: readonly MenuRoute[], pathname: string): Set<string> {
  const active = activeRoute(routes, pathname);
  if (!active) return new Set();
  return new Set([...active.parents.map((parent) => parent.name), active.name]);
}

/** Every openable entry under `nodes`, depth first (what a flat list of menus shows). */
export function leaves(nodes: readonly MenuNode[]): MenuRoute[] {
  return nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node.route]));
}
