import { lazy } from 'react';

/** Feature pages the route table renders as elements (not `lazy` routes): loaded on first use. */
export const LazyNotFoundPage = lazy(async () => ({
  default: (await import('../../features/not-found/NotFoundPage')).NotFoundPage,
}));
