import { screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import { shellRoutes } from '../../composition/routes';
import { envelope, stubFetch, type SeenRequest } from '../../test/fetch-stub';
import { currentUser, userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { keepSignedOutNotice, readSignedOutNotice } from '../../kernel/signed-out-notice';
import type { Language } from '@mepm/contract/codes';

/** The login page's settings request, which every rendering sends first. */
const LOGIN_PAGE_CONFIG = '/api/system/SysConfig/LoginPage';
const notConfig = (request: { url: URL }) => request.url.pathname !== LOGIN_PAGE_CONFIG;

/**
 * The server for a sign-in: the login's answer, the current user, the login page's settings when
 * given, and nothing else (the home page's widgets then wait, as on a slow server).
 */
function signInServer(
  login: () => Response | Promise<Response>,
  user = currentUser(),
  config: unknown = null,
) {
  return ({ url }: SeenRequest) => {
    if (url.pathname === '/api/oauth/Login') return login();
    if (url.pathname === '/api/oauth/CurrentUser') return envelope(200, user);
    return envelope(200, url.pathname === LOGIN_PAGE_CONFIG ? config : null);
  };
}

function renderLogin(language: Language = 'zh', path = '/login') {
  return renderWithProviders(null, { routes: shellRoutes, path, language });
}

describe('LoginPage validation', () => {
  it('asks for account and password (zh)', async () => {
    const seen = stubFetch(() => envelope(200, null));
    const { user } = renderLogin('zh');
    await user.click(await screen.findByRole('button', { name: '登录' }));

    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAccessibleDescription('请输入账号');
    expect(screen.getByLabelText(/^密码/)).toHaveAccessibleDescription('请输入密码');
    expect(seen.filter(notConfig)).toHaveLength(0);
  });

  it('asks for account and password (en)', async () => {
    const { user } = renderLogin('en');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription(
      'Please enter the account',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Please enter the password',
    );
  });

  it('asks for mobile number and code, then for a correct mobile number (zh)', async () => {
    const { user } = renderLogin('zh');
    await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await user.click(screen.getByRole('button', { name: '登录' }));

    const mobile = screen.getByRole('textbox', { name: '手机号码' });
    expect(mobile).toHaveAccessibleDescription('请输入手机号码');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(
      '请输入验证码',
    );

    await user.type(mobile, '12345678901');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(mobile).toHaveAccessibleDescription('请输入正确的手机号码');
  });

  it('asks for a correct mobile number before sending a code (en)', async () => {
    const seen = stubFetch(() => envelope(200, null));
    const { user } = renderLogin('en');
    await user.click(await screen.findByRole('tab', { name: 'Verification code' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '1380013800');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(mobile).toHaveAccessibleDescription('Please enter a correct mobile number');
    expect(seen.filter(notConfig)).toHaveLength(0);
  });
});

describe('LoginPage sign-in', () => {
  it('posts the form with md5(password), then opens the redirect and the last-login notice', async () => {
    const seen = stubFetch(
      signInServer(
        () => envelope(200, { token: 't-9', theme: 'classic' }),
        currentUser({
          userInfo: userInfo({
            userName: '张三',
            prevLogin: true,
            prevLoginTime: new Date(2024, 0, 2, 3, 4, 5).getTime(),
            prevLoginIPAddress: '10.0.0.8',
            prevLoginIPAddressName: '上海',
          }),
        }),
      ),
    );
    const { user, router, store } = renderLogin('zh', '/login?redirect=%2Fhome');
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '欢迎，张三' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(store.getState().session.token).toBe('t-9');

    const login = seen.find((request) => request.url.pathname === '/api/oauth/Login');
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      loginType: 'account',
      account: 'admin',
      password: md5('secret123'),
      client_id: 'admin',
      client_secret: '123456',
      scope: 'all',
      grant_type: 'password',
    });
    const currentUserCall = seen.find(
      (request) => request.url.pathname === '/api/oauth/CurrentUser',
    );
    expect(currentUserCall?.headers.get('Authorization')).toBe('Bearer t-9');

    expect(screen.getByRole('alert')).toHaveTextContent(
      '上次登录时间：2024-01-02 03:04:05，地点：上海，IP：10.0.0.8',
    );
  });

  it('shows the server message and stays on the login page when sign-in fails', async () => {
    stubFetch(() => envelope(400, null, '账号或密码错误'));
    const { user, router, store } = renderLogin('zh');
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('sends a code and waits 60 s before the next one', async () => {
    const seen = stubFetch(() => envelope(200, null));
    const { user } = renderLogin('zh');
    await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(seen.filter(notConfig).map((request) => request.url.pathname)).toEqual([
      '/api/oauth/sendSms/13800138000',
    ]);
  });

  it('signs in with mobile number and code', async () => {
    const seen = stubFetch(signInServer(() => envelope(200, { token: 't-m', theme: 'plain' })));
    const { user } = renderLogin('zh');
    await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await screen.findByRole('heading', { name: '欢迎，管理员' });
    const body = new URLSearchParams(seen.filter(notConfig)[0]?.body);
    expect(body.get('loginType')).toBe('mobile');
    expect(body.get('mobile')).toBe('13800138000');
    expect(body.get('verCode')).toBe('123456');
    expect(body.has('password')).toBe(false);
  });

  it('switches the language of the whole screen and remembers it', async () => {
    const { user } = renderLogin('zh');
    await user.click(await screen.findByRole('button', { name: '切换语言' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'English' }));

    expect(
      screen.getByRole('heading', { name: 'Electromechanical Company Project Management System' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toBeInTheDocument();
    expect(window.localStorage.getItem('mepm_language')).toBe('en');
  });
});

describe('LoginPage while signing in', () => {
  it('starts loading the page it will open while the server checks the password', async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    stubFetch(signInServer(() => new Promise<Response>((resolve) => (answerLogin = resolve))));
    const { user, router, runtime } = renderLogin('zh', '/login?redirect=%2Fprofile');
    const preloaded: string[] = [];
    runtime.context.preloadPage = (path) => preloaded.push(path);
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(preloaded).toEqual(['/profile']);
    expect(router.state.location.pathname).toBe('/login');
    answerLogin(envelope(200, { token: 't-1', theme: 'classic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('LoginPage and the system configuration', () => {
  const config = {
    sysName: '某机电工程项目平台',
    company: '某机电公司',
    copyright: '© 2026',
    loginAccount: true,
    loginScan: false,
    loginCode: true,
    passwordMinLength: 8,
  };

  it('shows the configured title, company and only the offered sign-in modes', async () => {
    stubFetch(({ url }) =>
      url.pathname === LOGIN_PAGE_CONFIG ? envelope(200, config) : envelope(200, null),
    );
    renderLogin('zh');
    expect(await screen.findByRole('heading', { name: '某机电工程项目平台' })).toBeInTheDocument();
    expect(screen.getByText('某机电公司 · © 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '扫码登录' })).not.toBeInTheDocument();
  });

  it('tells a user whose password expired to change it', async () => {
    stubFetch(
      signInServer(
        () => envelope(200, { token: 't-x', theme: 'classic', passwordExpired: true }),
        currentUser(),
        config,
      ),
    );
    const { user } = renderLogin('zh');
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('您的密码已过期，请在个人信息页修改密码')).toBeInTheDocument();
  });
});

describe('LoginPage after the server ended the session', () => {
  it('says why until the user signs in again, however often the page opens', async () => {
    stubFetch(signInServer(() => envelope(200, { token: 't-2' })));
    keepSignedOutNotice('管理员已将您强制下线');
    // Opened once before the reload and once after it.
    renderLogin('zh').unmount();
    const { user } = renderLogin('zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('管理员已将您强制下线');

    await user.type(screen.getByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'secret123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(readSignedOutNotice()).toBeNull());
  });
});
