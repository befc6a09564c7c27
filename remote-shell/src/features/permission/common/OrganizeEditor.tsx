import { useState } from 'react';
import type { OrganizeBody, OrganizeRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields } from './CodedRecordFields';
import { chooseRequired, hasErrors, useFieldErrorText } from './field-error';
import type { FieldError, FieldErrors } from './field-error';
import { FormDialog } from './FormDialog';
import { ManagerField } from './ManagerField';
import { OrganizeSelect } from './OrganizeSelect';
import { emptyOrganize, toOrganizeBody, toOrganizeValues } from './organize-form';
import type { OrganizeFormValues } from './organize-form';
import { validateCodedRecord } from './record-form';
import type { CodedRecordField } from './record-form';
import { useNotifySuccess } from './use-notify';

export interface OrganizeEditorProps {
  title: string;
  /** `permission.organize.fields` or `permission.department.fields`. */
  fields: string;
  /** A department needs a parent; a company without one is a top company. */
  parentRequired: boolean;
  /** Companies choose a company parent only. */
  companiesOnly: boolean;
  record: OrganizeRecord | undefined;
  defaultParentId: string | null;
  save: (body: OrganizeBody) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

/** The add/edit form of a company or a department. */
export function OrganizeEditor(props: OrganizeEditorProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notify = useNotifySuccess();
  const { record, fields } = props;
  const [values, setValues] = useState<OrganizeFormValues>(() =>
    record ? toOrganizeValues(record) : emptyOrganize(props.defaultParentId),
  );
  const [errors, setErrors] = useState<FieldErrors<CodedRecordField>>({});
  const [parentError, setParentError] = useState<FieldError | undefined>();

  const submit = async () => {
    const found = validateCodedRecord(values, fields);
    const missingParent =
      props.parentRequired && !values.parentId ? chooseRequired(`${fields}.parent`) : undefined;
    setErrors(found);
    setParentError(missingParent);
    if (hasErrors(found) || missingParent) return;
    try {
      await props.save(toOrganizeBody(values));
      notify('permission.common.saved');
      props.onClose();
    } catch {
      // The base query showed the server's message (a taken code, say); keep the input.
    }
  };

  return (
    <FormDialog
      open
      title={props.title}
      saving={props.saving}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      <OrganizeSelect
        label={t(`${fields}.parent`)}
        value={values.parentId}
        onChange={(parentId) => setValues({ ...values, parentId })}
        excludeId={record?.id}
        selectable={props.companiesOnly ? (node) => node.type === 'company' : undefined}
        error={parentError !== undefined}
        helperText={errorText(parentError)}
      />
      <CodedRecordFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(coded) => setValues({ ...values, ...coded })}
      />
      <ManagerField
        label={t(`${fields}.manager`)}
        value={values.managerId}
        onChange={(managerId) => setValues({ ...values, managerId })}
      />
    </FormDialog>
  );
}
