import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('TimeRangeField', () => {
  it('stores a start and an end time', async () => {
    const { user, submitted } = renderForm(
      design([
        node('timeRange', '营业', {
          model: 'hours',
          startPlaceholder: '开门',
          endPlaceholder: '关门',
        }),
      ]),
    );
    fireEvent.change(screen.getByLabelText('开门'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('关门'), { target: { value: '18:00:30' } });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ hours: ['09:00:00', '18:00:30'] }]));
  });
});
