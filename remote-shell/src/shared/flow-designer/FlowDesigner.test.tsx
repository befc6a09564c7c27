import { screen, waitFor, within } from '@testing-library/react';
import type { FlowNode, FlowTemplate, FormDataField } from '@mepm/contract';
import { findNode } from '@mepm/flow-engine';
import { serveRoutes } from '../../test/admin-page-kit';
import { renderWithProviders } from '../../test/render-with-providers';
import { FlowDesigner, type FlowDesignerProps } from './FlowDesigner';
import { DEFAULT_APPROVER, newTemplate } from './model';

const FIELDS: FormDataField[] = [
  { vModel: 'days', label: '天数', wyzxKey: 'number' },
  { vModel: 'reason', label: '事由', wyzxKey: 'textarea' },
  { vModel: 'agent', label: '经办人', wyzxKey: 'userSelect' },
  { vModel: 'items.qty', label: '明细-数量', wyzxKey: 'number' },
];

/** start → 经理审批 → 条件分支 [大额 | 其他情况] → 抄送 → 等待. */
const TEMPLATE: FlowTemplate = {
  ...newTemplate('发起人'),
  childNode: {
    type: 'approver',
    nodeId: 'approver_1',
    properties: { title: '经理审批', ...DEFAULT_APPROVER },
    childNode: {
      type: 'condition',
      nodeId: 'condition_2',
      properties: { title: '条件分支' },
      conditionNodes: [
        {
          type: 'branch',
          nodeId: 'branch_3',
          properties: { title: '大额', logic: 'and', rules: [], isDefault: false, priority: 0 },
          childNode: null,
        },
        {
          type: 'branch',
          nodeId: 'branch_4',
          properties: { title: '其他情况', logic: 'and', rules: [], isDefault: true, priority: 1 },
          childNode: null,
        },
      ],
      childNode: {
        type: 'copy',
        nodeId: 'copy_5',
        properties: {
          title: '抄送',
          people: { users: [], positions: [], roles: [] },
          formField: null,
        },
        childNode: {
          type: 'timer',
          nodeId: 'timer_6',
          properties: { title: '等待', minutes: 30 },
          childNode: null,
        },
      },
    } as FlowNode,
  },
};

function renderFlow(initial: FlowTemplate = TEMPLATE, props: Partial<FlowDesignerProps> = {}) {
  serveRoutes({
    'GET /api/permission/Role/Selector': { list: [{ id: 'r1', fullName: '财务经理' }] },
    'GET /api/permission/Position/Selector': { list: [] },
  });
  const templates: FlowTemplate[] = [];
  const rendered = renderWithProviders(
    <FlowDesigner
      initial={initial}
      fields={FIELDS}
      onChange={(template) => templates.push(template)}
      {...props}
    />,
  );
  const last = () => templates.at(-1) ?? initial;
  const propertiesOf = (id: string) => findNode(last(), id)?.node.properties;
  return { ...rendered, last, propertiesOf };
}

// The first drawing waits for elkjs, slow on a loaded machine.
const card = (title: string) => screen.findByRole('group', { name: title }, { timeout: 10_000 });
/** Opens a node's settings by its card. */
async function open(user: ReturnType<typeof renderFlow>['user'], title: string) {
  await user.click(
    within(await card(title)).getByRole('button', { name: new RegExp(`^${title}:`) }),
  );
  return within(screen.getByRole('complementary', { name: `“${title}”的设置` }));
}
async function choose(
  user: ReturnType<typeof renderFlow>['user'],
  panel: ReturnType<typeof within>,
  label: string,
  option: string,
) {
  await user.click(panel.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('FlowDesigner', () => {
  it('draws each node with its summary and inserts a node through the "+"', async () => {
    const { user, last } = renderFlow(newTemplate('发起人'));
    expect(await card('发起人')).toHaveTextContent('发起人提交表单');
    expect(screen.getByText('流程结束')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '在“发起人”后添加节点' }));
    await user.click(await screen.findByRole('menuitem', { name: '条件分支' }));
    expect(await card('条件1')).toHaveTextContent('未设置条件');
    expect(await card('其他情况')).toHaveTextContent('其他条件不满足时进入此分支');
    await user.click(screen.getByRole('button', { name: '在“条件1”后添加节点' }));
    await user.click(await screen.findByRole('menuitem', { name: '审批人' }));
    expect(await card('审批人')).toHaveTextContent('发起人的第 1 级主管 · 或签');
    expect(last().childNode).toMatchObject({
      type: 'condition',
      conditionNodes: [{ childNode: { type: 'approver' } }, { childNode: null }],
    });
    await user.click(screen.getByRole('button', { name: '添加条件' }));
    expect(await card('条件2')).toBeInTheDocument();
  });

  it('edits every approver property into the template', async () => {
    const { user, propertiesOf } = renderFlow();
    const panel = await open(user, '经理审批');
    await choose(user, panel, '审批人类型', '指定成员');
    const chosen = within(panel.getByRole('group', { name: '指定成员' }));
    await user.click(chosen.getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByRole('option', { name: '财务经理' }));
    await user.keyboard('{Escape}');
    await choose(user, panel, '审批方式', '会签');
    const pass = panel.getByRole('textbox', { name: '通过数' });
    await user.clear(pass);
    await user.type(pass, '60');
    await choose(user, panel, '天数 权限', '可编辑');
    await user.click(panel.getByRole('checkbox', { name: '天数 必填' }));
    await user.click(panel.getByRole('checkbox', { name: '转办' }));
    await choose(user, panel, '驳回到', '上一节点');
    await user.click(panel.getByRole('switch', { name: '审批时须手写签名' }));
    await user.click(panel.getByRole('switch', { name: '启用超时' }));
    await choose(user, panel, '超时后', '自动驳回');
    await choose(user, panel, '找不到审批人时', '自动通过');
    await choose(user, panel, '发起人是审批人时', '自动通过');
    await choose(user, panel, '审批人重复时', '自动通过');
    const title = panel.getByRole('textbox', { name: '名称' });
    await user.clear(title);
    expect(panel.getByText('请输入 1 到 50 个字的名称')).toBeInTheDocument();
    await user.type(title, '财务审批');
    expect(propertiesOf('approver_1')).toEqual({
      title: '财务审批',
      assignee: { kind: 'fixed', people: { users: [], positions: [], roles: ['r1'] } },
      signMode: 'countersign',
      countersign: { unit: 'percent', pass: 60, reject: 1 },
      fieldRules: [{ field: 'days', access: 'write', required: true }],
      copyTo: { users: [], positions: [], roles: [] },
      buttons: ['transfer'],
      rejectTo: 'previous',
      signatureRequired: true,
      timeout: { hours: 24, action: 'reject' },
      noApprover: 'pass',
      initiatorApproves: 'pass',
      repeatApprover: 'pass',
    });
    expect(await card('财务审批')).toHaveTextContent('指定成员 1 项 · 会签');
    // Back to or-sign: the thresholds go with countersign.
    await choose(user, panel, '审批方式', '或签');
    expect(propertiesOf('approver_1')).not.toHaveProperty('countersign');
  }, 40_000);

  it('offers the assignee inputs each kind needs: levels, a user field, an earlier node', async () => {
    const template: FlowTemplate = {
      ...TEMPLATE,
      childNode: {
        ...(TEMPLATE.childNode as FlowNode),
        childNode: {
          type: 'approver',
          nodeId: 'approver_9',
          properties: { title: '总经理', ...DEFAULT_APPROVER },
          childNode: null,
        },
      },
    };
    const { user, propertiesOf } = renderFlow(template);
    const panel = await open(user, '总经理');
    const levels = panel.getByRole('textbox', { name: '主管级别' });
    await user.clear(levels);
    await user.type(levels, '11');
    expect(panel.getByText('请输入 1 到 10 之间的整数')).toBeInTheDocument();
    await user.clear(levels);
    await user.type(levels, '2');
    expect(propertiesOf('approver_9')).toMatchObject({ assignee: { kind: 'manager', levels: 2 } });
    await choose(user, panel, '审批人类型', '表单中的人员字段');
    expect(propertiesOf('approver_9')).toMatchObject({
      assignee: { kind: 'formField', field: 'agent' },
    });
    await choose(user, panel, '审批人类型', '之前节点的审批人');
    expect(propertiesOf('approver_9')).toMatchObject({
      assignee: { kind: 'nodeApprover', nodeId: 'approver_1' },
    });
    expect(await card('总经理')).toHaveTextContent('“经理审批”的审批人');
  });

  it('offers no earlier node’s approver when there is no other approver node', async () => {
    const { user } = renderFlow();
    const panel = await open(user, '经理审批');
    await user.click(panel.getByRole('combobox', { name: '审批人类型' }));
    const kinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(kinds).toContain('表单中的人员字段');
    expect(kinds).not.toContain('之前节点的审批人');
  });

  it('edits a CC node, a timer and the start’s field rules', async () => {
    const { user, propertiesOf } = renderFlow();
    let panel = await open(user, '抄送');
    await choose(user, panel, '同时抄送人员字段中的人员', '经办人');
    expect(propertiesOf('copy_5')).toMatchObject({ formField: 'agent' });
    panel = await open(user, '等待');
    const minutes = panel.getByRole('textbox', { name: '等待时长（分钟）' });
    await user.clear(minutes);
    await user.type(minutes, '0');
    expect(propertiesOf('timer_6')).toMatchObject({ minutes: 30 });
    await user.clear(minutes);
    await user.type(minutes, '45');
    expect(propertiesOf('timer_6')).toMatchObject({ minutes: 45 });
    panel = await open(user, '发起人');
    // Sub-table columns are no single values a rule can name.
    expect(panel.queryByText('明细-数量')).not.toBeInTheDocument();
    await choose(user, panel, '事由 权限', '隐藏');
    expect(propertiesOf('start')).toEqual({
      title: '发起人',
      fieldRules: [{ field: 'reason', access: 'hidden', required: false }],
    });
  });

  it('inserts a sub-flow, chooses its flow and its launchers, never picked by the submitter', async () => {
    const { user, last } = renderFlow(newTemplate('发起人'), {
      subFlows: [
        { id: 'f1', fullName: '出差申请' },
        { id: 'f2', fullName: '采购申请' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '在“发起人”后添加节点' }));
    await user.click(await screen.findByRole('menuitem', { name: '子流程' }));
    expect(await card('子流程')).toHaveTextContent('发起子流程，全部通过后继续');
    expect(last().childNode).toMatchObject({
      type: 'subFlow',
      properties: { flowId: '', launcher: { kind: 'initiator' }, fieldMapping: [] },
    });
    const panel = await open(user, '子流程');
    await choose(user, panel, '子流程的流程', '采购申请');
    expect(last().childNode?.properties).toMatchObject({ flowId: 'f2' });
    await user.click(panel.getByRole('combobox', { name: '审批人类型' }));
    expect(screen.queryByRole('option', { name: '发起人自选' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '指定成员' }));
    expect(last().childNode?.properties).toMatchObject({
      flowId: 'f2',
      launcher: { kind: 'fixed', people: { users: [], positions: [], roles: [] } },
    });
    await user.click(panel.getByRole('button', { name: '添加映射' }));
    await choose(user, panel, '本流程字段 1', '事由');
    const child = panel.getByRole('textbox', { name: '子流程字段 1' });
    await user.clear(child);
    await user.type(child, '1x');
    expect(panel.getByText('字段名以字母开头，只含字母、数字和下划线')).toBeInTheDocument();
    await user.clear(child);
    await user.type(child, 'purpose');
    expect(last().childNode?.properties).toMatchObject({
      fieldMapping: [{ parentField: 'reason', childField: 'purpose' }],
    });
    await user.click(panel.getByRole('button', { name: '删除映射 1' }));
    expect(last().childNode?.properties).toMatchObject({ fieldMapping: [] });
    await user.click(panel.getByRole('switch', { name: '异步：发起后流程继续，不等子流程结束' }));
    expect(last().childNode?.properties).toMatchObject({ async: true });
    expect(await card('子流程')).toHaveTextContent('发起子流程，发起后即继续');
  });

  it('writes a branch’s rules with the comparisons its field allows, and moves its priority', async () => {
    const { user, propertiesOf, last } = renderFlow();
    await user.click(await screen.findByRole('button', { name: '添加条件' }));
    let panel = await open(user, '大额');
    await user.click(panel.getByRole('button', { name: '添加条件' }));
    await user.click(panel.getByRole('combobox', { name: '比较' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['等于', '不等于', '大于', '大于等于', '小于', '小于等于']);
    await user.click(screen.getByRole('option', { name: '大于等于' }));
    await user.type(panel.getByRole('spinbutton', { name: '值' }), '3');
    await user.click(panel.getByRole('button', { name: '添加条件' }));
    const second = within(panel.getByRole('group', { name: '条件 2' }));
    await choose(user, second, '条件对象', '发起人角色');
    await choose(user, second, '值', '财务经理');
    await choose(user, panel, '条件关系', '或');
    expect(propertiesOf('branch_3')).toEqual({
      title: '大额',
      logic: 'or',
      rules: [
        { subject: 'field', field: 'days', symbol: '>=', value: 3 },
        { subject: 'initiatorRole', symbol: '==', value: 'r1' },
      ],
      isDefault: false,
      priority: 0,
    });
    expect(await card('大额')).toHaveTextContent('天数 大于等于 3 或 发起人角色 等于 财务经理');
    await user.click(panel.getByRole('button', { name: '降低优先级' }));
    const route = findNode(last(), 'condition_2')?.node;
    expect(
      route && 'conditionNodes' in route ? route.conditionNodes.map((b) => b.properties.title) : [],
    ).toEqual(['条件2', '大额', '其他情况']);
    panel = within(screen.getByRole('complementary', { name: '“大额”的设置' }));
    expect(panel.getByRole('button', { name: '降低优先级' })).toBeDisabled();
    expect(panel.getByText('优先级 2')).toBeInTheDocument();
  }, 40_000);

  it('removes the selected node with Delete and undoes with Ctrl+Z, never while typing', async () => {
    const { user, last } = renderFlow();
    const panel = await open(user, '等待');
    await user.click(panel.getByRole('textbox', { name: '名称' }));
    await user.keyboard('{Delete}');
    expect(findNode(last(), 'timer_6')).toBeDefined();
    await user.click(within(await card('等待')).getByRole('button', { name: /^等待:/ }));
    await user.keyboard('{Delete}');
    expect(findNode(last(), 'timer_6')).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: '等待' })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Control>}z{/Control}');
    expect(findNode(last(), 'timer_6')).toBeDefined();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(findNode(last(), 'timer_6')).toBeUndefined();
    // A branch of a two-branch route takes its route along; so does the route's own ×.
    await user.click(within(await card('大额')).getByRole('button', { name: '删除“大额”' }));
    expect(findNode(last(), 'condition_2')).toBeUndefined();
    await user.keyboard('{Control>}z{/Control}');
    await user.click(
      within(await card('条件分支')).getByRole('button', { name: '删除“条件分支”' }),
    );
    expect(findNode(last(), 'condition_2')).toBeUndefined();
    expect(findNode(last(), 'copy_5')).toBeDefined();
  });

  it('shows problems on their nodes, and read only neither "+" nor settings, the current node marked', async () => {
    const problems = [{ nodeId: 'approver_1', message: '找不到审批人' }];
    renderFlow(TEMPLATE, { problems, readOnly: true, highlight: ['approver_1'] });
    const approver = await card('经理审批');
    expect(approver).toHaveTextContent('找不到审批人');
    expect(approver).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /添加节点/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
  });

  it('frames a task’s passed nodes green and its rejected ones red, the active one current', async () => {
    const nodeStates = new Map([
      ['start', 'passed'],
      ['approver_1', 'rejected'],
      ['copy_5', 'active'],
    ] as const);
    renderFlow(TEMPLATE, { readOnly: true, nodeStates });
    expect(await card('发起人')).toHaveStyle({ border: '2px solid #2e7d32' });
    expect(await card('经理审批')).toHaveStyle({ border: '2px solid #d32f2f' });
    expect(await card('抄送')).toHaveAttribute('aria-current', 'step');
    expect(await card('等待')).toHaveStyle({ border: '1px solid #dcdfe6' });
  });

  it('counts the problems in the toolbar, a template’s own among them, and selects a node’s', async () => {
    const problems = [
      { nodeId: null, message: '流程缺少开始节点' },
      { nodeId: 'approver_1', message: '找不到审批人' },
    ];
    const { user } = renderFlow(TEMPLATE, { problems });
    await card('经理审批');
    await user.click(screen.getByRole('button', { name: '2 个问题' }));
    const list = await screen.findByRole('list', { name: '问题' });
    expect(within(list).getByText('整个流程')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /整个流程/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /经理审批/ }));
    expect(
      await screen.findByRole('complementary', { name: '“经理审批”的设置' }),
    ).toBeInTheDocument();
  });
});
