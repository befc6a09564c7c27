import { screen, within } from '@testing-library/react';
import type { FormDesign, FormField } from '@mepm/contract';
import { renderWithProviders } from '../../../test/render-with-providers';
import { node } from '../../form-renderer/test-kit';
import { nodeIdOf } from '../model';
import { DesignProblems } from './DesignProblems';
import { ProblemsBadge } from './ProblemsBadge';

const unchecked = (fields: FormField[], formConf = {}): FormDesign => ({ formConf, fields });

describe('DesignProblems', () => {
  it("lists each problem under its field's label; a click selects the field", async () => {
    const column = node('select', '类别', { model: 'kind' }, { dataType: 'dynamic' });
    const table = node('table', '明细', { model: 'items' }, { children: [column] });
    const onSelect = jest.fn();
    const { user } = renderWithProviders(
      <DesignProblems design={unchecked([table])} onSelect={onSelect} />,
    );
    const list = screen.getByRole('list', { name: '问题' });
    expect(within(list).getByText('类别')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /请选择数据接口/ }));
    expect(onSelect).toHaveBeenCalledWith(nodeIdOf(column));
  });

  it('names the form for a problem of no field, which selects nothing', () => {
    renderWithProviders(
      <DesignProblems
        design={{ formConf: {}, fields: [], extra: 1 } as unknown as FormDesign}
        onSelect={jest.fn()}
      />,
      { language: 'en' },
    );
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(within(list).getByText('Form')).toBeInTheDocument();
    expect(within(list).getByText('The setting extra is not valid')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is none', () => {
    renderWithProviders(
      <DesignProblems
        design={unchecked([node('input', '名称', { model: 'name' })])}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByText('没有问题')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ProblemsBadge', () => {
  const twice = () =>
    unchecked([
      node('select', '甲', { model: 'a' }, { dataType: 'dictionary' }),
      node('select', '乙', { model: 'b' }, { dataType: 'dynamic' }),
    ]);

  it('counts the problems and is clicked through', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(<ProblemsBadge design={twice()} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: '2 个问题' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('says one problem in the singular and shows nothing without problems', () => {
    const one = unchecked([node('select', '甲', { model: 'a' }, { dataType: 'dictionary' })]);
    const { unmount } = renderWithProviders(<ProblemsBadge design={one} />, { language: 'en' });
    expect(screen.getByText('1 problem')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProblemsBadge design={unchecked([])} />, { language: 'en' });
    expect(screen.queryByText(/problem/)).not.toBeInTheDocument();
  });
});
