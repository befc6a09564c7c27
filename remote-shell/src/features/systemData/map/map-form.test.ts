import type { MapRecord } from '@mepm/contract';
import { readGeoJson, toMapBody, toMapValues, validateMap } from './map-form';

const record: MapRecord = {
  id: 'm1',
  enCode: 'china',
  fullName: '中国',
  parentCode: '',
  level: 0,
  description: '',
  enabled: true,
  sortCode: 0,
  featureCount: 34,
  size: 1000,
  createdTime: 0,
};

describe('the map form', () => {
  it('demands a file on upload but not on an edit, which then keeps the outlines', () => {
    const fresh = { ...toMapValues(undefined), enCode: 'hubei', fullName: '湖北' };
    expect(validateMap(fresh).file).toEqual({
      key: 'crud.form.required',
      field: 'systemData.map.fields.file',
    });
    const editing = toMapValues(record);
    expect(validateMap(editing)).toEqual({});
    expect(toMapBody(editing)).not.toHaveProperty('geoJson');
    expect(toMapBody(editing)).toMatchObject({ enCode: 'china', level: 0 });
  });

  it('sends the chosen file and the level as a number', () => {
    const file = readGeoJson('a.json', '{"type":"FeatureCollection","features":[{},{}]}');
    expect(file).toEqual({ name: 'a.json', text: expect.any(String), featureCount: 2 });
    if (!('text' in file)) throw new Error('refused');
    const values = {
      ...toMapValues(undefined),
      enCode: 'a',
      fullName: 'A',
      level: '2' as const,
      file,
    };
    expect(validateMap(values)).toEqual({});
    expect(toMapBody(values)).toMatchObject({ level: 2, geoJson: file.text });
  });

  it('tells a file that is not JSON from one that is not GeoJSON', () => {
    expect(readGeoJson('x', '{oops')).toEqual({ key: 'systemData.map.fileNotJson' });
    expect(readGeoJson('x', '{"type":"Polygon"}')).toEqual({
      key: 'systemData.map.fileNotGeoJson',
    });
    expect(readGeoJson('x', 'null')).toEqual({ key: 'systemData.map.fileNotGeoJson' });
    expect(readGeoJson('x', '{"type":"Feature"}')).toMatchObject({ featureCount: 1 });
  });
});
