import { screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../test/fetch-stub';
import { ALL_BUTTONS, renderMenuPage, sent } from './menu-test-kit';

async function openUserRow(user: ReturnType<typeof renderMenuPage>['user']) {
  await user.click(await screen.findByRole('button', { name: '展开 系统管理' }));
  return screen.getByRole('row', { name: /^用户管理/ });
}

describe('MenuPage', () => {
  it('shows the tree with type labels and opens branches', async () => {
    const { user } = renderMenuPage(ALL_BUTTONS);
    const row = await openUserRow(user);
    expect(within(row).getByText('页面')).toBeInTheDocument();
    expect(within(row).getByText('user/index')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^系统管理/ })).toHaveTextContent('目录');
  });

  it('checks the code rule and shows the model fields only for model types', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '报表');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单编码/ }), 'report.');
    expect(within(dialog).queryByRole('textbox', { name: /模型/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: /菜单编码/ })).toHaveAccessibleDescription(
      '只能输入字母、数字、点，且点不能在开头或结尾',
    );
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: '菜单类型' }));
    await user.click(await screen.findByRole('option', { name: '报表' }));
    expect(within(dialog).getByRole('textbox', { name: /模型/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: '树形' })).toBeInTheDocument();
  });

  it('creates an entry with its code, name, type, address and icon', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user.click(within(dialog).getByRole('combobox', { name: '菜单类型' }));
    await user.click(await screen.findByRole('option', { name: '功能' }));
    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '请假单');
    await user.type(within(dialog).getByRole('textbox', { name: '繁体名称' }), '請假單');
    await user.type(within(dialog).getByRole('textbox', { name: '英文名称' }), 'Leave requests');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单编码/ }), 'oa.leave');
    await user.type(within(dialog).getByRole('textbox', { name: /路由地址/ }), 'oa/leave');
    await user.type(within(dialog).getByRole('textbox', { name: /模型/ }), 'model-7');
    await user.click(within(dialog).getByRole('switch', { name: '树形' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    const post = await waitFor(() => sent(seen, 'POST', '/api/system/Menu'));
    expect(JSON.parse(post.body)).toEqual({
      parentId: '-1',
      type: 3,
      fullName: '请假单',
      names: { zhtw: '請假單', en: 'Leave requests' },
      enCode: 'oa.leave',
      icon: '',
      urlAddress: 'oa/leave',
      linkTarget: '_self',
      propertyJson: JSON.stringify({ moduleId: 'model-7', isTree: true }),
      sortCode: 0,
      enabled: true,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('adds a child under the row it was asked from', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const row = await openUserRow(user);
    await user.click(within(row).getByRole('button', { name: '新增子菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '明细');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单编码/ }), 'user.detail');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const post = await waitFor(() => sent(seen, 'POST', '/api/system/Menu'));
    expect(JSON.parse(post.body)).toMatchObject({ parentId: 'user', enCode: 'user.detail' });
  });

  it('edits an entry from its row, says so and closes', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const row = await openUserRow(user);
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑菜单' });
    const name = within(dialog).getByRole('textbox', { name: /菜单名称/ });
    expect(name).toHaveValue('用户管理');
    await user.clear(name);
    await user.type(name, '用户');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    const put = await waitFor(() => sent(seen, 'PUT', '/api/system/Menu/user'));
    expect(JSON.parse(put.body)).toMatchObject({
      parentId: '-1',
      fullName: '用户',
      enCode: 'user',
      urlAddress: 'user/index',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('drops a refusal as soon as its field is corrected', async () => {
    const { user } = renderMenuPage(ALL_BUTTONS);
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByRole('textbox', { name: /菜单名称/ });
    expect(name).toHaveAccessibleDescription('请输入菜单名称');
    await user.type(name, '报表');
    expect(name).not.toHaveAccessibleDescription();
    // The other refusals stay until their own fields change.
    expect(within(dialog).getByRole('textbox', { name: /菜单编码/ })).toHaveAccessibleDescription(
      '请输入菜单编码',
    );
  });

  it('deletes only after confirmation and shows the refusal of an entry with children', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS, (request) =>
      request.method === 'DELETE' && request.url.pathname === '/api/system/Menu/system'
        ? envelope(400, null, '该菜单存在子菜单，不能删除')
        : undefined,
    );
    const systemRow = await screen.findByRole('row', { name: /^系统管理/ });
    await user.click(within(systemRow).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => sent(seen, 'DELETE', '/api/system/Menu/system'));
    expect(await screen.findByText('该菜单存在子菜单，不能删除')).toBeInTheDocument();
  });

  it('toggles the state with a PUT', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const row = await openUserRow(user);
    await user.click(within(row).getByRole('button', { name: '禁用' }));
    await waitFor(() => sent(seen, 'PUT', '/api/system/Menu/user/Actions/State'));
  });

  it('removes the add, edit and delete buttons without their codes', async () => {
    const { user } = renderMenuPage([]);
    const row = await openUserRow(user);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    for (const name of ['新增子菜单', '编辑', '禁用', '删除']) {
      expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: '权限元素' })).toBeInTheDocument();
  });
});
