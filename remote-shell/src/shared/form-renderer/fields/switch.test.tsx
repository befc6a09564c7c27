import { screen, waitFor } from '@testing-library/react';
import { design, node, renderForm } from '../test-kit';

describe('SwitchField', () => {
  it('stores its active and inactive values', async () => {
    const { user, submitted } = renderForm(
      design([
        node(
          'switch',
          '启用',
          {
            model: 'on',
            activeValue: 'Y',
            inactiveValue: 'N',
            activeText: '是',
            inactiveText: '否',
          },
          { defaultValue: 'N' },
        ),
      ]),
    );
    expect(screen.getByText('否')).toBeInTheDocument();
    await user.click(screen.getByLabelText('启用'));
    expect(screen.getByText('是')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ on: 'Y' }]));
  });

  it('stores 1 and 0 by default', async () => {
    const { user, submitted } = renderForm(design([node('switch', '启用', { model: 'on' })]));
    await user.click(screen.getByLabelText('启用'));
    await user.click(screen.getByLabelText('启用'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ on: 0 }]));
  });
});
