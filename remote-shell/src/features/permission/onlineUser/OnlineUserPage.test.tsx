import { screen, waitFor, within } from '@testing-library/react';
import type { OnlineUser, PermissionItem } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { initialSessionState } from '../../../kernel/session-slice';
import { PageMetaContext } from '../../../shared/route-meta';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { withLayoutViewport } from '../../../test/layout-viewport';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OnlineUserPage } from './OnlineUserPage';

withLayoutViewport();

const session: OnlineUser = {
  id: 's1',
  userId: 'u9',
  account: 'zhangsan',
  realName: '张三',
  loginTime: Date.UTC(2024, 0, 2, 3, 4, 5),
  ip: '10.0.0.9',
  ipAddressName: '本地',
  userAgent: 'Mozilla/5.0',
};

function answer(request: SeenRequest) {
  if (request.url.pathname === '/api/permission/OnlineUser') {
    return envelope(200, {
      list: [session],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
  }
  if (request.method === 'DELETE') return envelope(200, null);
  return envelope(404, null, 'not found');
}

function renderPage(buttons: string[]) {
  const permissionList: PermissionItem[] = [
    {
      modelId: 'm-online',
      button: buttons.map((enCode) => ({ enCode, fullName: enCode })),
      column: [],
      form: [],
      resource: [],
    },
  ];
  const seen = stubFetch(answer);
  const meta = { name: 'permission-onlineUser', title: '在线用户', modelId: 'm-online' };
  const rendered = renderWithProviders(
    <PageMetaContext.Provider value={meta}>
      <OnlineUserPage />
    </PageMetaContext.Provider>,
    { preloadedState: { session: { ...initialSessionState, token: 'tok', permissionList } } },
  );
  return { ...rendered, seen };
}

describe('OnlineUserPage', () => {
  it('lists sessions and forces a user offline only after confirmation', async () => {
    const { user, seen } = renderPage([ADMIN_BUTTON.forcedOffline]);
    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '强制下线 张三' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('此操作将注销账号 zhangsan 的所有登录，是否继续？');
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'DELETE')?.url.pathname).toBe(
        '/api/permission/OnlineUser/u9',
      ),
    );
    expect(await screen.findByText('已强制下线')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, seen } = renderPage([ADMIN_BUTTON.forcedOffline]);
    await user.click(await screen.findByRole('button', { name: '强制下线 张三' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('searches by keyword from page 1', async () => {
    const { user, seen } = renderPage([]);
    await screen.findByText('zhangsan');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'zhang');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('keyword')).toBe('zhang'));
    expect(seen.at(-1)?.url.searchParams.get('currentPage')).toBe('1');
  });

  it('hides forced offline without btn_forced', async () => {
    renderPage([]);
    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /强制下线/ })).not.toBeInTheDocument();
  });
});
