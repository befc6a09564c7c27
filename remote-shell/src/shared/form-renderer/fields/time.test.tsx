import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('TimeField', () => {
  it('stores HH:mm:ss even when the browser leaves the seconds out', async () => {
    const { user, submitted } = renderForm(design([node('time', '时间', { model: 'at' })]));
    fireEvent.change(screen.getByLabelText('时间'), { target: { value: '08:30' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ at: '08:30:00' }]));
  });

  it('stores HH:mm when the format says', async () => {
    const { user, submitted } = renderForm(
      design([node('time', '时间', { model: 'at', format: 'HH:mm' })]),
    );
    expect(screen.getByLabelText('时间')).toHaveAttribute('step', '60');
    fireEvent.change(screen.getByLabelText('时间'), { target: { value: '17:05' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ at: '17:05' }]));
  });
});
