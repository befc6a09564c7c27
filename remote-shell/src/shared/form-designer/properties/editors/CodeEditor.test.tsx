import { screen } from '@testing-library/react';
import type { FormField } from '@mepm/contract';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { CodeEditor } from './CodeEditor';

const order = { ...nodeOf('input', {}, { label: '单号' }), __vModel__: 'orderNo' } as FormField;

describe('CodeEditor', () => {
  it('shows fixed text, or another field’s value, and a barcode’s format', async () => {
    const { user, latest } = renderEditor(CodeEditor, nodeOf('barcode'), { others: [order] });
    await user.type(screen.getByRole('textbox', { name: '固定内容' }), 'ABC');
    expect(latest()).toMatchObject({ dataType: 'static', staticText: 'ABC' });
    await choose(user, '数据类型', '关联字段');
    expect(latest()).not.toHaveProperty('staticText');
    await choose(user, '关联字段', '单号（orderNo）');
    await choose(user, '格式', 'EAN13');
    await user.type(screen.getByRole('textbox', { name: '前景色' }), 'red');
    expect(screen.getByText('格式不正确')).toBeInTheDocument();
    expect(latest()).toMatchObject({
      dataType: 'relation',
      relationField: 'orderNo',
      format: 'EAN13',
    });
    expect(latest()).not.toHaveProperty('colorDark');
    expect(designErrors([order, latest()])).toEqual([]);
  });
});
