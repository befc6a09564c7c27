import { screen, waitFor, within } from '@testing-library/react';
import { ALL_BUTTONS, renderMenuPage, sent } from './menu-test-kit';

async function openAddDialog(user: ReturnType<typeof renderMenuPage>['user']) {
  await user.click(await screen.findByRole('button', { name: '新增' }));
  return screen.findByRole('dialog', { name: '新增菜单' });
}

describe('menu icons', () => {
  it('draws the icon the shell menus use instead of the class name, on one line', async () => {
    const { user } = renderMenuPage(ALL_BUTTONS);
    await user.click(await screen.findByRole('button', { name: '展开 系统管理' }));
    const row = screen.getByRole('row', { name: /^用户管理/ });
    // "icon-user" holds the keyword "user": the people icon, as in the side menu.
    expect(within(row).getByTestId('PeopleIcon')).toHaveAccessibleName('icon-user');
    // The class name is only the icon's title, not text in the cell.
    expect(within(row).queryByText('icon-user', { ignore: 'title' })).not.toBeInTheDocument();
    // "icon-system" draws the settings icon on the directory row.
    const systemRow = screen.getByRole('row', { name: /^系统管理/ });
    expect(within(systemRow).getByTestId('SettingsIcon')).toBeInTheDocument();

    for (const cell of [
      screen.getByRole('columnheader', { name: '菜单名称' }),
      within(row).getByRole('rowheader'),
    ]) {
      expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
    }
  });

  it('picks an icon from the searchable gallery into the field', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '选择图标' }));
    const gallery = await screen.findByRole('dialog', { name: '选择图标' });
    const list = within(gallery).getByRole('list', { name: '选择图标' });
    expect(within(list).getByRole('button', { name: 'home' })).toBeInTheDocument();

    await user.type(within(gallery).getByRole('searchbox', { name: '搜索图标' }), 'us');
    expect(within(list).queryByRole('button', { name: 'home' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'user' }));
    await waitFor(() => expect(gallery).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: '图标' })).toHaveValue('user');

    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '用户');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单编码/ }), 'users');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const post = await waitFor(() => sent(seen, 'POST', '/api/system/Menu'));
    expect(JSON.parse(post.body)).toMatchObject({ icon: 'user' });
  });

  it('says when no icon matches and keeps free text for names outside the map', async () => {
    const { user } = renderMenuPage(ALL_BUTTONS);
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '选择图标' }));
    const gallery = await screen.findByRole('dialog', { name: '选择图标' });
    await user.type(within(gallery).getByRole('searchbox', { name: '搜索图标' }), 'zzz');
    expect(within(gallery).getByText('没有匹配的图标')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(gallery).not.toBeInTheDocument());

    const field = within(dialog).getByRole('textbox', { name: '图标' });
    await user.type(field, 'icon-ym icon-ym-custom');
    expect(field).toHaveValue('icon-ym icon-ym-custom');
  });
});
