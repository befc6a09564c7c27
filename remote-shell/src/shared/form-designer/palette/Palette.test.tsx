import { screen } from '@testing-library/react';
import { outline, renderDesigner } from '../designer-test-kit';

describe('Palette', () => {
  it('shows every group with its types, and narrows them to the search', async () => {
    const { user, palette } = renderDesigner();
    for (const group of ['基础控件', '高级控件', '系统控件', '布局控件']) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(palette().getByRole('button', { name: '设计子表' })).toBeInTheDocument();
    await user.type(palette().getByRole('textbox', { name: '搜索控件' }), '选择');
    expect(palette().getByRole('button', { name: '下拉选择' })).toBeInTheDocument();
    expect(palette().queryByRole('button', { name: '单行输入' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '布局控件' })).not.toBeInTheDocument();
    await user.type(palette().getByRole('textbox', { name: '搜索控件' }), '无此控件');
    expect(palette().getByText('没有匹配的控件')).toBeInTheDocument();
  });

  it('adds a clicked type last in the form and selects it', async () => {
    const { user, palette, frame, last } = renderDesigner();
    await user.click(palette().getByRole('button', { name: '单行输入' }));
    await user.click(palette().getByRole('button', { name: '数字输入' }));
    expect(outline(last().fields)).toEqual(['input:单行输入', 'number:数字输入']);
    expect(frame('数字输入')).toHaveAttribute('aria-pressed', 'true');
    expect(frame('单行输入')).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds into the selected layout what may go there, else into the form', async () => {
    const { user, palette, last } = renderDesigner();
    await user.click(palette().getByRole('button', { name: '设计子表' }));
    await user.click(palette().getByRole('button', { name: '数字输入' }));
    // The sub-table takes no layout: the row goes to the form, and is selected there.
    await user.click(palette().getByRole('button', { name: '栅格容器' }));
    await user.click(palette().getByRole('button', { name: '单行输入' }));
    await user.click(palette().getByRole('button', { name: '标签面板' }));
    await user.click(palette().getByRole('button', { name: '多行输入' }));
    expect(outline(last().fields)).toEqual([
      { 'table:设计子表': ['number:数字输入'] },
      { 'row:栅格容器': ['input:单行输入'] },
      { 'tab:标签面板': [{ 'tabItem:标签1': ['textarea:多行输入'] }, { 'tabItem:标签2': [] }] },
    ]);
  });
});
