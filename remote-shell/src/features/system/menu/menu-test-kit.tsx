import type { PermissionItem, SystemMenuNode } from '@mepm/contract';
import { initialSessionState } from '../../../kernel/session-slice';
import { PageMetaContext } from '../../../shared/route-meta';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MenuPage } from './MenuPage';

export function menuNode(
  id: string,
  fullName: string,
  children: SystemMenuNode[] = [],
): SystemMenuNode {
  return {
    id,
    parentId: '-1',
    type: children.length ? 1 : 2,
    enCode: id,
    fullName,
    names: { zhtw: '', en: '' },
    icon: 'icon-' + id,
    urlAddress: children.length ? '' : `${id}/index`,
    linkTarget: '_self',
    propertyJson: '{}',
    sortCode: 0,
    enabled: true,
    hasChildren: children.length > 0,
    children,
  };
}

export const MENU_TREE = [menuNode('system', '系统管理', [menuNode('user', '用户管理')])];

type Answer = (request: SeenRequest) => Response | undefined;

/** The menu page with the given button codes granted; `extra` answers before the defaults. */
export function renderMenuPage(buttons: string[], extra: Answer = () => undefined) {
  const permissionList: PermissionItem[] = [
    {
      modelId: 'm-menu',
      button: buttons.map((enCode) => ({ enCode, fullName: enCode })),
      column: [],
      form: [],
      resource: [],
    },
  ];
  const seen = stubFetch((request) => {
    const answered = extra(request);
    if (answered) return answered;
    const path = request.url.pathname;
    if (
      request.method === 'GET' &&
      (path === '/api/system/Menu' || path === '/api/system/Menu/Selector')
    ) {
      return envelope(200, MENU_TREE);
    }
    if (request.method === 'GET') return envelope(200, { list: [] });
    if (request.method === 'POST') return envelope(200, { id: 'new' });
    return envelope(200, null);
  });
  const meta = { name: 'system-menu', title: '菜单管理', modelId: 'm-menu' };
  const rendered = renderWithProviders(
    <PageMetaContext.Provider value={meta}>
      <MenuPage />
    </PageMetaContext.Provider>,
    { preloadedState: { session: { ...initialSessionState, token: 'tok', permissionList } } },
  );
  return { ...rendered, seen };
}

export const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove'];

/** The first request matching, once it has been sent. */
export function sent(seen: SeenRequest[], method: string, path: string): SeenRequest {
  const found = seen.find((request) => request.method === method && request.url.pathname === path);
  if (!found) throw new Error(`no ${method} ${path} yet`);
  return found;
}
