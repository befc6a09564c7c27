import { useCallback, useState } from 'react';
import type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
import { useNotifySuccess } from './use-notify';

/**
 * The delete flow of a list page: ask for one id, confirm, delete, tell the user. A
 * refusal (a department with users, a role in use) is shown by the base query as the server's
 * translated message, so it only closes the question here.
 */
export function useConfirmDelete(remove: (id: string) => Promise<unknown>): {
  ask: (id: string) => void;
  dialogProps: DeleteConfirmDialogProps;
} {
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotifySuccess();
  const close = useCallback(() => setTarget(null), []);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      notify('crud.notice.deleted');
    } catch {
      // Already reported by the base query.
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return {
    ask: setTarget,
    dialogProps: { open: target !== null, busy, onConfirm: () => void confirm(), onClose: close },
  };
}
