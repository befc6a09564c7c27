import { screen, within } from '@testing-library/react';
import type { FormField } from '@mepm/contract';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { CalculateEditor } from './CalculateEditor';

const price = nodeOf('number', {}, { label: '单价' });
const qty = nodeOf('number', {}, { label: '数量' });
const lines = nodeOf(
  'table',
  {},
  { label: '明细', children: [{ ...qty, __vModel__: 'qty' } as FormField] },
);
const others = [
  { ...price, __vModel__: 'price' } as FormField,
  { ...lines, __vModel__: 'lines' } as FormField,
];

const formula = () => within(screen.getByRole('list', { name: '公式' }));

describe('CalculateEditor', () => {
  it('builds a formula over the form’s numeric fields and column sums, checked by the engine', async () => {
    const field = nodeOf('calculate', { expression: [{ type: 'number', value: 1 }] });
    const { user, latest } = renderEditor(CalculateEditor, field, { others });
    await user.click(screen.getByRole('button', { name: '清空公式' }));
    expect(screen.getByText('请点击字段、数值和运算符组成公式')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '(' }));
    await user.click(screen.getByRole('button', { name: '单价' }));
    await user.click(screen.getByRole('button', { name: '+' }));
    await user.click(screen.getByRole('button', { name: '明细.数量（合计）' }));
    await user.click(screen.getByRole('button', { name: ')' }));
    await user.click(screen.getByRole('button', { name: '*' }));
    await user.type(screen.getByRole('textbox', { name: '数值' }), '2');
    await user.click(screen.getByRole('button', { name: '添加数值' }));
    expect(screen.getByRole('status')).toHaveTextContent('公式正确');
    expect(
      formula()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['(', '单价', '+', '明细.数量（合计）', ')', '*', '2']);
    expect(latest()).toMatchObject({
      expression: [
        { type: 'operator', value: '(' },
        { type: 'field', field: 'price' },
        { type: 'operator', value: '+' },
        { type: 'field', field: 'lines.qty' },
        { type: 'operator', value: ')' },
        { type: 'operator', value: '*' },
        { type: 'number', value: 2 },
      ],
    });
    expect(designErrors([...others, latest()])).toEqual([]);
  });

  it('shows the engine’s refusal of an unbalanced parenthesis', async () => {
    const field = nodeOf('calculate', { expression: [{ type: 'number', value: 1 }] });
    const { user, latest } = renderEditor(CalculateEditor, field, { others });
    await user.click(screen.getByRole('button', { name: '清空公式' }));
    await user.click(screen.getByRole('button', { name: '(' }));
    await user.click(screen.getByRole('button', { name: '单价' }));
    expect(screen.getByRole('status')).toHaveTextContent('公式的括号不匹配');
    expect(latest()).toMatchObject({
      expression: [
        { type: 'operator', value: '(' },
        { type: 'field', field: 'price' },
      ],
    });
    await user.click(screen.getByRole('button', { name: '删除最后一项' }));
    expect(screen.getByRole('status')).toHaveTextContent('公式须为数值与运算符交替');
  });

  it('offers a column’s formula its own row’s numeric columns by name', () => {
    const subtotal = { ...nodeOf('calculate'), __vModel__: 'subtotal' } as FormField;
    const table = nodeOf(
      'table',
      {},
      {
        label: '明细',
        children: [{ ...qty, __vModel__: 'qty' } as FormField, subtotal],
      },
    );
    renderEditor(CalculateEditor, subtotal, {
      others: [{ ...table, __vModel__: 'lines' } as FormField],
    });
    expect(screen.getByRole('button', { name: '数量' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /合计/ })).not.toBeInTheDocument();
  });
});
