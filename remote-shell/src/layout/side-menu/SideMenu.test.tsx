import { screen, within } from '@testing-library/react';
import { renderLayout } from '../render-layout';

describe('side menu', () => {
  it('opens directories as submenus and pages inside the app', async () => {
    const { user, router } = renderLayout();
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    const system = within(sideMenu).getByRole('button', { name: '系统管理' });
    expect(system).toHaveAttribute('aria-expanded', 'false');

    await user.click(system);
    expect(system).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sideMenu).getByRole('link', { name: '用户管理' }));
    expect(router.state.location.pathname).toBe('/user');
  });

  it('cuts titles longer than 7 characters and shows the whole title on hover', async () => {
    const { user } = renderLayout();
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    await user.click(within(sideMenu).getByRole('button', { name: '系统管理' }));

    const long = within(sideMenu).getByRole('link', { name: '组织机构与部门岗位管理' });
    expect(long).toHaveTextContent('组织机构与部门…');
    expect(long).not.toHaveTextContent('组织机构与部门岗位管理');

    await user.hover(long);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('组织机构与部门岗位管理');
  });

  it('opens external entries in a new tab that cannot reach back', () => {
    renderLayout();
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    const docs = within(sideMenu).getByRole('link', { name: '帮助文档' });
    expect(docs).toHaveAttribute('href', 'https://docs.example.com/manual');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('highlights the active page and opens its parents', () => {
    renderLayout({ path: '/user' });
    const sideMenu = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(sideMenu).getByRole('button', { name: '系统管理' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sideMenu).getByRole('link', { name: '用户管理' })).toHaveClass('Mui-selected');
  });
});
