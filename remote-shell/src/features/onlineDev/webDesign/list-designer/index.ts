export { ListDesigner } from './ListDesigner';
export { useListDesign } from './use-list-design';
