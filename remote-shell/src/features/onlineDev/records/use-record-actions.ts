import { useCallback, useMemo, useState } from 'react';
import type { OnlineDevRow } from '@mepm/contract';
import { useConfirmDelete, useNotifySuccess } from '../../../shared/crud';
import type { DeleteConfirmDialogProps } from '../../../shared/crud';
import { useBatchDeleteOnlineDevRecordsMutation, useDeleteOnlineDevRecordMutation } from './api';
import type { PageRef } from './api';
import type { FormTarget } from './RecordFormPopup';
import type { RowHandlers } from './use-record-columns';

/**
 * What the page's buttons do: the add/edit form and the detail view they open, the delete of a
 * row and of the chosen rows, each after the delete question.
 */
export function useRecordActions(page: PageRef) {
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [asksBatch, setAsksBatch] = useState(false);
  const [batchBusy, setBatchBusy] = useState(false);
  const notify = useNotifySuccess();
  const [remove] = useDeleteOnlineDevRecordMutation();
  const [batchDelete] = useBatchDeleteOnlineDevRecordsMutation();

  const deletion = useConfirmDelete(async (recordId) => {
    await remove({ ...page, recordId }).unwrap();
    setSelectedIds((ids) => ids.filter((id) => id !== recordId));
  });
  const { ask } = deletion;
  const handlers = useMemo<RowHandlers>(
    () => ({
      edit: (row: OnlineDevRow) => setFormTarget({ mode: 'edit', recordId: row.id }),
      remove: (row: OnlineDevRow) => ask(row.id),
      detail: (row: OnlineDevRow) => setDetailId(row.id),
    }),
    [ask],
  );

  const confirmBatch = async () => {
    setBatchBusy(true);
    try {
      await batchDelete({ ...page, ids: selectedIds }).unwrap();
      setSelectedIds([]);
      notify('crud.notice.deleted');
    } catch {
      // The base query told why; the chosen rows stay chosen for another try.
    } finally {
      setBatchBusy(false);
      setAsksBatch(false);
    }
  };
  const batchDialog: DeleteConfirmDialogProps = {
    open: asksBatch,
    busy: batchBusy,
    onConfirm: () => void confirmBatch(),
    onClose: () => setAsksBatch(false),
  };

  return {
    handlers,
    formTarget,
    openCreate: useCallback(() => setFormTarget({ mode: 'create' }), []),
    closeForm: useCallback(() => setFormTarget(null), []),
    detailId,
    closeDetail: useCallback(() => setDetailId(null), []),
    selection: { selectedIds, onSelectionChange: setSelectedIds },
    askBatchDelete: () => setAsksBatch(true),
    deleteDialog: deletion.dialogProps,
    batchDialog,
  };
}
