// The route table loads this module lazily; a default export is what React.lazy expects.
export { MonitorPage as default } from '../monitor/MonitorPage';
