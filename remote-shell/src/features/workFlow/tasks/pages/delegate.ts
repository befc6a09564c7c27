// The route table loads this module lazily; a default export is what React.lazy expects.
export { DelegatePage as default } from '../DelegatePage';
