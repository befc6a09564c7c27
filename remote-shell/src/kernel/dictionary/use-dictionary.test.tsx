import { act, screen, waitFor } from '@testing-library/react';
import type { DictionaryOptionNode } from '@mepm/contract';
import { requestsTo, serveRoutes } from '../../test/admin-page-kit';
import { renderWithProviders } from '../../test/render-with-providers';
import { dictionaryApi, DICTIONARY_OPTIONS_STALE } from './dictionary-api';
import { useDictionary } from './use-dictionary';

const GENDER = 'GET /api/system/DictionaryData/gender/Data/Selector';

const option = (enCode: string, fullName: string, children: DictionaryOptionNode[] = []) => ({
  id: `id-${enCode}`,
  enCode,
  fullName,
  children,
});

function GenderList({ label }: { label: string }) {
  const { options, labelOf } = useDictionary('gender');
  return (
    <ul aria-label={label}>
      {options.map((item) => (
        <li key={item.value}>{`${item.value}=${item.label}`}</li>
      ))}
      <li>{`label:${labelOf('female')}`}</li>
    </ul>
  );
}

describe('useDictionary', () => {
  it('loads a dictionary once for every component that shows it', async () => {
    const seen = serveRoutes({
      [GENDER]: { list: [option('male', '男'), option('female', '女')] },
    });
    renderWithProviders(
      <>
        <GenderList label="form" />
        <GenderList label="list" />
      </>,
    );
    expect(await screen.findAllByText('male=男')).toHaveLength(2);
    expect(screen.getAllByText('label:女')).toHaveLength(2);
    expect(requestsTo(seen, GENDER)).toHaveLength(1);
  });

  it('offers nested items depth first and loads again after a dictionary changes', async () => {
    let answer = { list: [option('a', '甲', [option('a.1', '甲一')])] };
    const seen = serveRoutes({ [GENDER]: () => answer });
    const { store } = renderWithProviders(<GenderList label="form" />);
    expect(await screen.findByText('a=甲')).toBeInTheDocument();
    expect(screen.getByText('a.1=甲一')).toBeInTheDocument();
    expect(screen.getByText('label:female')).toBeInTheDocument();
    answer = { list: [option('female', '女')] };
    // What the dictionary page's mutations invalidate.
    act(() => {
      store.dispatch(dictionaryApi.util.invalidateTags([DICTIONARY_OPTIONS_STALE]));
    });
    expect(await screen.findByText('female=女')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(seen, GENDER)).toHaveLength(2));
  });
});
