import { TOP_MENU_ITEM_WIDTH } from '../layout-sizes';

/**
 * How many top-level entries fit in `width` at about 116 px each. When not all fit,
 * one slot goes to the "more" entry.
 */
export function visibleMenuCount(
  total: number,
  width: number,
  itemWidth = TOP_MENU_ITEM_WIDTH,
): number {
  const fits = Math.max(0, Math.floor(width / itemWidth));
  if (fits >= total) return total;
  return Math.max(0, fits - 1);
}
