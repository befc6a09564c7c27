import { screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import type { UserListItem, UserRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import {
  pageOf,
  paramsOf,
  renderAdminPage,
  routeOf,
  treeNode,
  withTableViewport,
} from '../common/test-kit';
import type { AdminPageGrants } from '../common/test-kit';

const PATH = '/permission/user';
const LIST = 'GET /api/permission/Users';

function row(id: string, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    account: `user${id}`,
    realName: `用户${id}`,
    gender: 'male',
    mobile: '13800138000',
    email: `${id}@example.com`,
    organizeId: 'd1',
    organizeName: '研发部',
    enabled: true,
    createdTime: new Date(2024, 0, 2, 3, 4).getTime(),
    positionNames: ['工程师'],
    roleNames: ['普通用户'],
    ...overrides,
  };
}

function record(id: string): UserRecord {
  return {
    id,
    account: `user${id}`,
    realName: `用户${id}`,
    gender: 'male',
    mobile: '',
    email: '',
    organizeId: 'd1',
    organizeName: '研发部',
    managerId: '',
    headIcon: '',
    isAdministrator: false,
    enabled: true,
    roleIds: ['r1'],
    positionIds: [],
    createdTime: 0,
  };
}

const ORGANISATION = [
  treeNode('c1', '机电公司', 'company', [treeNode('d1', '研发部', 'department')]),
];

/** A small server: two users, the lookups, and every change answered with success. */
function serve(extra: (request: SeenRequest) => Response | null = () => null) {
  return stubFetch((request) => {
    const answer = extra(request);
    if (answer) return answer;
    switch (routeOf(request)) {
      case LIST:
        return envelope(200, pageOf([row('1'), row('2', { enabled: false })]));
      case 'GET /api/permission/Organize/Tree':
        return envelope(200, {
          list: request.url.searchParams.get('parentId')
            ? []
            : [treeNode('c1', '机电公司', 'company', [], true)],
        });
      case 'GET /api/permission/Organize/Department/Selector':
        return envelope(200, { list: ORGANISATION });
      case 'GET /api/permission/Position/Selector':
        return envelope(200, { list: [] });
      case 'GET /api/permission/Role/Selector':
        return envelope(200, { list: [{ id: 'r1', enCode: 'user', fullName: '普通用户' }] });
      case 'POST /api/permission/Users':
        return envelope(200, { id: 'u9' });
      case 'GET /api/permission/Users/1':
        return envelope(200, record('1'));
      default:
        return envelope(200, null);
    }
  });
}

const listRequests = (seen: SeenRequest[]) => seen.filter((r) => routeOf(r) === LIST);

async function renderUsers(grants?: AdminPageGrants) {
  const rendered = renderAdminPage(PATH, grants);
  // The first render loads the lazy page module, which takes a while on a busy machine.
  await screen.findByText('user1', {}, { timeout: 10_000 });
  return rendered;
}

function rowOf(text: string) {
  const cell = screen.getByText(text);
  const found = cell.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row holds ${text}`);
  return found;
}

describe('UserListPage', () => {
  withTableViewport();

  it('asks for the first page and sends the keyword, back on page 1', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    expect(paramsOf(listRequests(seen)[0])).toEqual({ currentPage: '1', pageSize: '20' });

    await user.type(screen.getByRole('textbox', { name: '关键词' }), ' zhang ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(listRequests(seen).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        keyword: 'zhang',
      }),
    );
  });

  it('lists the users of the organisation chosen in the tree', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    const tree = screen.getByRole('tree', { name: '组织机构' });
    await user.click(await within(tree).findByText('机电公司'));
    await waitFor(() =>
      expect(paramsOf(listRequests(seen).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        organizeId: 'c1',
      }),
    );
  });

  it('prompts for the missing and malformed fields of a new user, sending nothing', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入账号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择所属组织')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), 'zhang.san');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '12345');
    await user.type(within(dialog).getByRole('textbox', { name: '电子邮箱' }), 'zhang@');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('只能输入字母和数字')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a user with the entered fields and refreshes the list', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    const before = listRequests(seen).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), 'zhangsan');
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.click(within(dialog).getByRole('combobox', { name: '所属组织' }));
    const orgTree = await screen.findByRole('tree', { name: '所属组织' });
    await user.click(within(orgTree).getByText('机电公司'));
    await user.click(await within(orgTree).findByText('研发部'));
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByRole('option', { name: '普通用户' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const post = seen.find((r) => routeOf(r) === 'POST /api/permission/Users');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      account: 'zhangsan',
      realName: '张三',
      gender: 'unknown',
      mobile: '13912345678',
      email: '',
      organizeId: 'd1',
      managerId: '',
      roleIds: ['r1'],
      positionIds: [],
      enabled: true,
    });
    await waitFor(() => expect(listRequests(seen).length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog', { name: '新增用户' })).not.toBeInTheDocument();
  });

  it('edits the loaded record and puts it back under its id', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    await user.click(within(rowOf('user1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑用户' });
    const name = await within(dialog).findByRole('textbox', { name: '姓名' });
    expect(within(dialog).getByRole('combobox', { name: '所属组织' })).toHaveValue(
      '机电公司 / 研发部',
    );
    await user.clear(name);
    await user.type(name, '张三丰');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    const put = seen.find((r) => routeOf(r) === 'PUT /api/permission/Users/1');
    expect(JSON.parse(put?.body ?? '')).toMatchObject({
      account: 'user1',
      realName: '张三丰',
      organizeId: 'd1',
      roleIds: ['r1'],
    });
  });

  it('deletes only after the permanent-deletion question is confirmed', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    await user.click(within(rowOf('user2')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    const before = listRequests(seen).length;
    await user.click(within(question).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE').map(routeOf)).toEqual([
      'DELETE /api/permission/Users/2',
    ]);
    await waitFor(() => expect(listRequests(seen).length).toBeGreaterThan(before));
  });

  it('shows the server refusal of a deletion', async () => {
    serve((request) =>
      request.method === 'DELETE' ? envelope(400, null, '该用户不能删除') : null,
    );
    const { user } = await renderUsers();
    await user.click(within(rowOf('user2')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('该用户不能删除')).toBeInTheDocument();
  });

  it('resets a password to the md5 of a valid new one typed twice', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    await user.click(within(rowOf('user1')).getByRole('button', { name: '重置密码' }));
    const dialog = await screen.findByRole('dialog', { name: '重置密码' });
    await user.type(within(dialog).getByLabelText(/^新密码/), 'abcdef');
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'abcdeg');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('密码须为6-16位字母和数字的组合')).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^新密码/));
    await user.type(within(dialog).getByLabelText(/^新密码/), 'abc12345');
    await user.clear(within(dialog).getByLabelText(/^确认密码/));
    await user.type(within(dialog).getByLabelText(/^确认密码/), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    const post = seen.find(
      (r) => routeOf(r) === 'POST /api/permission/Users/1/Actions/ResetPassword',
    );
    expect(JSON.parse(post?.body ?? '')).toEqual({ password: md5('abc12345') });
  });

  it('disables an enabled user and enables a disabled one', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    await user.click(within(rowOf('user1')).getByRole('button', { name: '禁用' }));
    await user.click(within(rowOf('user2')).getByRole('button', { name: '启用' }));
    await waitFor(() =>
      expect(
        seen
          .filter((r) => r.url.pathname.endsWith('/Actions/State'))
          .map((r) => [routeOf(r), r.body]),
      ).toEqual([
        ['PUT /api/permission/Users/1/Actions/State', '{"enabled":false}'],
        ['PUT /api/permission/Users/2/Actions/State', '{"enabled":true}'],
      ]),
    );
  });

  it('removes the buttons whose codes the menu does not grant', async () => {
    serve();
    await renderUsers({ buttons: [ADMIN_BUTTON.add] });
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    for (const name of ['编辑', '删除', '重置密码', '禁用', '启用']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('shows nothing to add without the add code', async () => {
    serve();
    await renderUsers({ buttons: [ADMIN_BUTTON.edit] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(rowOf('user1')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('shows only the granted columns when the menu defines column codes', async () => {
    serve();
    await renderUsers({ columns: ['account', 'organize'] });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['账号', '所属组织', '操作']);
  });

  it('shows no data column when the menu defines columns but none is granted', async () => {
    serve();
    renderAdminPage(PATH, { columns: [] });
    // The rows still come (with their actions), but no field of them is shown.
    await screen.findAllByRole('button', { name: '编辑' }, { timeout: 10_000 });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['操作']);
    expect(screen.queryByText('user1')).not.toBeInTheDocument();
  });
});
