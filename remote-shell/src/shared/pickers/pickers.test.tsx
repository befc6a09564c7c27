import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { orgLoader, orgSearch } from '../tree/org-fixtures';
import { DepartmentPickerDialog, PositionPickerDialog, UserPickerDialog } from './pickers';

function open(Picker: typeof UserPickerDialog, extra: { multiple?: boolean; title?: string } = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const rendered = renderWithProviders(
    <Picker
      open
      loadChildren={orgLoader()}
      search={orgSearch()}
      onConfirm={onConfirm}
      onClose={onClose}
      {...extra}
    />,
  );
  return { ...rendered, onConfirm, onClose };
}

describe('UserPickerDialog', () => {
  it('asks for an approver when confirmed with nothing chosen', async () => {
    const { user, onConfirm } = open(UserPickerDialog);
    const dialog = screen.getByRole('dialog', { name: '选择审批人' });
    await within(dialog).findByText('机电公司');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择审批人');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses the caller title, in English too', async () => {
    renderWithProviders(
      <UserPickerDialog
        open
        title="reviewer"
        loadChildren={orgLoader()}
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('dialog', { name: 'Select reviewer' })).toBeInTheDocument();
    expect(await screen.findByText('机电公司')).toBeInTheDocument();
  });

  it('returns the chosen user and ignores clicks on other node types', async () => {
    const { user, onConfirm } = open(UserPickerDialog);
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('财务部'));
    await user.click(await screen.findByText('李四'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ id: 'u2', type: 'user' })]);
  });

  it('keeps choices made across searches when choosing several', async () => {
    const { user, onConfirm } = open(UserPickerDialog, { multiple: true });
    const search = await screen.findByRole('searchbox', { name: '搜索' });
    await user.type(search, '张');
    // A click on the name ticks it, as its checkbox does.
    await user.click(await screen.findByText('张三'));
    await user.clear(search);
    await user.type(search, '李');
    await user.click(await screen.findByText('李四'));
    expect(screen.getByRole('button', { name: '张三' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm.mock.calls[0][0].map((node: { id: string }) => node.id)).toEqual(['u1', 'u2']);
  });
});

describe('DepartmentPickerDialog and PositionPickerDialog', () => {
  it('choose only departments', async () => {
    const { user, onConfirm } = open(DepartmentPickerDialog);
    expect(screen.getByRole('dialog', { name: '选择部门' })).toBeInTheDocument();
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('研发部'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ id: 'd1' })]);
  });

  it('choose only positions', async () => {
    const { user, onConfirm } = open(PositionPickerDialog);
    await user.click(await screen.findByText('机电公司'));
    await user.click(await screen.findByText('研发部'));
    await user.click(await screen.findByText('张三'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择岗位');
    await user.click(screen.getByText('工程师'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ id: 'p1' })]);
  });
});
