import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { requestsTo } from '../../test/admin-page-kit';
import { serveAreas } from './area-fixtures';
import { AddressPicker } from './AddressPicker';
import type { AddressPart } from './AddressPicker';

const serve = serveAreas;

let chosen: AddressPart[] = [];
function Picker({ levels }: { levels: 1 | 2 | 3 }) {
  const [value, setValue] = useState<AddressPart[]>([]);
  return (
    <AddressPicker
      levels={levels}
      value={value}
      onChange={(next) => {
        chosen = next;
        setValue(next);
      }}
    />
  );
}

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  name: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('AddressPicker', () => {
  beforeEach(() => {
    chosen = [];
  });

  it('walks province → city → district, asking for each level when the one above is chosen', async () => {
    const seen = serve();
    const { user } = renderWithProviders(<Picker levels={3} />, { language: 'zh' });
    await waitFor(() =>
      expect(requestsTo(seen, 'GET /api/system/Area/-1/Selector')).toHaveLength(1),
    );
    expect(screen.getByRole('combobox', { name: '城市' })).toHaveAttribute('aria-disabled', 'true');
    expect(requestsTo(seen, 'GET /api/system/Area/420000/Selector')).toEqual([]);
    await choose(user, '省份', '湖北省');
    await choose(user, '城市', '武汉市');
    await choose(user, '区县', '江岸区');
    expect(chosen.map((part) => part.fullName)).toEqual(['湖北省', '武汉市', '江岸区']);
    expect(requestsTo(seen, 'GET /api/system/Area/110000/Selector')).toEqual([]);
  }, 40_000);

  it('clears the levels below when a higher one changes', async () => {
    serve();
    const { user } = renderWithProviders(<Picker levels={3} />, { language: 'zh' });
    await choose(user, '省份', '湖北省');
    await choose(user, '城市', '武汉市');
    await choose(user, '省份', '北京市');
    expect(chosen.map((part) => part.id)).toEqual(['110000']);
  }, 40_000);

  it('stops at the level limit', async () => {
    const seen = serve();
    const { user } = renderWithProviders(<Picker levels={2} />, { language: 'zh' });
    await choose(user, '省份', '湖北省');
    await choose(user, '城市', '武汉市');
    expect(screen.queryByRole('combobox', { name: '区县' })).toBeNull();
    expect(requestsTo(seen, 'GET /api/system/Area/420100/Selector')).toEqual([]);
    expect(chosen.map((part) => part.fullName)).toEqual(['湖北省', '武汉市']);
  }, 40_000);

  it('offers the provinces only with a limit of 1', async () => {
    serve();
    renderWithProviders(<Picker levels={1} />, { language: 'zh' });
    expect(screen.getByRole('combobox', { name: '省份' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '城市' })).toBeNull();
    expect(within(document.body).queryByRole('combobox', { name: '区县' })).toBeNull();
  });
});
