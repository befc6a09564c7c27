import { defineMessages, type Texts } from '../../../kernel/i18n/catalog';

/** Texts of the boundary maps: why a GeoJSON file was refused. */
export const MAP_MESSAGES = defineMessages({
  mapTooLarge: {
    zh: '地图文件大小超过{size}MB',
    zhtw: '地圖檔案大小超過{size}MB',
    en: 'The map file is larger than {size} MB',
  },
  mapNotJson: {
    zh: '地图文件不是有效的 JSON',
    zhtw: '地圖檔案不是有效的 JSON',
    en: 'The map file is not valid JSON',
  },
  mapNotFeatures: {
    zh: '地图文件必须是 GeoJSON 的 FeatureCollection 或 Feature',
    zhtw: '地圖檔案必須是 GeoJSON 的 FeatureCollection 或 Feature',
    en: 'The map file must be a GeoJSON FeatureCollection or Feature',
  },
  mapNoFeatures: {
    zh: '地图文件没有任何区域',
    zhtw: '地圖檔案沒有任何區域',
    en: 'The map file has no areas',
  },
  mapTooManyFeatures: {
    zh: '地图文件的区域不能超过{max}个',
    zhtw: '地圖檔案的區域不能超過{max}個',
    en: 'The map file may have at most {max} areas',
  },
  mapGeometry: {
    zh: '第{row}个区域的图形（{type}）不是 Polygon 或 MultiPolygon',
    zhtw: '第{row}個區域的圖形（{type}）不是 Polygon 或 MultiPolygon',
    en: 'Area {row}: its geometry ({type}) is not a Polygon or MultiPolygon',
  },
  mapCoordinates: {
    zh: '第{row}个区域的坐标无效：经度须在 -180 到 180 之间，纬度须在 -90 到 90 之间',
    zhtw: '第{row}個區域的座標無效：經度須在 -180 到 180 之間，緯度須在 -90 到 90 之間',
    en: 'Area {row} has invalid coordinates: longitudes lie within -180 to 180, latitudes within -90 to 90',
  },
  mapNotFound: {
    zh: '地图不存在或已禁用',
    zhtw: '地圖不存在或已停用',
    en: 'The map does not exist or is disabled',
  },
});

export const MAP_FIELD_NAMES = {
  geoJson: { zh: '地图文件', zhtw: '地圖檔案', en: 'map file' },
  level: { zh: '级别', zhtw: '級別', en: 'level' },
};

declare module '../../../kernel/i18n/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface MessageCatalog extends Record<keyof typeof MAP_MESSAGES, Texts> {}
}
