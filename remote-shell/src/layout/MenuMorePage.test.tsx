import { screen, within } from '@testing-library/react';
import { SETTINGS_PREFIX } from '../kernel/client-settings';
import { initialSessionState } from '../kernel/session-slice';
import { userInfo } from '../test/fixtures';
import { envelope, stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render-with-providers';
import { Layout } from './Layout';
import { MenuMorePage } from './MenuMorePage';
import { sampleMenu } from './render-layout';

function renderMenuMore() {
  stubFetch(() => envelope(200));
  return renderWithProviders(null, {
    path: '/menuMore',
    preloadedState: {
      session: { ...initialSessionState, token: 't', userInfo: userInfo(), menuList: sampleMenu() },
    },
    routes: [
      {
        path: '/',
        element: <Layout />,
        children: [{ path: 'menuMore', element: <MenuMorePage /> }],
      },
    ],
  });
}

describe('MenuMorePage', () => {
  it('lists the entries the functional top bar had no room for, grouped by directory', async () => {
    // jsdom lays nothing out: the top bar measures 0 px, so every entry overflows.
    window.localStorage.setItem(`${SETTINGS_PREFIX}layoutType`, 'functional');
    const { user, router } = renderMenuMore();
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/menuMore');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: '更多菜单' })).toBeInTheDocument();
    const system = within(main).getByRole('list', { name: '系统管理' });
    expect(
      within(system).getByRole('link', { name: '组织机构与部门岗位管理' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '帮助文档' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await user.click(within(system).getByRole('link', { name: '用户管理' }));
    expect(router.state.location.pathname).toBe('/user');
  });
});
