import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { FormDesign } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useOnlineDevDetailQuery } from './api';
import type { RecordRef } from './api';
import { DetailFields } from './DetailFields';

interface Props {
  record: RecordRef;
  design: FormDesign;
  formFields: ReadonlySet<string> | undefined;
  onClose: () => void;
}

/** A record's detail view, read afresh at each opening: read-only labels and display values. */
export function DetailDialog({ record, design, formFields, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useOnlineDevDetailQuery(record, { refetchOnMountOrArgChange: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('onlineDev.records.titles.detail')}</DialogTitle>
      <DialogContent dividers>
        {detail.isFetching && <LinearProgress aria-label={t('crud.form.loading')} />}
        {detail.data && !detail.isFetching && (
          <DetailFields design={design} data={detail.data.data} formFields={formFields} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('onlineDev.records.buttons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
