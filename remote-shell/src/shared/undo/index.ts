export { UNDO_LIMIT, afterChange, redoFrom, undoFrom, type UndoHistory } from './undo-history';
