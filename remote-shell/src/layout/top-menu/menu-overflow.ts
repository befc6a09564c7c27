import { createContext, useContext } from 'react';
import type { MenuNode } from '../menu/menu-tree';

/**
 * The top-level entries the functional layout's top bar had no room for; null in the other
 * layouts. /menuMore lists them.
 */
export const MenuOverflowContext = createContext<MenuNode[] | null>(null);

export function useMenuOverflow(): MenuNode[] | null {
  return useContext(MenuOverflowContext);
}
