import { OAUTH } from '@mepm/contract/paths';
import { authApi } from '../features/auth/api';
import { lockScreenApi } from '../features/lock-screen/api';
import { envelope, stubFetch } from '../test/fetch-stub';
import { currentUser } from '../test/fixtures';
import { testRuntime, TEST_API } from '../test/render-with-providers';
import type { ShellMountOptions } from './mount-options';
import { createShellRuntime } from '../composition/runtime';
import type { ShellRuntime } from '../composition/runtime';
import { sessionApi } from './session-api';
import { forgetSignedOutNotice, readSignedOutNotice } from './signed-out-notice';
import type { ShellStore } from './store';
import type { Language } from '@mepm/contract/codes';

let runtime: ShellRuntime | undefined;
afterEach(() => {
  runtime?.dispose();
  runtime = undefined;
  jest.useRealTimers();
  forgetSignedOutNotice();
});

function start(options: Partial<ShellMountOptions> = {}, language: Language = 'zh') {
  const { host, mountOptions } = testRuntime({ token: 'tok-1', ...options });
  runtime = createShellRuntime(mountOptions, { host, language });
  runtime.context.currentPath = () => '/home?tab=2';
  return { host, store: runtime.store, context: runtime.context };
}

const loadUser = () => sessionApi.endpoints.currentUser.initiate(undefined);
const toastTexts = (state: { notice: { toasts: { text: string }[] } }) =>
  state.notice.toasts.map((toast) => toast.text);

describe('baseQuery requests', () => {
  it('sends the token, the language and a timestamp n on every URL', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    const { store } = start({}, 'en');
    const before = Date.now();
    await store.dispatch(loadUser());

    const [request] = seen;
    expect(request?.url.origin + (request?.url.pathname ?? '')).toBe(TEST_API + OAUTH.currentUser);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    const n = Number(request?.url.searchParams.get('n'));
    expect(n).toBeGreaterThanOrEqual(before);
    expect(n).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a query the URL already had and sends zh-CN for simplified Chinese', async () => {
    const seen = stubFetch(() => envelope(200, null));
    const { store } = start({}, 'zh');
    await store.dispatch(authApi.endpoints.sendSms.initiate('13800138000'));
    expect(seen[0]?.url.pathname).toBe('/api/oauth/sendSms/13800138000');
    expect(seen[0]?.url.searchParams.has('n')).toBe(true);
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = stubFetch(() => envelope(200, null));
    const { store } = start({ token: undefined });
    await store.dispatch(authApi.endpoints.sendSms.initiate('13800138000'));
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('baseQuery answers', () => {
  it('unwraps the envelope so the endpoint sees data', async () => {
    const bundle = currentUser();
    stubFetch(() => envelope(200, bundle));
    const { store } = start();
    const result = await store.dispatch(loadUser());
    expect(result.data).toEqual(bundle);
    expect(store.getState().notice.toasts).toEqual([]);
  });

  it('fails with the server msg and shows it as an error toast for 1.5 s', async () => {
    stubFetch(() => envelope(500, null, '服务器开小差了'));
    const { store } = start();
    const result = await store.dispatch(loadUser());
    expect(result.error).toEqual({ code: 500, msg: '服务器开小差了' });
    expect(store.getState().notice.toasts).toEqual([
      expect.objectContaining({ kind: 'error', text: '服务器开小差了', durationMs: 1500 }),
    ]);
  });

  it('shows the trace id a server failure carries, for the user to quote', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({ code: 500, msg: '服务器错误', data: null, traceId: '0123abcd4567ef89' }),
          { status: 500 },
        ),
    );
    const { store } = start();
    const result = await store.dispatch(loadUser());
    expect(result.error).toEqual({ code: 500, msg: '服务器错误（追踪编号：0123abcd4567ef89）' });
    expect(store.getState().notice.toasts).toEqual([
      expect.objectContaining({ kind: 'error', text: '服务器错误（追踪编号：0123abcd4567ef89）' }),
    ]);
  });

  it('shows `message` when the answer has no msg', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ code: 400, message: 'account is too long' }), {
          status: 400,
        }),
    );
    const { store } = start();
    await store.dispatch(loadUser());
    expect(toastTexts(store.getState())).toEqual(['account is too long']);
  });

  it('shows the default message, translated, when the answer says nothing', async () => {
    stubFetch(() => envelope(403));
    const zh = start({}, 'zh');
    await zh.store.dispatch(loadUser());
    expect(toastTexts(zh.store.getState())).toEqual(['请求出错，请重试']);

    runtime?.dispose();
    const en = start({}, 'en');
    await en.store.dispatch(loadUser());
    expect(toastTexts(en.store.getState())).toEqual(['Request error, please retry']);
  });

  it('shows the default message when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = start();
    const result = await store.dispatch(loadUser());
    expect(result.error).toEqual({ code: null, msg: '请求出错，请重试' });
    expect(toastTexts(store.getState())).toEqual(['请求出错，请重试']);
  });

  it('shows the default message when the answer is not an envelope', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const { store } = start();
    await store.dispatch(loadUser());
    expect(toastTexts(store.getState())).toEqual(['请求出错，请重试']);
  });

  it('gives a bare HTTP 401 (no envelope) the code 401, and a bare 502 none', async () => {
    stubFetch(() => new Response('<html>Unauthorized</html>', { status: 401 }));
    const { store } = start();
    expect((await store.dispatch(loadUser())).error).toEqual({
      code: 401,
      msg: '请求出错，请重试',
    });
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await store.dispatch(loadUser())).error).toEqual({
      code: null,
      msg: '请求出错，请重试',
    });
  });

  it('opens the dialog with msg for code 369 instead of a toast', async () => {
    stubFetch(() => envelope(369, null, '请先完成实名认证'));
    const { store } = start();
    const result = await store.dispatch(loadUser());
    expect(result.error).toEqual({ code: 369, msg: '请先完成实名认证' });
    expect(store.getState().notice.dialog).toBe('请先完成实名认证');
    expect(store.getState().notice.toasts).toEqual([]);
  });
});

describe('baseQuery session codes', () => {
  it.each([600, 601, 602])(
    'code %i: toast, then after 1.5 s reset the session and reload standalone',
    async (code) => {
      jest.useFakeTimers();
      stubFetch(() => envelope(code, null, '登录过期,请重新登录'));
      const { store, host } = start();
      await store.dispatch(loadUser());

      expect(toastTexts(store.getState())).toEqual(['登录过期,请重新登录']);
      expect(store.getState().session.token).toBe('tok-1');

      await jest.advanceTimersByTimeAsync(1500);
      expect(store.getState().session).toEqual(
        expect.objectContaining({ token: null, userInfo: null, menuList: null }),
      );
      expect(host.reload).toHaveBeenCalledTimes(1);
      expect(host.postToParent).not.toHaveBeenCalled();
      // What the login page shows after the reload.
      expect(readSignedOutNotice()).toBe('登录过期,请重新登录');
    },
  );

  it('does not reload when already on the login page', async () => {
    jest.useFakeTimers();
    stubFetch(() => envelope(600, null, 'x'));
    const { store, host, context } = start();
    context.currentPath = () => '/login?redirect=%2Fhome';
    await store.dispatch(loadUser());
    await jest.advanceTimersByTimeAsync(1500);
    expect(store.getState().session.token).toBeNull();
    expect(host.reload).not.toHaveBeenCalled();
    expect(readSignedOutNotice()).toBeNull();
  });

  it.each(['qiankun', 'federation', 'iframe'] as const)(
    'embedded via %s: posts login-required with the shell path to the host origin only',
    async (embed) => {
      jest.useFakeTimers();
      stubFetch(() => envelope(602, null, '账号已在别处登录'));
      const { store, host } = start({ embed, hostOrigin: 'https://portal.example' });
      await store.dispatch(loadUser());
      await jest.advanceTimersByTimeAsync(1500);

      expect(store.getState().session.token).toBeNull();
      expect(host.postToParent).toHaveBeenCalledWith(
        { type: 'shell:login-required', redirect: '/home?tab=2' },
        'https://portal.example',
      );
      expect(host.reload).not.toHaveBeenCalled();
      // The host owns sign-in and says what it will.
      expect(readSignedOutNotice()).toBeNull();
    },
  );

  it('ends the session once when several calls fail together', async () => {
    jest.useFakeTimers();
    stubFetch(() => envelope(601, null, '登录过期'));
    const { store, host } = start({ embed: 'qiankun', hostOrigin: 'https://portal.example' });
    await Promise.all([
      store.dispatch(loadUser()),
      store.dispatch(authApi.endpoints.sendSms.initiate('13800138000')),
    ]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(toastTexts(store.getState())).toEqual(['登录过期']);
    expect(host.postToParent).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (store: ShellStore) => Promise<unknown>]>([
    [
      'login',
      (store) =>
        store.dispatch(
          authApi.endpoints.login.initiate({ loginType: 'account', account: 'a', password: 'b' }),
        ),
    ],
    [
      'lock screen',
      (store) =>
        store.dispatch(
          lockScreenApi.endpoints.unlockScreen.initiate({ account: 'a', password: 'b' }),
        ),
    ],
  ])('a session code on the %s call only shows its message', async (_name, call) => {
    jest.useFakeTimers();
    stubFetch(() => envelope(600, null, '账号或密码错误'));
    const { store, host } = start({ embed: 'qiankun', hostOrigin: 'https://portal.example' });
    await call(store);
    await jest.advanceTimersByTimeAsync(1500);

    expect(toastTexts(store.getState())).toEqual(['账号或密码错误']);
    expect(store.getState().session.token).toBe('tok-1');
    expect(host.postToParent).not.toHaveBeenCalled();
    expect(host.reload).not.toHaveBeenCalled();
  });

  it('cancels the pending session end when the mount goes away', async () => {
    jest.useFakeTimers();
    stubFetch(() => envelope(600, null, 'x'));
    const { store, host } = start();
    await store.dispatch(loadUser());
    runtime?.dispose();
    await jest.advanceTimersByTimeAsync(1500);
    expect(host.reload).not.toHaveBeenCalled();
  });
});
