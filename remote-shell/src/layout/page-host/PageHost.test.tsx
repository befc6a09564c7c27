import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { pageHostRoutes } from './page-host-test-routes';

function renderAt(path: string) {
  return renderWithProviders(null, { routes: pageHostRoutes(), path });
}

function tabs() {
  return within(screen.getByRole('navigation', { name: '已打开的页面' }));
}

describe('PageHost keep-alive', () => {
  it('keeps what was typed on a page while another tab is shown', async () => {
    const { user, router } = renderAt('/a');
    await user.type(screen.getByRole('textbox', { name: '页面A输入' }), '筛选条件');
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('textbox', { name: '页面B输入' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '页面A输入' })).not.toBeInTheDocument();

    await user.click(tabs().getByRole('link', { name: '页面A' }));
    expect(screen.getByRole('textbox', { name: '页面A输入' })).toHaveValue('筛选条件');
  });

  it('re-creates a noCache page on every visit', async () => {
    const { user, router } = renderAt('/nc');
    await user.type(screen.getByRole('textbox', { name: '不缓存输入' }), 'x');
    await act(() => router.navigate('/a'));
    await user.click(tabs().getByRole('link', { name: '不缓存' }));
    expect(screen.getByRole('textbox', { name: '不缓存输入' })).toHaveValue('');
  });

  it('drops a page whose tab was closed', async () => {
    const { user, router } = renderAt('/a');
    await user.type(screen.getByRole('textbox', { name: '页面A输入' }), 'abc');
    await act(() => router.navigate('/b'));
    await user.click(tabs().getByRole('button', { name: '关闭 页面A' }));
    await act(() => router.navigate('/a'));
    expect(screen.getByRole('textbox', { name: '页面A输入' })).toHaveValue('');
  });

  it('re-creates a page refreshed from its tab menu', async () => {
    const { user, router } = renderAt('/a');
    await user.type(screen.getByRole('textbox', { name: '页面A输入' }), 'abc');
    await user.pointer({
      keys: '[MouseRight]',
      target: tabs().getByRole('link', { name: '页面A' }),
    });
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }));
    expect(router.state.location.pathname).toBe('/a');
    expect(await screen.findByRole('textbox', { name: '页面A输入' })).toHaveValue('');
  });

  it('scrolls back to the top when the route changes', async () => {
    const { container, router } = renderAt('/a');
    // jsdom lays nothing out but keeps scrollTop: an ancestor scrolled down as a long page would be.
    container.scrollTop = 480;
    await act(() => router.navigate('/a?page=2'));
    // The same page with other query parameters keeps its place (a paged list, say).
    expect(container.scrollTop).toBe(480);

    await act(() => router.navigate('/b'));
    expect(container.scrollTop).toBe(0);
  });
});
