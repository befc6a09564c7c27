import { useMemo } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FlowEngineRecord, FlowType } from '@mepm/contract';
import {
  FLOW_CATEGORY_DICTIONARY,
  FLOW_TYPES,
  FLOW_VISIBLE_TYPES,
  SYSTEM_FORM_CODES,
  isSystemFormCode,
  type FlowVisibleType,
} from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { DictionarySelectField, useFieldErrorText } from '../../../shared/crud';
import type { RecordForm } from '../../../shared/crud';
import { PeopleField } from '../../../shared/flow-designer';
import { MenuIconField } from '../../../shared/menu-icon/MenuIconField';
import { useFieldOrganizeTreeQuery } from '../../../shared/form-renderer/fields/lookups-api';
import { orgNodeIcon, toOrgNodes, TreeSelect } from '../../../shared/tree';
import { useFlowFormsQuery } from './api';
import {
  FIELDS,
  TYPE_NAMES,
  VISIBLE_NAMES,
  type FlowEngineField,
  type FlowEngineValues,
} from './flow-engine-form';

type TextName = 'fullName' | 'enCode' | 'iconBackground' | 'sortCode' | 'description';

/** A flow's attributes: name, code, category, type, form, who may launch, icon, order, notes. */
export function FlowEngineFormFields({
  values,
  errors,
  onChange,
  record,
}: RecordForm<FlowEngineRecord, FlowEngineValues, FlowEngineField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const forms = useFlowFormsQuery(undefined);
  const set = <K extends FlowEngineField>(name: K, value: FlowEngineValues[K]) =>
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
  // The chosen form may be one no longer released: it still shows by the record's name.
  const formGroups = forms.data?.list ?? [];
  const listed =
    isSystemFormCode(values.formId) ||
    formGroups.some((group) => group.children.some((form) => form.id === values.formId));
  return (
    <>
      {text('fullName', true)}
      {text('enCode', true)}
      <DictionarySelectField
        dictionary={FLOW_CATEGORY_DICTIONARY}
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
        onChange={(event) => set('type', Number(event.target.value) as FlowType)}
      >
        {FLOW_TYPES.map((type) => (
          <MenuItem key={type} value={String(type)}>
            {t(`workFlow.flowEngine.types.${TYPE_NAMES[type]}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        label={t(`${FIELDS}.form`)}
        value={values.formId}
        onChange={(event) => set('formId', event.target.value)}
        error={errors.formId !== undefined}
        helperText={errorText(errors.formId)}
      >
        {!listed && values.formId && (
          <MenuItem value={values.formId}>{record?.formName ?? values.formId}</MenuItem>
        )}
        {formGroups.flatMap((group) => [
          <ListSubheader key={`group-${group.id}`}>{group.fullName}</ListSubheader>,
          ...group.children.map((form) => (
            <MenuItem key={form.id} value={form.id}>
              {form.fullName}
            </MenuItem>
          )),
        ])}
        <ListSubheader>{t('workFlow.flowEngine.systemForms.group')}</ListSubheader>
        {SYSTEM_FORM_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`workFlow.flowEngine.systemForms.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t(`${FIELDS}.visibleType`)}
        value={String(values.visibleType)}
        onChange={(event) => set('visibleType', Number(event.target.value) as FlowVisibleType)}
      >
        {FLOW_VISIBLE_TYPES.map((visible) => (
          <MenuItem key={visible} value={String(visible)}>
            {t(`workFlow.flowEngine.visibleTypes.${VISIBLE_NAMES[visible]}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.visibleType === 1 && (
        <Stack spacing={1.5}>
          <OrganizeChoice
            value={values.launchers.organize}
            onChange={(organize) => set('launchers', { ...values.launchers, organize })}
          />
          <PeopleField
            label={t(`${FIELDS}.launchers`)}
            value={{
              users: values.launchers.user,
              positions: values.launchers.position,
              roles: values.launchers.role,
            }}
            onChange={(people) =>
              set('launchers', {
                ...values.launchers,
                user: people.users,
                position: people.positions,
                role: people.roles,
              })
            }
          />
          {errors.launchers && <FormHelperText error>{errorText(errors.launchers)}</FormHelperText>}
        </Stack>
      )}
      <MenuIconField
        label={t(`${FIELDS}.icon`)}
        value={values.icon}
        onChange={(icon) => set('icon', icon)}
      />
      {text('iconBackground')}
      {text('sortCode')}
      {text('description')}
    </>
  );
}

function OrganizeChoice({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const { data } = useFieldOrganizeTreeQuery(undefined);
  const nodes = useMemo(() => toOrgNodes(data?.list ?? [], 'whole'), [data]);
  return (
    <TreeSelect
      multiple
      label={t(`${FIELDS}.organizes`)}
      nodes={nodes}
      value={value}
      renderIcon={orgNodeIcon}
      onChange={(ids) => onChange(ids)}
    />
  );
}
