import { screen } from '@testing-library/react';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { baseInfo, renderProfile } from './profile-test-kit';

describe('ProfilePage', () => {
  it('opens on the base info and loads only what the open section needs', async () => {
    const seen = stubFetch(() => envelope(200, baseInfo()));
    renderProfile('');

    expect(screen.getByRole('heading', { name: '个人信息' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('zhangsan')).toBeInTheDocument();
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/permission/Users/Current/BaseInfo',
    ]);
  });

  it('switches sections and remembers the open one in the address', async () => {
    stubFetch(() => envelope(200, baseInfo()));
    const { user, router } = renderProfile('baseInfo', 'en');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Basic information',
      'Avatar',
      'Change password',
      'My permissions',
      'System log',
      'My subordinates',
      'Scan sign-in',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Change password' }));

    expect(screen.getByRole('tabpanel', { name: 'Change password' })).toContainElement(
      screen.getByRole('button', { name: 'Change password' }),
    );
    expect(router.state.location.search).toBe('?tab=password');
  });
});
