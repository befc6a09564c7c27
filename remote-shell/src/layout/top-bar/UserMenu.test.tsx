import { screen, waitFor, within } from '@testing-library/react';
import { SERVICE } from '@mepm/contract/paths';
import { envelope } from '../../test/fetch-stub';
import { renderLayout } from '../render-layout';

function answerServerDetails(request: { url: URL }) {
  if (request.url.pathname === SERVICE.about) {
    return envelope(200, { database: 'PostgreSQL 16 (pg-main)', uptimeSeconds: 5 });
  }
  return envelope(200);
}

describe('user menu', () => {
  it('offers profile, feedback, about, lock screen, user manual and log out', async () => {
    const { user } = renderLayout({ feedbackEmail: 'feedback@example.com' });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: '个人信息' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: '意见反馈' })).toHaveAttribute(
      'href',
      `mailto:feedback@example.com?subject=${encodeURIComponent('机电公司项目管理系统 意见反馈')}`,
    );
    expect(within(menu).getByRole('menuitem', { name: '关于系统' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '锁定屏幕' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '用户手册' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });

  it('leaves feedback out when the server has no feedback address', async () => {
    const { user } = renderLayout({ language: 'en' });
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(menu.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('opens the user manual PDF in a new tab, without handing it the opener', async () => {
    const { user } = renderLayout({ language: 'en' });
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: 'User manual',
    });
    expect(item).toHaveAttribute('href', expect.stringMatching(/^https?:\/\/.+\.pdf$/));
    expect(item).toHaveAttribute('target', '_blank');
    expect(item.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('shows administrators the database source in the about dialog', async () => {
    const { user, requests } = renderLayout({ answer: answerServerDetails });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '关于系统' }));

    const dialog = await screen.findByRole('dialog', { name: '关于' });
    expect(await within(dialog).findByText('PostgreSQL 16 (pg-main)')).toBeInTheDocument();
    expect(within(dialog).getByText('机电公司项目管理系统')).toBeInTheDocument();
    expect(within(dialog).getByText('1.0')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === SERVICE.health)).toBe(false);
  });

  it('shows other users the about dialog without the database, and does not ask for it', async () => {
    const { user, requests } = renderLayout({
      answer: answerServerDetails,
      user: { isAdministrator: false },
    });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '关于系统' }));

    const dialog = await screen.findByRole('dialog', { name: '关于' });
    expect(within(dialog).getByText('1.0')).toBeInTheDocument();
    expect(within(dialog).queryByText('数据库')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('PostgreSQL 16 (pg-main)')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === SERVICE.about)).toBe(false);
  });

  it('asks before logging out, then logs out', async () => {
    const { user, requests, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));

    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定注销并退出系统吗?')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('token-1');

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(requests.some((request) => request.url.pathname === '/api/oauth/Logout')).toBe(true);
  });

  it('locks the screen', async () => {
    const { user, router } = renderLayout();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '锁定屏幕' }));
    expect(router.state.location.pathname).toBe('/lockScreen');
  });
});
