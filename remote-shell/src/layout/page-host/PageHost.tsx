import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { useAppSelector } from '../../kernel/hooks';
import { REDIRECT_PREFIX } from '../../composition/router/route-paths';
import { useCurrentRouteMeta } from '../../composition/router/use-route-meta';
import { KeptPage } from './KeptPage';
import type { PageSlot } from './KeptPage';
import { useVisitedViews } from './use-visited-views';

/** Scrolls the page host and every scrolled ancestor (the host page's container too) to the top. */
function scrollToTop(node: HTMLElement | null): void {
  for (let current = node; current; current = current.parentElement) {
    if (current.scrollTop) current.scrollTop = 0;
  }
  if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
}

/**
 * Where the pages of the main layout render, kept alive behind their tabs.
 *
 * Design: `useOutlet()` gives the element of the current route. Each element of an open,
 * cacheable tab is remembered by pathname and stays mounted; inactive ones are only hidden, so
 * their state (filters, paging, form input) survives a tab switch. An element is dropped when
 * its tab closes, when its route says noCache (or page cache is off in the settings), and when
 * the user passes through /redirect/<path> ("refresh"), so that the page is created anew.
 * Elements are rendered in a stable order keyed by path: React matches them across renders.
 */
export function PageHost() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useCurrentRouteMeta();
  const views = useAppSelector((state) => state.tabs.visitedViews);
  const cachedViews = useAppSelector((state) => state.tabs.cachedViews);
  const pageCache = useAppSelector((state) => state.settings.useCache);
  const slots = useRef(new Map<string, PageSlot>());
  const hostRef = useRef<HTMLDivElement>(null);
  const path = location.pathname;
  useVisitedViews(meta, path, location.search);

  // Not on the first page: nothing has scrolled yet, and reading scrollTop would force a layout
  // of the whole page before the browser's own.
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    scrollToTop(hostRef.current);
  }, [path]);

  // Updating the map while rendering is idempotent (the same keys and elements for the same
  // inputs), which is what lets a discarded render do no harm.
  const kept = slots.current;
  const open = new Set(
    views.filter((view) => cachedViews.includes(view.name)).map((view) => view.path),
  );
  for (const key of [...kept.keys()]) {
    if (key !== path && (!pageCache || !open.has(key))) kept.delete(key);
  }
  if (path.startsWith(`${REDIRECT_PREFIX}/`)) kept.delete(path.slice(REDIRECT_PREFIX.length));
  const cacheable = pageCache && meta !== null && !meta.noCache && !meta.hidden;
  const current: PageSlot = { element: outlet, location, navigationType, meta };
  if (cacheable) kept.set(path, current);
  else kept.delete(path);

  return (
    <Box ref={hostRef} sx={{ position: 'relative', minHeight: '100%' }}>
      {[...kept].map(([key, slot]) => (
        <KeptPage key={key} slot={slot} active={key === path} />
      ))}
      {!cacheable && <KeptPage key={`live:${path}`} slot={current} active />}
    </Box>
  );
}
