import { screen, waitFor } from '@testing-library/react';
import type { FormConf, FormValues } from '@mepm/contract';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { RenderMode } from '../field-props';
import { design, node } from '../test-kit';
import { FormPopup } from './FormPopup';

function open(formConf: FormConf, mode: RenderMode = 'create', onSubmit = jest.fn()) {
  const onClose = jest.fn();
  const rendered = renderWithProviders(
    <FormPopup
      open
      title="新增订单"
      design={design(
        [node('input', '名称', { model: 'name' }, { required: true, defaultValue: '默认' })],
        formConf,
      )}
      mode={mode}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { ...rendered, onSubmit, onClose };
}

describe('FormPopup', () => {
  it('opens a dialog of generalWidth and confirms the checked values', async () => {
    const { user, onSubmit } = open({ popupType: 'general', generalWidth: 720 });
    const dialog = screen.getByRole('dialog', { name: '新增订单' });
    expect(dialog).toHaveStyle({ width: '720px' });
    await user.clear(screen.getByLabelText(/名称/));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('名称不能为空')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/名称/), '甲');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '甲' }, { addAnother: false }),
    );
  });

  it('opens a drawer of drawerWidth', () => {
    open({ popupType: 'drawer', drawerWidth: 480 });
    expect(screen.getByRole('dialog', { name: '新增订单' })).toHaveStyle({ width: '480px' });
  });

  it('fills the screen', () => {
    open({ popupType: 'fullScreen' });
    expect(screen.getByRole('dialog', { name: '新增订单' }).className).toMatch(/FullScreen/);
  });

  it('confirms and starts again from the defaults when asked', async () => {
    const saved: FormValues[] = [];
    const { user } = open(
      { hasConfirmAndAddBtn: true, confirmButtonText: '保存' },
      'create',
      jest.fn((values: FormValues) => {
        saved.push(values);
      }),
    );
    await user.clear(screen.getByLabelText(/名称/));
    await user.type(screen.getByLabelText(/名称/), '乙');
    await user.click(screen.getByRole('button', { name: '确定并新增' }));
    await waitFor(() => expect(saved).toEqual([{ name: '乙' }]));
    await waitFor(() => expect(screen.getByLabelText(/名称/)).toHaveValue('默认'));
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('only closes in detail mode', async () => {
    const { user, onClose } = open({ hasConfirmAndAddBtn: true }, 'detail');
    expect(screen.queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定并新增' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
