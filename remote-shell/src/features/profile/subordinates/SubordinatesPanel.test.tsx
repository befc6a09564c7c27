import { screen, within } from '@testing-library/react';
import type { SubordinateUser } from '@mepm/contract';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { TEST_API } from '../../../test/render-with-providers';
import { renderProfile } from '../profile-test-kit';

function subordinate(id: string, overrides: Partial<SubordinateUser> = {}): SubordinateUser {
  return {
    id,
    account: id,
    realName: id,
    headIcon: '',
    departmentName: '',
    positionNames: [],
    ...overrides,
  };
}

describe('SubordinatesPanel', () => {
  it('lists each subordinate with avatar, name, account and department', async () => {
    const seen = stubFetch(() =>
      envelope(200, {
        list: [
          subordinate('lisi', {
            realName: '李四',
            departmentName: '工程部',
            headIcon: '/api/file/Download/userAvatar/lisi.png',
          }),
          subordinate('wangwu', { realName: '王五', departmentName: '财务部' }),
        ],
      }),
    );
    renderProfile('subordinates');

    const list = await screen.findByRole('list', { name: '我的下属' });
    const [first, second, ...rest] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two subordinates');
    expect(rest).toHaveLength(0);
    expect(within(first).getByText('李四')).toBeInTheDocument();
    expect(within(first).getByText('lisi · 工程部')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '李四' })).toHaveAttribute(
      'src',
      `${TEST_API}/api/file/Download/userAvatar/lisi.png`,
    );
    expect(within(second).getByText('wangwu · 财务部')).toBeInTheDocument();
    expect(seen[0]?.url.pathname).toBe('/api/permission/Users/Current/Subordinate');
  });

  it('shows the empty text when there are none', async () => {
    stubFetch(() => envelope(200, { list: [] }));
    renderProfile('subordinates', 'en');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
