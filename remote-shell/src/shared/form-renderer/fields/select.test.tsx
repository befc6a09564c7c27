import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

const options = [
  { id: 'bj', fullName: '北京' },
  { id: 'sh', fullName: '上海' },
  { id: 'gz', fullName: '广州' },
];

describe('SelectField', () => {
  it('chooses one option', async () => {
    const { user, submitted } = renderForm(
      design([
        node('select', '城市', { model: 'city', __slot__: { options } }, { dataType: 'static' }),
      ]),
    );
    await user.click(screen.getByLabelText('城市'));
    await user.click(await screen.findByRole('option', { name: '上海' }));
    expect(screen.getByLabelText('城市')).toHaveValue('上海');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ city: 'sh' }]));
  });

  it('chooses several and filters by what is typed when filterable', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'select',
          '城市',
          { model: 'city', multiple: true, filterable: true, __slot__: { options } },
          { dataType: 'static' },
        ),
      ]),
    );
    await user.type(screen.getByLabelText('城市'), '广');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['广州']);
    await user.click(screen.getByRole('option', { name: '广州' }));
    await user.click(screen.getByLabelText('城市'));
    await user.click(await screen.findByRole('option', { name: '北京' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ city: ['gz', 'bj'] }]));
  });

  it('does not take typing when not filterable', () => {
    renderForm(
      design([
        node('select', '城市', { model: 'city', __slot__: { options } }, { dataType: 'static' }),
      ]),
    );
    expect(screen.getByLabelText('城市')).toHaveAttribute('readonly');
  });
});
