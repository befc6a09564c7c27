import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

const options = [
  { id: 'a', fullName: '甲' },
  { id: 'b', fullName: '乙' },
  { id: 'c', fullName: '丙' },
];

describe('CheckboxField', () => {
  it('stores the chosen ids in the options order and checks the counts', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'checkbox',
          '爱好',
          { model: 'likes', min: 2, __slot__: { options } },
          { dataType: 'static' },
        ),
      ]),
    );
    expect(screen.getByRole('group', { name: '爱好' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '丙' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('至少选择2项')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '甲' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ likes: ['a', 'c'] }]));
  });
});
