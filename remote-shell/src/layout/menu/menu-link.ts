import { menuKind } from '../../shared/menu';
import type { MenuRoute } from '../../shared/menu';

/** How a menu entry opens: a route inside the app, a new browser tab, or not at all (directory). */
export type MenuTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'directory' };

export function menuTarget(route: MenuRoute): MenuTarget {
  if (route.externalUrl !== undefined && route.openInNewTab) {
    return { kind: 'external', href: route.externalUrl };
  }
  if (menuKind(route) === 'directory') return { kind: 'directory' };
  // Links shown inside the app (a frame page) still open by their in-app path.
  return { kind: 'internal', to: route.path };
}

/** Attributes of an anchor that opens an external entry: a new tab that cannot reach back. */
export function externalLinkProps(href: string) {
  return { href, target: '_blank', rel: 'noopener noreferrer' } as const;
}
