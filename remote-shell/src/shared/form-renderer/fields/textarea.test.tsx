import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('TextareaField', () => {
  it('takes several lines up to maxlength with a word count', async () => {
    const { user, submitted } = renderForm(
      design([node('textarea', '说明', { model: 'note', maxlength: 10, showWordLimit: true })]),
    );
    const box = screen.getByLabelText('说明');
    await user.type(box, '第一行{Enter}第二行');
    expect(screen.getByText('7/10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ note: '第一行\n第二行' }]));
  });
});
