import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { DataSourceBrief, DataSyncMode } from '@mepm/contract';
import { DATA_SYNC_MODES, DATA_SYNC_TABLE_PATTERN } from '@mepm/contract/paths';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceSelect } from '../../../shared/data-source-select';

const FIELDS = 'systemData.dataSync.fields';
const TABLE_NAME = new RegExp(DATA_SYNC_TABLE_PATTERN);

/** Where a copy goes and how. */
export interface SyncValues {
  toSourceId: string;
  toTable: string;
  mode: DataSyncMode;
}

/** A name the server accepts for a table (it checks the platform's stricter rule itself). */
export const tableNameValid = (name: string) => TABLE_NAME.test(name);

export interface SyncFieldsProps {
  values: SyncValues;
  sources: readonly DataSourceBrief[];
  onChange: (values: SyncValues) => void;
}

/** The target source, the target table's name and the mode, each mode explained. */
export function SyncFields({ values, sources, onChange }: SyncFieldsProps) {
  const { t } = useTranslation();
  const modeLabel = useId();
  const set = <K extends keyof SyncValues>(name: K, value: SyncValues[K]) =>
    onChange({ ...values, [name]: value });
  const nameValid = tableNameValid(values.toTable);
  return (
    <>
      <SourceSelect
        label={t(`${FIELDS}.targetSource`)}
        sources={sources}
        value={values.toSourceId}
        onChange={(toSourceId) => set('toSourceId', toSourceId)}
      />
      <TextField
        label={t(`${FIELDS}.targetTable`)}
        value={values.toTable}
        onChange={(event) => set('toTable', event.target.value.trim())}
        error={!nameValid}
        helperText={t(
          nameValid ? 'systemData.dataSync.modeHelp.created' : 'systemData.dataSync.tableName',
        )}
      />
      <FormControl>
        <FormLabel id={modeLabel}>{t(`${FIELDS}.mode`)}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeLabel}
          value={values.mode}
          onChange={(event) => set('mode', event.target.value as DataSyncMode)}
        >
          {DATA_SYNC_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={t(`systemData.dataSync.modes.${mode}`)}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{t(`systemData.dataSync.modeHelp.${values.mode}`)}</FormHelperText>
      </FormControl>
    </>
  );
}
