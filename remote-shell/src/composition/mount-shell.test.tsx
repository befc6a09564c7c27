import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, stubFetch } from '../test/fetch-stub';
import type { SeenRequest } from '../test/fetch-stub';
import { currentUser } from '../test/fixtures';
import { TEST_API } from '../test/render-with-providers';
import { mountShell } from './mount-shell';
import { mountTargetPerTest } from '../test/mount-target';
import type { ShellMountOptions, UnmountShell } from '../kernel/mount-options';

type Listener = [target: EventTarget, type: string, listener: unknown];

/** Records listeners added to and removed from window and document while `run` is active. */
function trackListeners() {
  const added: Listener[] = [];
  const removed: Listener[] = [];
  const spies = [window, document].flatMap((target) => [
    jest.spyOn(target, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      ...args
    ) {
      added.push([target, args[0], args[1]]);
      return EventTarget.prototype.addEventListener.apply(target, args);
    }),
    jest.spyOn(target, 'removeEventListener').mockImplementation(function (
      this: EventTarget,
      ...args
    ) {
      removed.push([target, args[0], args[1]]);
      return EventTarget.prototype.removeEventListener.apply(target, args);
    }),
  ]);
  return {
    leftOver: () =>
      added
        .filter(
          ([target, type, listener]) =>
            !removed.some(([t, ty, l]) => t === target && ty === type && l === listener),
        )
        .map(([target, type]) => `${target === window ? 'window' : 'document'} ${type}`),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

const target = mountTargetPerTest();

/** The requests of the session, without the read of the text overrides every mount makes. */
const sessionRequests = (seen: readonly SeenRequest[]) =>
  seen.filter((request) => !request.url.pathname.endsWith('/ShellOverrides'));

function mount(options: Partial<ShellMountOptions> = {}) {
  const host = { reload: jest.fn(), postToParent: jest.fn() };
  act(() => {
    target.unmount = mountShell(
      {
        container: target.container,
        basename: '/',
        apiBase: TEST_API,
        embed: 'standalone',
        ...options,
      },
      { host, language: 'zh' },
    );
  });
  return host;
}

describe('mountShell', () => {
  it('renders the login page, with its styles, inside the container', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    mount();
    const shell = within(target.container);
    expect(await shell.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(target.container.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(headStyles);
    expect(window.location.pathname).toBe('/login');
  });

  it('renders MUI portals (menu, dialog) inside the container', async () => {
    stubFetch(() => envelope(369, null, '请先完成实名认证'));
    mount();
    const user = userEvent.setup();
    const shell = within(target.container);

    await user.click(await shell.findByRole('button', { name: '切换语言' }));
    expect(shell.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(shell.getByRole('textbox', { name: '账号' }), 'admin');
    await user.type(shell.getByLabelText(/^密码/), 'secret1');
    await user.click(shell.getByRole('button', { name: '登录' }));
    const dialog = await shell.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('请先完成实名认证');
    expect(target.container.contains(dialog)).toBe(true);
    // The modal hides the page behind it from screen readers, not just the other portals.
    expect(shell.queryByRole('textbox', { name: '账号' })).not.toBeInTheDocument();
    expect(shell.getByRole('textbox', { name: '账号', hidden: true })).toBeInTheDocument();
  });

  it('unmount leaves no node, style, listener or timer behind', async () => {
    // React DOM adds one `selectionchange` listener per document and user-event its own
    // trackers; a first mount pays for those, so the second one is measured.
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    mount();
    await within(target.container).findByRole('tab', { name: '账号登录' });
    act(() => target.unmount?.());

    // Microtasks are not timers: leave them real so that only timeouts, intervals and animation
    // frames are counted.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const listeners = trackListeners();
    try {
      const headBefore = document.head.innerHTML;
      const bodyChildren = [...document.body.children];
      stubFetch(() => envelope(500, null, '服务器错误'));
      mount();
      const shell = within(target.container);
      await user.click(await shell.findByRole('button', { name: '切换语言' }));
      expect(shell.getByRole('menu')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.type(shell.getByRole('textbox', { name: '账号' }), 'admin');
      await user.type(shell.getByLabelText(/^密码/), 'secret1');
      await user.click(shell.getByRole('button', { name: '登录' }));
      expect(await shell.findByRole('alert')).toHaveTextContent('服务器错误'); // a pending toast

      act(() => target.unmount?.());
      target.unmount = undefined;

      expect(target.container).toBeEmptyDOMElement();
      expect(document.head.innerHTML).toBe(headBefore);
      expect([...document.body.children]).toEqual(bodyChildren);
      expect(listeners.leftOver()).toEqual([]);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      listeners.restore();
      jest.useRealTimers();
    }
  });

  it('signs in with the host token, keeps it in memory only and narrows the menu', async () => {
    const seen = stubFetch(() => envelope(200, currentUser()));
    mount({
      embed: 'qiankun',
      token: 'host-token',
      moduleName: 'hse',
      hostOrigin: 'https://portal.example',
    });
    const shell = within(target.container);
    expect(await shell.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    const menu = shell.getByRole('navigation', { name: '侧边菜单' });
    expect(menu).toHaveTextContent('安全管理');
    expect(menu).not.toHaveTextContent('系统管理');
    expect(sessionRequests(seen)[0]?.headers.get('Authorization')).toBe('Bearer host-token');
    expect(window.localStorage.getItem('mepm_token')).toBeNull();
    expect(window.sessionStorage.getItem('mepm_token')).toBeNull();
  });

  it('tells the host nothing when it unmounts the shell while the user is still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    const seen = stubFetch((request) =>
      sessionRequests([request]).length === 0
        ? envelope(200, [])
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    const host = mount({
      embed: 'qiankun',
      token: 'host-token',
      hostOrigin: 'https://portal.example',
    });
    await waitFor(() => expect(sessionRequests(seen)).toHaveLength(1));

    act(() => target.unmount?.());
    target.unmount = undefined;
    answer(envelope(200, currentUser()));
    // Let the answer travel through the base query and the session loader.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(host.postToParent).not.toHaveBeenCalled();
    expect(host.reload).not.toHaveBeenCalled();
  });

  it('takes ?token= on /home, removes it from the address and keeps it standalone', async () => {
    window.history.replaceState(null, '', '/home?token=url-token&x=1');
    const seen = stubFetch(() => envelope(200, currentUser()));
    mount();
    expect(
      await within(target.container).findByRole('heading', { name: '欢迎，管理员' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?x=1');
    expect(sessionRequests(seen)[0]?.headers.get('Authorization')).toBe('Bearer url-token');
    expect(window.localStorage.getItem('mepm_token')).toBe('url-token');
  });

  it('keeps the token of an iframe in sessionStorage', async () => {
    window.history.replaceState(null, '', '/home?token=frame-token');
    stubFetch(() => envelope(200, currentUser()));
    mount({ embed: 'iframe', hostOrigin: 'https://portal.example' });
    await within(target.container).findByRole('heading', { name: '欢迎，管理员' });
    expect(window.sessionStorage.getItem('mepm_token')).toBe('frame-token');
    expect(window.localStorage.getItem('mepm_token')).toBeNull();
  });

  it('gives two mounts on one page their own session, styles and lifetime', async () => {
    stubFetch(() => envelope(200, currentUser()));
    const second = document.createElement('section');
    document.body.appendChild(second);
    mount({ embed: 'federation', token: 'a', hostOrigin: 'https://portal.example' });
    let unmountSecond: UnmountShell = () => undefined;
    act(() => {
      unmountSecond = mountShell({
        container: second,
        basename: '/',
        apiBase: TEST_API,
        embed: 'federation',
        hostOrigin: 'https://portal.example',
      });
    });
    const first = within(target.container);
    expect(await first.findByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    // No language was forced on the second mount: it follows the browser (jsdom says en-US).
    expect(await within(second).findByRole('tab', { name: 'Account' })).toBeInTheDocument();
    expect(second.querySelectorAll('style').length).toBeGreaterThan(0);

    act(() => unmountSecond());
    second.remove();
    expect(second).toBeEmptyDOMElement();
    expect(first.getByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    expect(target.container.querySelectorAll('style').length).toBeGreaterThan(0);
  });
});
