import { createContext, useContext } from 'react';

/**
 * Whether the page is the tab shown: the page host keeps other tabs mounted but hidden, and a
 * page that polls (the server monitor) stops while hidden. True outside the page host.
 */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
