import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@mepm/contract/codes';
import type { TextKey } from '../i18n/text-key';
import { sessionReset } from '../session-slice';

/** An open tab. */
export interface TabView {
  /** The tab's identity: one tab per pathname. */
  path: string;
  /** Path plus query: where clicking the tab goes back to. */
  fullPath: string;
  /** The route name; cached views are listed by name. */
  name: string;
  title: string;
  /** Set for menu routes: the entry's name in every language. */
  titles?: Record<Language, string>;
  /** Set for fixed routes, whose titles are translated. */
  titleKey?: TextKey;
  affix: boolean;
  noCache: boolean;
  icon?: string;
}

export interface TabsState {
  visitedViews: TabView[];
  /** Names of the views whose pages are kept alive while their tab is open. */
  cachedViews: string[];
}

export const initialTabsState: TabsState = { visitedViews: [], cachedViews: [] };

/** Cached names follow the open, cacheable tabs. */
function cachedNames(views: readonly TabView[]): string[] {
  return [...new Set(views.filter((view) => !view.noCache).map((view) => view.name))];
}

/** Tabs: added, removed one by one, all but current and pinned, all but pinned. */
export const tabsSlice = createSlice({
  name: 'tabs',
  initialState: initialTabsState,
  reducers: {
    tabAdded(state, action: PayloadAction<TabView>) {
      const view = action.payload;
      const index = state.visitedViews.findIndex((item) => item.path === view.path);
      // A known tab keeps its place; its title may have changed (a new menu list).
      if (index >= 0) state.visitedViews[index] = view;
      else state.visitedViews.push(view);
      state.cachedViews = cachedNames(state.visitedViews);
    },
    tabRemoved(state, action: PayloadAction<string>) {
      state.visitedViews = state.visitedViews.filter(
        (view) => view.affix || view.path !== action.payload,
      );
      state.cachedViews = cachedNames(state.visitedViews);
    },
    /** Keeps the given tab and the pinned ones. */
    othersRemoved(state, action: PayloadAction<string>) {
      state.visitedViews = state.visitedViews.filter(
        (view) => view.affix || view.path === action.payload,
      );
      state.cachedViews = cachedNames(state.visitedViews);
    },
    /** Keeps the pinned tabs. */
    allRemoved(state) {
      state.visitedViews = state.visitedViews.filter((view) => view.affix);
      state.cachedViews = cachedNames(state.visitedViews);
    },
  },
  extraReducers: (builder) => {
    // Logout or reset clears all open tabs.
    builder.addCase(sessionReset, () => initialTabsState);
  },
});

export const { tabAdded, tabRemoved, othersRemoved, allRemoved } = tabsSlice.actions;
