import type {
  DataSourceBody,
  DataSourceKind,
  DataSourceRecord,
  DataSourceTestBody,
} from '@mepm/contract';
import { DATA_SOURCE_DEFAULT_PORT, DATA_SOURCE_HOST_PATTERN } from '@mepm/contract/paths';
import { validators } from '@mepm/form-engine';
import { required } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';

export const FIELDS = 'systemData.dataSource.fields';

export type SslMode = 'off' | 'require' | 'verify';

/** The form's values as typed; the password is empty unless a new one is typed. */
export interface DataSourceValues {
  fullName: string;
  kind: DataSourceKind;
  host: string;
  port: string;
  database: string;
  schema: string;
  user: string;
  password: string;
  ssl: SslMode;
  charset: string;
  description: string;
  sortCode: string;
  enabled: boolean;
}

export type DataSourceField = keyof DataSourceValues;

export const EMPTY_DATA_SOURCE: DataSourceValues = {
  fullName: '',
  kind: 'postgresql',
  host: '',
  port: String(DATA_SOURCE_DEFAULT_PORT.postgresql),
  database: '',
  schema: '',
  user: '',
  password: '',
  ssl: 'off',
  charset: '',
  description: '',
  sortCode: '0',
  enabled: true,
};

/** The record's values; its password stays on the server (the field shows "unchanged"). */
export function toDataSourceValues(record: DataSourceRecord | undefined): DataSourceValues {
  if (record === undefined) return EMPTY_DATA_SOURCE;
  return {
    fullName: record.fullName,
    kind: record.kind,
    host: record.host,
    port: String(record.port),
    database: record.database,
    schema: record.schema,
    user: record.user,
    password: '',
    ssl: record.options.ssl ?? 'off',
    charset: record.options.charset ?? '',
    description: record.description,
    sortCode: String(record.sortCode),
    enabled: record.enabled,
  };
}

/**
 * A new kind brings its default port, unless a port of the person's own was typed: 5432 becomes
 * 3306 and back, anything else stays.
 */
export function withKind(values: DataSourceValues, kind: DataSourceKind): DataSourceValues {
  const defaults = Object.values(DATA_SOURCE_DEFAULT_PORT).map(String);
  const port = values.port.trim();
  const keepsPort = port !== '' && !defaults.includes(port);
  return {
    ...values,
    kind,
    port: keepsPort ? values.port : String(DATA_SOURCE_DEFAULT_PORT[kind]),
  };
}

const HOST = new RegExp(DATA_SOURCE_HOST_PATTERN);

function portOf(text: string): number | undefined {
  const value = Number(text.trim());
  return validators.positiveInteger(text.trim()) && value >= 1 && value <= 65_535
    ? value
    : undefined;
}

/** The rules the server applies: name, host, port, database and user required and well formed. */
export function validateDataSource(values: DataSourceValues): FieldErrors<DataSourceField> {
  const errors: FieldErrors<DataSourceField> = {};
  for (const name of ['fullName', 'host', 'database', 'user'] as const) {
    if (!values[name].trim()) errors[name] = required(`${FIELDS}.${name}`);
  }
  if (errors.host === undefined && !HOST.test(values.host.trim()))
    errors.host = { key: 'systemData.dataSource.errors.host' };
  if (!values.port.trim()) errors.port = required(`${FIELDS}.port`);
  else if (portOf(values.port) === undefined)
    errors.port = { key: 'systemData.dataSource.errors.port' };
  const sortCode = values.sortCode.trim();
  if (sortCode && sortCode !== '0' && !validators.positiveInteger(sortCode))
    errors.sortCode = { rule: 'positiveInteger' };
  return errors;
}

/** The connection settings as sent; an empty password means none, or the stored one. */
function connectionOf(values: DataSourceValues) {
  return {
    kind: values.kind,
    host: values.host.trim(),
    port: portOf(values.port) ?? 0,
    database: values.database.trim(),
    ...(values.kind === 'postgresql' ? { schema: values.schema.trim() } : {}),
    user: values.user.trim(),
    password: values.password,
    options: {
      ssl: values.ssl,
      ...(values.kind === 'mysql' && values.charset.trim() !== ''
        ? { charset: values.charset.trim() }
        : {}),
    },
  };
}

export function toDataSourceBody(values: DataSourceValues): DataSourceBody {
  return {
    fullName: values.fullName.trim(),
    ...connectionOf(values),
    description: values.description.trim(),
    sortCode: Number(values.sortCode.trim() || '0'),
    enabled: values.enabled,
  };
}

/** What a test sends: the settings, and the edited source's id so that its password is used. */
export function toTestBody(
  values: DataSourceValues,
  editId: string | undefined,
): DataSourceTestBody {
  return { ...(editId === undefined ? {} : { id: editId }), ...connectionOf(values) };
}
