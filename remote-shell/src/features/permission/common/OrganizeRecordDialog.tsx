import type { OrganizeBody, OrganizeRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, RecordFormDialog, useFieldErrorText } from '../../../shared/crud';
import type { DialogTarget, MutationTrigger, RecordForm } from '../../../shared/crud';
import { ManagerField } from './ManagerField';
import { OrganizeSelect } from './OrganizeSelect';
import { toOrganizeBody, toOrganizeValues, validateOrganize } from './organize-form';
import type { OrganizeFields, OrganizeFormField, OrganizeFormValues } from './organize-form';

export interface OrganizeRecordDialogProps {
  target: DialogTarget;
  onClose: () => void;
  /** `permission.organize` or `permission.department`: the prefix of its titles and fields. */
  area: 'permission.organize' | 'permission.department';
  /** A department needs a parent; a company without one is a top company. */
  parentRequired: boolean;
  /** Companies choose a company parent only. */
  companiesOnly: boolean;
  defaultParentId: string | null;
  record: { data?: OrganizeRecord; isFetching: boolean };
  create: MutationTrigger<OrganizeBody>;
  update: MutationTrigger<{ id: string; body: OrganizeBody }>;
}

/** The add/edit dialog of a company or a department. */
export function OrganizeRecordDialog(props: OrganizeRecordDialogProps) {
  const fields: OrganizeFields = `${props.area}.fields`;
  return (
    <RecordFormDialog<OrganizeRecord, OrganizeFormValues, OrganizeBody, OrganizeFormField>
      target={props.target}
      onClose={props.onClose}
      titles={`${props.area}.titles`}
      record={props.record}
      initialValues={(record) => toOrganizeValues(record, props.defaultParentId)}
      validate={(values) => validateOrganize(values, fields, props.parentRequired)}
      toBody={toOrganizeBody}
      create={props.create}
      update={props.update}
      renderFields={(form) => (
        <OrganizeFields
          form={form}
          fields={fields}
          companiesOnly={props.companiesOnly}
          parentRequired={props.parentRequired}
        />
      )}
    />
  );
}

interface OrganizeFieldsProps {
  form: RecordForm<OrganizeRecord, OrganizeFormValues, OrganizeFormField>;
  fields: OrganizeFields;
  companiesOnly: boolean;
  parentRequired: boolean;
}

function OrganizeFields({ form, fields, companiesOnly, parentRequired }: OrganizeFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { values, errors, onChange, record } = form;
  return (
    <>
      <OrganizeSelect
        label={t(`${fields}.parent`)}
        value={values.parentId}
        onChange={(parentId) => onChange({ ...values, parentId })}
        excludeId={record?.id}
        selectable={companiesOnly ? (node) => node.type === 'company' : undefined}
        required={parentRequired}
        error={errors.parentId !== undefined}
        helperText={errorText(errors.parentId)}
      />
      <CodedRecordFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
      <ManagerField
        label={t(`${fields}.manager`)}
        value={values.managerId}
        onChange={(managerId) => onChange({ ...values, managerId })}
      />
    </>
  );
}
