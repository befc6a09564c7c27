export {
  allRemoved,
  initialTabsState,
  othersRemoved,
  tabAdded,
  tabRemoved,
  tabsSlice,
} from './tabs-slice';
export type { TabView, TabsState } from './tabs-slice';
