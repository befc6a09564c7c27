import { screen, waitFor, within } from '@testing-library/react';
import type { FormDesign } from '@mepm/contract';
import { design, node } from '../../form-renderer/test-kit';
import { outline, renderDesigner } from '../designer-test-kit';

function sample(): FormDesign {
  return design([
    node('input', '姓名', { model: 'name' }),
    node('number', '数量', { model: 'qty', controls: true }),
    node('row', '栅格容器', {}, { children: [] }),
    node(
      'tab',
      '标签面板',
      {},
      {
        children: [
          node('tabItem', '基本', {}, { children: [node('input', '备注', { model: 'note' })] }),
          node('tabItem', '其他', {}, { children: [] }),
        ],
      },
    ),
  ]);
}

describe('DesignCanvas', () => {
  it('says how to start on an empty form', () => {
    const { canvas } = renderDesigner();
    expect(canvas().getByText('从左侧拖入或点选控件来设计表单')).toBeInTheDocument();
  });

  it('draws each field as the form does, read-only, and each empty layout as a drop zone', () => {
    const { frame } = renderDesigner(sample());
    const name = within(frame('姓名')).getByRole('textbox', { hidden: true });
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAttribute('placeholder', '请输入');
    expect(within(frame('栅格容器')).getByText('拖拽控件到此处')).toBeInTheDocument();
  });

  it('shows a tab layout as tabs to switch between, each with its own fields', async () => {
    const { user, frame, canvas } = renderDesigner(sample());
    expect(canvas().getByRole('button', { name: '备注' })).toBeInTheDocument();
    await user.click(within(frame('标签面板')).getByRole('tab', { name: '其他' }));
    expect(canvas().queryByRole('button', { name: '备注' })).not.toBeInTheDocument();
    expect(within(frame('标签面板')).getByText('拖拽控件到此处')).toBeInTheDocument();
  });

  it('selects a clicked frame alone, and a click on the empty canvas selects nothing', async () => {
    const { user, frame, canvas } = renderDesigner(sample());
    await user.click(frame('备注'));
    expect(frame('备注')).toHaveAttribute('aria-pressed', 'true');
    expect(frame('标签面板')).toHaveAttribute('aria-pressed', 'false');
    expect(within(frame('备注')).getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(canvas().getAllByRole('button', { name: '删除' })).toHaveLength(1);
    await user.click(screen.getByRole('region', { name: '画布' }));
    expect(frame('备注')).toHaveAttribute('aria-pressed', 'false');
    expect(canvas().queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('copies the selected node after itself with a key of its own, and deletes one', async () => {
    const { user, frame, canvas, last } = renderDesigner(sample());
    await user.click(frame('数量'));
    await user.click(canvas().getByRole('button', { name: '复制' }));
    const fields = last().fields;
    expect(outline(fields).slice(0, 3)).toEqual(['input:姓名', 'number:数量', 'number:数量']);
    const models = fields
      .slice(1, 3)
      .map((field) => ('__vModel__' in field ? field.__vModel__ : ''));
    expect(models[0]).toBe('qty');
    expect(models[1]).not.toBe('qty');
    // The copy is selected: deleting it leaves the original.
    await user.click(canvas().getByRole('button', { name: '删除' }));
    expect(outline(last().fields).slice(0, 2)).toEqual(['input:姓名', 'number:数量']);
    expect(canvas().getAllByRole('button', { name: '数量' })).toHaveLength(1);
  });

  it('deletes the selected node with the Delete key and undoes and redoes with the keyboard', async () => {
    const { user, frame, canvas, last } = renderDesigner(sample());
    await user.click(frame('姓名'));
    await user.keyboard('{Delete}');
    expect(canvas().queryByRole('button', { name: '姓名' })).not.toBeInTheDocument();
    expect(outline(last().fields)[0]).toBe('number:数量');
    await user.keyboard('{Control>}z{/Control}');
    expect(frame('姓名')).toBeInTheDocument();
    expect(outline(last().fields)[0]).toBe('input:姓名');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(canvas().queryByRole('button', { name: '姓名' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}{Control>}y{/Control}');
    expect(canvas().queryByRole('button', { name: '姓名' })).not.toBeInTheDocument();
  });

  it('leaves the keys to a text box being typed in', async () => {
    const { user, frame, palette } = renderDesigner(sample());
    await user.click(frame('姓名'));
    await user.click(palette().getByRole('textbox', { name: '搜索控件' }));
    await user.keyboard('{Delete}{Control>}z{/Control}');
    expect(frame('姓名')).toBeInTheDocument();
  });

  it('keeps Delete from a dialog over the designer and from the properties panel', async () => {
    const { user, frame, last } = renderDesigner(sample());
    await user.click(frame('姓名'));
    const toolbar = within(screen.getByRole('toolbar', { name: '设计工具' }));
    await user.click(toolbar.getByRole('button', { name: '清空' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    await user.keyboard('{Delete}{Control>}z{/Control}');
    // The canvas is hidden behind the question: the design says nothing changed.
    expect(outline(last().fields)[0]).toBe('input:姓名');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const side = within(screen.getByRole('complementary'));
    await user.click(side.getByRole('tab', { name: '表单属性' }));
    await user.keyboard('{Delete}');
    expect(frame('姓名')).toBeInTheDocument();
  });
});
