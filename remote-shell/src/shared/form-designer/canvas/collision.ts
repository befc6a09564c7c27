import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/**
 * Targets under the pointer, innermost first (a field inside a row before the row's list, the
 * row's list before the row), keeping only those `accepts` lets the drag land on; with the
 * keyboard, which has no pointer, the nearest accepted target.
 */
export function innermostAccepted(accepts: (activeId: string, overId: string) => boolean) {
  const detect: CollisionDetection = (args) => {
    const activeId = String(args.active.id);
    const area = (id: string | number) => {
      const rect = args.droppableRects.get(id);
      return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
    };
    const hits = args.pointerCoordinates
      ? pointerWithin(args).sort((a, b) => area(a.id) - area(b.id))
      : closestCenter(args);
    return hits.filter((hit) => accepts(activeId, String(hit.id)));
  };
  return detect;
}
