import { sessionReset } from '../session-slice';
import {
  allRemoved,
  initialTabsState,
  othersRemoved,
  tabAdded,
  tabRemoved,
  tabsSlice,
} from './tabs-slice';
import type { TabView, TabsState } from './tabs-slice';

function view(path: string, extra: Partial<TabView> = {}): TabView {
  const name = path.slice(1);
  return { path, fullPath: path, name, title: name, affix: false, noCache: false, ...extra };
}

function stateWith(...views: TabView[]): TabsState {
  return views.reduce((state, item) => tabsSlice.reducer(state, tabAdded(item)), initialTabsState);
}

const home = view('/home', { affix: true });
const users = view('/users');
const roles = view('/roles');
const log = view('/log', { noCache: true });

describe('tabs slice', () => {
  it('adds a tab once per path and caches it unless noCache', () => {
    const state = stateWith(home, users, users, log);
    expect(state.visitedViews.map((item) => item.path)).toEqual(['/home', '/users', '/log']);
    expect(state.cachedViews).toEqual(['home', 'users']);
  });

  it('updates a known tab in place', () => {
    const state = tabsSlice.reducer(
      stateWith(home, users, roles),
      tabAdded({ ...users, fullPath: '/users?page=2' }),
    );
    expect(state.visitedViews.map((item) => item.fullPath)).toEqual([
      '/home',
      '/users?page=2',
      '/roles',
    ]);
  });

  it('removes a tab and its cached name, but never a pinned one', () => {
    let state = tabsSlice.reducer(stateWith(home, users, roles), tabRemoved('/users'));
    expect(state.visitedViews.map((item) => item.path)).toEqual(['/home', '/roles']);
    expect(state.cachedViews).toEqual(['home', 'roles']);
    state = tabsSlice.reducer(state, tabRemoved('/home'));
    expect(state.visitedViews.map((item) => item.path)).toEqual(['/home', '/roles']);
  });

  it('removes others, keeping the given tab and the pinned ones', () => {
    const state = tabsSlice.reducer(stateWith(home, users, roles, log), othersRemoved('/roles'));
    expect(state.visitedViews.map((item) => item.path)).toEqual(['/home', '/roles']);
    expect(state.cachedViews).toEqual(['home', 'roles']);
  });

  it('removes all but the pinned tabs', () => {
    const state = tabsSlice.reducer(stateWith(home, users, roles), allRemoved());
    expect(state.visitedViews).toEqual([home]);
    expect(state.cachedViews).toEqual(['home']);
  });

  it('clears every tab when the session ends', () => {
    const state = tabsSlice.reducer(stateWith(home, users), sessionReset('logout'));
    expect(state).toEqual(initialTabsState);
  });
});
