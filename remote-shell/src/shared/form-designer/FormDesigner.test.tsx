import { screen, within } from '@testing-library/react';
import { outline, renderDesigner } from './designer-test-kit';

describe('FormDesigner', () => {
  it('undoes and redoes from the toolbar, each only when there is something to', async () => {
    const { user, palette, last } = renderDesigner();
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    expect(toolbar.getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(palette().getByRole('button', { name: '单行输入' }));
    await user.click(palette().getByRole('button', { name: '开关' }));
    await user.click(toolbar.getByRole('button', { name: '撤销' }));
    expect(outline(last().fields)).toEqual(['input:单行输入']);
    await user.click(toolbar.getByRole('button', { name: '撤销' }));
    expect(last().fields).toEqual([]);
    expect(toolbar.getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(toolbar.getByRole('button', { name: '重做' }));
    expect(outline(last().fields)).toEqual(['input:单行输入']);
  });

  it('clears the form only after the question is confirmed, and the clearing can be undone', async () => {
    const { user, palette, canvas, last } = renderDesigner();
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    await user.click(palette().getByRole('button', { name: '单行输入' }));
    await user.click(toolbar.getByRole('button', { name: '清空' }));
    let dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确定要清空所有控件吗?');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(outline(last().fields)).toEqual(['input:单行输入']);
    await user.click(toolbar.getByRole('button', { name: '清空' }));
    dialog = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(last().fields).toEqual([]);
    expect(canvas().getByText('从左侧拖入或点选控件来设计表单')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: '撤销' }));
    expect(outline(last().fields)).toEqual(['input:单行输入']);
  });

  it("shows the holder's buttons, and by default the selected node's type and label at the right", async () => {
    const { user, palette } = renderDesigner(undefined, { actions: <button>保存设计</button> });
    expect(screen.getByRole('button', { name: '保存设计' })).toBeInTheDocument();
    const side = screen.getByRole('complementary');
    expect(side).toHaveTextContent('请选择一个控件');
    await user.click(palette().getByRole('button', { name: '评分' }));
    expect(side).toHaveTextContent('控件类型评分');
    expect(side).toHaveTextContent('标题评分');
  });

  it('hands the side panel the state and the dispatch', async () => {
    const { user, palette, last } = renderDesigner(undefined, {
      sidePanel: (state, dispatch) => (
        <button
          disabled={state.selected === null}
          onClick={() => state.selected && dispatch({ type: 'remove', id: state.selected })}
        >
          移除所选
        </button>
      ),
    });
    await user.click(palette().getByRole('button', { name: '评分' }));
    await user.click(screen.getByRole('button', { name: '移除所选' }));
    expect(last().fields).toEqual([]);
  });
});
