import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

const options = [
  { id: 1, fullName: '男' },
  { id: 2, fullName: '女' },
];

describe('RadioField', () => {
  it('stores the chosen option id with its own type', async () => {
    const { user, submitted } = renderForm(
      design([
        node('radio', '性别', { model: 'gender', __slot__: { options } }, { dataType: 'static' }),
      ]),
    );
    expect(screen.getByRole('radiogroup', { name: '性别' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ gender: 2 }]));
  });

  it('draws buttons when the design says', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'radio',
          '性别',
          { model: 'gender', optionType: 'button', __slot__: { options } },
          { dataType: 'static' },
        ),
      ]),
    );
    await user.click(screen.getByRole('radio', { name: '男' }));
    expect(screen.getByRole('radio', { name: '男' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ gender: 1 }]));
  });
});
