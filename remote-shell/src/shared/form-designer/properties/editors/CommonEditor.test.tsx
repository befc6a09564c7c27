import { screen } from '@testing-library/react';
import { designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { CommonEditor } from './CommonEditor';

describe('CommonEditor', () => {
  it('sets the key only when it fits the field-name pattern', async () => {
    const { user, changes, latest } = renderEditor(CommonEditor, nodeOf('input'));
    const key = screen.getByRole('textbox', { name: '字段名' });
    await user.clear(key);
    await user.type(key, '1st');
    expect(screen.getByText('格式不正确')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    await user.clear(key);
    await user.type(key, 'price');
    expect(latest()).toMatchObject({ __vModel__: 'price' });
    expect(screen.queryByText('格式不正确')).not.toBeInTheDocument();
    expect(designErrors([latest()])).toEqual([]);
  });

  it('keeps the span within 1-24 and removes a cleared tip', async () => {
    const field = nodeOf('input', {}, { tipLabel: '说明', span: 12 });
    const { user, latest, changes } = renderEditor(CommonEditor, field);
    const span = screen.getByRole('textbox', { name: '栅格宽度' });
    await user.clear(span);
    await user.type(span, '30');
    expect(screen.getByText('不能大于24')).toBeInTheDocument();
    expect(changes.map((node) => node.__config__.span)).not.toContain(30);
    await user.clear(span);
    await user.type(span, '8');
    expect(latest().__config__.span).toBe(8);
    await user.clear(screen.getByRole('textbox', { name: '标题提示' }));
    expect(latest().__config__).not.toHaveProperty('tipLabel');
    expect(designErrors([latest()])).toEqual([]);
  });

  it('offers placeholder and read-only where the type has them, and hides the key of layouts', async () => {
    const { user, latest } = renderEditor(CommonEditor, nodeOf('select'));
    await user.type(screen.getByRole('textbox', { name: '占位提示' }), '请选择类型');
    await user.click(screen.getByRole('switch', { name: '是否只读' }));
    expect(latest()).toMatchObject({ placeholder: '请选择类型', readonly: true });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('shows no key nor placeholder for a layout', () => {
    renderEditor(CommonEditor, nodeOf('card'));
    expect(screen.queryByRole('textbox', { name: '字段名' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '占位提示' })).not.toBeInTheDocument();
  });
});
