import { useId, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { WebDesignRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { DesignerDialog } from '../../../shared/crud';
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
    <DesignerDialog
      titleId={titleId}
      title={title}
      failed={query.isError}
      closeLabel={t('onlineDev.webDesign.buttons.close')}
      onClose={onClose}
    >
      {opened ? <DesignEditor record={opened} title={title} onClose={onClose} /> : null}
    </DesignerDialog>
  );
}
