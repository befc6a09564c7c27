import type {
  GeoJsonFeatureCollection,
  MapBody,
  MapCreateBody,
  MapList,
  MapListQuery,
  MapRecord,
  StateBody,
  StateResult,
} from '@mepm/contract';
import { and, asc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { codedRecordFields, codedValues } from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { optionalText } from '../../../kernel/data/text-fields';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import { checkGeoJson } from './geojson-check';
import { mapAreas } from './schema';

/** Every column but the outlines, which lists and forms never need. */
const { geoJson: _outlines, ...summaryColumns } = getTableColumns(mapAreas);
type MapSummaryRow = Omit<typeof mapAreas.$inferSelect, 'geoJson'>;

function toRecord(row: MapSummaryRow): MapRecord {
  return {
    id: row.id,
    ...codedRecordFields(row),
    parentCode: row.parentCode,
    level: row.level,
    featureCount: row.featureCount,
    size: row.size,
  };
}

/** The checked outlines of a GeoJSON text within the size limit, or a translated 400. */
export function outlinesOf(text: string, limitMb: number) {
  if (Buffer.byteLength(text, 'utf8') > limitMb * 1024 * 1024) {
    throw badRequest('mapTooLarge', { size: limitMb });
  }
  const checked = checkGeoJson(text);
  if (!checked.ok) throw badRequest(checked.problem.key, checked.problem.params);
  const stored = JSON.stringify(checked.value);
  return {
    geoJson: checked.value,
    featureCount: checked.value.features.length,
    size: Buffer.byteLength(stored, 'utf8'),
  };
}

function mapValues(body: MapBody) {
  return {
    ...codedValues(body),
    parentCode: optionalText(body.parentCode, 'parentCode'),
    level: body.level ?? 0,
  };
}

export async function listMaps(
  db: Db,
  query: MapListQuery,
  versions?: DataVersions,
): Promise<MapList> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined ? undefined : keywordMatch(keyword, [mapAreas.enCode, mapAreas.fullName]);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: mapAreas,
    where,
    rows: (window) =>
      db
        .select(summaryColumns)
        .from(mapAreas)
        .where(where)
        .orderBy(asc(mapAreas.level), asc(mapAreas.sortCode), asc(mapAreas.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toRecord), pagination };
}

export async function readMap(db: Db, id: string): Promise<MapRecord> {
  return toRecord(found(await db.select(summaryColumns).from(mapAreas).where(eq(mapAreas.id, id))));
}

export async function createMap(tx: Tx, body: MapCreateBody, limitMb: number): Promise<string> {
  const outlines = outlinesOf(body.geoJson, limitMb);
  const [row] = await tx
    .insert(mapAreas)
    .values({ ...mapValues(body), ...outlines })
    .returning({ id: mapAreas.id });
  return found(row === undefined ? [] : [row]).id;
}

/** Edits the fields; the outlines change only when a new file comes with the edit. */
export async function updateMap(tx: Tx, id: string, body: MapBody, limitMb: number): Promise<void> {
  const outlines = body.geoJson === undefined ? {} : outlinesOf(body.geoJson, limitMb);
  found(
    await tx
      .update(mapAreas)
      .set({ ...mapValues(body), ...outlines })
      .where(eq(mapAreas.id, id))
      .returning({ id: mapAreas.id }),
  );
}

export async function deleteMap(tx: Tx, id: string): Promise<void> {
  found(await tx.delete(mapAreas).where(eq(mapAreas.id, id)).returning({ id: mapAreas.id }));
}

export async function setMapState(tx: Tx, id: string, body: StateBody): Promise<StateResult> {
  const enabled = body.enabled === undefined ? not(mapAreas.enabled) : sql`${body.enabled}`;
  return found(
    await tx
      .update(mapAreas)
      .set({ enabled: sql`${enabled}` })
      .where(eq(mapAreas.id, id))
      .returning({ enabled: mapAreas.enabled }),
  );
}

/** An enabled map's outlines by code, for the data screens. */
export async function geoJsonByCode(db: Db, code: string): Promise<GeoJsonFeatureCollection> {
  const [row] = await db
    .select({ geoJson: mapAreas.geoJson })
    .from(mapAreas)
    .where(and(eq(mapAreas.enCode, code), eq(mapAreas.enabled, true)));
  if (row === undefined) throw new ApiError(404, 404, 'mapNotFound');
  return row.geoJson;
}
