import type { MapBody, MapCreateBody, MapRecord } from '@mepm/contract';
import {
  EMPTY_CODED_RECORD,
  required,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordValues, FieldError, FieldErrors } from '../../../shared/crud';

export const FIELDS = 'systemData.map.fields';
export const LEVELS = ['0', '1', '2', '3'] as const;
export type MapLevel = (typeof LEVELS)[number];

/** A chosen GeoJSON file: its text goes to the server, which checks it in full. */
export interface ChosenFile {
  name: string;
  text: string;
  featureCount: number;
}

export interface MapValues extends CodedRecordValues {
  parentCode: string;
  level: MapLevel;
  /** The new outlines; none on an edit keeps the stored ones. */
  file: ChosenFile | null;
  /** Whether the record exists (an edit), so that a file is optional. */
  editing: boolean;
}

export type MapField = keyof MapValues;

export function toMapValues(record: MapRecord | undefined): MapValues {
  if (record === undefined) {
    return { ...EMPTY_CODED_RECORD, parentCode: '', level: '0', file: null, editing: false };
  }
  return {
    ...toCodedValues(record),
    parentCode: record.parentCode,
    level: String(record.level) as MapLevel,
    file: null,
    editing: true,
  };
}

export function validateMap(values: MapValues): FieldErrors<MapField> {
  const errors: FieldErrors<MapField> = validateCodedRecord(values, FIELDS);
  if (!values.editing && values.file === null) errors.file = required(`${FIELDS}.file`);
  return errors;
}

/**
 * The body of a create or an edit. A create always has its file (validate demands it); an edit
 * without one leaves `geoJson` out, which the edit endpoint (MapBody) reads as "keep".
 */
export function toMapBody(values: MapValues): MapCreateBody {
  const body: MapBody = {
    ...toCodedBody(values),
    parentCode: values.parentCode.trim(),
    level: Number(values.level),
    ...(values.file === null ? {} : { geoJson: values.file.text }),
  };
  return body as MapCreateBody;
}

/**
 * A first look at a chosen file, so that an obvious mistake shows before the upload: it must be
 * JSON holding a FeatureCollection or a Feature. The server checks geometries and coordinates.
 */
export function readGeoJson(name: string, text: string): ChosenFile | FieldError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { key: 'systemData.map.fileNotJson' };
  }
  const value = parsed as { type?: unknown; features?: unknown } | null;
  if (value?.type === 'Feature') return { name, text, featureCount: 1 };
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features)) {
    return { name, text, featureCount: value.features.length };
  }
  return { key: 'systemData.map.fileNotGeoJson' };
}
