import { screen, within } from '@testing-library/react';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { authorizeEntry, renderProfile } from '../profile-test-kit';

describe('AuthorizePanel', () => {
  it('shows the granted menu tree with each entry’s button and column codes', async () => {
    const seen = stubFetch(() =>
      envelope(200, {
        list: [
          authorizeEntry('system', '系统管理', {
            type: 1,
            children: [
              authorizeEntry('system.user', '用户管理', {
                button: [
                  { enCode: 'btn_add', fullName: '新增' },
                  { enCode: 'btn_edit', fullName: '编辑' },
                ],
                column: [{ enCode: 'account', fullName: '账号' }],
              }),
            ],
          }),
        ],
      }),
    );
    renderProfile('authorize');

    const tree = await screen.findByRole('list', { name: '我的权限' });
    expect(within(tree).getByText('系统管理')).toBeInTheDocument();
    expect(within(tree).getByText('用户管理')).toBeInTheDocument();
    const buttons = screen.getByRole('group', { name: '用户管理的按钮权限' });
    expect(within(buttons).getByText('新增 (btn_add)')).toBeInTheDocument();
    expect(within(buttons).getByText('编辑 (btn_edit)')).toBeInTheDocument();
    const columns = screen.getByRole('group', { name: '用户管理的列表权限' });
    expect(within(columns).getByText('账号 (account)')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '系统管理的按钮权限' })).not.toBeInTheDocument();
    expect(seen[0]?.url.pathname).toBe('/api/permission/Users/Current/Authorize');
  });

  it('shows the empty text when nothing is granted', async () => {
    stubFetch(() => envelope(200, { list: [] }));
    renderProfile('authorize');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
