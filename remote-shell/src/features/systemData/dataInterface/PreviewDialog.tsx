import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DataInterfaceRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDataInterfaceQuery, usePreviewDataInterfaceMutation } from './api';
import { TestPanel } from './TestPanel';

/** Runs a saved interface with values typed in (each run is logged as a preview). */
export function PreviewDialog({ row, onClose }: { row: DataInterfaceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: record } = useDataInterfaceQuery(row.id);
  const [preview] = usePreviewDataInterfaceMutation();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {t('systemData.dataInterface.titles.test')}: {row.fullName}
      </DialogTitle>
      <DialogContent>
        {record && (
          <TestPanel
            parameters={record.parameters}
            paged={record.paged}
            run={(args) => preview({ id: row.id, args }).unwrap()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('systemData.dataInterface.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
