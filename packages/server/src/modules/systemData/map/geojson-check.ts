import type { GeoJsonFeatureCollection } from '@mepm/contract';

/** Why a GeoJSON text was refused: a message key and its parameters. */
export interface GeoJsonProblem {
  key:
    | 'mapNotJson'
    | 'mapNotFeatures'
    | 'mapNoFeatures'
    | 'mapTooManyFeatures'
    | 'mapGeometry'
    | 'mapCoordinates';
  params?: Record<string, string | number>;
}

export type GeoJsonCheck =
  { ok: true; value: GeoJsonFeatureCollection } | { ok: false; problem: GeoJsonProblem };

/** More outlines than any boundary map needs; beyond it, drawing stalls the browser anyway. */
export const MAX_FEATURES = 5000;
const GEOMETRIES = new Set(['Polygon', 'MultiPolygon']);

/**
 * Checks a boundary map's GeoJSON: a FeatureCollection (or one Feature) whose geometries are
 * Polygons or MultiPolygons with numeric longitudes and latitudes in range. Answers a clean copy
 * holding only what a map needs (type, properties, geometry), so nothing else is stored.
 */
export function checkGeoJson(text: string): GeoJsonCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('mapNotJson');
  }
  if (!isObject(parsed)) return refuse('mapNotFeatures');
  const features =
    parsed.type === 'FeatureCollection'
      ? parsed.features
      : parsed.type === 'Feature'
        ? [parsed]
        : undefined;
  if (!Array.isArray(features)) return refuse('mapNotFeatures');
  if (features.length === 0) return refuse('mapNoFeatures');
  if (features.length > MAX_FEATURES) return refuse('mapTooManyFeatures', { max: MAX_FEATURES });
  const clean: GeoJsonFeatureCollection['features'] = [];
  for (const [index, feature] of features.entries()) {
    const row = index + 1;
    if (!isObject(feature) || feature.type !== 'Feature' || !isObject(feature.geometry)) {
      return refuse('mapGeometry', { row, type: '-' });
    }
    const { type, coordinates } = feature.geometry;
    if (typeof type !== 'string' || !GEOMETRIES.has(type)) {
      return refuse('mapGeometry', {
        row,
        type: typeof type === 'string' ? type.slice(0, 30) : '-',
      });
    }
    const polygons = type === 'Polygon' ? [coordinates] : coordinates;
    if (!Array.isArray(polygons) || polygons.length === 0 || !polygons.every(isPolygon)) {
      return refuse('mapCoordinates', { row });
    }
    clean.push({
      type: 'Feature',
      properties: isObject(feature.properties) ? feature.properties : null,
      geometry: { type: type as 'Polygon' | 'MultiPolygon', coordinates },
    });
  }
  return { ok: true, value: { type: 'FeatureCollection', features: clean } };
}

function refuse(key: GeoJsonProblem['key'], params?: GeoJsonProblem['params']): GeoJsonCheck {
  return { ok: false, problem: params === undefined ? { key } : { key, params } };
}

/** A polygon: rings of at least four positions each. */
function isPolygon(polygon: unknown): boolean {
  return (
    Array.isArray(polygon) &&
    polygon.length > 0 &&
    polygon.every((ring) => Array.isArray(ring) && ring.length >= 4 && ring.every(isPosition))
  );
}

/** [longitude, latitude] or with an altitude: finite numbers, the first two in range. */
function isPosition(position: unknown): boolean {
  if (!Array.isArray(position) || position.length < 2 || position.length > 3) return false;
  if (!position.every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  const [lng, lat] = position as number[];
  return lng !== undefined && lat !== undefined && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
