import { screen, waitFor, within } from '@testing-library/react';
import type { OrganizeTreeRow } from '@mepm/contract';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import type { SeenRequest } from '../../../test/fetch-stub';
import { paramsOf, renderAdminPage, routeOf, withTableViewport } from '../common/test-kit';
import type { AdminPageGrants } from '../common/test-kit';

const LIST = 'GET /api/permission/Organize';

function company(id: string, fullName: string, children: OrganizeTreeRow[] = []): OrganizeTreeRow {
  return {
    id,
    parentId: '',
    category: 'company',
    enCode: `co.${id}`,
    fullName,
    description: '',
    managerId: '',
    sortCode: 0,
    enabled: true,
    createdTime: 0,
    hasChildren: children.length > 0,
    children,
  };
}

function serve(extra: (request: SeenRequest) => Response | null = () => null) {
  return stubFetch((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (routeOf(request) === LIST)
      return envelope(200, { list: [company('c1', '集团', [company('c2', '机电公司')])] });
    if (routeOf(request) === 'POST /api/permission/Organize') return envelope(200, { id: 'c9' });
    return envelope(200, { list: [] });
  });
}

const listRequests = (seen: SeenRequest[]) => seen.filter((r) => routeOf(r) === LIST);

async function renderCompanies(grants?: AdminPageGrants) {
  const rendered = renderAdminPage('/permission/organize', grants);
  // The first render loads the lazy page module, which takes a while on a busy machine.
  await screen.findByText('机电公司', {}, { timeout: 10_000 });
  return rendered;
}

describe('OrganizeListPage', () => {
  withTableViewport();

  it('shows the company tree and searches it by keyword', async () => {
    const seen = serve();
    const { user } = await renderCompanies();
    expect(screen.getByText('集团')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '机电');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(paramsOf(listRequests(seen).at(-1))).toEqual({ keyword: '机电' }));
  });

  it('prompts for code and name, then creates a top company and refreshes', async () => {
    const seen = serve();
    const { user } = await renderCompanies();
    const before = listRequests(seen).length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增公司' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入公司编码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入公司名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '公司编码' }), 'co.new');
    await user.type(within(dialog).getByRole('textbox', { name: '公司名称' }), '新公司');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const post = seen.find((r) => routeOf(r) === 'POST /api/permission/Organize');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      parentId: '',
      managerId: '',
      enCode: 'co.new',
      fullName: '新公司',
      description: '',
      sortCode: 0,
      enabled: true,
    });
    await waitFor(() => expect(listRequests(seen).length).toBeGreaterThan(before));
  });

  it('asks before deleting and shows the server refusal', async () => {
    serve((request) =>
      request.method === 'DELETE' ? envelope(400, null, '该公司下有部门，不能删除') : null,
    );
    const { user } = await renderCompanies();
    const row = screen.getByText('集团').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除' }));
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
