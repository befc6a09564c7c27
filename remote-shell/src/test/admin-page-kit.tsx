import { screen, within } from '@testing-library/react';
import type { InitOptions } from 'i18next';
import type { UserEvent } from '@testing-library/user-event';
import type { MenuEntry, OrgTreeNode, PermissionItem, UserInfo } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import { ADMIN_BUTTON, HOME } from '@mepm/contract/paths';
import { MenuPage } from '../composition/router/MenuPage';
import { RegisteredPage } from '../composition/router/RegisteredPage';
import { FIXED_PATHS } from '../composition/router/route-paths';
import type { ShellFeature } from '../kernel/feature';
import { initialSessionState } from '../kernel/session-slice';
import { PageHost } from '../layout/page-host';
import { menuEntry, userInfo } from './fixtures';
import { renderWithProviders } from './render-with-providers';
import { envelope, stubFetch } from './fetch-stub';
import type { SeenRequest } from './fetch-stub';

/** Rendering admin pages with grants and stubbing their server by route, for page tests. */

export const ALL_BUTTONS: readonly string[] = Object.values(ADMIN_BUTTON);

export interface AdminPageGrants {
  /** Button codes granted on the page's menu entry; every admin button by default. */
  buttons?: readonly string[];
  /** Granted column codes of a menu that defines columns (may be empty); absent: it defines none. */
  columns?: readonly string[];
  /** The shell's language; Simplified Chinese by default. */
  language?: Language;
  /** The features to mount instead of the product's. */
  features?: readonly ShellFeature[];
  /** i18next options over the shell's own. */
  i18nOptions?: InitOptions;
  /** The signed-in user, over the fixture's administrator. */
  user?: Partial<UserInfo>;
  /** Further entries of the signed-in menu, beside the page's (directories a picker offers). */
  menus?: readonly MenuEntry[];
}

/**
 * Renders a registered page the way the shell does: a menu entry whose address is `path`, the
 * menu route (or the fixed route, for a fixed path) and the page host, which gives the page its
 * modelId (the entry's id). The caller holds the given grants on that entry.
 */
export function renderAdminPage(path: string, grants: AdminPageGrants = {}) {
  const entry = {
    ...menuEntry(`menu${path.replaceAll('/', '.')}`, path),
    urlAddress: path.slice(1),
  };
  const codes = (list: readonly string[]) => list.map((enCode) => ({ enCode, fullName: enCode }));
  const permission: PermissionItem = {
    modelId: entry.id,
    button: codes(grants.buttons ?? ALL_BUTTONS),
    column: codes(grants.columns ?? []),
    form: [],
    resource: [],
    columnsRestricted: grants.columns !== undefined,
  };
  return renderWithProviders(null, {
    path,
    language: grants.language,
    features: grants.features,
    i18nOptions: grants.i18nOptions,
    preloadedState: {
      session: {
        ...initialSessionState,
        token: 'tok',
        userInfo: userInfo(grants.user),
        menuList: [entry, ...(grants.menus ?? [])],
        permissionList: [permission],
      },
    },
    routes: [
      {
        element: <PageHost />,
        // A fixed path (a message's target) is the fixed route's, whatever the menu holds.
        children: [
          FIXED_PATHS.has(path)
            ? { path: '*', element: <RegisteredPage path={path} /> }
            : { path: '*', element: <MenuPage />, handle: { menu: true } },
        ],
      },
    ],
  });
}

/** jsdom lays nothing out: the virtualised table needs a viewport to render its rows. */
export { withLayoutViewport as withTableViewport } from './layout-viewport';

/** `data` of a paged list answer. */
export function pageOf<T>(list: T[], currentPage = 1, pageSize = 20) {
  return { list, pagination: { currentPage, pageSize, total: list.length } };
}

/** A picker-tree node; `children` nested for whole trees. */
export function treeNode(
  id: string,
  fullName: string,
  type: OrgTreeNode['type'],
  children: OrgTreeNode[] = [],
  isLeaf = false,
): OrgTreeNode {
  return {
    id,
    parentId: '',
    fullName,
    enCode: id,
    type,
    icon: '',
    isLeaf,
    hasChildren: children.length > 0,
    children,
  };
}

/** "METHOD /path" of a request, for routing stubbed answers. */
export function routeOf(request: SeenRequest): string {
  return `${request.method} ${request.url.pathname}`;
}

/** The query parameters of a request, without the cache-busting timestamp; none for no request. */
export function paramsOf(request: SeenRequest | undefined): Record<string, string> | undefined {
  if (!request) return undefined;
  const params = Object.fromEntries(request.url.searchParams);
  delete params.n;
  return params;
}

/**
 * Renders a list page and waits for `firstText` of its first answer. The first render loads the
 * lazy page module, which takes a while on a busy machine.
 */
export async function renderListPage(path: string, firstText: string, grants?: AdminPageGrants) {
  const rendered = renderAdminPage(path, grants);
  await screen.findByText(firstText, {}, { timeout: 10_000 });
  return rendered;
}

/** The table row that shows `text`. */
export function rowOf(text: string): HTMLElement {
  const found = screen.getByText(text).closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row holds ${text}`);
  return found;
}

/**
 * Stubs the server by route ("METHOD /path"): each answer is the success data (or a function of
 * the request giving it, or a Response as it is); other routes succeed with `fallback`.
 */
export function serveRoutes(
  routes: Readonly<Record<string, unknown>>,
  fallback: unknown = null,
): SeenRequest[] {
  return stubFetch((request) => {
    const route = routeOf(request);
    const answer = route in routes ? routes[route] : fallback;
    // A function answers from the request; anything else is the answer itself.
    const data =
      typeof answer === 'function' ? (answer as (seen: SeenRequest) => unknown)(request) : answer;
    return data instanceof Response ? data : envelope(200, data);
  });
}

/** The requests sent to one route, in order. */
export function requestsTo(seen: readonly SeenRequest[], route: string): SeenRequest[] {
  return seen.filter((request) => routeOf(request) === route);
}

const VISIT_PREFIX = HOME.visit.slice(0, HOME.visit.indexOf(':'));

/**
 * The routes of the requests the page sent with `method`, in order: the visit the shell reports
 * whenever a menu page opens is not the page's.
 */
export function routesSent(seen: readonly SeenRequest[], method: string): string[] {
  return seen
    .filter((request) => request.method === method)
    .filter((request) => !request.url.pathname.startsWith(VISIT_PREFIX))
    .map(routeOf);
}

/** The JSON body sent to a route (the first such request). */
export function bodySentTo(seen: readonly SeenRequest[], route: string): unknown {
  return JSON.parse(requestsTo(seen, route)[0]?.body ?? 'null');
}

/**
 * Chooses the node at the end of `path` in a tree select labelled `label`, in one opening: the
 * parents open with their expand arrows, which never choose, and the last node by its name.
 */
export async function chooseInTreeSelect(
  user: UserEvent,
  combobox: HTMLElement,
  label: string,
  path: readonly string[],
): Promise<void> {
  await user.click(combobox);
  const tree = await screen.findByRole('tree', { name: label });
  for (const [index, text] of path.entries()) {
    const name = await within(tree).findByText(text);
    if (index === path.length - 1) await user.click(name);
    else await user.click(expandArrowOf(name));
  }
}

/** The expand arrow beside a tree item's name: the item's icon container, which has no role. */
function expandArrowOf(name: HTMLElement): Element {
  const arrow = name
    .closest('[role="treeitem"]')
    ?.querySelector(':scope > * > .MuiTreeItem-iconContainer');
  if (!arrow) throw new Error(`${name.textContent ?? ''} has no expand arrow`);
  return arrow;
}
