import { screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../test/fetch-stub';
import { organizeRow } from '../common/organize-fixtures';
import {
  bodySentTo,
  paramsOf,
  renderListPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const LIST = 'GET /api/permission/Organize';

function serve(routes: Record<string, unknown> = {}) {
  const tree = [organizeRow('c1', '集团', { children: [organizeRow('c2', '机电公司')] })];
  return serveRoutes(
    { [LIST]: { list: tree }, 'POST /api/permission/Organize': { id: 'c9' }, ...routes },
    { list: [] },
  );
}

const renderCompanies = (grants?: AdminPageGrants) =>
  renderListPage('/permission/organize', '机电公司', grants);

describe('OrganizeListPage', () => {
  withTableViewport();

  it('shows the company tree and searches it by keyword', async () => {
    const seen = serve();
    const { user } = await renderCompanies();
    expect(screen.getByText('集团')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '机电');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({ keyword: '机电' }),
    );
  });

  it('prompts for code and name, then creates a top company and refreshes', async () => {
    const seen = serve();
    const { user } = await renderCompanies();
    const before = requestsTo(seen, LIST).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增公司' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入公司编码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入公司名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '公司编码' }), 'co.new');
    await user.type(within(dialog).getByRole('textbox', { name: '公司名称' }), '新公司');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/permission/Organize')).toEqual({
      parentId: '',
      managerId: '',
      enCode: 'co.new',
      fullName: '新公司',
      description: '',
      sortCode: 0,
      enabled: true,
    });
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(before));
  });

  it('asks before deleting and shows the server refusal', async () => {
    serve({
      'DELETE /api/permission/Organize/c1': () => envelope(400, null, '该公司下有部门，不能删除'),
    });
    const { user } = await renderCompanies();
    await user.click(within(rowOf('集团')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('此操作将永久删除该数据, 是否继续?');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该公司下有部门，不能删除')).toBeInTheDocument();
  });

  it('removes the buttons without their codes', async () => {
    serve();
    await renderCompanies({ buttons: [] });
    for (const name of ['新增', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
