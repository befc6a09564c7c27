import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PageRights } from './rights';

interface Props {
  rights: PageRights;
  selectedCount: number;
  onAdd: () => void;
  onBatchDelete: () => void;
  /** The Excel buttons, after add. */
  children?: ReactNode;
}

/**
 * The list design's toolbar buttons the caller holds, in the design's order: add, export and
 * import (the Excel buttons, given as children), and batch delete of the chosen rows.
 */
export function RecordsToolbar({ rights, selectedCount, onAdd, onBatchDelete, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {rights.toolbar.has('add') && (
        <Button variant="contained" onClick={onAdd}>
          {t('crud.buttons.add')}
        </Button>
      )}
      {children}
      {rights.toolbar.has('batchRemove') && (
        <Button
          color="error"
          variant="outlined"
          disabled={selectedCount === 0}
          onClick={onBatchDelete}
        >
          {t('onlineDev.records.buttons.batchRemove')}
        </Button>
      )}
    </Stack>
  );
}
