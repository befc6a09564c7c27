import { screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'js-md5';
import type { UserListItem, UserRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { envelope } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import {
  bodySentTo,
  chooseInTreeSelect,
  pageOf,
  paramsOf,
  renderAdminPage,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

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
function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([row('1'), row('2', { enabled: false })]),
    'GET /api/permission/Organize/Tree': (request: SeenRequest) => ({
      list: request.url.searchParams.get('parentId')
        ? []
        : [treeNode('c1', '机电公司', 'company', [], true)],
    }),
    'GET /api/permission/Organize/Department/Selector': { list: ORGANISATION },
    'GET /api/permission/Position/Selector': { list: [] },
    'GET /api/permission/Role/Selector': {
      list: [{ id: 'r1', enCode: 'user', fullName: '普通用户' }],
    },
    'POST /api/permission/Users': { id: 'u9' },
    'GET /api/permission/Users/1': record('1'),
    ...routes,
  });
}

const renderUsers = (grants?: AdminPageGrants) => renderListPage(PATH, 'user1', grants);

describe('UserListPage', () => {
  withTableViewport();

  it('asks for the first page and sends the keyword, back on page 1', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    expect(paramsOf(requestsTo(seen, LIST)[0])).toEqual({ currentPage: '1', pageSize: '20' });

    await user.type(screen.getByRole('textbox', { name: '关键词' }), ' zhang ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        keyword: 'zhang',
      }),
    );
  });

  it('names genders by the gender dictionary, in the list and in the form', async () => {
    const gender = (enCode: string, fullName: string) => ({
      id: enCode,
      enCode,
      fullName,
      children: [],
    });
    serve({
      'GET /api/system/DictionaryData/gender/Data/Selector': {
        list: [gender('male', '男士'), gender('female', '女士')],
      },
    });
    const { user } = await renderUsers();
    expect(await within(rowOf('user1')).findByText('男士')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await user.click(within(dialog).getByRole('combobox', { name: '性别' }));
    const options = await screen.findAllByRole('option');
    // The dictionary's items, plus the form's current value that the dictionary left out.
    expect(options.map((option) => option.textContent)).toEqual(['男士', '女士', '保密']);
  });

  it('lists the users of the organisation chosen in the tree', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    const tree = screen.getByRole('tree', { name: '组织机构' });
    await user.click(await within(tree).findByText('机电公司'));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
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
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三!');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('只能输入字母和数字')).toBeInTheDocument();
    expect(
      within(dialog).getByText('只能输入中文、字母、数字，不能包含特殊符号'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  });

  it('marks every required field, the organisation too', async () => {
    serve();
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    expect(within(dialog).getByRole('textbox', { name: '账号' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toBeRequired();
    expect(within(dialog).getByRole('combobox', { name: '所属组织' })).toBeRequired();
    expect(within(dialog).getByText('所属组织').textContent).toMatch(/\*/);
    expect(within(dialog).getByRole('textbox', { name: '手机号码' })).not.toBeRequired();
  });

  it('drops a prompt as soon as its field is valid, not at the next save', async () => {
    serve();
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    const mobile = within(dialog).getByRole('textbox', { name: '手机号码' });
    await user.type(mobile, '1391234');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), 'zhang');
    expect(within(dialog).queryByText('请输入账号')).not.toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    // Still wrong, so still prompted, until the number is whole.
    await user.type(mobile, '567');
    expect(within(dialog).getByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.type(mobile, '8');
    expect(within(dialog).queryByText('请输入正确的手机号码')).not.toBeInTheDocument();

    const organisation = within(dialog).getByRole('combobox', { name: '所属组织' });
    await chooseInTreeSelect(user, organisation, '所属组织', ['机电公司', '研发部']);
    expect(within(dialog).queryByText('请选择所属组织')).not.toBeInTheDocument();
    expect(organisation).toHaveAttribute('aria-invalid', 'false');
    // A field nobody refused stays quiet while it is typed.
    await user.type(within(dialog).getByRole('textbox', { name: '电子邮箱' }), 'zhang@');
    expect(within(dialog).queryByText('请输入正确的邮箱')).not.toBeInTheDocument();
  });

  it('creates a user with the entered fields and refreshes the list', async () => {
    const seen = serve();
    const { user } = await renderUsers();
    const before = requestsTo(seen, LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await user.type(within(dialog).getByRole('textbox', { name: '账号' }), 'zhangsan');
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
    const organisation = within(dialog).getByRole('combobox', { name: '所属组织' });
    await chooseInTreeSelect(user, organisation, '所属组织', ['机电公司', '研发部']);
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByRole('option', { name: '普通用户' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Users')).toEqual({
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
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
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
    expect(bodySentTo(seen, 'PUT /api/permission/Users/1')).toMatchObject({
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
    expect(routesSent(seen, 'DELETE')).toEqual([]);
    const before = requestsTo(seen, LIST).length;
    await user.click(within(question).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/permission/Users/2']);
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
  });

  it('shows the server refusal of a deletion', async () => {
    serve({ 'DELETE /api/permission/Users/2': () => envelope(400, null, '该用户不能删除') });
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
    expect(bodySentTo(seen, 'POST /api/permission/Users/1/Actions/ResetPassword')).toEqual({
      password: md5('abc12345'),
    });
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
          .map((r) => [`${r.method} ${r.url.pathname}`, r.body]),
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

  it('hides the page from screen readers while a form dialog is open', async () => {
    serve();
    const { user } = await renderUsers({ language: 'en' });
    // The page's organisation tree and the form's organisation field share the name.
    const pageTree = screen.getByRole('tree', { name: 'Organisation' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    expect(screen.queryByRole('tree', { name: 'Organisation' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Organisation' }));
    const trees = await screen.findAllByRole('tree', { name: 'Organisation' });
    expect(trees).toHaveLength(1);
    expect(trees).not.toContain(pageTree);
    expect(within(trees[0] as HTMLElement).getByText('机电公司')).toBeInTheDocument();
  });
});
