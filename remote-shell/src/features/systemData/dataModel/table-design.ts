import type { DataModelColumnType, DataModelTableDesign, DataModelTableInfo } from '@mepm/contract';
import { DATA_MODEL_NAME_PATTERN } from '@mepm/contract/paths';
import type { FieldError } from '../../../shared/crud';

export const FIELDS = 'systemData.dataModel.fields';
export const COLUMN_FIELDS = 'systemData.dataModel.columnFields';

/** One row of the columns editor, everything as typed; `originalName` ties it to the table. */
export interface ColumnValues {
  /** A stable key for the row while names are edited. */
  key: string;
  originalName?: string;
  name: string;
  type: DataModelColumnType;
  length: string;
  scale: string;
  nullable: boolean;
  primaryKey: boolean;
  defaultValue: string;
  comment: string;
}

export interface TableValues {
  name: string;
  comment: string;
  columns: ColumnValues[];
  /** The structure the design started from (a change of a table); the server checks it. */
  version?: string;
}

/** The refusals of the designer: the table's name, and each column's first wrong part by row. */
export interface TableErrors {
  name?: FieldError;
  columns?: FieldError;
  rows?: Readonly<Record<string, FieldError>>;
}

let keys = 0;
const nextKey = () => `column-${++keys}`;

/** What a new column starts as: a nullable varchar. */
export function emptyColumn(): ColumnValues {
  return {
    key: nextKey(),
    name: '',
    type: 'varchar',
    length: '50',
    scale: '',
    nullable: true,
    primaryKey: false,
    defaultValue: '',
    comment: '',
  };
}

/** A new table starts with an id key, as most designed tables have. */
export function newTableValues(): TableValues {
  return {
    name: '',
    comment: '',
    columns: [{ ...emptyColumn(), name: 'id', length: '36', nullable: false, primaryKey: true }],
  };
}

/** The designer's values of an existing table; a column the page cannot design keeps `text`. */
export function tableValues(info: DataModelTableInfo | undefined): TableValues {
  if (!info) return newTableValues();
  return {
    name: info.name,
    comment: info.comment,
    version: info.version,
    columns: info.columns.map((column) => ({
      key: nextKey(),
      originalName: column.name,
      name: column.name,
      type: column.design ?? 'text',
      length: column.length === null ? '' : String(column.length),
      scale: column.scale === null ? '' : String(column.scale),
      nullable: column.nullable,
      primaryKey: column.primaryKey,
      defaultValue: column.defaultValue ?? '',
      comment: column.comment,
    })),
  };
}

/** Whether a type takes a length (varchar) or a precision and scale (decimal). */
export const takesLength = (type: DataModelColumnType) => type === 'varchar' || type === 'decimal';
export const takesScale = (type: DataModelColumnType) => type === 'decimal';

const namePattern = new RegExp(DATA_MODEL_NAME_PATTERN);
const wholeNumber = /^\d{1,5}$/;

function columnError(column: ColumnValues, seen: Set<string>): FieldError | undefined {
  if (!column.name) return { key: 'crud.form.required', field: `${COLUMN_FIELDS}.name` };
  if (!namePattern.test(column.name)) return { key: 'systemData.dataModel.badName' };
  if (seen.has(column.name)) {
    return { key: 'systemData.dataModel.duplicateColumn', values: { column: column.name } };
  }
  seen.add(column.name);
  if (takesLength(column.type) && column.length && !wholeNumber.test(column.length)) {
    return { key: 'systemData.dataModel.badNumber', field: `${COLUMN_FIELDS}.length` };
  }
  if (takesScale(column.type) && column.scale && !wholeNumber.test(column.scale)) {
    return { key: 'systemData.dataModel.badNumber', field: `${COLUMN_FIELDS}.scale` };
  }
  return undefined;
}

/** What the designer refuses before asking the server (which checks again, and more). */
export function validateTable(values: TableValues): TableErrors {
  const errors: TableErrors = {};
  if (!values.name) errors.name = { key: 'crud.form.required', field: `${FIELDS}.name` };
  else if (!namePattern.test(values.name)) errors.name = { key: 'systemData.dataModel.badName' };
  if (values.columns.length === 0) errors.columns = { key: 'systemData.dataModel.noColumns' };
  const seen = new Set<string>();
  const rows: Record<string, FieldError> = {};
  for (const column of values.columns) {
    const error = columnError(column, seen);
    if (error) rows[column.key] = error;
  }
  if (Object.keys(rows).length > 0) errors.rows = rows;
  return errors;
}

const numberOr = (text: string) => (text.trim() === '' ? {} : { value: Number(text) });

/** The body the server takes: numbers as numbers, an empty default as none. */
export function tableBody(values: TableValues): DataModelTableDesign {
  return {
    name: values.name.trim(),
    comment: values.comment.trim(),
    ...(values.version === undefined ? {} : { version: values.version }),
    columns: values.columns.map((column) => {
      const length = takesLength(column.type) ? numberOr(column.length) : {};
      const scale = takesScale(column.type) ? numberOr(column.scale) : {};
      return {
        ...(column.originalName === undefined ? {} : { originalName: column.originalName }),
        name: column.name.trim(),
        type: column.type,
        ...('value' in length ? { length: length.value } : {}),
        ...('value' in scale ? { scale: scale.value } : {}),
        nullable: column.nullable && !column.primaryKey,
        primaryKey: column.primaryKey,
        defaultValue: column.defaultValue === '' ? null : column.defaultValue,
        comment: column.comment.trim(),
      };
    }),
  };
}

/** Whether the designer's refusals stop a save. */
export function hasDesignErrors(errors: TableErrors): boolean {
  return errors.name !== undefined || errors.columns !== undefined || errors.rows !== undefined;
}
