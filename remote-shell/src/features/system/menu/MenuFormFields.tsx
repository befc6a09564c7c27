import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SystemMenuNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '../../../shared/tree';
import { MENU_TYPES, TOP_LEVEL, needsModel } from './menu-form';
import type { MenuField, MenuFormErrors, MenuFormValues } from './menu-form';
import { MENU_TYPE_TEXTS } from './menu-type-text';
import { MenuIconField } from '../../../shared/menu-icon/MenuIconField';
import { useFieldErrorText } from '../../../shared/crud';

interface Props {
  values: MenuFormValues;
  errors: MenuFormErrors;
  onChange: <F extends MenuField>(field: F, value: MenuFormValues[F]) => void;
  parents: readonly SystemMenuNode[];
}

/** The menu entry fields (in the dialog's stack); the model fields only for model types. */
export function MenuFormFields({ values, errors, onChange, parents }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const text = (
    field: 'fullName' | 'zhtwName' | 'enName' | 'enCode' | 'urlAddress' | 'moduleId' | 'sortCode',
  ) => ({
    // In the form the zh name is one of three: its label says which language it is.
    label: t(`system.menu.fields.${field === 'fullName' ? 'zhName' : field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: errors[field] !== undefined,
    helperText: errorText(errors[field]),
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <>
      <TreeSelect
        label={t('system.menu.fields.parent')}
        nodes={parents}
        value={values.parentId === TOP_LEVEL ? null : values.parentId}
        onChange={(id) => onChange('parentId', id ?? TOP_LEVEL)}
        placeholder={t('system.menu.form.topLevel')}
      />
      <TextField
        select
        size="small"
        label={t('system.menu.fields.type')}
        value={values.type}
        onChange={(event) => onChange('type', Number(event.target.value))}
      >
        {MENU_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(MENU_TYPE_TEXTS[type])}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...text('fullName')} required />
      <TextField {...text('zhtwName')} placeholder={values.fullName} />
      <TextField {...text('enName')} placeholder={values.fullName} />
      <TextField {...text('enCode')} required />
      <MenuIconField
        label={t('system.menu.fields.icon')}
        value={values.icon}
        onChange={(icon) => onChange('icon', icon)}
      />
      <TextField {...text('urlAddress')} />
      <TextField
        select
        size="small"
        label={t('system.menu.fields.linkTarget')}
        value={values.linkTarget}
        onChange={(event) =>
          onChange('linkTarget', event.target.value === '_blank' ? '_blank' : '_self')
        }
      >
        <MenuItem value="_self">{t('system.menu.linkTargets._self')}</MenuItem>
        <MenuItem value="_blank">{t('system.menu.linkTargets._blank')}</MenuItem>
      </TextField>
      {needsModel(values.type) && (
        <>
          <TextField {...text('moduleId')} required />
          <FormControlLabel
            label={t('system.menu.fields.isTree')}
            control={
              <Switch
                checked={values.isTree}
                onChange={(event) => onChange('isTree', event.target.checked)}
              />
            }
          />
        </>
      )}
      <TextField {...text('sortCode')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <FormControlLabel
        label={t('system.menu.fields.enabled')}
        control={
          <Switch
            checked={values.enabled}
            onChange={(event) => onChange('enabled', event.target.checked)}
          />
        }
      />
    </>
  );
}
