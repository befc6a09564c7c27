import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WebDesignRecord } from '@mepm/contract';
import { DESIGN_CATEGORY_DICTIONARY, DESIGN_TYPES, DESIGN_WEB_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { DictionarySelectField, useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import {
  FIELDS,
  TYPE_NAMES,
  WEB_TYPE_NAMES,
  type WebDesignField,
  type WebDesignValues,
} from './web-design-form';

type TextName = 'fullName' | 'enCode' | 'sortCode' | 'description';

/** A design's attributes: name, code, category, type, mode, order and description. */
export function WebDesignFormFields({
  values,
  errors,
  onChange,
}: RecordForm<WebDesignRecord, WebDesignValues, WebDesignField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const set = <K extends WebDesignField>(name: K, value: WebDesignValues[K]) =>
    onChange({ ...values, [name]: value });
  const text = (name: TextName, isRequired = false) => (
    <TextField
      label={t(`${FIELDS}.${name}`)}
      required={isRequired}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );
  return (
    <>
      {text('fullName', true)}
      {text('enCode', true)}
      <DictionarySelectField
        dictionary={DESIGN_CATEGORY_DICTIONARY}
        required
        label={t(`${FIELDS}.category`)}
        value={values.category}
        onChange={(category) => set('category', category)}
        error={errors.category !== undefined}
        helperText={errorText(errors.category)}
      />
      <TextField
        select
        label={t(`${FIELDS}.type`)}
        value={String(values.type)}
        onChange={(event) => set('type', Number(event.target.value) as WebDesignValues['type'])}
      >
        {DESIGN_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {t(`onlineDev.webDesign.types.${TYPE_NAMES[type]}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t(`${FIELDS}.webType`)}
        value={String(values.webType)}
        onChange={(event) =>
          set('webType', Number(event.target.value) as WebDesignValues['webType'])
        }
      >
        {DESIGN_WEB_TYPES.map((webType) => (
          <MenuItem key={webType} value={String(webType)}>
            {t(`onlineDev.webDesign.webTypes.${WEB_TYPE_NAMES[webType]}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('sortCode')}
      {text('description')}
    </>
  );
}
