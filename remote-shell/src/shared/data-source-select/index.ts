export { SourceSelect, type SourceSelectProps } from './SourceSelect';
export { useDataSourceOptionsQuery } from './data-source-options-api';
