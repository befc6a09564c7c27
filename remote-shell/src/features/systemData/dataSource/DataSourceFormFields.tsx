import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataSourceKind, DataSourceRecord } from '@mepm/contract';
import { DATA_SOURCE_KINDS, DATA_SOURCE_SSL_MODES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { ConnectionTest } from './ConnectionTest';
import {
  FIELDS,
  validateDataSource,
  withKind,
  type DataSourceField,
  type DataSourceValues,
  type SslMode,
} from './data-source-form';

type TextName = Exclude<DataSourceField, 'kind' | 'ssl' | 'enabled'>;

/** The source's fields, then the connection test of what they say. */
export function DataSourceFormFields({
  values,
  errors,
  onChange,
  record,
}: RecordForm<DataSourceRecord, DataSourceValues, DataSourceField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const set = <K extends DataSourceField>(name: K, value: DataSourceValues[K]) =>
    onChange({ ...values, [name]: value });
  const keepsPassword = record?.hasPassword === true;
  const text = (name: TextName, options: { required?: boolean; helper?: string } = {}) => (
    <TextField
      label={t(`${FIELDS}.${name}`)}
      required={options.required}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name]) ?? options.helper}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      slotProps={name === 'port' ? { htmlInput: { inputMode: 'numeric' } } : {}}
    />
  );
  return (
    <>
      {text('fullName', { required: true })}
      <TextField
        select
        label={t(`${FIELDS}.kind`)}
        value={values.kind}
        onChange={(event) => onChange(withKind(values, event.target.value as DataSourceKind))}
      >
        {DATA_SOURCE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`systemData.dataSource.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('host', { required: true })}
      {text('port', { required: true })}
      {text('database', { required: true })}
      {values.kind === 'postgresql' &&
        text('schema', { helper: t('systemData.dataSource.hints.schema') })}
      {text('user', { required: true })}
      <TextField
        label={t(`${FIELDS}.password`)}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        placeholder={keepsPassword ? t('systemData.dataSource.hints.passwordUnchanged') : undefined}
        helperText={keepsPassword ? t('systemData.dataSource.hints.passwordKept') : undefined}
        slotProps={keepsPassword ? { inputLabel: { shrink: true } } : {}}
      />
      <TextField
        select
        label={t(`${FIELDS}.ssl`)}
        value={values.ssl}
        onChange={(event) => set('ssl', event.target.value as SslMode)}
      >
        {DATA_SOURCE_SSL_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`systemData.dataSource.sslModes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.kind === 'mysql' && text('charset')}
      {text('sortCode')}
      {text('description')}
      <FormControlLabel
        label={t(`${FIELDS}.enabled`)}
        control={
          <Switch
            checked={values.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
        }
      />
      <Typography variant="caption" color="text.secondary">
        {t('systemData.dataSource.hints.readOnly')}
      </Typography>
      <ConnectionTest
        values={values}
        editId={record?.id}
        disabled={['host', 'port', 'database', 'user'].some(
          (name) => validateDataSource(values)[name as DataSourceField] !== undefined,
        )}
      />
    </>
  );
}
