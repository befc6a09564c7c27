export { useDebounced } from './use-debounced';
