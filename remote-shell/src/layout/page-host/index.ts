export { PageHost } from './PageHost';
