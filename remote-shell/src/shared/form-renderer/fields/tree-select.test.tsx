import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

const options = [{ id: 1, fullName: '总部', children: [{ id: 2, fullName: '研发部' }] }];

describe('TreeSelectField', () => {
  it('chooses a node of the tree and keeps its id type', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'treeSelect',
          '部门',
          { model: 'dept', __slot__: { options } },
          { dataType: 'static' },
        ),
      ]),
    );
    await user.click(screen.getByLabelText('部门'));
    await user.click(await screen.findByText('总部'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ dept: 1 }]));
    expect(screen.getByLabelText('部门')).toHaveValue('总部');
  });
});
