import { screen, waitFor } from '@testing-library/react';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';
import { design, node, renderForm } from '../test-kit';

const COLOURS = 'GET /api/system/DictionaryData/colour/Data/Selector';
const CITIES = 'POST /api/system/DataInterface/di-1/Actions/Options';

const radio = (
  model: string,
  label: string,
  config: Record<string, unknown>,
  options?: unknown[],
) => node('radio', label, { model, ...(options ? { __slot__: { options } } : {}) }, config);

describe('option sources', () => {
  it('offers static options', () => {
    renderForm(
      design([
        radio('size', '尺码', { dataType: 'static' }, [
          { id: 's', fullName: '小' },
          { id: 'l', fullName: '大' },
        ]),
      ]),
    );
    expect(screen.getByRole('radio', { name: '小' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '大' })).toBeInTheDocument();
  });

  it('offers a dictionary through the shell dictionary hook', async () => {
    serveRoutes({
      [COLOURS]: { list: [{ id: '1', enCode: 'red', fullName: '红', children: [] }] },
    });
    const { user, submitted } = renderForm(
      design([radio('colour', '颜色', { dataType: 'dictionary', dictionaryType: 'colour' })]),
    );
    await user.click(await screen.findByRole('radio', { name: '红' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toEqual([{ colour: 'red' }]));
  });

  it('asks a data interface once for every field of the form that uses it', async () => {
    const seen = serveRoutes({
      [CITIES]: { list: [{ id: 'sh', fullName: '上海', children: [] }] },
    });
    renderForm(
      design([
        radio('from', '出发', { dataType: 'dynamic', propsUrl: 'di-1' }),
        radio('to', '到达', { dataType: 'dynamic', propsUrl: 'di-1' }),
      ]),
    );
    expect(await screen.findAllByRole('radio', { name: '上海' })).toHaveLength(2);
    expect(requestsTo(seen, CITIES)).toHaveLength(1);
  });

  it('says so when a data interface fails', async () => {
    serveRoutes({ [CITIES]: () => envelope(500, null, '失败') });
    renderForm(design([radio('from', '出发', { dataType: 'dynamic', propsUrl: 'di-1' })]));
    expect(await screen.findByText('出发的选项加载失败')).toBeInTheDocument();
  });

  it('keeps the options linkage filters by another field', async () => {
    const province = radio('province', '省', { dataType: 'static' }, [
      { id: 'js', fullName: '江苏' },
      { id: 'zj', fullName: '浙江' },
    ]);
    const city = radio(
      'city',
      '市',
      {
        dataType: 'static',
        linkage: { optionFilter: { optionKey: 'province', field: 'province' } },
      },
      [
        { id: 'nj', fullName: '南京', province: 'js' },
        { id: 'hz', fullName: '杭州', province: 'zj' },
      ],
    );
    const { user } = renderForm(design([province, city]));
    expect(screen.queryByRole('radio', { name: '南京' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '浙江' }));
    expect(await screen.findByRole('radio', { name: '杭州' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '南京' })).not.toBeInTheDocument();
  });
});
