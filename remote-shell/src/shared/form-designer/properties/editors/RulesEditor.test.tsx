import { screen } from '@testing-library/react';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { RulesEditor } from './RulesEditor';

describe('RulesEditor', () => {
  it('adds a named rule, then a pattern the engine checks as it is typed', async () => {
    const { user, latest } = renderEditor(RulesEditor, nodeOf('input'));
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    expect(latest().__config__).toMatchObject({ regList: [{ rule: 'mobile' }] });
    await choose(user, '规则', 'email（请输入正确的邮箱）');
    await user.type(screen.getByRole('textbox', { name: '错误提示' }), '邮箱不对');
    expect(latest().__config__).toMatchObject({
      regList: [{ rule: 'email', message: '邮箱不对' }],
    });
    expect(designErrors([latest()])).toEqual([]);

    await user.click(screen.getByRole('button', { name: '添加规则' }));
    const secondKind = screen.getAllByRole('combobox', { name: '规则类型' })[1];
    if (!secondKind) throw new Error('no second rule');
    await user.click(secondKind);
    await user.click(screen.getByRole('option', { name: '正则表达式' }));
    const pattern = screen.getByRole('textbox', { name: '正则表达式' });
    // A look-ahead: RE2 cannot run it, and the engine says so.
    await user.type(pattern, '^(?=a)b');
    expect(screen.getByRole('alert')).toHaveTextContent('正则表达式^(?=a)b无法解析');
    await user.clear(pattern);
    // `[[` types one `[` (user-event's key syntax).
    await user.type(pattern, '^[[a-z]+$');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(latest().__config__).toMatchObject({
      regList: [{ rule: 'email', message: '邮箱不对' }, { pattern: '^[a-z]+$' }],
    });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('removes the list with its last rule', async () => {
    const field = nodeOf('input', {}, { regList: [{ rule: 'account' }] });
    const { user, latest } = renderEditor(RulesEditor, field);
    await user.click(screen.getByRole('button', { name: '删除 规则 1' }));
    expect(latest().__config__).not.toHaveProperty('regList');
  });
});
