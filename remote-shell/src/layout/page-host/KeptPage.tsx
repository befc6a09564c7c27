import { Suspense } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { Location, NavigationType } from 'react-router-dom';
import { Loading } from '../../kernel/guard/Loading';
import { PageActiveContext, PageMetaContext } from '../../shared/route-meta';
import type { RouteMeta } from '../../shared/route-meta';

export interface PageSlot {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  meta: RouteMeta | null;
}

/**
 * One page of the page host. A hidden page keeps seeing the location and meta it was opened
 * with: otherwise its search params, relative links and permissions would follow the visible tab.
 */
export function KeptPage({ slot, active }: { slot: PageSlot; active: boolean }) {
  return (
    <Box hidden={!active} sx={active ? undefined : { display: 'none' }}>
      <UNSAFE_LocationContext.Provider
        value={{ location: slot.location, navigationType: slot.navigationType }}
      >
        <PageMetaContext.Provider value={slot.meta}>
          <PageActiveContext.Provider value={active}>
            <Suspense fallback={<Loading />}>{slot.element}</Suspense>
          </PageActiveContext.Provider>
        </PageMetaContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </Box>
  );
}
