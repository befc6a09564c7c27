import { screen } from '@testing-library/react';
import { choose, designErrors, nodeOf, renderEditor } from '../properties-test-kit';
import { LimitsEditor } from './LimitsEditor';

describe('LimitsEditor', () => {
  it('bounds an input’s maxlength by the contract (1-10,000, whole)', async () => {
    const { user, latest, changes } = renderEditor(LimitsEditor, nodeOf('input'));
    const maxlength = screen.getByRole('textbox', { name: '最多输入' });
    await user.type(maxlength, '0');
    expect(screen.getByText('不能小于1')).toBeInTheDocument();
    await user.clear(maxlength);
    await user.type(maxlength, '2.5');
    expect(screen.getByText('请输入整数')).toBeInTheDocument();
    const sent = changes.map((node) => (node as { maxlength?: number }).maxlength);
    expect(sent).not.toContain(0);
    expect(sent).not.toContain(2.5);
    await user.clear(maxlength);
    await user.type(maxlength, '50');
    expect(latest()).toMatchObject({ maxlength: 50 });
    expect(screen.queryByRole('textbox', { name: '步长' })).not.toBeInTheDocument();
    expect(designErrors([latest()])).toEqual([]);
  });

  it('sets a number’s range, step above zero and decimals', async () => {
    const { user, latest } = renderEditor(LimitsEditor, nodeOf('number'));
    await user.type(screen.getByRole('textbox', { name: '最小值' }), '-5');
    await user.type(screen.getByRole('textbox', { name: '最大值' }), '99.5');
    await user.type(screen.getByRole('textbox', { name: '步长' }), '0');
    expect(screen.getByText('须大于0')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '步长' }), '.5');
    await user.type(screen.getByRole('textbox', { name: '精度' }), '2');
    expect(latest()).toMatchObject({ min: -5, max: 99.5, step: 0.5, precision: 2 });
    expect(designErrors([latest()])).toEqual([]);
  });

  it('sets an upload’s size, unit, count and accepted types', async () => {
    const { user, latest } = renderEditor(LimitsEditor, nodeOf('uploadFile'));
    await user.type(screen.getByRole('textbox', { name: '文件大小' }), '5');
    await choose(user, '大小单位', 'MB');
    await user.type(screen.getByRole('textbox', { name: '最多上传' }), '3');
    await user.type(screen.getByRole('textbox', { name: '允许的文件类型' }), '.pdf,.docx');
    expect(latest()).toMatchObject({ fileSize: 5, sizeUnit: 'MB', limit: 3, accept: '.pdf,.docx' });
    expect(designErrors([latest()])).toEqual([]);
  });
});
