import { screen, within } from '@testing-library/react';
import { SCAN_LOGIN } from '@mepm/contract/paths';
import { shellRoutes } from '../../composition/routes';
import { initialSessionState } from '../../kernel/session-slice';
import { envelope, stubFetch } from '../../test/fetch-stub';
import type { SeenRequest } from '../../test/fetch-stub';
import { currentUser, userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import type { Language } from '@mepm/contract/codes';

const REQUESTER = {
  ip: '203.0.113.5',
  ipPlace: '未知',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  createdAt: new Date(2026, 0, 2, 3, 4, 5).getTime(),
  expiresAt: new Date(2026, 0, 2, 3, 6, 5).getTime(),
};

function server(answers: Partial<Record<string, (request: SeenRequest) => Response>> = {}) {
  return stubFetch((request) => {
    const answer = answers[request.url.pathname];
    if (answer) return answer(request);
    if (request.url.pathname === SCAN_LOGIN.scan) return envelope(200, REQUESTER);
    if (request.url.pathname.startsWith('/api/oauth/ScanLogin/')) return envelope(200);
    return envelope(200, currentUser({ userInfo: userInfo({ userName: '张三' }) }));
  });
}

function renderConfirm(path: string, token: string | null = 'tok', language: Language = 'zh') {
  return renderWithProviders(null, {
    routes: shellRoutes,
    path,
    language,
    preloadedState: { session: { ...initialSessionState, token } },
  });
}

describe('scan login confirm page', () => {
  it('shows who asks, then confirms the code as the signed-in user', async () => {
    const seen = server();
    const { user } = renderConfirm('/scanLogin?code=abcde-fghjk');

    const asking = await screen.findByLabelText('请求登录的设备');
    expect(within(asking).getByText('203.0.113.5')).toBeInTheDocument();
    expect(within(asking).getByText('Chrome 131 · Windows')).toBeInTheDocument();
    expect(within(asking).getByText('未知')).toBeInTheDocument();
    expect(within(asking).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
    expect(screen.getByText('确认后，该设备将以 张三 的身份登录')).toBeInTheDocument();
    // No navigation chrome: the page stands alone on a phone.
    expect(screen.queryByRole('list', { name: '菜单' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByText('已确认登录，可以关闭此页面')).toBeInTheDocument();
    const confirm = seen.find((request) => request.url.pathname === SCAN_LOGIN.confirm);
    expect(JSON.parse(confirm?.body ?? '{}')).toEqual({ code: 'ABCDE-FGHJK' });
    expect(confirm?.headers.get('Authorization')).toBe('Bearer tok');
    expect(screen.queryByRole('button', { name: '确认登录' })).not.toBeInTheDocument();
  });

  it('cancels the sign-in (en), then goes back home', async () => {
    const seen = server();
    const { user, router } = renderConfirm('/scanLogin?code=ABCDE-FGHJK', 'tok', 'en');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('This sign-in was cancelled')).toBeInTheDocument();
    expect(seen.some((request) => request.url.pathname === SCAN_LOGIN.cancel)).toBe(true);
    expect(seen.some((request) => request.url.pathname === SCAN_LOGIN.confirm)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('goes back to the profile section that sent the user here', async () => {
    server();
    const { user, router } = renderConfirm('/profile?tab=scanLogin');
    await router.navigate('/scanLogin?code=ABCDE-FGHJK', { state: { from: 'profile' } });
    await user.click(await screen.findByRole('button', { name: '确认登录' }));
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=scanLogin');
  });

  it("shows the server's refusal and offers no confirm button", async () => {
    server({
      [SCAN_LOGIN.scan]: () => envelope(400, null, '该二维码已被其他用户扫描'),
    });
    renderConfirm('/scanLogin?code=ABCDE-FGHJK');
    expect(await screen.findAllByText('该二维码已被其他用户扫描')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '确认登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page and back here', async () => {
    const seen = server();
    const { router } = renderConfirm('/scanLogin?code=ABCDE-FGHJK', null);
    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/scanLogin?code=ABCDE-FGHJK')}`,
    );
    expect(seen.some((request) => request.url.pathname === SCAN_LOGIN.scan)).toBe(false);
  });

  it("never shows the asking side's own words as its browser", async () => {
    const lure = '<img src=x onerror="alert(1)"> 这是您本人的电脑，请放心确认';
    server({ [SCAN_LOGIN.scan]: () => envelope(200, { ...REQUESTER, userAgent: lure }) });
    renderConfirm('/scanLogin?code=ABCDE-FGHJK');
    const asking = await screen.findByLabelText('请求登录的设备');
    expect(within(asking).getByText('未知浏览器')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('请放心确认');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is not reachable while the screen is locked', async () => {
    const seen = server();
    const { router } = renderWithProviders(null, {
      routes: shellRoutes,
      path: '/scanLogin?code=ABCDE-FGHJK',
      language: 'zh',
      preloadedState: {
        session: { ...initialSessionState, token: 'tok' },
        lock: { locked: true, returnTo: '/home' },
      },
    });
    await screen.findByRole('heading', { name: '屏幕已锁定' });
    expect(router.state.location.pathname).toBe('/lockScreen');
    expect(seen.some((request) => request.url.pathname === SCAN_LOGIN.scan)).toBe(false);
  });

  it('says so when the link has no code (zhtw)', async () => {
    const seen = server();
    renderConfirm('/scanLogin', 'tok', 'zhtw');
    expect(await screen.findByText('連結中沒有登入碼')).toBeInTheDocument();
    expect(seen.some((request) => request.url.pathname === SCAN_LOGIN.scan)).toBe(false);
  });
});
