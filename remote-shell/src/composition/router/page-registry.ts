import { createContext, useContext } from 'react';
import type { PageRegistry } from '../compose-features';
import { PRODUCT } from '../product';

export type { PageRegistry };

/** The pages of the mount's features (the product's, unless a test composes its own). */
export const PageRegistryContext = createContext<PageRegistry>(PRODUCT.pages);

export function usePageRegistry(): PageRegistry {
  return useContext(PageRegistryContext);
}
