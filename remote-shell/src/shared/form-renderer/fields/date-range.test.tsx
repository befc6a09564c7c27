import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('DateRangeField', () => {
  it('stores start and end in milliseconds and refuses an end before the start', async () => {
    const { user, submitted } = renderForm(
      design([node('dateRange', '工期', { model: 'span', type: 'daterange' })]),
    );
    fireEvent.change(screen.getByLabelText('开始'), {
      target: { value: '2026-05-10' },
    });
    fireEvent.change(screen.getByLabelText('结束'), { target: { value: '2026-05-01' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('开始不能晚于结束')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('结束'), { target: { value: '2026-05-20' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(submitted).toEqual([
        { span: [new Date(2026, 4, 10).getTime(), new Date(2026, 4, 20).getTime()] },
      ]),
    );
  });
});
