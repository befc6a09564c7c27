export {
  designerReducer,
  initialDesignerState,
  EMPTY_DESIGN,
  UNDO_LIMIT,
  type DesignerAction,
  type DesignerState,
} from './designer-state';
export { newField, type NewFieldTexts } from './new-field';
export { copyWithFreshIds } from './copy-field';
export { canPlace, canPlaceNew } from './placement';
export { PALETTE_GROUPS, type PaletteGroupName } from './palette';
export {
  allNodes,
  childrenOf,
  findNode,
  holdsChildren,
  nodeIdOf,
  type FoundNode,
  type NodeId,
  type NodePlace,
} from './tree';
