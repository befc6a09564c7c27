import { screen, waitFor, within } from '@testing-library/react';
import { CURRENT_USER } from '@mepm/contract/paths';
import { SETTINGS_PREFIX } from '../../kernel/client-settings';
import { envelope } from '../../test/fetch-stub';
import { renderLayout } from '../render-layout';

async function openSettings(user: ReturnType<typeof renderLayout>['user']) {
  await user.click(screen.getByRole('button', { name: '系统设置' }));
  return screen.findByRole('dialog', { name: '系统布局配置' });
}

async function closeSettings(user: ReturnType<typeof renderLayout>['user']) {
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: '系统布局配置' })).not.toBeInTheDocument(),
  );
}

describe('settings drawer', () => {
  it('switches the navigation mode live, stores it and saves it on the server', async () => {
    const { user, requests } = renderLayout();
    const drawer = await openSettings(user);
    await user.click(within(drawer).getByRole('button', { name: '功能' }));
    await closeSettings(user);

    expect(screen.getByRole('navigation', { name: '顶部菜单' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}layoutType`)).toBe('functional');
    await waitFor(() => {
      const saved = requests.find((request) => request.url.pathname === CURRENT_USER.systemTheme);
      expect(saved?.method).toBe('PUT');
      expect(JSON.parse(saved?.body ?? '{}')).toEqual({ theme: 'functional' });
    });
  });

  it('keeps the new layout when saving it on the server fails, and says why', async () => {
    const { user } = renderLayout({
      answer: (request) =>
        request.url.pathname === CURRENT_USER.systemTheme
          ? envelope(500, null, '保存失败')
          : envelope(200),
    });
    const drawer = await openSettings(user);
    await user.click(within(drawer).getByRole('button', { name: '简约' }));
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}layoutType`)).toBe('plain');
  });

  it('turns error reporting on and keeps the choice', async () => {
    const { user, store } = renderLayout();
    const drawer = await openSettings(user);
    await user.click(within(drawer).getByRole('switch', { name: '上报错误日志' }));
    expect(store.getState().settings.errorLog).toBe(true);
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}errorLog`)).toBe('true');
  });

  it('picks a theme colour by its name and a switch hides the search box', async () => {
    const { user, store } = renderLayout();
    const drawer = await openSettings(user);
    const green = within(drawer).getByRole('button', { name: '绿色' });
    await user.click(green);
    expect(green).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().settings.theme).toBe('green');
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}theme`)).toBe('green');

    await user.click(within(drawer).getByRole('switch', { name: '搜索框' }));
    await closeSettings(user);
    expect(screen.queryByRole('combobox', { name: '搜索菜单' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`${SETTINGS_PREFIX}showSearch`)).toBe('false');
  });

  it('switches the side menu style and the size', async () => {
    const { user, store } = renderLayout();
    const drawer = await openSettings(user);
    await user.click(within(drawer).getByRole('button', { name: '亮白' }));
    await user.click(within(drawer).getByRole('button', { name: '迷你' }));
    expect(store.getState().settings).toMatchObject({ slideClass: 'lightWhite', size: 'mini' });
  });

  it('closes with its close button', async () => {
    const { user } = renderLayout();
    const drawer = await openSettings(user);
    await user.click(within(drawer).getByRole('button', { name: '关闭设置' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '系统布局配置' })).not.toBeInTheDocument(),
    );
  });
});
