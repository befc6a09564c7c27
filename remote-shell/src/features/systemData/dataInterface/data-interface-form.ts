import type {
  DataInterfaceBody,
  DataInterfaceParam,
  DataInterfaceRecord,
  DataInterfaceResult,
} from '@mepm/contract';
import { DATA_INTERFACE_RESERVED_PARAMS, type DATA_INTERFACE_KINDS } from '@mepm/contract/paths';
import {
  EMPTY_CODED_RECORD,
  required,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../../../shared/crud';
import type { CodedRecordValues, FieldErrors } from '../../../shared/crud';

export const FIELDS = 'systemData.dataInterface.fields';

export type Kind = (typeof DATA_INTERFACE_KINDS)[number];

/** A header or query entry as typed: name and value. */
export interface PairValues {
  name: string;
  value: string;
}

/** The form's values: everything as typed, the lists as rows of a small table. */
export interface DataInterfaceValues extends CodedRecordValues {
  category: string;
  kind: Kind;
  dataSourceId: string;
  sqlText: string;
  staticData: string;
  httpMethod: 'GET' | 'POST';
  httpUrl: string;
  httpHeaders: PairValues[];
  httpQuery: PairValues[];
  httpBody: string;
  resultPath: string;
  parameters: DataInterfaceParam[];
  /** "source:target" entries, one a line. */
  fieldMapping: string;
  paged: boolean;
  idField: string;
  nameField: string;
  childrenField: string;
  parentField: string;
}

export type DataInterfaceField = keyof DataInterfaceValues;

export const EMPTY_DATA_INTERFACE: DataInterfaceValues = {
  ...EMPTY_CODED_RECORD,
  category: '',
  kind: 'sql',
  dataSourceId: '0',
  sqlText: '',
  staticData: '',
  httpMethod: 'GET',
  httpUrl: '',
  httpHeaders: [],
  httpQuery: [],
  httpBody: '',
  resultPath: '',
  parameters: [],
  fieldMapping: '',
  paged: false,
  idField: '',
  nameField: '',
  childrenField: '',
  parentField: '',
};

export function toDataInterfaceValues(
  record: DataInterfaceRecord | undefined,
): DataInterfaceValues {
  if (record === undefined) return EMPTY_DATA_INTERFACE;
  return {
    ...toCodedValues(record),
    category: record.category,
    kind: record.kind,
    dataSourceId: record.dataSourceId,
    sqlText: record.sqlText,
    staticData: record.staticData,
    httpMethod: record.httpMethod,
    httpUrl: record.httpUrl,
    httpHeaders: record.httpHeaders,
    httpQuery: record.httpQuery,
    httpBody: record.httpBody,
    resultPath: record.resultPath,
    parameters: record.parameters,
    fieldMapping: record.fieldMapping.map((pair) => `${pair.source}:${pair.target}`).join('\n'),
    paged: record.paged,
    idField: record.optionMapping.idField,
    nameField: record.optionMapping.nameField,
    childrenField: record.optionMapping.childrenField ?? '',
    parentField: record.optionMapping.parentField ?? '',
  };
}

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED: readonly string[] = DATA_INTERFACE_RESERVED_PARAMS;

/** The mapping lines as pairs; a line without a colon keeps the field's own name. */
export function mappingPairs(text: string): { source: string; target: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [source = '', target] = line.split(':').map((part) => part.trim());
      return { source, target: target === undefined || target === '' ? source : target };
    });
}

/** The names of the `:name` parameters a statement uses, outside quotes and comments. */
export function sqlParameterNames(sql: string): string[] {
  const bare = sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const match of bare.matchAll(/(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return [...names];
}

/** The rules the server applies that a person can fix before sending. */
export function validateDataInterface(
  values: DataInterfaceValues,
): FieldErrors<DataInterfaceField> {
  const errors: FieldErrors<DataInterfaceField> = validateCodedRecord(values, FIELDS);
  if (values.kind === 'sql') {
    if (!values.sqlText.trim()) errors.sqlText = required(`${FIELDS}.sqlText`);
    else {
      const declared = new Set(values.parameters.map((param) => param.name.trim()));
      const missing = sqlParameterNames(values.sqlText).find((name) => !declared.has(name));
      if (missing !== undefined) {
        errors.sqlText = { key: 'systemData.dataInterface.undeclared', values: { name: missing } };
      }
    }
  }
  if (values.kind === 'static') {
    try {
      JSON.parse(values.staticData);
    } catch {
      errors.staticData = { key: 'systemData.dataInterface.notJson' };
    }
  }
  if (values.kind === 'http' && !/^https?:\/\/\S+$/i.test(values.httpUrl.trim())) {
    errors.httpUrl = { key: 'systemData.dataInterface.badUrl' };
  }
  const names = values.parameters.map((param) => param.name.trim());
  const bad = names.find(
    (name, index) =>
      !PARAM_NAME.test(name) || RESERVED.includes(name) || names.indexOf(name) !== index,
  );
  if (bad !== undefined) {
    errors.parameters = { key: 'systemData.dataInterface.badParamName', values: { name: bad } };
  }
  return errors;
}

export function toDataInterfaceBody(values: DataInterfaceValues): DataInterfaceBody {
  const childrenField = values.childrenField.trim();
  const parentField = values.parentField.trim();
  return {
    ...toCodedBody(values),
    category: values.category.trim(),
    kind: values.kind,
    dataSourceId: values.dataSourceId.trim() || '0',
    sqlText: values.kind === 'sql' ? values.sqlText : '',
    staticData: values.kind === 'static' ? values.staticData : '',
    httpMethod: values.httpMethod,
    httpUrl: values.kind === 'http' ? values.httpUrl.trim() : '',
    httpHeaders:
      values.kind === 'http' ? values.httpHeaders.filter((pair) => pair.name.trim()) : [],
    httpQuery: values.kind === 'http' ? values.httpQuery.filter((pair) => pair.name.trim()) : [],
    httpBody: values.kind === 'http' && values.httpMethod === 'POST' ? values.httpBody : '',
    resultPath: values.resultPath.trim(),
    parameters: values.parameters.map((param) => ({ ...param, name: param.name.trim() })),
    fieldMapping: mappingPairs(values.fieldMapping),
    paged: values.paged,
    optionMapping: {
      idField: values.idField.trim(),
      nameField: values.nameField.trim(),
      ...(childrenField === '' ? {} : { childrenField }),
      ...(parentField === '' ? {} : { parentField }),
    },
  };
}

/** A cell of the test result: text as it is, everything else as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The column names of a test result: the answer's, else the keys of its first rows. */
export function resultColumns(result: DataInterfaceResult): string[] {
  if (result.columns.length > 0) return result.columns.map((column) => column.name);
  const names = new Set<string>();
  for (const row of result.list.slice(0, 20)) for (const key of Object.keys(row)) names.add(key);
  return [...names];
}
