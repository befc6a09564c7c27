import { menuKind } from '../../shared/menu';
import type { MenuRoute } from '../../shared/menu';
import { iconForName } from '../../shared/menu-icon';

export function menuIconFor(route: MenuRoute) {
  return iconForName(route.icon, menuKind(route) === 'directory');
}

export function MenuIcon({ route }: { route: MenuRoute }) {
  const Icon = menuIconFor(route);
  return <Icon fontSize="small" />;
}
