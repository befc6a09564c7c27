import { fireEvent, screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('RateField', () => {
  it('stores the chosen score out of max and shows it', async () => {
    const { user, submitted } = renderForm(
      design([node('rate', '评分', { model: 'score', max: 10, showScore: true })]),
    );
    expect(screen.getByRole('group', { name: '评分' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    // jsdom lays nothing out, so a pointer would hover at no width: pick as a keyboard does.
    fireEvent.click(screen.getByRole('radio', { name: '7 Stars' }));
    expect(screen.getByText('7 分')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ score: 7 }]));
  });
});
