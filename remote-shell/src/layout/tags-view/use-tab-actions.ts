import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../kernel/hooks';
import { REDIRECT_PREFIX } from '../../composition/router/route-paths';
import type { RootState } from '../../kernel/store';
import { allRemoved, othersRemoved, tabRemoved } from '../../kernel/tabs';
import type { TabView } from '../../kernel/tabs';

export interface TabActions {
  close(view: TabView): void;
  closeOthers(view: TabView): void;
  closeAll(): void;
  refresh(view: TabView): void;
}

/** What the tab strip does, including where the user goes when the visible tab disappears. */
export function useTabActions(): TabActions {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The last remaining tab, or the layout's default when none is left.
  const leaveForLastTab = useCallback(() => {
    const last = store.getState().tabs.visitedViews.at(-1);
    void navigate(last ? last.fullPath : '/');
  }, [navigate, store]);

  const close = useCallback(
    (view: TabView) => {
      if (view.affix) return;
      dispatch(tabRemoved(view.path));
      if (view.path === pathname) leaveForLastTab();
    },
    [dispatch, leaveForLastTab, pathname],
  );

  const closeOthers = useCallback(
    (view: TabView) => {
      dispatch(othersRemoved(view.path));
      if (view.path !== pathname) void navigate(view.fullPath);
    },
    [dispatch, navigate, pathname],
  );

  const closeAll = useCallback(() => {
    dispatch(allRemoved());
    const stillOpen = store.getState().tabs.visitedViews.some((view) => view.path === pathname);
    if (!stillOpen) leaveForLastTab();
  }, [dispatch, leaveForLastTab, pathname, store]);

  const refresh = useCallback(
    (view: TabView) => {
      const query = view.fullPath.slice(view.path.length);
      void navigate(`${REDIRECT_PREFIX}${view.path}${query}`, { replace: true });
    },
    [navigate],
  );

  return { close, closeOthers, closeAll, refresh };
}
