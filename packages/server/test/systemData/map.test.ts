import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  fillPath,
  MAP_AREA,
  MAP_PAGE,
  type CreatedId,
  type GeoJsonFeatureCollection,
  type MapList,
  type MapRecord,
} from '@mepm/contract';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { freshMapCode, squareMap } from './map-support';

describe('boundary maps', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin({
      uploads: { limitMb: 2, perMinute: 30, quotaMb: 200, mapLimitMb: 1 },
    }));
  });
  after(() => h.close());

  const body = (overrides: object = {}) => ({
    enCode: freshMapCode(),
    fullName: '测试地图',
    geoJson: JSON.stringify(squareMap()),
    ...overrides,
  });
  const create = async (payload: object = body()): Promise<string> => {
    const response = await call(h.app, 'POST', MAP_AREA.create, { token, payload });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };
  const refusal = async (geoJson: string, language = 'en') => {
    const response = await call(h.app, 'POST', MAP_AREA.create, {
      token,
      language,
      payload: body({ geoJson }),
    });
    assert.equal(response.statusCode, 400, response.body);
    return envelope(response).msg;
  };

  it('uploads, lists, reads, edits, serves by code, disables and deletes a map', async () => {
    const code = freshMapCode();
    const id = await create(
      body({ enCode: code, parentCode: 'china', level: 1, description: '说明' }),
    );
    const record = envelope<MapRecord>(
      await call(h.app, 'GET', fillPath(MAP_AREA.item, { id }), { token }),
    ).data;
    assert.deepEqual(
      [record.enCode, record.parentCode, record.level, record.description, record.enabled],
      [code, 'china', 1, '说明', true],
    );
    assert.equal(record.featureCount, 1);
    assert.ok(record.size > 100);
    assert.equal('geoJson' in record, false);

    const listed = envelope<MapList>(
      await call(h.app, 'GET', `${MAP_AREA.list}?keyword=${code}`, { token }),
    ).data;
    assert.deepEqual(
      listed.list.map((m) => m.id),
      [id],
    );

    // Any signed-in user reads the outlines by code: the data screens draw them.
    const viewer = await callerWithRole(h, {});
    const served = await call(h.app, 'GET', fillPath(MAP_AREA.geoJson, { code }), {
      token: viewer.token,
    });
    assert.equal(served.statusCode, 200, served.body);
    const geo = envelope<GeoJsonFeatureCollection>(served).data;
    assert.equal(geo.type, 'FeatureCollection');
    assert.deepEqual(geo.features[0]?.properties, { name: '方块' });

    // An edit without a file keeps the outlines; with one, replaces them.
    const kept = await call(h.app, 'PUT', fillPath(MAP_AREA.item, { id }), {
      token,
      payload: { enCode: code, fullName: '改名' },
    });
    assert.equal(kept.statusCode, 200, kept.body);
    const two = squareMap();
    (two as { features: unknown[] }).features.push(
      (squareMap(100, 30, '第二块') as { features: unknown[] }).features[0],
    );
    await call(h.app, 'PUT', fillPath(MAP_AREA.item, { id }), {
      token,
      payload: { enCode: code, fullName: '改名', geoJson: JSON.stringify(two) },
    });
    const edited = envelope<MapRecord>(
      await call(h.app, 'GET', fillPath(MAP_AREA.item, { id }), { token }),
    ).data;
    assert.deepEqual([edited.fullName, edited.featureCount, edited.level], ['改名', 2, 0]);

    const off = await call(h.app, 'PUT', fillPath(MAP_AREA.state, { id }), { token });
    assert.deepEqual(envelope(off).data, { enabled: false });
    const hidden = await call(h.app, 'GET', fillPath(MAP_AREA.geoJson, { code }), {
      token,
      language: 'en',
    });
    assert.equal(hidden.statusCode, 404);
    assert.equal(envelope(hidden).msg, 'The map does not exist or is disabled');

    const removed = await call(h.app, 'DELETE', fillPath(MAP_AREA.item, { id }), { token });
    assert.equal(removed.statusCode, 200);
    const gone = await call(h.app, 'GET', fillPath(MAP_AREA.item, { id }), { token });
    assert.equal(gone.statusCode, 404);
  });

  it('refuses what is not a polygon map, saying why in the caller’s language', async () => {
    const feature = (geometry: object) =>
      JSON.stringify({ type: 'Feature', properties: {}, geometry });
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    assert.equal(await refusal('{not json'), 'The map file is not valid JSON');
    assert.equal(
      await refusal('[1,2]'),
      'The map file must be a GeoJSON FeatureCollection or Feature',
    );
    assert.equal(
      await refusal(JSON.stringify({ type: 'Polygon', coordinates: [ring] })),
      'The map file must be a GeoJSON FeatureCollection or Feature',
    );
    assert.equal(
      await refusal(JSON.stringify({ type: 'FeatureCollection', features: [] })),
      'The map file has no areas',
    );
    assert.equal(
      await refusal(feature({ type: 'Point', coordinates: [0, 0] })),
      'Area 1: its geometry (Point) is not a Polygon or MultiPolygon',
    );
    assert.equal(
      await refusal(feature({ type: 'LineString', coordinates: ring }), 'zh'),
      '第1个区域的图形（LineString）不是 Polygon 或 MultiPolygon',
    );
    const invalid = [
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [200, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 95],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            ['1', 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      { type: 'Polygon', coordinates: [] },
      { type: 'MultiPolygon', coordinates: [ring] },
    ];
    for (const geometry of invalid) {
      assert.match(
        await refusal(feature(geometry)),
        /^Area 1 has invalid coordinates/,
        JSON.stringify(geometry),
      );
    }
    const list = await call(h.app, 'GET', MAP_AREA.list, { token });
    assert.equal(envelope<MapList>(list).data.list.length, 0);
  });

  it('keeps maps within the upload limit, naming it', async () => {
    // A valid map a little over the 1 MB configured for these tests.
    const points = 40_000;
    const ring = Array.from({ length: points }, (_, i) => {
      const angle = (2 * Math.PI * i) / points;
      return [116 + Math.cos(angle) * 1.123456789, 40 + Math.sin(angle) * 1.123456789];
    });
    ring.push(ring[0] ?? [0, 0]);
    const big = JSON.stringify({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    assert.ok(big.length > 1024 * 1024 && big.length < 2 * 1024 * 1024, `${big.length}`);
    assert.equal(await refusal(big), 'The map file is larger than 1 MB');
    assert.equal(await refusal(big, 'zhtw'), '地圖檔案大小超過1MB');
  });

  it('refuses a second map with the same code', async () => {
    const enCode = freshMapCode();
    await create(body({ enCode }));
    const second = await call(h.app, 'POST', MAP_AREA.create, {
      token,
      language: 'en',
      payload: body({ enCode }),
    });
    assert.equal(second.statusCode, 400);
    assert.match(envelope(second).msg, /already exists/);
  });

  const menu = MAP_PAGE;
  const fresh = async () => create(body());
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: MAP_AREA.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(MAP_AREA.item, { id: await fresh() }),
        }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({ method: 'POST', url: MAP_AREA.create, payload: body() }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MAP_AREA.item, { id: await fresh() }),
          payload: { enCode: freshMapCode(), fullName: '改' },
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(MAP_AREA.item, { id: await fresh() }),
        }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(MAP_AREA.state, { id: await fresh() }),
        }),
      },
    ],
  );

  it('answers the outlines to a session only', async () => {
    const enCode = freshMapCode();
    await create(body({ enCode }));
    const anonymous = await h.app.inject({
      method: 'GET',
      url: fillPath(MAP_AREA.geoJson, { code: enCode }),
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(
      (
        await call(h.app, 'GET', fillPath(MAP_AREA.geoJson, { code: enCode }), {
          token: await tokenFor(h.app, 'admin', ADMIN_PASSWORD),
        })
      ).statusCode,
      200,
    );
  });
});
