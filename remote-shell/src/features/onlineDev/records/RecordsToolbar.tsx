import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PageRights } from './rights';

interface Props {
  rights: PageRights;
  selectedCount: number;
  onAdd: () => void;
  onBatchDelete: () => void;
}

/**
 * The list design's toolbar buttons the caller holds: add, and batch delete of the chosen rows.
 * Export and import are the Excel buttons, placed here by their own feature.
 */
export function RecordsToolbar({ rights, selectedCount, onAdd, onBatchDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {rights.toolbar.has('add') && (
        <Button variant="contained" onClick={onAdd}>
          {t('crud.buttons.add')}
        </Button>
      )}
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
