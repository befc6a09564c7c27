import type { GeoJsonFeatureCollection } from '@mepm/contract';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, sortAndState } from '../../../db/schema/columns';

/** Boundary maps: a checked GeoJSON FeatureCollection per code, for the data screens. */
export const mapAreas = pgTable(
  'map_areas',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    parentCode: text('parent_code').notNull().default(''),
    level: integer('level').notNull().default(0),
    description: text('description').notNull().default(''),
    geoJson: jsonb('geo_json').$type<GeoJsonFeatureCollection>().notNull(),
    featureCount: integer('feature_count').notNull(),
    /** Bytes of the stored GeoJSON text. */
    size: integer('size').notNull(),
    ...sortAndState(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('map_areas_en_code_unique').on(t.enCode)],
);
