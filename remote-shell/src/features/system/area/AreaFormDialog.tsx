import type { AreaBody, AreaNode } from '@mepm/contract';
import Typography from '@mui/material/Typography';
import { AREA_ROOT_ID } from '@mepm/contract/paths';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { CodedRecordFields, RecordFormDialog, editIdOf } from '../../../shared/crud';
import type { CodedRecordField, DialogTarget } from '../../../shared/crud';
import { useAreaQuery, useCreateAreaMutation, useUpdateAreaMutation } from './api';
import { EMPTY_AREA, FIELDS, toAreaBody, toAreaValues, validateArea } from './area-form';
import type { AreaValues } from './area-form';

/** Where a new area goes: under this area, or at the top (a province) when null. */
export type AreaParent = Pick<AreaNode, 'id' | 'fullName'> | null;

/** Adds an area under `parent`, or edits one (its parent stays). */
export function AreaFormDialog({
  target,
  parent,
  onClose,
}: {
  target: DialogTarget;
  parent: AreaParent;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateAreaMutation();
  const [update] = useUpdateAreaMutation();
  const record = useAreaQuery(editIdOf(target) ?? skipToken);
  const parentId = parent?.id ?? AREA_ROOT_ID;
  return (
    <RecordFormDialog<AreaNode, AreaValues, AreaBody, CodedRecordField>
      target={target}
      onClose={onClose}
      titles="system.area.titles"
      record={record}
      initialValues={(node) => (node ? toAreaValues(node) : EMPTY_AREA)}
      validate={validateArea}
      toBody={(values) => toAreaBody(values, record.data?.parentId ?? parentId)}
      create={create}
      update={update}
      renderFields={(form) => (
        <>
          {target.mode === 'create' && (
            <Typography variant="body2">
              {t(`${FIELDS}.parent`)}: {parent?.fullName ?? t('system.area.top')}
            </Typography>
          )}
          <CodedRecordFields fields={FIELDS} {...form} />
        </>
      )}
    />
  );
}
