/** Steps a designer keeps for undo. */
export const UNDO_LIMIT = 100;

/** What a designer's undo and redo go back and forth through: whole documents, never diffs. */
export interface UndoHistory<D> {
  past: readonly D[];
  future: readonly D[];
}

/** The history after a change of `current`: it goes on the undo stack, redo is forgotten. */
export function afterChange<D>(history: UndoHistory<D>, current: D): UndoHistory<D> {
  return { past: [...history.past, current].slice(-UNDO_LIMIT), future: [] };
}

/** The document before `current` and the history around it; `undefined` with nothing to undo. */
export function undoFrom<D>(
  history: UndoHistory<D>,
  current: D,
): ({ present: D } & UndoHistory<D>) | undefined {
  const present = history.past.at(-1);
  if (present === undefined) return undefined;
  return { present, past: history.past.slice(0, -1), future: [current, ...history.future] };
}

/** The document after `current` and the history around it; `undefined` with nothing to redo. */
export function redoFrom<D>(
  history: UndoHistory<D>,
  current: D,
): ({ present: D } & UndoHistory<D>) | undefined {
  const [present, ...future] = history.future;
  if (present === undefined) return undefined;
  return { present, past: [...history.past, current], future };
}
