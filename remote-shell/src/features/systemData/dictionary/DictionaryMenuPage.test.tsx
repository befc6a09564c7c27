import { screen, within } from '@testing-library/react';
import type { DictionaryOptionNode } from '@mepm/contract';
import { requestsTo, serveRoutes } from '../../../test/admin-page-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import DictionaryMenuPage from './DictionaryMenuPage';

const option = (enCode: string, fullName: string, children: DictionaryOptionNode[] = []) => ({
  id: `id-${enCode}`,
  enCode,
  fullName,
  children,
});
const SELECTOR = 'GET /api/system/DictionaryData/type-7/Data/Selector';

describe('the page of a dynamic dictionary menu entry', () => {
  it("lists the enabled items of the entry's dictionary, nested ones after their parent", async () => {
    const seen = serveRoutes({
      [SELECTOR]: {
        list: [option('pump', '水泵', [option('pump.fire', '消防泵')]), option('fan', '风机')],
      },
    });
    renderWithProviders(
      <DictionaryMenuPage menuId="m-7" moduleId="type-7" isTree title="设备分类" />,
    );
    const table = await screen.findByRole('table', { name: '设备分类的字典数据' });
    expect(await within(table).findByText('消防泵')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['pump水泵', 'pump.fire消防泵', 'fan风机']);
    expect(screen.getByRole('heading', { name: '设备分类' })).toBeInTheDocument();
    expect(requestsTo(seen, SELECTOR)).toHaveLength(1);
  });

  it('says so when the dictionary has no enabled item, or cannot be read', async () => {
    serveRoutes({ [SELECTOR]: { list: [] } });
    const { unmount } = renderWithProviders(
      <DictionaryMenuPage menuId="m-7" moduleId="type-7" isTree={false} title="空" />,
    );
    expect(await screen.findByText('该字典暂无启用的数据')).toBeInTheDocument();
    unmount();
    serveRoutes({
      [SELECTOR]: new Response(JSON.stringify({ code: 404, msg: 'Not found', data: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    });
    renderWithProviders(
      <DictionaryMenuPage menuId="m-7" moduleId="type-7" isTree={false} title="坏" />,
    );
    expect(await screen.findByText('无法读取该字典')).toBeInTheDocument();
  });
});
