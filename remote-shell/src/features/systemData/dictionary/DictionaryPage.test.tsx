import { screen, waitFor, within } from '@testing-library/react';
import type { DictionaryDataNode, DictionaryTypeNode } from '@mepm/contract';
import { ADMIN_BUTTON, DICTIONARY_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  paramsOf,
  renderListPage,
  requestsTo,
  routesSent,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { captureDownloads } from '../../../test/downloads';
import type { AdminPageGrants } from '../../../test/admin-page-kit';

const TYPES = 'GET /api/system/DictionaryType';
const DATA = 'GET /api/system/DictionaryData/t-equipment';
const ALL = [...Object.values(ADMIN_BUTTON), ...Object.values(DICTIONARY_BUTTON)];

function type(
  id: string,
  fullName: string,
  extra: Partial<DictionaryTypeNode> = {},
): DictionaryTypeNode {
  return {
    id,
    parentId: null,
    enCode: id.replace('t-', ''),
    fullName,
    names: { zhtw: '', en: '' },
    isTree: false,
    sortCode: 0,
    description: '',
    createdTime: 0,
    children: [],
    ...extra,
  };
}

function item(
  id: string,
  fullName: string,
  children: DictionaryDataNode[] = [],
): DictionaryDataNode {
  return {
    id,
    typeId: 't-equipment',
    parentId: null,
    enCode: id,
    fullName,
    names: { zhtw: '', en: `${id} (en)` },
    sortCode: 0,
    enabled: true,
    description: '',
    createdTime: 0,
    children,
  };
}

const equipment = type('t-equipment', '设备类型', { isTree: true });
const typeTree = [type('t-base', '基础数据', { children: [equipment] })];

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [TYPES]: { list: typeTree },
    [DATA]: { list: [item('pump', '水泵', [item('pump.fire', '消防泵')]), item('fan', '风机')] },
    'GET /api/system/DictionaryData/t-equipment/Selector': { list: [] },
    'POST /api/system/DictionaryData': { id: 'new' },
    ...routes,
  });
}

async function openEquipment(grants: AdminPageGrants = { buttons: ALL }) {
  const rendered = await renderListPage('/systemData/dictionary', '设备类型', grants);
  await rendered.user.click(screen.getByRole('button', { name: /设备类型/ }));
  await screen.findByText('消防泵');
  return rendered;
}

describe('DictionaryPage', () => {
  withTableViewport();
  // Each test opens the page, a type and a dialog: on the shared two-core machine that alone
  // has taken over ten seconds.
  jest.setTimeout(40_000);

  it("lists the chosen type's items as an indented tree and searches them", async () => {
    const seen = serve();
    const { user } = await openEquipment();
    expect(screen.getByRole('list', { name: '字典分类' })).toBeInTheDocument();
    expect(rowOf('水泵')).toBeInTheDocument();
    expect(rowOf('消防泵')).toHaveTextContent('pump.fire');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'fire');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, DATA).at(-1))).toEqual({ keyword: 'fire' }),
    );
  });

  it('adds an item to the chosen type and reloads the list', async () => {
    const seen = serve();
    const { user } = await openEquipment();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增字典数据' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入编码')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '编码' }), 'valve');
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '阀门');
    await user.type(within(dialog).getByRole('textbox', { name: '英文名称' }), 'Valve');
    const before = requestsTo(seen, DATA).length;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodySentTo(seen, 'POST /api/system/DictionaryData')).toMatchObject({
        typeId: 't-equipment',
        enCode: 'valve',
        fullName: '阀门',
        names: { zhtw: '', en: 'Valve' },
        parentId: null,
      }),
    );
    await waitFor(() => expect(requestsTo(seen, DATA).length).toBeGreaterThan(before));
  });

  it('shows names in the language shown', async () => {
    serve();
    const rendered = await renderListPage('/systemData/dictionary', '设备类型', {
      buttons: ALL,
      language: 'en',
    });
    await rendered.user.click(screen.getByRole('button', { name: /设备类型/ }));
    expect(await screen.findByText('pump.fire (en)')).toBeInTheDocument();
  });

  it('imports a JSON file into the chosen type and refuses a file that is not one', async () => {
    const seen = serve({
      'POST /api/system/DictionaryData/t-equipment/Action/Import': { created: 1, updated: 0 },
    });
    const { user } = await openEquipment();
    const input = screen.getByTestId('dictionary-import-file');
    await user.upload(input, new File(['not json'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('文件不是有效的字典JSON')).toBeInTheDocument();
    expect(routesSent(seen, 'POST')).toEqual([]);
    const file = { items: [{ enCode: 'valve', fullName: '阀门' }] };
    await user.upload(
      input,
      new File([JSON.stringify(file)], 'x.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('导入完成：新增1条，更新0条')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/system/DictionaryData/t-equipment/Action/Import')).toEqual(
      file,
    );
  });

  it("exports the chosen type's items as a JSON file named by its code", async () => {
    const file = { enCode: 'equipment', items: [{ enCode: 'pump', fullName: '水泵' }] };
    const seen = serve({ 'GET /api/system/DictionaryData/t-equipment/Action/Export': file });
    const downloads = captureDownloads();
    const { user } = await openEquipment();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalled());
    expect(downloads.name()).toBe('equipment.json');
    expect(JSON.parse(await downloads.text())).toEqual(file);
    expect(
      requestsTo(seen, 'GET /api/system/DictionaryData/t-equipment/Action/Export'),
    ).toHaveLength(1);
    downloads.restore();
  });

  it('offers only the buttons the caller holds', async () => {
    serve();
    await openEquipment({ buttons: [ADMIN_BUTTON.edit] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增分类' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除分类' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑分类' })).toBeInTheDocument();
  });
});
