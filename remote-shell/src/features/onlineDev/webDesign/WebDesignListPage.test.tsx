import { screen, waitFor, within } from '@testing-library/react';
import type { FormField, WebDesignRecord } from '@mepm/contract';
import { ADMIN_BUTTON, WEB_DESIGN_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderListPage,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { captureDownloads } from '../../../test/downloads';
import { envelope } from '../../../test/fetch-stub';
import { toDesignFile } from './design-file';
import { designRow } from './test-designs';

const LIST = 'GET /api/visualdev/Base';
const PREVIEW = 'POST /api/visualdev/Base/1/Actions/TablePreview';
const CATEGORIES = 'GET /api/system/DictionaryData/visualDevCategory/Data/Selector';

const row = designRow;

const record = (id: string): WebDesignRecord => ({
  ...row(id),
  formData: {
    formConf: {},
    fields: [{ __config__: { wyzxKey: 'input', label: '名称', formId: 1 }, __vModel__: 'name' }],
  },
  columnData: null,
  tables: null,
  releasedKeys: [],
});

const category = (enCode: string, fullName: string) => ({
  id: enCode,
  enCode,
  fullName,
  children: [],
});

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([row('1'), row('2', { state: 1, type: 3, webType: 3 })]),
    [CATEGORIES]: { list: [category('office', '办公协同'), category('project', '项目管理')] },
    'GET /api/visualdev/Base/1': record('1'),
    'POST /api/visualdev/Base': { id: 'n1' },
    'POST /api/visualdev/Base/1/Actions/Copy': { id: 'c1' },
    'PUT /api/visualdev/Base/1/Actions/State': { state: 1 },
    [PREVIEW]: {
      statements: ['CREATE TABLE "public"."wyzx_design_1" ("f_id" varchar(50))'],
      destructive: [],
    },
    'PUT /api/visualdev/Base/2/Actions/State': { state: 0 },
    ...routes,
  });
}

const ALL = [...Object.values(ADMIN_BUTTON), WEB_DESIGN_BUTTON.copy];
const renderDesigns = (buttons: readonly string[] = ALL) =>
  renderListPage('/onlineDev/webDesign', 'design.1', { buttons });

describe('WebDesignListPage', () => {
  withTableViewport();

  it('lists designs with their category, type, mode and state, and filters by type', async () => {
    const seen = serve();
    const { user } = await renderDesigns();
    const first = within(rowOf('design.1'));
    expect(await first.findByText('办公协同')).toBeInTheDocument();
    expect(first.getByText('Web表单')).toBeInTheDocument();
    expect(first.getByText('列表+表单')).toBeInTheDocument();
    expect(first.getByText('未发布')).toBeInTheDocument();
    const second = within(rowOf('design.2'));
    expect(second.getByText('流程表单')).toBeInTheDocument();
    expect(second.getByText('已发布')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '流程表单' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        type: '3',
      }),
    );
  });

  it('creates a draft with an empty form and the chosen category', async () => {
    const seen = serve();
    const { user } = await renderDesigns();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新建功能' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择分类')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '采购申请');
    await user.type(within(dialog).getByRole('textbox', { name: '编码' }), 'purchase');
    await user.click(within(dialog).getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByRole('option', { name: '项目管理' }));
    await user.click(within(dialog).getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: 'App表单' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/visualdev/Base')).toEqual({
      fullName: '采购申请',
      enCode: 'purchase',
      category: 'project',
      type: 2,
      webType: 2,
      sortCode: 0,
      description: '',
      formData: { formConf: {}, fields: [] },
      columnData: null,
      tables: null,
      dbLinkId: null,
    });
  }, 40_000);

  it('edits the attributes, sending the form and the version read', async () => {
    const seen = serve();
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑功能' });
    const name = await within(dialog).findByRole('textbox', { name: '名称' });
    await user.clear(name);
    await user.type(name, '采购单');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'PUT /api/visualdev/Base/1')).toMatchObject({
      fullName: '采购单',
      version: 3,
      formData: record('1').formData,
    });
  }, 40_000);

  it('copies, releases after showing what it runs on the tables, and sets back to draft', async () => {
    const seen = serve();
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: /^发布“/ });
    expect(await within(dialog).findByLabelText('发布将对数据表执行以下语句：')).toHaveTextContent(
      'CREATE TABLE "public"."wyzx_design_1" ("f_id" varchar(50));',
    );
    expect(requestsTo(seen, 'PUT /api/visualdev/Base/1/Actions/State')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'PUT /api/visualdev/Base/1/Actions/State')).toEqual({ state: 1 });
    await user.click(within(rowOf('design.2')).getByRole('button', { name: '取消发布' }));
    await waitFor(() =>
      expect(bodySentTo(seen, 'PUT /api/visualdev/Base/2/Actions/State')).toEqual({ state: 0 }),
    );
    expect(requestsTo(seen, 'POST /api/visualdev/Base/1/Actions/Copy')).toHaveLength(1);
  });

  it('releases a change that loses data only once it is acknowledged, with the version shown', async () => {
    const seen = serve({
      [PREVIEW]: {
        statements: ['ALTER TABLE "public"."wyzx_design_1" DROP COLUMN "remark"'],
        destructive: [
          { table: 'wyzx_design_1', column: 'remark', change: 'dropColumn' },
          {
            table: 'wyzx_design_1',
            column: 'qty',
            change: 'narrow',
            from: 'text',
            to: 'varchar(20)',
          },
        ],
      },
    });
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: /^发布“/ });
    const losses = await within(dialog).findByRole('list', { name: '以下变更会丢失数据：' });
    expect(
      within(losses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['删除列 wyzx_design_1.remark', '缩小 wyzx_design_1.qty 的类型：text → varchar(20)']);
    const release = within(dialog).getByRole('button', { name: '发布' });
    expect(release).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: '我已知晓，这些数据将无法恢复' }),
    );
    await user.click(release);
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'PUT /api/visualdev/Base/1/Actions/State')).toEqual({
      state: 1,
      confirmDestructive: true,
      version: row('1').version,
    });
  });

  it('imports a design file through create and refuses a file that is not one', async () => {
    const seen = serve();
    const { user } = await renderDesigns();
    const input = screen.getByTestId('web-design-import-file');
    await user.upload(input, new File(['[1]'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('该文件不是功能设计的导出文件')).toBeInTheDocument();
    expect(requestsTo(seen, 'POST /api/visualdev/Base')).toHaveLength(0);
    const file = toDesignFile(record('1'));
    await user.upload(input, new File([JSON.stringify(file)], 'x.json'));
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/visualdev/Base')).toEqual(file);
  });

  it('exports a design as a JSON file named by its code, without its version', async () => {
    const seen = serve();
    const downloads = captureDownloads();
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalled());
    expect(downloads.name()).toBe('design.1.json');
    expect(JSON.parse(await downloads.text())).toEqual({
      fullName: '设计1',
      enCode: 'design.1',
      category: 'office',
      type: 1,
      webType: 2,
      sortCode: 0,
      description: '',
      formData: record('1').formData,
      columnData: null,
      tables: null,
    });
    expect(requestsTo(seen, 'GET /api/visualdev/Base/1')).toHaveLength(1);
    downloads.restore();
  });

  it('designs the form full screen and saves it with the version held, staying open', async () => {
    const seen = serve({ 'PUT /api/visualdev/Base/1': null });
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '设计' }));
    const dialog = await screen.findByRole('dialog', { name: '设计1' });
    const canvas = within(await within(dialog).findByRole('region', { name: '画布' }));
    expect(canvas.getByRole('button', { name: '名称' })).toBeInTheDocument();
    const palette = within(within(dialog).getByRole('navigation', { name: '控件' }));
    await user.click(palette.getByRole('button', { name: '数字输入' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const sent = bodySentTo(seen, 'PUT /api/visualdev/Base/1') as WebDesignRecord;
    expect(sent).toMatchObject({ fullName: '设计1', enCode: 'design.1', version: 3 });
    expect(sent.formData.fields.map((field) => (field as FormField).__config__.label)).toEqual([
      '名称',
      '数字输入',
    ]);
    // Saved: the next save sends the version that save made.
    await user.click(canvas.getByRole('button', { name: '名称' }));
    await user.keyboard('{Delete}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(seen, 'PUT /api/visualdev/Base/1')).toHaveLength(2));
    const second = requestsTo(seen, 'PUT /api/visualdev/Base/1')[1];
    const again = JSON.parse(second?.body ?? 'null') as WebDesignRecord;
    expect(again.version).toBe(4);
    expect(again.formData.fields).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '设计1' })).toBeInTheDocument();
  }, 40_000);

  it("shows the server's refusal of a save and asks before closing with unsaved changes", async () => {
    serve({
      'PUT /api/visualdev/Base/1': () => envelope(400, null, '该设计已被他人修改, 请刷新后重试'),
    });
    const { user } = await renderDesigns();
    await user.click(within(rowOf('design.1')).getByRole('button', { name: '设计' }));
    const dialog = await screen.findByRole('dialog', { name: '设计1' });
    await within(dialog).findByRole('region', { name: '画布' });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '设计1' })).not.toBeInTheDocument();

    await user.click(within(rowOf('design.1')).getByRole('button', { name: '设计' }));
    const reopened = await screen.findByRole('dialog', { name: '设计1' });
    const palette = within(await within(reopened).findByRole('navigation', { name: '控件' }));
    await user.click(palette.getByRole('button', { name: '开关' }));
    await user.click(within(reopened).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该设计已被他人修改, 请刷新后重试')).toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: '关闭' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('有未保存的修改, 确定要关闭吗?');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('dialog', { name: '设计1' })).toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: '关闭' }));
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '设计1' })).not.toBeInTheDocument(),
    );
  }, 40_000);

  it('shows only the buttons the caller holds', async () => {
    serve();
    await renderDesigns([ADMIN_BUTTON.edit]);
    const actions = within(rowOf('design.1'));
    expect(actions.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: '设计' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: '导出' })).toBeInTheDocument();
    for (const name of ['复制', '发布', '删除']) {
      expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  });
});
