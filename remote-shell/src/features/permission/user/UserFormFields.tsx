import { useCallback, useMemo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GenderName } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { useGenderOptions } from '../../../kernel/dictionary/gender';
import { TreeSelect } from '../../../shared/tree';
import { orgNodeIcon } from '../../../shared/tree';
import { useFieldErrorText } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { useDepartmentSelectorQuery, usePositionSelectorQuery } from '../common/lookups-api';
import { toOrgNodes } from '../../../shared/tree';
import { ManagerField } from '../common/ManagerField';
import { RoleSelect } from './RoleSelect';
import type { UserFormField, UserFormValues } from './user-form';

export interface UserFormFieldsProps {
  values: UserFormValues;
  errors: FieldErrors<UserFormField>;
  onChange: (values: UserFormValues) => void;
  /** Names of saved ids the trees have not loaded, e.g. the record's organisation. */
  knownLabels: Readonly<Record<string, string>>;
}

const F = 'permission.user.fields';

export function UserFormFields({ values, errors, onChange, knownLabels }: UserFormFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const genderText = useCallback(
    (gender: GenderName) => t(`permission.user.gender.${gender}`),
    [t],
  );
  const genders = useGenderOptions(genderText);
  // A stored value the dictionary no longer offers (disabled since) still shows as chosen.
  const genderOptions = genders.options.some((option) => option.value === values.gender)
    ? genders.options
    : [...genders.options, { value: values.gender, label: genders.genderName(values.gender) }];
  const organizations = useDepartmentSelectorQuery(undefined).data;
  const positions = usePositionSelectorQuery(undefined).data;
  const organizeNodes = useMemo(
    () => toOrgNodes(organizations?.list ?? [], 'whole'),
    [organizations],
  );
  const positionNodes = useMemo(() => toOrgNodes(positions?.list ?? [], 'whole'), [positions]);
  const set = <K extends UserFormField>(name: K, value: UserFormValues[K]) =>
    onChange({ ...values, [name]: value });
  const text = (name: 'account' | 'realName' | 'mobile' | 'email', isRequired = false) => (
    <TextField
      label={t(`${F}.${name}`)}
      required={isRequired}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );

  return (
    <>
      {text('account', true)}
      {text('realName', true)}
      <TextField
        select
        label={t(`${F}.gender`)}
        value={values.gender}
        onChange={(event) => set('gender', event.target.value as UserFormValues['gender'])}
      >
        {genderOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {text('mobile')}
      {text('email')}
      <TreeSelect
        label={t(`${F}.organize`)}
        nodes={organizeNodes}
        value={values.organizeId}
        onChange={(id) => set('organizeId', id)}
        knownLabels={knownLabels}
        renderIcon={orgNodeIcon}
        required
        error={errors.organizeId !== undefined}
        helperText={errorText(errors.organizeId)}
      />
      <ManagerField
        label={t(`${F}.manager`)}
        value={values.managerId}
        onChange={(id) => set('managerId', id)}
      />
      <RoleSelect
        label={t(`${F}.roles`)}
        value={values.roleIds}
        onChange={(ids) => set('roleIds', ids)}
      />
      <TreeSelect
        multiple
        label={t(`${F}.positions`)}
        nodes={positionNodes}
        value={values.positionIds}
        onChange={(ids) => set('positionIds', ids)}
        selectable={(node) => node.type === 'position'}
        renderIcon={orgNodeIcon}
      />
      <FormControlLabel
        label={t(`${F}.enabled`)}
        control={
          <Switch
            checked={values.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
        }
      />
    </>
  );
}
