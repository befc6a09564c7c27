import { useState } from 'react';
import type { PositionRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields } from '../common/CodedRecordFields';
import { editIdOf } from '../common/dialog-target';
import type { DialogTarget } from '../common/dialog-target';
import { chooseRequired, hasErrors, useFieldErrorText } from '../common/field-error';
import type { FieldError, FieldErrors } from '../common/field-error';
import { FormDialog } from '../common/FormDialog';
import { OrganizeSelect } from '../common/OrganizeSelect';
import {
  EMPTY_CODED_RECORD,
  toCodedBody,
  toCodedValues,
  validateCodedRecord,
} from '../common/record-form';
import type { CodedRecordField, CodedRecordValues } from '../common/record-form';
import { useNotifySuccess } from '../common/use-notify';
import { useCreatePositionMutation, usePositionQuery, useUpdatePositionMutation } from './api';

const FIELDS = 'permission.position.fields';

export interface PositionFormDialogProps {
  target: DialogTarget | null;
  /** A new position's organisation: the list's current filter. */
  defaultOrganizeId: string | null;
  onClose: () => void;
}

/** Adds or edits a position of an organisation. */
export function PositionFormDialog({
  target,
  defaultOrganizeId,
  onClose,
}: PositionFormDialogProps) {
  const { t } = useTranslation();
  const editId = editIdOf(target);
  const { data: record, isFetching } = usePositionQuery(editId ?? '', { skip: editId === null });
  if (target === null) return null;
  const title = t(editId ? 'permission.position.titles.edit' : 'permission.position.titles.add');
  if (editId && (!record || isFetching)) {
    return <FormDialog open loading title={title} onSubmit={() => undefined} onClose={onClose} />;
  }
  return (
    <PositionEditor
      key={editId ?? 'new'}
      title={title}
      editId={editId}
      record={editId ? record : undefined}
      defaultOrganizeId={defaultOrganizeId}
      onClose={onClose}
    />
  );
}

interface PositionEditorProps {
  title: string;
  editId: string | null;
  record: PositionRecord | undefined;
  defaultOrganizeId: string | null;
  onClose: () => void;
}

function PositionEditor(props: PositionEditorProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notify = useNotifySuccess();
  const { record, editId } = props;
  const [values, setValues] = useState<CodedRecordValues>(() =>
    record ? toCodedValues(record) : EMPTY_CODED_RECORD,
  );
  const [organizeId, setOrganizeId] = useState(record?.organizeId ?? props.defaultOrganizeId);
  const [errors, setErrors] = useState<FieldErrors<CodedRecordField>>({});
  const [organizeError, setOrganizeError] = useState<FieldError | undefined>();
  const [create, creating] = useCreatePositionMutation();
  const [update, updating] = useUpdatePositionMutation();

  const submit = async () => {
    const found = validateCodedRecord(values, FIELDS);
    const missingOrganize = organizeId ? undefined : chooseRequired(`${FIELDS}.organize`);
    setErrors(found);
    setOrganizeError(missingOrganize);
    if (hasErrors(found) || !organizeId) return;
    const body = { ...toCodedBody(values), organizeId };
    try {
      if (editId) await update({ id: editId, body }).unwrap();
      else await create(body).unwrap();
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
      saving={creating.isLoading || updating.isLoading}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      <OrganizeSelect
        label={t(`${FIELDS}.organize`)}
        value={organizeId}
        onChange={setOrganizeId}
        knownLabels={record ? { [record.organizeId]: record.organizeName } : undefined}
        error={organizeError !== undefined}
        helperText={errorText(organizeError)}
      />
      <CodedRecordFields fields={FIELDS} values={values} errors={errors} onChange={setValues} />
    </FormDialog>
  );
}
