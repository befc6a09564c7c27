import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DataScheme, DataSchemeBody } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../../shared/crud';
import type { RecordForm } from '../../../../shared/crud';
import { useCreateSchemeMutation, useUpdateSchemeMutation } from '../api';
import { ConditionGroups } from './ConditionGroups';
import type { ElementField } from './element-form';
import { ElementFields } from './ElementFields';
import { emptyScheme, fromScheme, isValid, toSchemeBody, validateScheme } from './scheme-form';
import type { SchemeErrors, SchemeValues } from './scheme-form';
import { useElementDialogTitle } from './use-element-dialog-title';

type SchemeForm = RecordForm<DataScheme, SchemeValues, ElementField, SchemeErrors>;

interface Props {
  moduleId: string;
  /** The scheme being edited, or undefined for a new one. */
  row: DataScheme | undefined;
  onClose: () => void;
}

/** A data-permission scheme: code, name, sort and its condition groups; mounted per opening. */
export function SchemeFormDialog({ moduleId, row, onClose }: Props) {
  const [create] = useCreateSchemeMutation();
  const [update] = useUpdateSchemeMutation();
  return (
    <RecordFormDialog<DataScheme, SchemeValues, DataSchemeBody, ElementField, SchemeErrors>
      // The scheme comes from the list already loaded: nothing to wait for.
      target={row ? { mode: 'edit', id: row.id } : { mode: 'create' }}
      record={{ data: row, isFetching: false }}
      onClose={onClose}
      title={useElementDialogTitle('scheme', row !== undefined)}
      savedNotice={null}
      width="md"
      initialValues={(scheme) => (scheme ? fromScheme(scheme) : emptyScheme())}
      validate={validateScheme}
      isValid={isValid}
      toBody={(values) => toSchemeBody(moduleId, values)}
      create={create}
      update={update}
      renderFields={(form) => <SchemeFields {...form} />}
    />
  );
}

function SchemeFields({ values, errors, onChange }: SchemeForm) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" spacing={1}>
        <ElementFields
          values={values}
          errors={errors.element ?? {}}
          onChange={(field, value) => onChange({ ...values, [field]: value })}
        />
      </Stack>
      <ConditionGroups
        logic={values.logic}
        groups={values.groups}
        errors={errors.conditions ?? {}}
        onLogicChange={(logic) => onChange({ ...values, logic })}
        onGroupsChange={(groups) => onChange({ ...values, groups })}
      />
      {errors.empty && <Alert severity="warning">{t('system.menu.scheme.groupsRequired')}</Alert>}
    </>
  );
}
