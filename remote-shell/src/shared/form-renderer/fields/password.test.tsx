import { screen } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('PasswordField', () => {
  it('hides the text until asked and never shows it in detail mode', async () => {
    const { user } = renderForm(design([node('password', '密码', { model: 'secret' })]));
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('offers no show button when read-only', () => {
    renderForm(design([node('password', '密码', { model: 'secret' })]), {
      mode: 'detail',
      values: { secret: 'x1' },
    });
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: '显示密码' })).not.toBeInTheDocument();
  });
});
