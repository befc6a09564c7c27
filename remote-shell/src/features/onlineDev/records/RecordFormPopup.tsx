import { useEffect } from 'react';
import type { FormDesign, FormValues } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../shared/crud';
import { FormPopup } from '../../../shared/form-renderer/popup/FormPopup';
import {
  useCreateOnlineDevRecordMutation,
  useOnlineDevRecordQuery,
  useUpdateOnlineDevRecordMutation,
} from './api';
import type { PageRef } from './api';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; recordId: string };

interface Props {
  page: PageRef;
  design: FormDesign;
  target: FormTarget;
  formFields: ReadonlySet<string> | undefined;
  onClose: () => void;
}

/**
 * Add and edit: the design's form in the frame its formConf asks for, the fields the caller may
 * not fill left out. A refusal (a field's translated 400, an edit of a record someone changed
 * since it was read) is told by the base query, and the form keeps what was typed.
 */
export function RecordFormPopup({ target, ...props }: Props) {
  return target.mode === 'create' ? (
    <CreatePopup {...props} />
  ) : (
    <EditPopup {...props} recordId={target.recordId} />
  );
}

type PopupProps = Omit<Props, 'target'>;

function CreatePopup({ page, design, formFields, onClose }: PopupProps) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [create] = useCreateOnlineDevRecordMutation();
  const save = async (data: FormValues, { addAnother }: { addAnother: boolean }) => {
    await create({ ...page, data }).unwrap();
    notify('crud.notice.saved');
    if (!addAnother) onClose();
  };
  return (
    <FormPopup
      open
      title={t('onlineDev.records.titles.add')}
      design={design}
      mode="create"
      fieldGrants={formFields}
      onSubmit={save}
      onClose={onClose}
    />
  );
}

function EditPopup({
  page,
  design,
  formFields,
  onClose,
  recordId,
}: PopupProps & { recordId: string }) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  // Read afresh at each opening: the version sent back must be the one the values came with.
  const record = useOnlineDevRecordQuery(
    { ...page, recordId },
    { refetchOnMountOrArgChange: true },
  );
  const [update] = useUpdateOnlineDevRecordMutation();
  const loaded = record.data !== undefined && !record.isFetching ? record.data : undefined;
  const failed = record.isError;
  // The base query told why the record cannot be read; there is nothing to edit.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (loaded === undefined) return null;
  const save = async (data: FormValues) => {
    await update({ ...page, recordId, data, version: loaded.version }).unwrap();
    notify('crud.notice.saved');
    onClose();
  };
  return (
    <FormPopup
      open
      title={t('onlineDev.records.titles.edit')}
      design={design}
      values={loaded.data}
      mode="edit"
      fieldGrants={formFields}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
