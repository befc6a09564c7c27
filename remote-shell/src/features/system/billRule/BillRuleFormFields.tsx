import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { BillRuleRecord } from '@mepm/contract';
import { BILL_DATE_FORMATS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { BillNumberExample } from './BillNumberExample';
import { FIELDS, type BillRuleField, type BillRuleValues } from './bill-rule-form';

type TextName = 'category' | 'prefix' | 'digits' | 'startNumber';

/** The rule's fields, and below them the next number as they stand. */
export function BillRuleFormFields({
  values,
  errors,
  onChange,
  record,
}: RecordForm<BillRuleRecord, BillRuleValues, BillRuleField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const set = <K extends BillRuleField>(name: K, value: BillRuleValues[K]) =>
    onChange({ ...values, [name]: value });
  const text = (name: TextName, isRequired = false) => (
    <TextField
      label={t(`${FIELDS}.${name}`)}
      required={isRequired}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
      slotProps={
        name === 'digits' || name === 'startNumber' ? { htmlInput: { inputMode: 'numeric' } } : {}
      }
    />
  );
  return (
    <>
      <CodedRecordFields
        fields={FIELDS}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
      {text('category')}
      {text('prefix')}
      <TextField
        select
        label={t(`${FIELDS}.dateFormat`)}
        value={values.dateFormat}
        onChange={(event) => set('dateFormat', event.target.value as BillRuleValues['dateFormat'])}
      >
        {BILL_DATE_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {t(`system.billRule.dateFormats.${format}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('digits', true)}
      {text('startNumber', true)}
      <FormControlLabel
        label={t(`${FIELDS}.resetPerPeriod`)}
        control={
          <Switch
            checked={values.resetPerPeriod}
            onChange={(event) => set('resetPerPeriod', event.target.checked)}
          />
        }
      />
      <BillNumberExample values={values} record={record} />
    </>
  );
}
