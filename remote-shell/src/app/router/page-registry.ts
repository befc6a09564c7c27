import type { ComponentType } from 'react';

/**
 * The built pages a menu entry of type 2 can open, by route path ('/' plus the entry's address
 * without its query). A capability registers its list pages here, loaded lazily; an address
 * missing here shows the 404 page rather than a stand-in.
 */
export type PageRegistry = ReadonlyMap<string, ComponentType>;

export const builtPages: PageRegistry = new Map<string, ComponentType>();
