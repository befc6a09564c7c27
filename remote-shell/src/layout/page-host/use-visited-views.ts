import { useEffect } from 'react';
import { useAppDispatch } from '../../kernel/hooks';
import { AFFIX_VIEWS } from '../../composition/router/fixed-meta';
import { tabAdded } from '../../kernel/tabs';
import type { RouteMeta } from '../../shared/route-meta';

/**
 * Keeps the tabs in step with the routes: the pinned tabs from the start, then a tab for every
 * route with meta that is not hidden. Lives in the page host, which is always rendered, so that
 * tabs (and the pages kept alive behind them) exist even when the tab strip is switched off.
 */
export function useVisitedViews(meta: RouteMeta | null, path: string, search: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const view of AFFIX_VIEWS) dispatch(tabAdded(view));
  }, [dispatch]);
  useEffect(() => {
    if (!meta || meta.hidden) return;
    dispatch(
      tabAdded({
        path,
        fullPath: path + search,
        name: meta.name,
        title: meta.title,
        ...(meta.titles ? { titles: meta.titles } : {}),
        ...(meta.titleKey ? { titleKey: meta.titleKey } : {}),
        ...(meta.icon ? { icon: meta.icon } : {}),
        affix: meta.affix ?? false,
        noCache: meta.noCache ?? false,
      }),
    );
  }, [dispatch, meta, path, search]);
}
