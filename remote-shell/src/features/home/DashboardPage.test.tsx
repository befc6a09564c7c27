import { shellRoutes } from '../../composition/routes';
import { screen, within } from '@testing-library/react';
import { renderHomeAt } from './home-test-kit';

jest.mock('./widgets/SignInChart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

describe('DashboardPage (/dashboard)', () => {
  it('is the default portal with the home widgets, not the 404 page', async () => {
    const { router } = renderHomeAt(shellRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '默认门户' })).toBeInTheDocument();
    for (const name of ['欢迎，管理员', '系统概况', '快捷入口', '访问记录', '近 14 天登录趋势']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    const overview = screen.getByRole('region', { name: '系统概况' });
    expect(await within(overview).findByText('27')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('shows a user who is no administrator only its own widgets', async () => {
    renderHomeAt(shellRoutes, '/dashboard', { administrator: false }, 'zhtw');
    expect(await screen.findByRole('heading', { level: 1, name: '預設門戶' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '快捷入口' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '瀏覽紀錄' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '系統概況' })).not.toBeInTheDocument();
  });
});
