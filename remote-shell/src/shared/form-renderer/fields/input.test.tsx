import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('InputField', () => {
  it('keeps to maxlength, counts the words and shows prefix and suffix', async () => {
    const { user, submitted } = renderForm(
      design([
        node('input', '编号', {
          model: 'code',
          maxlength: 5,
          showWordLimit: true,
          prefixText: 'NO.',
          suffixText: '号',
        }),
      ]),
    );
    const input = screen.getByLabelText('编号');
    await user.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
    expect(screen.getByText('NO.')).toBeInTheDocument();
    expect(screen.getByText('号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ code: 'abcde' }]));
  });

  it('refuses a value longer than maxlength that came from elsewhere', async () => {
    const { user } = renderForm(design([node('input', '编号', { model: 'code', maxlength: 2 })]), {
      values: { code: 'abc' },
    });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('最多输入2个字符')).toBeInTheDocument();
  });
});
