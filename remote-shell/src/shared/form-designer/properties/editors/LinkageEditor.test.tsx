import { screen, within } from '@testing-library/react';
import type { FormField } from '@mepm/contract';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { LinkageEditor } from './LinkageEditor';

const kind = { ...nodeOf('select', {}, { label: '类型' }), __vModel__: 'kind' } as FormField;
const note = { ...nodeOf('input', {}, { label: '备注' }), __vModel__: 'note' } as FormField;
const column = { ...nodeOf('input', {}, { label: '列' }), __vModel__: 'cell' } as FormField;
// A field in a layout may be named; a sub-table's column may not.
const row = nodeOf('row', {}, { children: [note] });
const table = { ...nodeOf('table', {}, { children: [column] }), __vModel__: 'lines' } as FormField;
const others = [kind, row, table];

describe('LinkageEditor', () => {
  it('builds a visible rule, drops the value for notEmpty and removes the condition with its last item', async () => {
    const field = nodeOf('input', {}, { label: '价格' });
    const { user, latest } = renderEditor(LinkageEditor, field, { others });
    await user.click(screen.getByRole('button', { name: '添加条件 显示条件' }));
    const rule = () => screen.getByRole('group', { name: '显示条件' });
    await user.click(within(rule()).getByRole('combobox', { name: '字段' }));
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['类型（kind）', '备注（note）', 'table标题（lines）']);
    await user.click(screen.getByRole('option', { name: '类型（kind）' }));
    await user.type(within(rule()).getByRole('textbox', { name: '值' }), 'a');
    expect(latest().__config__.linkage).toEqual({
      visible: { logic: 'and', items: [{ field: 'kind', op: 'eq', value: 'a' }] },
    });
    expect(designErrors([...others, latest()])).toEqual([]);

    await choose(user, '比较', '不为空', rule());
    expect(within(rule()).queryByRole('textbox', { name: '值' })).not.toBeInTheDocument();
    expect(latest().__config__.linkage).toEqual({
      visible: { logic: 'and', items: [{ field: 'kind', op: 'notEmpty' }] },
    });
    expect(designErrors([...others, latest()])).toEqual([]);

    await user.click(within(rule()).getByRole('button', { name: '删除 显示条件 1' }));
    expect(latest().__config__).not.toHaveProperty('linkage');
  });

  it('takes a list for in, and or-joins two comparisons', async () => {
    const field = nodeOf('number', {}, { label: '数量' });
    const { user, latest } = renderEditor(LinkageEditor, field, { others });
    await user.click(screen.getByRole('button', { name: '添加条件 必填条件' }));
    const rule = () => screen.getByRole('group', { name: '必填条件' });
    await choose(user, '比较', '属于', rule());
    await user.type(within(rule()).getByRole('textbox', { name: '值（以逗号分隔）' }), 'a, b,');
    await user.click(within(rule()).getByRole('button', { name: '添加条件 必填条件' }));
    await choose(user, '条件关系', '或', rule());
    expect(latest().__config__.linkage).toEqual({
      required: {
        logic: 'or',
        items: [
          { field: 'kind', op: 'in', value: ['a', 'b'] },
          { field: 'kind', op: 'eq', value: '' },
        ],
      },
    });
    expect(designErrors([...others, latest()])).toEqual([]);
  });

  it('assigns a value when a condition holds, and filters options by another field', async () => {
    const field = { ...nodeOf('select', {}, { label: '城市' }), __vModel__: 'city' } as FormField;
    const { user, latest } = renderEditor(LinkageEditor, field, { others });
    await user.click(screen.getByRole('button', { name: '添加赋值' }));
    await user.type(screen.getByRole('textbox', { name: '赋值' }), 'sh');
    await choose(user, '按字段的值', '类型（kind）');
    await user.type(screen.getByRole('textbox', { name: '选项属性' }), 'province');
    expect(latest().__config__.linkage).toEqual({
      assign: [
        { when: { logic: 'and', items: [{ field: 'kind', op: 'eq', value: '' }] }, value: 'sh' },
      ],
      optionFilter: { field: 'kind', optionKey: 'province' },
    });
    expect(designErrors([...others, latest()])).toEqual([]);
    await user.click(screen.getByRole('button', { name: '删除 赋值规则 1' }));
    expect(latest().__config__.linkage).toEqual({
      optionFilter: { field: 'kind', optionKey: 'province' },
    });
  });

  it('offers only a visible condition to a layout', () => {
    renderEditor(LinkageEditor, nodeOf('card'), { others });
    expect(screen.getByRole('button', { name: '添加条件 显示条件' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加条件 必填条件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加赋值' })).not.toBeInTheDocument();
  });
});
