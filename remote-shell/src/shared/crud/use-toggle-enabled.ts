import { useCallback } from 'react';
import type { EnabledChange, MutationTrigger } from './mutation-trigger';
import { useNotifySuccess } from './use-notify';

/** Flips a record between enabled and disabled through the given mutation, and says so. */
export function useToggleEnabled<Row extends { id: string; enabled?: boolean }>(
  setEnabled: MutationTrigger<EnabledChange> | undefined,
): ((row: Row) => void) | undefined {
  const notify = useNotifySuccess();
  const toggle = useCallback(
    (row: Row) => {
      setEnabled?.({ id: row.id, enabled: !row.enabled })
        .unwrap()
        .then(
          () => notify('crud.notice.stateChanged'),
          // Already reported by the base query.
          () => undefined,
        );
    },
    [setEnabled, notify],
  );
  return setEnabled ? toggle : undefined;
}
