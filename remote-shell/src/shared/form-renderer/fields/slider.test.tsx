import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('SliderField', () => {
  it('moves in steps between min and max', async () => {
    const { user, submitted } = renderForm(
      design([node('slider', '进度', { model: 'done', min: 10, max: 50, step: 5 })]),
    );
    const slider = screen.getByRole('slider', { name: '进度' });
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ done: 20 }]));
  });
});
