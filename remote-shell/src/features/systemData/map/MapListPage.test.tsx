import { screen, waitFor, within } from '@testing-library/react';
import type { MapRecord } from '@mepm/contract';
import {
  bodySentTo,
  pageOf,
  renderListPage,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';

const hubei: MapRecord = {
  id: 'm1',
  enCode: 'hubei',
  fullName: '湖北省',
  parentCode: 'china',
  level: 1,
  description: '',
  enabled: true,
  sortCode: 0,
  featureCount: 17,
  size: 3 * 1048576,
  createdTime: Date.UTC(2026, 0, 1),
};

describe('MapListPage', () => {
  withTableViewport();

  it('lists maps with their level, areas and size', async () => {
    serveRoutes({ 'GET /api/system/Map': pageOf([hubei]) });
    await renderListPage('/systemData/map', '湖北省');
    const row = rowOf('湖北省');
    expect(row).toHaveTextContent('省');
    expect(row).toHaveTextContent('17');
    expect(row).toHaveTextContent('3.00 MB');
    expect(screen.getByRole('button', { name: '预览 湖北省' })).toBeEnabled();
  });

  it('uploads the chosen GeoJSON file with the form', async () => {
    const seen = serveRoutes({
      'GET /api/system/Map': pageOf([hubei]),
      'POST /api/system/Map': { id: 'm2' },
    });
    const { user } = await renderListPage('/systemData/map', '湖北省');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '上传地图' });
    await user.type(screen.getByRole('textbox', { name: '地图编码' }), 'wuhan');
    await user.type(screen.getByRole('textbox', { name: '地图名称' }), '武汉市');
    const text = '{"type":"FeatureCollection","features":[{"type":"Feature"}]}';
    await user.upload(
      screen.getByLabelText('GeoJSON 文件'),
      new File([text], 'wuhan.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(dialog).toHaveTextContent('wuhan.json：1个区域'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodySentTo(seen, 'POST /api/system/Map')).toMatchObject({
        enCode: 'wuhan',
        fullName: '武汉市',
        level: 0,
        geoJson: text,
      }),
    );
  });
});
