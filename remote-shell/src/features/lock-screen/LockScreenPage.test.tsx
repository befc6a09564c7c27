import { screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { md5 } from 'js-md5';
import type { RouteObject } from 'react-router-dom';
import { LockGate } from '../../kernel/guard/LockGate';
import { LOCK_KEY, LOCK_RETURN_KEY, useLockScreen } from '../../kernel/lock';
import { initialSessionState } from '../../kernel/session-slice';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser, userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { LockScreenPage } from './LockScreenPage';

function WorkPage() {
  const lock = useLockScreen();
  return <Button onClick={lock}>锁定屏幕</Button>;
}

const routes: RouteObject[] = [
  {
    element: <LockGate />,
    children: [
      { path: '/work', element: <WorkPage /> },
      { path: '/lockScreen', element: <LockScreenPage /> },
      { path: '/login', element: <p>登录页</p> },
      { path: '/', element: <p>首页</p> },
    ],
  },
];

function renderAt(path: string) {
  const { menuList, permissionList } = currentUser();
  return renderWithProviders(null, {
    routes,
    path,
    preloadedState: {
      session: {
        ...initialSessionState,
        token: 'tok',
        userInfo: userInfo({ userAccount: ' admin ' }),
        menuList,
        permissionList,
      },
    },
  });
}

describe('lock screen', () => {
  it('locks, stays locked after a reload and unlocks back to the page it was locked from', async () => {
    const first = renderAt('/work?page=2');
    await first.user.click(screen.getByRole('button', { name: '锁定屏幕' }));
    expect(await screen.findByRole('heading', { name: '屏幕已锁定' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCK_KEY)).toBe('1');
    expect(window.localStorage.getItem(LOCK_RETURN_KEY)).toBe('/work?page=2');
    first.unmount();

    // A new store reads the flag and the way back again, as after a reload.
    const seen = stubFetch(() => envelope(200, null));
    const { user, router } = renderAt('/');
    expect(await screen.findByRole('heading', { name: '屏幕已锁定' })).toBeInTheDocument();
    expect(screen.getByText('管理员')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '解锁' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/work'));
    expect(router.state.location.search).toBe('?page=2');
    expect(window.localStorage.getItem(LOCK_KEY)).toBeNull();
    expect(window.localStorage.getItem(LOCK_RETURN_KEY)).toBeNull();
    const unlock = seen.find((request) => request.url.pathname === '/api/oauth/LockScreen');
    expect(unlock?.method).toBe('POST');
    expect(JSON.parse(unlock?.body ?? '{}')).toEqual({
      account: 'admin',
      password: md5('secret1'),
    });
  });

  it('returns to the page it was locked from', async () => {
    stubFetch(() => envelope(200, null));
    const { user, router } = renderAt('/work?page=2');
    await user.click(screen.getByRole('button', { name: '锁定屏幕' }));
    await user.type(await screen.findByLabelText('密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a stored way back that leaves the shell', async () => {
    window.localStorage.setItem(LOCK_KEY, '1');
    window.localStorage.setItem(LOCK_RETURN_KEY, '//evil.example/phish');
    stubFetch(() => envelope(200, null));
    const { user, router } = renderAt('/work');
    await user.type(await screen.findByLabelText('密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(screen.getByText('首页')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message for a wrong password and stays locked', async () => {
    window.localStorage.setItem(LOCK_KEY, '1');
    stubFetch(() => envelope(400, null, '密码错误'));
    const { user, router } = renderAt('/work');
    await user.type(await screen.findByLabelText('密码'), 'wrong1');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() =>
      expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('密码错误'),
    );
    expect(router.state.location.pathname).toBe('/lockScreen');
    expect(window.localStorage.getItem(LOCK_KEY)).toBe('1');
  });

  it('logs out from the lock screen, which also lifts the lock', async () => {
    window.localStorage.setItem(LOCK_KEY, '1');
    window.localStorage.setItem(LOCK_RETURN_KEY, '/work');
    stubFetch(() => envelope(200, null));
    const { user, store } = renderAt('/work');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(window.localStorage.getItem(LOCK_KEY)).toBeNull();
    expect(window.localStorage.getItem(LOCK_RETURN_KEY)).toBeNull();
  });
});
