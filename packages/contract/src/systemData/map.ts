import Type from 'typebox';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { PagedList } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { MAP_ENDPOINT_ROUTES, MAP_RESOURCE_ROUTES } from '../routes-system-data';

/**
 * Boundary maps (docs/reference/maps.md): GeoJSON outlines of areas, by code, that the data
 * screens draw. The server checks the GeoJSON (polygons only, coordinates in range) and its size.
 */

const code = Type.String({ minLength: 1, maxLength: 50, pattern: '^[0-9A-Za-z.]+$' });

export const MapRecord = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  /** The code of the map this one lies in (a province's country), or empty. */
  parentCode: Type.String(),
  /** 0 country, 1 province, 2 city, 3 district. */
  level: Type.Integer(),
  description: Type.String(),
  enabled: Type.Boolean(),
  sortCode: Type.Integer(),
  /** Outlines in the GeoJSON. */
  featureCount: Type.Integer(),
  /** Bytes of the GeoJSON as stored. */
  size: Type.Integer(),
  createdTime: Type.Integer(),
});
export type MapRecord = Type.Static<typeof MapRecord>;

export const MapListQuery = KeywordPageQuery();
export type MapListQuery = Type.Static<typeof MapListQuery>;
export const MapList = PagedList(MapRecord);
export type MapList = Type.Static<typeof MapList>;

const fields = {
  enCode: code,
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  parentCode: Type.Optional(Type.String({ maxLength: 50 })),
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  enabled: Type.Optional(Type.Boolean()),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
};

/** The GeoJSON file's text; its size is checked against the map upload limit. */
const geoJson = Type.String({ minLength: 1 });

/** PUT: the outlines stay unless a new file is given. */
export const MapBody = Type.Object({ ...fields, geoJson: Type.Optional(geoJson) });
export type MapBody = Type.Static<typeof MapBody>;
export const MapCreateBody = Type.Object({ ...fields, geoJson });
export type MapCreateBody = Type.Static<typeof MapCreateBody>;

export const MAP_RESOURCE = defineResource({
  routes: MAP_RESOURCE_ROUTES,
  schemas: {
    listQuery: MapListQuery,
    page: MapList,
    record: MapRecord,
    body: MapBody,
    createBody: MapCreateBody,
  },
  summaries: {
    list: 'Boundary maps; keyword over code and name',
    create: 'Upload a boundary map (GeoJSON)',
    read: 'One boundary map, without its outlines',
    update: 'Edit a boundary map, or replace its outlines',
    remove: 'Delete a boundary map',
    state: 'Enable or disable a boundary map',
  },
});

/** A GeoJSON FeatureCollection, as stored. */
export const GeoJsonData = Type.Unsafe<GeoJsonFeatureCollection>(
  Type.Object({ type: Type.Literal('FeatureCollection'), features: Type.Array(Type.Unknown()) }),
);

export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: Record<string, unknown> | null;
    geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  }[];
}

export const MAP_ENDPOINTS = {
  geoJson: endpointAt(
    MAP_ENDPOINT_ROUTES.geoJson,
    "An enabled map's GeoJSON by code, for the data screens (a session is enough)",
    { params: Type.Object({ code }), query: TimestampQuery, data: GeoJsonData },
  ),
};
