import { screen, waitFor, within } from '@testing-library/react';
import type { ModuleElement } from '@mepm/contract';
import { envelope } from '../../../../test/fetch-stub';
import { ALL_BUTTONS, renderMenuPage, sent } from '../menu-test-kit';

const addButton: ModuleElement = {
  id: 'b1',
  moduleId: 'system',
  enCode: 'btn_add',
  fullName: '新增',
  sortCode: 0,
  enabled: true,
};

function withButtons(request: { method: string; url: URL }) {
  if (request.method === 'GET' && request.url.pathname === '/api/system/ModuleButton') {
    return envelope(200, { list: [addButton] });
  }
  return undefined;
}

/** Pastes like a user filling a field from the clipboard: fewer events than typing. */
async function fill(
  user: ReturnType<typeof renderMenuPage>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

async function openElements(user: ReturnType<typeof renderMenuPage>['user']) {
  const row = await screen.findByRole('row', { name: /^系统管理/ });
  await user.click(within(row).getByRole('button', { name: '权限元素' }));
  return screen.findByRole('dialog', { name: '系统管理 的权限元素' });
}

describe('ElementsDrawer', () => {
  it('creates a button with the menu as its module', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const drawer = await openElements(user);
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增按钮' });
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), 'btn_export');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '导出');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const post = await waitFor(() => sent(seen, 'POST', '/api/system/ModuleButton'));
    expect(JSON.parse(post.body)).toEqual({
      moduleId: 'system',
      enCode: 'btn_export',
      fullName: '导出',
      sortCode: 0,
    });
    // The list shows the new button: the dialog closes without a notice.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
  });

  it('refuses an element code with a leading dot', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const drawer = await openElements(user);
    await user.click(within(drawer).getByRole('tab', { name: '列表' }));
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增列表' });
    await user.type(within(dialog).getByRole('textbox', { name: /编码/ }), '.account');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '账号');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText(/不能以点开头或结尾/)).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('edits and deletes a button by its id', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS, withButtons);
    const drawer = await openElements(user);
    await user.click(await within(drawer).findByRole('button', { name: '编辑 新增' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑按钮' });
    const name = within(dialog).getByRole('textbox', { name: /名称/ });
    await user.clear(name);
    await user.type(name, '添加');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const put = await waitFor(() => sent(seen, 'PUT', '/api/system/ModuleButton/b1'));
    expect(JSON.parse(put.body)).toEqual({
      moduleId: 'system',
      enCode: 'btn_add',
      fullName: '添加',
      sortCode: 0,
    });

    await user.click(within(drawer).getByRole('button', { name: '删除 新增' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => sent(seen, 'DELETE', '/api/system/ModuleButton/b1'));
  });

  it('creates a data scheme from condition groups with a variable and a list', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const drawer = await openElements(user);
    await user.click(within(drawer).getByRole('tab', { name: '数据权限' }));
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据权限' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^编码/ }), 'own_dept');
    await fill(user, within(dialog).getByRole('textbox', { name: /^名称/ }), '本部门');

    await fill(user, within(dialog).getByRole('textbox', { name: '字段 1.1' }), 'creator_id');
    await user.click(within(dialog).getByRole('combobox', { name: '值类型 1.1' }));
    await user.click(await screen.findByRole('option', { name: '变量' }));
    await user.click(within(dialog).getByRole('combobox', { name: '值 1.1' }));
    await user.click(await screen.findByRole('option', { name: '当前用户及下属' }));

    await user.click(within(dialog).getByRole('button', { name: '添加条件' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '字段 1.2' }), 'status');
    await user.click(within(dialog).getByRole('combobox', { name: '运算符 1.2' }));
    await user.click(await screen.findByRole('option', { name: '包含于' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '值 1.2' }), 'a, b');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    const post = await waitFor(() => sent(seen, 'POST', '/api/system/ModuleDataAuthorizeScheme'));
    expect(JSON.parse(post.body)).toEqual({
      moduleId: 'system',
      enCode: 'own_dept',
      fullName: '本部门',
      sortCode: 0,
      conditions: {
        logic: 'or',
        groups: [
          {
            logic: 'and',
            conditions: [
              { field: 'creator_id', op: '==', value: '@userAndSubordinates' },
              { field: 'status', op: 'in', value: ['a', 'b'] },
            ],
          },
        ],
      },
    });
    // Many fields on a shared, busy machine: more than the default five seconds.
  }, 15_000);

  it('refuses a data scheme without conditions', async () => {
    const { user, seen } = renderMenuPage(ALL_BUTTONS);
    const drawer = await openElements(user);
    await user.click(within(drawer).getByRole('tab', { name: '数据权限' }));
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据权限' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^编码/ }), 'none');
    await fill(user, within(dialog).getByRole('textbox', { name: /^名称/ }), '无');
    await user.click(within(dialog).getByRole('button', { name: '删除条件组 1' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请至少添加一个条件')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('hides element add, edit and delete without their codes', async () => {
    const { user } = renderMenuPage([], withButtons);
    const drawer = await openElements(user);
    expect(await within(drawer).findByText('btn_add')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '编辑 新增' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '删除 新增' })).not.toBeInTheDocument();
  });
});
