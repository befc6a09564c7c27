import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

const options = [
  {
    id: 'js',
    fullName: '江苏',
    children: [
      { id: 'nj', fullName: '南京' },
      { id: 'sz', fullName: '苏州' },
    ],
  },
  { id: 'sh', fullName: '上海' },
];

describe('CascaderField', () => {
  it('stores the path of ids to the chosen option and shows the whole path', async () => {
    const { user, submitted } = renderForm(
      design([
        node('cascader', '地区', { model: 'area', __slot__: { options } }, { dataType: 'static' }),
      ]),
    );
    await user.click(screen.getByLabelText('地区'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '江苏 / 南京',
      '江苏 / 苏州',
      '上海',
    ]);
    await user.click(screen.getByRole('option', { name: '江苏 / 苏州' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ area: ['js', 'sz'] }]));
  });

  it('stores several paths when multiple', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'cascader',
          '地区',
          { model: 'area', multiple: true, showAllLevels: false, __slot__: { options } },
          { dataType: 'static' },
        ),
      ]),
      { values: { area: [['sh']] } },
    );
    await user.click(screen.getByLabelText('地区'));
    await user.click(await screen.findByRole('option', { name: '南京' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ area: [['sh'], ['js', 'nj']] }]));
  });
});
