import { screen, waitFor, within } from '@testing-library/react';
import type { AreaNode } from '@mepm/contract';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { envelope } from '../../../test/fetch-stub';
import {
  bodySentTo,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  serveRoutes,
} from '../../../test/admin-page-kit';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

function area(
  id: string,
  fullName: string,
  type: AreaNode['type'],
  parentId = '-1',
  overrides: Partial<AreaNode> = {},
): AreaNode {
  return {
    id,
    parentId,
    enCode: id,
    fullName,
    type,
    sortCode: 0,
    enabled: true,
    description: '',
    hasChildren: type !== 'district',
    ...overrides,
  };
}

const ROOT = 'GET /api/system/Area/-1';
const HUBEI = 'GET /api/system/Area/420000';
const WUHAN = 'GET /api/system/Area/420100';

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [ROOT]: (request: { url: URL }) =>
      request.url.searchParams.get('keyword')
        ? { list: [area('420102', '江岸区', 'district', '420100')] }
        : { list: [area('420000', '湖北省', 'province'), area('110000', '北京市', 'province')] },
    [HUBEI]: { list: [area('420100', '武汉市', 'city', '420000')] },
    [WUHAN]: { list: [area('420102', '江岸区', 'district', '420100')] },
    'POST /api/system/Area': { id: 'a9' },
    ...routes,
  });
}

const renderAreas = (grants?: AdminPageGrants) => renderListPage('/system/area', '湖北省', grants);

const rowOfArea = (code: string) => {
  const row = document.querySelector(`tr[data-area="${code}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${code}`);
  return row;
};

describe('AreaPage', () => {
  it('loads a level only when its parent is expanded', async () => {
    const seen = serve();
    const { user } = await renderAreas();
    expect(requestsTo(seen, HUBEI)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '展开湖北省' }));
    expect(await screen.findByText('武汉市')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开武汉市' }));
    expect(await screen.findByText('江岸区')).toBeInTheDocument();
    expect(requestsTo(seen, HUBEI)).toHaveLength(1);
    expect(requestsTo(seen, 'GET /api/system/Area/110000')).toEqual([]);
    // A district has nothing below it: no expand arrow, no "add below".
    expect(within(rowOfArea('420102')).queryByRole('button', { name: /展开/ })).toBeNull();
    expect(within(rowOfArea('420102')).queryByRole('button', { name: '新增下级' })).toBeNull();
  }, 40_000);

  it('searches anywhere by keyword', async () => {
    const seen = serve();
    const { user } = await renderAreas();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '江岸');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('江岸区')).toBeInTheDocument();
    expect(paramsOf(requestsTo(seen, ROOT).at(-1))).toEqual({ keyword: '江岸' });
  });

  it('adds an area below the chosen one', async () => {
    const seen = serve();
    const { user } = await renderAreas();
    await user.click(within(rowOfArea('420000')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增区域' });
    expect(dialog).toHaveTextContent('上级区域: 湖北省');
    await user.type(within(dialog).getByRole('textbox', { name: '区域编码' }), '429');
    await user.type(within(dialog).getByRole('textbox', { name: '区域名称' }), '新市');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/system/Area')).toEqual({
      parentId: '420000',
      enCode: '429',
      fullName: '新市',
      description: '',
      sortCode: 0,
      enabled: true,
    });
  }, 40_000);

  it('refuses a code that is not digits before sending', async () => {
    const seen = serve();
    const { user } = await renderAreas();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增区域' });
    await user.type(within(dialog).getByRole('textbox', { name: '区域编码' }), 'a1');
    await user.type(within(dialog).getByRole('textbox', { name: '区域名称' }), '省');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('只能输入数字')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
  }, 40_000);

  it('shows the refusal to delete an area with children', async () => {
    const seen = serve({
      'DELETE /api/system/Area/420000': () =>
        envelope(400, null, '该区域下有1个下级区域，不能删除'),
    });
    const { user } = await renderAreas();
    await user.click(within(rowOfArea('420000')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该区域下有1个下级区域，不能删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(routesSent(seen, 'DELETE')).toEqual(['DELETE /api/system/Area/420000']),
    );
  });

  it('shows only the granted buttons', async () => {
    serve();
    await renderAreas({ buttons: [ADMIN_BUTTON.edit] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const hubei = rowOfArea('420000');
    expect(within(hubei).queryByRole('button', { name: '新增下级' })).toBeNull();
    expect(within(hubei).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(hubei).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });
});

describe('AreaPage with the address picker', () => {
  it('shows the areas of the province and city chosen in the picker', async () => {
    const seen = serveRoutes({
      'GET /api/system/Area/-1': { list: [area('420000', '湖北省', 'province')] },
      'GET /api/system/Area/-1/Selector': {
        list: [
          {
            id: '420000',
            enCode: '420000',
            fullName: '湖北省',
            type: 'province',
            hasChildren: true,
          },
        ],
      },
      'GET /api/system/Area/420000/Selector': {
        list: [
          { id: '420100', enCode: '420100', fullName: '武汉市', type: 'city', hasChildren: true },
        ],
      },
      [HUBEI]: { list: [area('420100', '武汉市', 'city', '420000')] },
      [WUHAN]: { list: [area('420102', '江岸区', 'district', '420100')] },
    });
    const { user } = await renderAreas();
    await user.click(screen.getByRole('combobox', { name: '省份' }));
    await user.click(await screen.findByRole('option', { name: '湖北省' }));
    await user.click(screen.getByRole('combobox', { name: '城市' }));
    await user.click(await screen.findByRole('option', { name: '武汉市' }));
    expect(await screen.findByText('江岸区')).toBeInTheDocument();
    expect(requestsTo(seen, WUHAN)).toHaveLength(1);
  }, 40_000);
});
