import { useCallback } from 'react';
import type { RoleRecord } from '@mepm/contract';
import { useNotifySuccess } from '../common/use-notify';
import { useSetRoleStateMutation } from './api';

/** Flips a role between enabled and disabled. */
export function useToggleRole(): (row: RoleRecord) => void {
  const [setState] = useSetRoleStateMutation();
  const notify = useNotifySuccess();
  return useCallback(
    (row) => {
      setState({ id: row.id, enabled: !row.enabled })
        .unwrap()
        .then(
          () => notify('permission.common.stateChanged'),
          // Already reported by the base query.
          () => undefined,
        );
    },
    [setState, notify],
  );
}
