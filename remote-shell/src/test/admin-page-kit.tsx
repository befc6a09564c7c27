import type { OrgTreeNode, PermissionItem } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { MenuPage } from '../../../app/router/MenuPage';
import { initialSessionState } from '../../../app/session-slice';
import { PageHost } from '../../../layout/page-host';
import { menuEntry, userInfo } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { SeenRequest } from '../../../test/fetch-stub';

/** Test data and rendering for this area's page tests; not part of the bundle. */

export const ALL_BUTTONS: readonly string[] = Object.values(ADMIN_BUTTON);

export interface AdminPageGrants {
  /** Button codes granted on the page's menu entry; every admin button by default. */
  buttons?: readonly string[];
  /** Granted column codes of a menu that defines columns (may be empty); absent: it defines none. */
  columns?: readonly string[];
}

/**
 * Renders a registered page the way the shell does: a menu entry whose address is `path`, the
 * menu route and the page host, which gives the page its modelId (the entry's id). The caller
 * holds the given grants on that entry.
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
    preloadedState: {
      session: {
        ...initialSessionState,
        token: 'tok',
        userInfo: userInfo(),
        menuList: [entry],
        permissionList: [permission],
      },
    },
    routes: [
      {
        element: <PageHost />,
        children: [{ path: '*', element: <MenuPage />, handle: { menu: true } }],
      },
    ],
  });
}

/**
 * jsdom lays nothing out: give every element a 400 px viewport so the virtualised table renders
 * its rows. Call at the top of a describe block.
 */
export function withTableViewport(): void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 400,
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}

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
