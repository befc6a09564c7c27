import { screen, waitFor, within } from '@testing-library/react';
import type { RoleRecord } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { envelope } from '../../../test/fetch-stub';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const LIST = 'GET /api/permission/Role';

function role(id: string, overrides: Partial<RoleRecord> = {}): RoleRecord {
  return {
    id,
    enCode: `role.${id}`,
    fullName: `角色${id}`,
    description: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    ...overrides,
  };
}

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([role('1'), role('2', { enabled: false })]),
    'POST /api/permission/Role': { id: 'r9' },
    ...routes,
  });
}

const renderRoles = (grants?: AdminPageGrants) =>
  renderListPage('/permission/role', 'role.1', grants);

describe('RoleListPage', () => {
  withTableViewport();

  it('asks for a page with the paging and the keyword', async () => {
    const seen = serve();
    const { user } = await renderRoles();
    expect(paramsOf(requestsTo(seen, LIST)[0])).toEqual({ currentPage: '1', pageSize: '20' });
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'admin');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        keyword: 'admin',
      }),
    );
  });

  it('prompts for the code and name, and refuses a malformed code', async () => {
    const seen = serve();
    const { user } = await renderRoles();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入角色编码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入角色名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '角色编码' }), '.admin');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      within(dialog).getByText('只能输入字母、数字、点，且点不能在开头或结尾'),
    ).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  });

  it('creates a role and refreshes the list', async () => {
    const seen = serve();
    const { user } = await renderRoles();
    const before = requestsTo(seen, LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'sys.auditor');
    await user.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '审计员');
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '只读');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Role')).toEqual({
      enCode: 'sys.auditor',
      fullName: '审计员',
      description: '只读',
      sortCode: 0,
      enabled: true,
    });
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
  });

  it('deletes after the confirmation and shows a refusal from the server', async () => {
    const seen = serve({
      'DELETE /api/permission/Role/1': () => envelope(400, null, '该角色正在使用，不能删除'),
    });
    const { user } = await renderRoles();
    await user.click(within(rowOf('role.1')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色正在使用，不能删除')).toBeInTheDocument();
    expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/permission/Role/1']);
  });

  it('toggles the enabled state', async () => {
    const seen = serve();
    const { user } = await renderRoles();
    await user.click(within(rowOf('role.2')).getByRole('button', { name: '启用' }));
    const route = 'PUT /api/permission/Role/2/Actions/State';
    await waitFor(() => expect(routesSent(seen, 'PUT')).toEqual([route]));
    expect(bodySentTo(seen, route)).toEqual({ enabled: true });
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();
  });

  it('removes the buttons without their codes', async () => {
    serve();
    await renderRoles({ buttons: [ADMIN_BUTTON.remove] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(rowOf('role.1')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(rowOf('role.1')).queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
    expect(within(rowOf('role.1')).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
