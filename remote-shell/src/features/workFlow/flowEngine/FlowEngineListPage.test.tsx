import { checkFlowTemplate } from '@mepm/flow-engine';
import { DEFAULT_APPROVER } from '../../../shared/flow-designer/model';
import { screen, waitFor, within } from '@testing-library/react';
import type { FlowEngineUpdateBody } from '@mepm/contract';
import { ADMIN_BUTTON, APPLY_FOR_BID_FORM, FLOW_ENGINE_BUTTON } from '@mepm/contract/paths';
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
import { flowRecord, flowRow } from './test-flows';

const BASE = '/api/workflow/Engine/FlowEngine';
const LIST = `GET ${BASE}`;
const CATEGORIES = 'GET /api/system/DictionaryData/WorkFlowCategory/Data/Selector';
const FORMS = 'GET /api/visualdev/Base/Selector';

const category = (enCode: string, fullName: string) => ({
  id: enCode,
  enCode,
  fullName,
  children: [],
});

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({
    [LIST]: pageOf([flowRow('1'), flowRow('2', { state: 1, releasedVersion: 3 })]),
    [CATEGORIES]: { list: [category('office', '行政'), category('finance', '财务')] },
    [FORMS]: {
      list: [
        {
          id: 'office',
          fullName: '行政',
          children: [{ id: 'form1', fullName: '请假单', enCode: 'leave', type: 3, webType: 1 }],
        },
      ],
    },
    [`GET ${BASE}/1`]: flowRecord('1'),
    [`GET ${BASE}/1/FormDataFields`]: {
      list: [{ vModel: 'days', label: '天数', wyzxKey: 'number' }],
    },
    [`POST ${BASE}`]: { id: 'n1' },
    'GET /api/permission/Role/Selector': { list: [{ id: 'r1', fullName: '财务经理' }] },
    [`POST ${BASE}/1/Actions/Copy`]: { id: 'c1' },
    [`POST ${BASE}/Release/1`]: { state: 1, releasedVersion: 1 },
    [`POST ${BASE}/Stop/2`]: { state: 2, releasedVersion: 3 },
    [`PUT ${BASE}/1`]: null,
    ...routes,
  });
}

const ALL = [...Object.values(ADMIN_BUTTON), ...Object.values(FLOW_ENGINE_BUTTON)];
const renderFlows = (buttons: readonly string[] = ALL) =>
  renderListPage('/workFlow/flowEngine', 'flow.1', { buttons });
const buttonsOf = (code: string) =>
  within(rowOf(code))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FlowEngineListPage', () => {
  withTableViewport();

  it('lists flows with their category, form and state, and filters by state', async () => {
    const seen = serve();
    const { user } = await renderFlows();
    const first = within(rowOf('flow.1'));
    expect(await first.findByText('行政')).toBeInTheDocument();
    expect(first.getByText('请假单')).toBeInTheDocument();
    expect(first.getByText('未发布')).toBeInTheDocument();
    expect(within(rowOf('flow.2')).getByText('已发布')).toBeInTheDocument();
    expect(within(rowOf('flow.2')).getByText('v3')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已停止' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        state: '2',
      }),
    );
  });

  it('offers each row button only with its grant, stop for a released flow', async () => {
    serve();
    await renderFlows();
    expect(buttonsOf('flow.1')).toEqual(['编辑', '设计', '发布', '复制', '导出', '删除']);
    expect(buttonsOf('flow.2')).toEqual(['编辑', '设计', '停止', '复制', '导出', '删除']);
  });

  it('shows no buttons without their grants, and no import', async () => {
    serve();
    await renderFlows([ADMIN_BUTTON.edit]);
    expect(buttonsOf('flow.1')).toEqual(['编辑']);
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('offers design only beside edit: the designer saves through the edit route', async () => {
    serve();
    await renderFlows([FLOW_ENGINE_BUTTON.design, FLOW_ENGINE_BUTTON.release]);
    expect(buttonsOf('flow.1')).toEqual(['发布']);
  });

  it('creates a flow with the contract’s body: a start node and an approver, its form and chosen launchers', async () => {
    const seen = serve();
    const { user } = await renderFlows();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新建流程' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择流程分类')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '请假');
    await user.type(within(dialog).getByRole('textbox', { name: '流程编码' }), 'leave');
    await user.click(within(dialog).getByRole('combobox', { name: '流程分类' }));
    await user.click(await screen.findByRole('option', { name: '财务' }));
    await user.click(within(dialog).getByRole('combobox', { name: '流程表单' }));
    await user.click(await screen.findByRole('option', { name: '请假单' }));
    await user.click(within(dialog).getByRole('combobox', { name: '发起权限' }));
    await user.click(await screen.findByRole('option', { name: '指定人员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('请至少选择一个可发起的人员、组织、岗位或角色'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByRole('option', { name: '财务经理' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BASE}`)).toEqual({
      fullName: '请假',
      enCode: 'leave',
      category: 'finance',
      type: 0,
      icon: '',
      iconBackground: '',
      formType: 1,
      formId: 'form1',
      visibleType: 1,
      launchers: [{ objectType: 'role', objectId: 'r1' }],
      // A flow needs an approver to be kept: a new one starts with the default approver.
      flowTemplateJson: {
        type: 'start',
        nodeId: 'start',
        properties: { title: '发起人', fieldRules: [] },
        childNode: {
          type: 'approver',
          nodeId: 'approver_1',
          properties: { title: '审批人', ...DEFAULT_APPROVER },
          childNode: null,
        },
      },
      sortCode: 0,
      description: '',
    });
    // …which the server's check of a template keeps.
    const sent = bodySentTo(seen, `POST ${BASE}`) as { flowTemplateJson: unknown };
    expect(checkFlowTemplate(sent.flowTemplateJson, { fields: [] })).toMatchObject({ ok: true });
  }, 40_000);

  it('offers the system forms beside the designs and sends one by code as formType 2', async () => {
    const seen = serve();
    const { user } = await renderFlows();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新建流程' });
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '投标');
    await user.type(within(dialog).getByRole('textbox', { name: '流程编码' }), 'bid');
    await user.click(within(dialog).getByRole('combobox', { name: '流程分类' }));
    await user.click(await screen.findByRole('option', { name: '财务' }));
    await user.click(within(dialog).getByRole('combobox', { name: '流程表单' }));
    expect(await screen.findByText('系统表单')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '投标申请' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BASE}`)).toMatchObject({
      fullName: '投标',
      formType: 2,
      formId: APPLY_FOR_BID_FORM,
    });
  }, 40_000);

  it('releases, stops and copies through their routes', async () => {
    const seen = serve();
    const { user } = await renderFlows();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    await user.click(within(rowOf('flow.2')).getByRole('button', { name: '停止' }));
    expect(await screen.findByText('已停止')).toBeInTheDocument();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${BASE}/Release/1`)).toHaveLength(1);
    expect(requestsTo(seen, `POST ${BASE}/Stop/2`)).toHaveLength(1);
    expect(requestsTo(seen, `POST ${BASE}/1/Actions/Copy`)).toHaveLength(1);
  });

  it('shows why a release is refused', async () => {
    serve({
      [`POST ${BASE}/Release/1`]: envelope(400, null, '审批人1：找不到审批人'),
    });
    const { user } = await renderFlows();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('审批人1：找不到审批人')).toBeInTheDocument();
  });

  it('exports a flow as a JSON file and imports one through the import route', async () => {
    const file = {
      fullName: '流程1',
      enCode: 'flow.1',
      category: 'office',
      type: 0,
      icon: '',
      iconBackground: '',
      formType: 1,
      formId: 'form1',
      flowTemplateJson: flowRecord('1').flowTemplateJson,
      description: '',
    };
    const seen = serve({
      [`GET ${BASE}/1/Actions/ExportData`]: file,
      [`POST ${BASE}/Actions/ImportData`]: { id: 'i1' },
    });
    const downloads = captureDownloads();
    const { user } = await renderFlows();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalled());
    expect(downloads.name()).toBe('flow.1.json');
    expect(JSON.parse(await downloads.text())).toEqual(file);
    downloads.restore();
    const input = screen.getByTestId('flow-engine-import-file');
    await user.upload(input, new File(['{"a":1}'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('所选文件不是导出的流程')).toBeInTheDocument();
    await user.upload(input, new File([JSON.stringify(file)], 'x.json'));
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BASE}/Actions/ImportData`)).toEqual(file);
  });

  it('designs the template full screen and saves it with the version held', async () => {
    const seen = serve();
    const { user } = await renderFlows();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '设计' }));
    const dialog = await screen.findByRole('dialog', { name: '设计“流程1”' });
    await user.click(
      await within(dialog).findByRole(
        'button',
        { name: '在“发起人”后添加节点' },
        { timeout: 10_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: '审批人' }));
    expect(await within(dialog).findByRole('group', { name: '审批人' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const sent = bodySentTo(seen, `PUT ${BASE}/1`) as FlowEngineUpdateBody;
    expect(sent).toMatchObject({ fullName: '流程1', formId: 'form1', version: 2 });
    expect(sent.flowTemplateJson.childNode).toMatchObject({ type: 'approver' });
    // A refusal stays shown above the drawing.
    serve({
      [`PUT ${BASE}/1`]: envelope(400, null, '流程已被修改'),
    });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('流程已被修改');
  }, 40_000);

  it('shows the check’s problems on their nodes while designing, and selects one from the toolbar', async () => {
    const approver = {
      type: 'approver',
      nodeId: 'approver_1',
      properties: {
        title: '经理审批',
        ...DEFAULT_APPROVER,
        assignee: { kind: 'formField', field: 'days' },
      },
      childNode: null,
    } as const;
    const start = flowRecord('1').flowTemplateJson;
    serve({
      [`GET ${BASE}/1`]: flowRecord('1', { flowTemplateJson: { ...start, childNode: approver } }),
    });
    const { user } = await renderFlows();
    await user.click(within(rowOf('flow.1')).getByRole('button', { name: '设计' }));
    const dialog = await screen.findByRole('dialog', { name: '设计“流程1”' });
    const card = await within(dialog).findByRole(
      'group',
      { name: '经理审批' },
      { timeout: 10_000 },
    );
    // The form's 天数 is a number, not a user picker: the server would refuse the release.
    await waitFor(() => expect(card).toHaveTextContent('字段days不是用户选择字段'), {
      timeout: 10_000,
    });
    await user.click(within(dialog).getByRole('button', { name: '1 个问题' }));
    await user.click(await screen.findByRole('button', { name: /经理审批/ }));
    const panel = await within(dialog).findByRole('complementary', { name: '“经理审批”的设置' });
    // Fixed, the problem goes once the template is checked again.
    await user.click(within(panel).getByRole('combobox', { name: '审批人类型' }));
    await user.click(await screen.findByRole('option', { name: '发起人本人' }));
    await waitFor(() => expect(card).not.toHaveTextContent('不是用户选择字段'), {
      timeout: 10_000,
    });
    expect(within(dialog).queryByRole('button', { name: /个问题/ })).not.toBeInTheDocument();
  }, 40_000);
});
