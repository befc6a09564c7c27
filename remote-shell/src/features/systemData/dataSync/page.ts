// The route table loads this module lazily; a default export is what React.lazy expects.
export { DataSyncPage as default } from './DataSyncPage';
