export { shellRoutes } from './router/shell-routes';
