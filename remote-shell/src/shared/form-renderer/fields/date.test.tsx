import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('DateField', () => {
  it('stores a day as milliseconds and shows a stored one', async () => {
    const { user, submitted } = renderForm(
      design([node('date', '日期', { model: 'day', type: 'date' })]),
    );
    const input = screen.getByLabelText('日期');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2026-03-05' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ day: new Date(2026, 2, 5).getTime() }]));
  });

  it('takes a time of day too and offers the limits of the design', () => {
    const start = new Date(2026, 0, 1, 8, 30).getTime();
    renderForm(
      design([node('date', '时间', { model: 'at', type: 'datetime', startTime: start })]),
      {
        values: { at: new Date(2026, 1, 2, 9, 15).getTime() },
      },
    );
    const input = screen.getByLabelText('时间');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue('2026-02-02T09:15');
    expect(input).toHaveAttribute('min', '2026-01-01T08:30');
  });
});
