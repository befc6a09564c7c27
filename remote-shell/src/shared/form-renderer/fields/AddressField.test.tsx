import { screen, waitFor, within } from '@testing-library/react';
import { serveAreas as serve } from '../../address/area-fixtures';
import { AddressField } from './AddressField';
import { fieldOf, renderField } from './field-harness';

type Actor = ReturnType<typeof renderField>['user'];
async function choose(user: Actor, level: string, name: string) {
  await user.click(screen.getAllByRole('combobox', { name: level }).at(-1) as HTMLElement);
  await user.click(await screen.findByRole('option', { name }));
}

describe('AddressField', () => {
  it('stores the chosen path of area ids down to the design level (1: city)', async () => {
    serve();
    const { user, changes } = renderField(AddressField, fieldOf('address', { level: 1 }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '省份' })).toBeEnabled());
    expect(screen.queryByRole('combobox', { name: '区县' })).not.toBeInTheDocument();
    await choose(user, '省份', '湖北省');
    await choose(user, '城市', '武汉市');
    expect(changes).toEqual([['420000'], ['420000', '420100']]);
  });

  it('adds several full addresses when multiple, and removes one', async () => {
    serve();
    const field = fieldOf('address', { level: 2, multiple: true });
    const { user, changes } = renderField(AddressField, field, { value: [] });
    const add = screen.getByRole('button', { name: '添加地址' });
    expect(add).toBeDisabled();
    await choose(user, '省份', '湖北省');
    await choose(user, '城市', '武汉市');
    await choose(user, '区县', '江岸区');
    await user.click(add);
    expect(changes).toEqual([[['420000', '420100', '420102']]]);
    const chip = (await screen.findByText('湖北省 / 武汉市 / 江岸区')).closest('.MuiChip-root');
    await user.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    expect(changes.at(-1)).toEqual([]);
  });

  it('reads a saved path as names in detail mode; a street level stops at the district', async () => {
    serve();
    renderField(AddressField, fieldOf('address', { level: 3 }), {
      value: ['420000', '420100', '420102'],
      readOnly: true,
      mode: 'detail',
    });
    expect(await screen.findByText('湖北省 / 武汉市 / 江岸区')).toBeInTheDocument();
  });
});
