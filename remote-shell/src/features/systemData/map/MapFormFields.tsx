import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MapRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, useFieldErrorText } from '../../../shared/crud';
import type { FieldError, RecordForm } from '../../../shared/crud';
import {
  FIELDS,
  LEVELS,
  readGeoJson,
  type MapField,
  type MapLevel,
  type MapValues,
} from './map-form';
import { readText } from '../../../shared/json-file';

/** The map's fields and its GeoJSON file (required on upload, optional on an edit). */
export function MapFormFields({
  values,
  errors,
  onChange,
}: RecordForm<MapRecord, MapValues, MapField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const inputId = useId();
  const [fileError, setFileError] = useState<FieldError | undefined>(undefined);
  const set = <K extends MapField>(name: K, value: MapValues[K]) =>
    onChange({ ...values, [name]: value });
  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    const read = readGeoJson(file.name, await readText(file));
    if ('text' in read) {
      setFileError(undefined);
      set('file', read);
    } else {
      setFileError(read);
      set('file', null);
    }
  };
  const shownError = fileError ?? errors.file;
  return (
    <>
      <CodedRecordFields
        fields={FIELDS}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
      <TextField
        label={t(`${FIELDS}.parentCode`)}
        value={values.parentCode}
        onChange={(event) => set('parentCode', event.target.value)}
      />
      <TextField
        select
        label={t(`${FIELDS}.level`)}
        value={values.level}
        onChange={(event) => set('level', event.target.value as MapLevel)}
      >
        {LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`systemData.map.levels.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component="label" htmlFor={inputId} variant="outlined">
            {t('systemData.map.chooseFile')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".json,.geojson,application/json,application/geo+json"
            aria-label={t(`${FIELDS}.file`)}
            required={!values.editing}
            hidden
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Typography variant="body2">
            {values.file
              ? t('systemData.map.fileChosen', {
                  name: values.file.name,
                  count: values.file.featureCount,
                })
              : values.editing
                ? t('systemData.map.keepFile')
                : ''}
          </Typography>
        </Stack>
        {shownError && <FormHelperText error>{errorText(shownError)}</FormHelperText>}
      </Stack>
    </>
  );
}
