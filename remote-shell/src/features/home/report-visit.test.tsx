import { shellRoutes } from '../../composition/routes';
import { act, screen, waitFor } from '@testing-library/react';
import { pathsOf, renderHomeAt } from './home-test-kit';

describe('visit reports', () => {
  it('reports one visit when a menu page opens, and none for fixed pages', async () => {
    const { seen, router } = renderHomeAt(shellRoutes, '/system.user');
    await waitFor(() => expect(pathsOf(seen)).toContain('POST /api/home/Visits/system.user'));
    await act(() => router.navigate('/home'));
    await screen.findByRole('region', { name: '快捷入口' });
    expect(pathsOf(seen).filter((path) => path.startsWith('POST /api/home/Visits/'))).toEqual([
      'POST /api/home/Visits/system.user',
    ]);
  });
});
