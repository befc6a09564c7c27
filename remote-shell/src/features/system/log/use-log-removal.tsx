import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_BUTTON, LOG_KEEP_DAYS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { ConfirmDialog } from '../../../shared/confirm';
import { usePermission } from '../../../shared/permission';
import type { PagedTableSelection } from '../../../shared/table';
import { useClearLogsMutation, useRemoveLogsMutation } from './api';
import { categoryOf, type LogTabName } from './log-tabs';

type KeepDays = (typeof LOG_KEEP_DAYS)[number];

const KEEP_NAMES = { 0: 'all', 7: 'week', 30: 'month', 90: 'quarter' } as const;
type Pending = { kind: 'remove' } | { kind: 'clear'; keepDays: KeepDays } | null;

/**
 * Deleting chosen rows and clearing by period, offered only to administrators holding the page's
 * delete button (the server refuses everyone else, delegated administrators included).
 */
export function useLogRemoval(tab: LogTabName) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isAdministrator = useAppSelector((state) => state.session.userInfo?.isAdministrator);
  const { hasButton } = usePermission();
  const canDelete = isAdministrator === true && hasButton(ADMIN_BUTTON.remove);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [keepDays, setKeepDays] = useState<KeepDays>(30);
  const [pending, setPending] = useState<Pending>(null);
  const [removeLogs, removing] = useRemoveLogsMutation();
  const [clearLogs, clearing] = useClearLogsMutation();
  const category = categoryOf(tab);

  const confirm = async () => {
    if (pending === null) return;
    const result =
      pending.kind === 'remove'
        ? await removeLogs({ category, ids: [...selectedIds] })
        : await clearLogs({ category, keepDays: pending.keepDays });
    setPending(null);
    if ('data' in result && result.data) {
      setSelectedIds([]);
      dispatch(
        toastShown({
          kind: 'success',
          text: t('system.log.removed', { count: result.data.removed }),
        }),
      );
    }
  };

  const selection: PagedTableSelection | undefined = canDelete
    ? { selectedIds, onSelectionChange: setSelectedIds }
    : undefined;

  const actions = canDelete ? (
    <>
      <Button
        color="error"
        disabled={selectedIds.length === 0}
        onClick={() => setPending({ kind: 'remove' })}
      >
        {t('system.log.removeSelected')}
      </Button>
      <TextField
        select
        size="small"
        label={t('system.log.clearTitle')}
        value={keepDays}
        onChange={(event) => setKeepDays(Number(event.target.value) as KeepDays)}
        sx={{ minWidth: 180 }}
      >
        {LOG_KEEP_DAYS.map((days) => (
          <MenuItem key={days} value={days}>
            {t(`system.log.keep.${KEEP_NAMES[days]}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button color="error" onClick={() => setPending({ kind: 'clear', keepDays })}>
        {t('system.log.clear')}
      </Button>
    </>
  ) : null;

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      busy={removing.isLoading || clearing.isLoading}
      message={
        pending?.kind === 'remove'
          ? t('system.log.confirmRemove', { count: selectedIds.length })
          : t('system.log.confirmClear')
      }
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );

  return { selection, actions, dialog };
}
