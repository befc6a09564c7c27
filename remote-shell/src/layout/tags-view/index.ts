export { TagsView } from './TagsView';
