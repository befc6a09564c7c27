import { screen } from '@testing-library/react';
import type { FormField } from '@mepm/contract';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { TableEditor } from './TableEditor';

const qty = { ...nodeOf('number', {}, { label: '数量' }), __vModel__: 'qty' } as FormField;
const name = { ...nodeOf('input', {}, { label: '品名' }), __vModel__: 'name' } as FormField;

describe('TableEditor', () => {
  it('shows totals of the numeric columns chosen', async () => {
    const table = nodeOf('table', {}, { children: [name, qty] });
    const { user, latest } = renderEditor(TableEditor, table);
    await user.click(screen.getByRole('switch', { name: '显示合计' }));
    await user.click(screen.getByRole('combobox', { name: '合计字段' }));
    expect(screen.queryByRole('option', { name: '品名' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '数量' }));
    await user.type(screen.getByRole('textbox', { name: '添加按钮文字' }), '加一行');
    expect(latest()).toMatchObject({
      showSummary: true,
      summaryField: ['qty'],
      addButtonText: '加一行',
    });
    expect(designErrors([latest()])).toEqual([]);
  });
});
