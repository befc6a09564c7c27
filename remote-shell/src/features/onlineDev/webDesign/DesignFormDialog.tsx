import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import type { WebDesignRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useWebDesignQuery } from './api';
import { DesignEditor } from './DesignEditor';

/**
 * 设计: a design, read afresh, in the full-screen designers (DesignEditor: the form's, and the
 * list's for a list mode).
 */
export function DesignFormDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The record as it is now, not a list's cached copy: its version is the one a save sends.
  const query = useWebDesignQuery(id, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<WebDesignRecord | null>(null);
  if (opened === null && query.data && !query.isFetching) setOpened(query.data);
  const title = (
    <Typography id={titleId} variant="h6" component="h2" sx={{ py: 1 }}>
      {name}
    </Typography>
  );
  return (
    // Escape closes nothing: it is the drag's cancel key, and 关闭 asks about unsaved changes.
    <Dialog fullScreen open aria-labelledby={titleId}>
      {opened ? (
        <DesignEditor record={opened} title={title} onClose={onClose} />
      ) : (
        <>
          <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>{title}</Box>
          <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
            {query.isError ? (
              <Button onClick={onClose}>{t('onlineDev.webDesign.buttons.close')}</Button>
            ) : (
              <CircularProgress aria-label={t('crud.form.loading')} />
            )}
          </Box>
        </>
      )}
    </Dialog>
  );
}
