import { act, screen, waitFor } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { initialSessionState } from '../../kernel/session-slice';
import { ignoreDuplicateNavigation } from './ignore-duplicate-navigation';
import { jumpTarget } from './JumpPage';
import { shellRoutes } from './shell-routes';

function renderAt(path: string, token: string | null = null) {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path,
    options: { embed: 'qiankun', apiBase: 'https://api.example' },
    preloadedState: { session: { ...initialSessionState, token } },
  });
}

describe('open routes', () => {
  it('/test shows the version, the embedding and the API base without a session', async () => {
    renderAt('/test');
    const table = await screen.findByRole('table', { name: '诊断信息' });
    expect(table).toHaveTextContent('版本1.0');
    expect(table).toHaveTextContent('嵌入方式qiankun 微应用');
    expect(table).toHaveTextContent('接口地址https://api.example');
  });

  it('/auth-redirect signs in with the token and opens the safe redirect', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router, store } = renderAt(
      `/auth-redirect?token=t1&redirect=${encodeURIComponent('/hse')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/hse'));
    expect(store.getState().session.token).toBe('t1');
  });

  it('/auth-redirect ignores a redirect to another site', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/auth-redirect?token=t1&redirect=//evil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('/jump goes to an internal target, and to the 404 page for a refused one', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const first = renderAt(`/jump?target=${encodeURIComponent('/dashboard')}`, 'tok');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    first.unmount();
    const second = renderAt(`/jump?target=${encodeURIComponent('javascript:alert(1)')}`, 'tok');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/404'));
  });

  it('/jump accepts only internal paths and http(s) addresses', () => {
    expect(jumpTarget('/a?b=1')).toEqual({ kind: 'internal', path: '/a?b=1' });
    expect(jumpTarget('https://example.com/x')).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(jumpTarget('//evil.example')).toBeNull();
    expect(jumpTarget('data:text/html,x')).toBeNull();
    expect(jumpTarget(null)).toBeNull();
  });

  it('navigating to the current location adds no history entry', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const { router } = renderAt('/previewModel', 'tok');
    ignoreDuplicateNavigation(router);
    await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' });
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/home'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/previewModel');
  });
});
