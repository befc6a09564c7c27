import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataInterfaceRecord } from '@mepm/contract';
import { DATA_INTERFACE_HTTP_METHODS, DATA_INTERFACE_KINDS } from '@mepm/contract/paths';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, useFieldErrorText } from '../../../shared/crud';
import { SourceSelect, useDataSourceOptionsQuery } from '../../../shared/data-source-select';
import type { RecordForm } from '../../../shared/crud';
import { useTestDataInterfaceMutation } from './api';
import {
  FIELDS,
  toDataInterfaceBody,
  type DataInterfaceField,
  type DataInterfaceValues,
  type Kind,
} from './data-interface-form';
import { PairRows } from './PairRows';
import { ParameterTable } from './ParameterTable';
import { TestPanel } from './TestPanel';

const SqlEditor = lazy(() => import('./SqlEditor'));

type TextName =
  | 'category'
  | 'staticData'
  | 'httpUrl'
  | 'httpBody'
  | 'resultPath'
  | 'fieldMapping'
  | 'idField'
  | 'nameField'
  | 'childrenField'
  | 'parentField';

/** The interface's fields by kind, its parameters and mappings, and the test below them. */
export function DataInterfaceFormFields({
  values,
  errors,
  onChange,
}: RecordForm<DataInterfaceRecord, DataInterfaceValues, DataInterfaceField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [test] = useTestDataInterfaceMutation();
  const sources = useDataSourceOptionsQuery(undefined).data?.list ?? [];
  const set = <K extends DataInterfaceField>(name: K, value: DataInterfaceValues[K]) =>
    onChange({ ...values, [name]: value });
  const text = (name: TextName, multiline = false) => (
    <TextField
      label={t(`${FIELDS}.${name}`)}
      value={values[name]}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );
  return (
    <>
      <Alert severity="info">{t('systemData.dataInterface.help')}</Alert>
      <CodedRecordFields
        fields={FIELDS}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
      {text('category')}
      <TextField
        select
        label={t(`${FIELDS}.kind`)}
        value={values.kind}
        onChange={(event) => set('kind', event.target.value as Kind)}
      >
        {DATA_INTERFACE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`systemData.dataInterface.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.kind === 'sql' && (
        <>
          <SourceSelect
            label={t(`${FIELDS}.dataSourceId`)}
            sources={sources}
            value={values.dataSourceId}
            onChange={(sourceId) => set('dataSourceId', sourceId)}
          />
          <Typography variant="subtitle2">{t(`${FIELDS}.sqlText`)}</Typography>
          <Suspense fallback={<CircularProgress size={24} />}>
            <SqlEditor
              label={t(`${FIELDS}.sqlText`)}
              value={values.sqlText}
              onChange={(sqlText) => set('sqlText', sqlText)}
            />
          </Suspense>
          {errors.sqlText && (
            <Typography variant="caption" color="error">
              {errorText(errors.sqlText)}
            </Typography>
          )}
        </>
      )}
      {values.kind === 'static' && text('staticData', true)}
      {values.kind === 'http' && (
        <>
          <Stack direction="row" spacing={1}>
            <TextField
              select
              label={t(`${FIELDS}.httpMethod`)}
              value={values.httpMethod}
              sx={{ minWidth: 110 }}
              onChange={(event) => set('httpMethod', event.target.value as 'GET' | 'POST')}
            >
              {DATA_INTERFACE_HTTP_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {method}
                </MenuItem>
              ))}
            </TextField>
            <Stack sx={{ flex: 1 }}>{text('httpUrl')}</Stack>
          </Stack>
          <PairRows
            label={t(`${FIELDS}.httpHeaders`)}
            pairs={values.httpHeaders}
            onChange={(pairs) => set('httpHeaders', pairs)}
          />
          <PairRows
            label={t(`${FIELDS}.httpQuery`)}
            pairs={values.httpQuery}
            onChange={(pairs) => set('httpQuery', pairs)}
          />
          {values.httpMethod === 'POST' && text('httpBody', true)}
        </>
      )}
      {values.kind !== 'sql' && text('resultPath')}
      <ParameterTable
        parameters={values.parameters}
        onChange={(parameters) => set('parameters', parameters)}
        error={errorText(errors.parameters)}
      />
      <Divider />
      {text('fieldMapping', true)}
      <FormControlLabel
        label={t(`${FIELDS}.paged`)}
        control={
          <Switch checked={values.paged} onChange={(event) => set('paged', event.target.checked)} />
        }
      />
      <Stack direction="row" spacing={1}>
        {text('idField')}
        {text('nameField')}
        {text('childrenField')}
        {text('parentField')}
      </Stack>
      <Divider />
      <Typography variant="subtitle2">{t('systemData.dataInterface.titles.test')}</Typography>
      <TestPanel
        parameters={values.parameters}
        paged={values.paged}
        run={(args) => test({ definition: toDataInterfaceBody(values), args }).unwrap()}
      />
    </>
  );
}
