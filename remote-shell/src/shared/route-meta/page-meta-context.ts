import { createContext, useContext } from 'react';
import type { RouteMeta } from './route-meta';

/**
 * The meta of the page a component belongs to. The page host provides it per kept-alive page,
 * so that a page hidden behind another tab still reads its own meta, not the visible route's.
 */
export const PageMetaContext = createContext<RouteMeta | null>(null);

export function usePageMeta(): RouteMeta | null {
  return useContext(PageMetaContext);
}
