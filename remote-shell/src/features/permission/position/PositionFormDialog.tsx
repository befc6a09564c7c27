import type { PositionBody, PositionRecord } from '@mepm/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import {
  CodedRecordFields,
  RecordFormDialog,
  editIdOf,
  useFieldErrorText,
} from '../../../shared/crud';
import type { DialogTarget, RecordForm } from '../../../shared/crud';
import { OrganizeSelect } from '../common/OrganizeSelect';
import { useCreatePositionMutation, usePositionQuery, useUpdatePositionMutation } from './api';
import {
  POSITION_FIELDS,
  toPositionBody,
  toPositionValues,
  validatePosition,
} from './position-form';
import type { PositionFormField, PositionFormValues } from './position-form';

export interface PositionFormDialogProps {
  target: DialogTarget;
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
  const [create] = useCreatePositionMutation();
  const [update] = useUpdatePositionMutation();
  return (
    <RecordFormDialog<PositionRecord, PositionFormValues, PositionBody, PositionFormField>
      target={target}
      onClose={onClose}
      titles="permission.position.titles"
      record={usePositionQuery(editIdOf(target) ?? skipToken)}
      initialValues={(record) => toPositionValues(record, defaultOrganizeId)}
      validate={validatePosition}
      toBody={toPositionBody}
      create={create}
      update={update}
      renderFields={(form) => <PositionFields {...form} />}
    />
  );
}

function PositionFields(form: RecordForm<PositionRecord, PositionFormValues, PositionFormField>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { values, errors, onChange, record } = form;
  return (
    <>
      <OrganizeSelect
        label={t(`${POSITION_FIELDS}.organize`)}
        value={values.organizeId}
        onChange={(organizeId) => onChange({ ...values, organizeId })}
        knownLabels={record ? { [record.organizeId]: record.organizeName } : undefined}
        required
        error={errors.organizeId !== undefined}
        helperText={errorText(errors.organizeId)}
      />
      <CodedRecordFields
        fields={POSITION_FIELDS}
        values={values}
        errors={errors}
        onChange={(coded) => onChange({ ...values, ...coded })}
      />
    </>
  );
}
