import { screen, waitFor, within } from '@testing-library/react';
import type { FlowTemplate, FormDataField } from '@mepm/contract';
import { renderWithProviders } from '../../test/render-with-providers';
import { FlowDesigner, type FlowDesignerProps } from './FlowDesigner';
import { newTemplate } from './model';

const FIELDS: FormDataField[] = [
  { vModel: 'days', label: '天数', wyzxKey: 'number' },
  { vModel: 'reason', label: '事由', wyzxKey: 'textarea' },
  { vModel: 'manager', label: '经办人', wyzxKey: 'userSelect' },
  { vModel: 'items.qty', label: '明细-数量', wyzxKey: 'number' },
];

function renderFlow(
  initial: FlowTemplate = newTemplate('发起人'),
  props: Partial<FlowDesignerProps> = {},
) {
  const templates: FlowTemplate[] = [];
  const rendered = renderWithProviders(
    <FlowDesigner
      initial={initial}
      fields={FIELDS}
      onChange={(template) => templates.push(template)}
      {...props}
    />,
  );
  return { ...rendered, last: () => templates.at(-1) ?? initial };
}

const card = (title: string) => screen.findByRole('group', { name: title });

describe('FlowDesigner', () => {
  it('draws the start and the end and inserts a node through the "+"', async () => {
    const { user, last } = renderFlow();
    expect(await card('发起人')).toHaveTextContent('发起人提交表单');
    expect(screen.getByText('流程结束')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '在“发起人”后添加节点' }));
    await user.click(await screen.findByRole('menuitem', { name: '审批人' }));
    expect(await card('审批人')).toHaveTextContent('发起人的第 1 级主管 · 或签');
    expect(last().childNode).toMatchObject({ type: 'approver', nodeId: 'approver_1' });
    // The new node is selected: its settings open beside the drawing.
    expect(screen.getByRole('complementary', { name: '“审批人”的设置' })).toBeInTheDocument();
  });
});
