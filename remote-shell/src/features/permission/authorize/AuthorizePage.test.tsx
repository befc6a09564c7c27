import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuthorizeData, AuthorizeMenuNode, PermissionItem } from '@mepm/contract';
import { initialSessionState } from '../../../kernel/session-slice';
import { PageMetaContext } from '../../../shared/route-meta';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuthorizePage } from './AuthorizePage';

function menu(id: string, fullName: string, extra: Partial<AuthorizeMenuNode> = {}) {
  return {
    id,
    parentId: '-1',
    enCode: id,
    fullName,
    names: { zhtw: '', en: '' },
    icon: '',
    type: 2,
    buttons: [],
    columns: [],
    forms: [],
    resources: [],
    children: [],
    ...extra,
  } satisfies AuthorizeMenuNode;
}

const tree: AuthorizeData = {
  list: [
    menu('sys', '系统管理', {
      type: 1,
      children: [
        menu('user', '用户管理', {
          buttons: [{ id: 'b-add', enCode: 'btn_add', fullName: '新增' }],
          columns: [{ id: 'c-acc', enCode: 'account', fullName: '账号' }],
        }),
      ],
    }),
    menu('home', '首页'),
  ],
  menuIds: ['home'],
  buttonIds: [],
  columnIds: [],
  formIds: [],
  resourceIds: [],
  locked: { menuIds: [], buttonIds: [], columnIds: [], formIds: [], resourceIds: [] },
};

/** As a delegate sees the clerk role: it lacks 首页 and 账号, and may not touch this role. */
const clerkTree: AuthorizeData = {
  ...tree,
  menuIds: ['home', 'sys', 'user'],
  columnIds: ['c-acc'],
  locked: { menuIds: ['home'], buttonIds: [], columnIds: ['c-acc'], formIds: [], resourceIds: [] },
};

function answer(request: SeenRequest) {
  const path = request.url.pathname;
  if (path === '/api/permission/Role/Selector') {
    return envelope(200, {
      list: [
        { id: 'r1', enCode: 'admin', fullName: '管理员' },
        { id: 'r2', enCode: 'clerk', fullName: '文员' },
        { id: 'r3', enCode: 'mine', fullName: '我的角色' },
      ],
    });
  }
  if (path.startsWith('/api/permission/Authorize/Data/')) {
    if (request.method === 'PUT') return envelope(200, null);
    if (path.endsWith('/r2')) return envelope(200, clerkTree);
    if (path.endsWith('/r3'))
      return envelope(200, { ...tree, readOnlyReason: '不能修改自己的角色、岗位、组织或权限' });
    return envelope(200, tree);
  }
  return envelope(404, null, 'not found');
}

function renderPage(buttons: string[] = ['btn_edit']) {
  const permissionList: PermissionItem[] = [
    {
      modelId: 'm-auth',
      button: buttons.map((enCode) => ({ enCode, fullName: enCode })),
      column: [],
      form: [],
      resource: [],
    },
  ];
  const seen = stubFetch(answer);
  const rendered = renderWithProviders(
    <PageMetaContext.Provider
      value={{ name: 'permission-authorize', title: '权限授权', modelId: 'm-auth' }}
    >
      <AuthorizePage />
    </PageMetaContext.Provider>,
    { preloadedState: { session: { ...initialSessionState, token: 'tok', permissionList } } },
  );
  return { ...rendered, seen };
}

const item = (name: string) => screen.getByRole('treeitem', { name });

/** Space toggles the focused item's check box, as a keyboard user would. */
async function toggle(user: ReturnType<typeof renderPage>['user'], name: string) {
  act(() => item(name).focus());
  await user.keyboard(' ');
}

function expectChecked(name: string, checked: boolean) {
  expect(item(name)).toHaveAttribute('aria-checked', String(checked));
}

/** A locked item is disabled and its name tells its state, since it has no aria-checked. */
function expectLocked(name: string, checked: boolean) {
  const state = checked ? '已授予' : '未授予';
  expect(item(`${name}（${state}，您无权修改）`)).toHaveAttribute('aria-disabled', 'true');
}

async function openRole(user: ReturnType<typeof renderPage>['user'], name = '管理员') {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await screen.findByRole('tree', { name: '菜单权限树' });
}

describe('AuthorizePage', () => {
  it("lists on an element tab only the granted menus' elements; ticking one grants no menu", async () => {
    const { user } = renderPage();
    await openRole(user);
    await user.click(screen.getByRole('tab', { name: '按钮权限' }));
    // 用户管理 is not granted: its button is not offered.
    expect(screen.queryByRole('treeitem', { name: '新增' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '菜单权限' }));
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await toggle(user, '用户管理');
    expectChecked('系统管理', true);
    await user.click(screen.getByRole('tab', { name: '按钮权限' }));
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await toggle(user, '新增');
    expectChecked('新增', true);
    // A menu's box there ticks or unticks its buttons; the menu stays granted.
    await toggle(user, '用户管理');
    expectChecked('新增', false);
    expectChecked('用户管理', true);
    await toggle(user, '用户管理');
    expectChecked('新增', true);

    await user.click(screen.getByRole('tab', { name: '菜单权限' }));
    await toggle(user, '系统管理');
    expectChecked('用户管理', false);
    await user.click(screen.getByRole('tab', { name: '按钮权限' }));
    expect(screen.queryByRole('treeitem', { name: '新增' })).not.toBeInTheDocument();
  });

  it('shows a dash, not a tick, on a menu granted without all it holds', async () => {
    const { user } = renderPage();
    await openRole(user);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    // The box is hidden from the accessibility tree; the item's aria-checked stays true or false.
    const box = () => item('系统管理').querySelector('input[type="checkbox"]');
    await toggle(user, '系统管理');
    expectChecked('用户管理', false);
    expect(box()).toHaveAttribute('data-indeterminate', 'true');
    await toggle(user, '用户管理');
    expect(box()).toHaveAttribute('data-indeterminate', 'false');
    expectChecked('系统管理', true);
  });

  it('checks all, deselects all and saves the id lists in one PUT', async () => {
    const { user, seen } = renderPage();
    await openRole(user);
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expectChecked('首页', false);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await toggle(user, '用户管理');

    await user.click(screen.getByRole('tab', { name: '列表权限' }));
    await user.click(screen.getByRole('button', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    const put = await waitFor(() => {
      const found = seen.find((request) => request.method === 'PUT');
      if (!found) throw new Error('no PUT sent yet');
      return found;
    });
    expect(put.url.pathname).toBe('/api/permission/Authorize/Data/r1');
    expect(JSON.parse(put.body)).toEqual({
      objectType: 'role',
      menuIds: ['sys', 'user'],
      buttonIds: [],
      columnIds: ['c-acc'],
      formIds: [],
      resourceIds: [],
    });
    expect(await screen.findByText('授权已保存')).toBeInTheDocument();
  });

  it('asks before switching away from unsaved changes and keeps them on cancel', async () => {
    const { user } = renderPage();
    await openRole(user);
    await toggle(user, '首页');
    await user.click(screen.getByRole('button', { name: /文员/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/未保存的修改/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectChecked('首页', false);
    expect(screen.getByText('当前对象：管理员')).toBeInTheDocument();
  });

  it('shows the rights a delegate lacks but keeps them as they are', async () => {
    const { user, seen } = renderPage();
    await openRole(user, '文员');
    expectLocked('首页', true);
    await toggle(user, '首页（已授予，您无权修改）');
    expectLocked('首页', true);

    // Unchecking every menu cannot withdraw the locked column, so its menus stay.
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expectLocked('首页', true);
    expectChecked('系统管理', true);
    await user.click(screen.getByRole('tab', { name: '列表权限' }));
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expectLocked('账号', true);

    await user.click(screen.getByRole('tab', { name: '菜单权限' }));
    await user.click(screen.getByRole('button', { name: '全选' }));
    await user.click(screen.getByRole('tab', { name: '按钮权限' }));
    await user.click(screen.getByRole('button', { name: '全选' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const put = await waitFor(() => {
      const found = seen.find((request) => request.method === 'PUT');
      if (!found) throw new Error('no PUT sent yet');
      return found;
    });
    expect(JSON.parse(put.body)).toMatchObject({
      menuIds: ['home', 'sys', 'user'],
      buttonIds: ['b-add'],
      columnIds: ['c-acc'],
    });
  });

  it("says why an object is not the caller's to change and offers no saving", async () => {
    const { user } = renderPage();
    await openRole(user, '我的角色');
    expect(await screen.findByText('不能修改自己的角色、岗位、组织或权限')).toBeInTheDocument();
    await toggle(user, '首页');
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  it('hides saving without btn_edit', async () => {
    const { user } = renderPage([]);
    await openRole(user);
    expect(screen.getByRole('button', { name: '全选' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});
