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

  it("shows the holder's buttons, and the selected field's properties, whose edits join the design", async () => {
    const { user, palette, last } = renderDesigner(undefined, {
      actions: <button>保存设计</button>,
    });
    expect(screen.getByRole('button', { name: '保存设计' })).toBeInTheDocument();
    const side = within(screen.getByRole('complementary'));
    expect(side.getByText('请选择一个控件')).toBeInTheDocument();
    await user.click(palette().getByRole('button', { name: '评分' }));
    const label = side.getByRole('textbox', { name: '标题' });
    await user.clear(label);
    await user.type(label, '满意度');
    expect(outline(last().fields)).toEqual(['rate:满意度']);
    await user.click(side.getByRole('tab', { name: '表单属性' }));
    expect(side.queryByRole('textbox', { name: '标题' })).not.toBeInTheDocument();
  });

  it('undoes a label typed letter by letter in one step', async () => {
    const { user, palette, last } = renderDesigner();
    await user.click(palette().getByRole('button', { name: '评分' }));
    const label = within(screen.getByRole('complementary')).getByRole('textbox', { name: '标题' });
    await user.type(label, '甲乙');
    expect(outline(last().fields)).toEqual(['rate:评分甲乙']);
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    await user.click(toolbar.getByRole('button', { name: '撤销' }));
    expect(outline(last().fields)).toEqual(['rate:评分']);
  });

  it("lists the design check's problems from the toolbar and selects the field a click names", async () => {
    const { user, palette } = renderDesigner();
    await user.click(palette().getByRole('button', { name: '单据组件' }));
    await user.click(palette().getByRole('button', { name: '评分' }));
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    await user.click(toolbar.getByRole('button', { name: '1 个问题' }));
    const list = await screen.findByRole('list', { name: '问题' });
    await user.click(within(list).getByRole('button', { name: /单据组件/ }));
    const side = within(screen.getByRole('complementary'));
    expect(side.getByRole('textbox', { name: '标题' })).toHaveValue('单据组件');
  });

  it('replaces the design with imported JSON, undoably', async () => {
    const { user, palette, last } = renderDesigner();
    await user.click(palette().getByRole('button', { name: '评分' }));
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    await user.click(toolbar.getByRole('button', { name: 'JSON' }));
    const dialog = await screen.findByRole('dialog', { name: '表单 JSON' });
    const editor = within(dialog).getByRole('textbox', { name: '表单设计 JSON' });
    const imported = {
      formConf: {},
      fields: [{ __config__: { wyzxKey: 'input', label: '导入的', formId: 9 }, __vModel__: 'a' }],
    };
    await user.clear(editor);
    await user.click(editor);
    await user.paste(JSON.stringify(imported));
    await user.click(within(dialog).getByRole('button', { name: '应用' }));
    expect(outline(last().fields)).toEqual(['input:导入的']);
    expect(screen.queryByRole('dialog', { name: '表单 JSON' })).not.toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: '撤销' }));
    expect(outline(last().fields)).toEqual(['rate:评分']);
  });
});
